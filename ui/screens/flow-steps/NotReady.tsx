/**
 * What stands between a flow and its payment (core/use-cases/journey), on the submit and pay
 * steps: announced and focused, each missing step a link to the page that does it.
 */
import type { FlowScreenType } from '../../../core/model/constants';
import type { FlowStep } from '../../../core/use-cases/flow-steps/steps';
import { missingStepText, NOT_READY_TITLE, notReadyText, type JourneyView } from '../../../core/use-cases/journey/journey';
import { FocusedAlert } from '../../components/page/FocusedAlert';
import { RouterLink } from '../../components/navigation/RouterLink';
import { FlowStepPage } from './FlowStepPage';
import { useFlowStepStyles } from './flow-step-styles';

export function NotReady({ type, step, journey }: { type: FlowScreenType; step: FlowStep; journey: JourneyView }) {
  const styles = useFlowStepStyles();
  return (
    <FlowStepPage type={type} step={step} hasErrors>
      <FocusedAlert intent="warning" title={NOT_READY_TITLE} keepFocus>
        <p className={styles.lead}>{notReadyText(journey.noun)}</p>
        <ul className={styles.problems}>
          {journey.missing.map((missing) => (
            <li key={missing.id}>
              <RouterLink to={missing.path}>{missingStepText(missing)}</RouterLink>
            </li>
          ))}
        </ul>
      </FocusedAlert>
    </FlowStepPage>
  );
}
