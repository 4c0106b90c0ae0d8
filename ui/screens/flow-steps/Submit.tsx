/**
 * Submit: the last page before payment. The browser always loads it afresh (docs/portal.md §Routes):
 * the shell turns every navigation to it into a full page load (ui/app/submit-reload.ts).
 */
import type { FlowScreenType } from '../../../core/model/constants';
import { SUBMIT_TEXT, submitAction } from '../../../core/use-cases/flow-steps/steps';
import { showsFeeAt } from '../../../core/use-cases/flow-steps/fees';
import { FlowStepPage } from './FlowStepPage';
import { useFlowStepStyles } from './flow-step-styles';
import { NextStepButton } from './StepParts';
import { FlowFee } from './FlowFee';
import { NotReady } from './NotReady';
import { useJourney } from './useJourney';

export default function Submit({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const journey = useJourney(type, 'submit');
  if (!journey.canPay) return <NotReady type={type} step="submit" journey={journey} />;
  return (
    <FlowStepPage type={type} step="submit">
      <p className={styles.lead}>{SUBMIT_TEXT[type]}</p>
      {showsFeeAt(type, 'submit') && <FlowFee type={type} />}
      <NextStepButton to={journey.nextPath}>{submitAction(type)}</NextStepButton>
    </FlowStepPage>
  );
}
