/**
 * Verification contact: who a state contacts to verify the flow (the submitter as the registry
 * holds it), with a Change link to the submitter step, then Continue.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FlowScreenType } from '../../../core/model/constants';
import { submitterDefaults } from '../../../core/use-cases/submitter/defaults';
import { TYPE_NOUNS } from '../../../core/use-cases/flow-steps/steps';
import { verificationContactLead, verificationContactRows } from '../../../core/use-cases/flow-steps/verification-contact';
import { flowScreenPath } from '../../../core/use-cases/flow-paths';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useEnvironment, useReferenceLists } from '../../app/environment';
import { RouterLink } from '../../components/navigation/RouterLink';
import { FlowStepPage, useFlowId } from './FlowStepPage';
import { journeyQueries } from './flow-queries';
import { useFlowStepStyles } from './flow-step-styles';
import { NextStepButton, SummaryList } from './StepParts';
import { useJourney } from './useJourney';

export default function VerificationContact({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const api = useService(TOKENS.RegistryApi);
  const env = useEnvironment();
  const lists = useReferenceLists();
  const data = useSuspenseQuery({ ...journeyQueries(api, type, flowId).submitter, staleTime: Infinity }).data;
  const next = useJourney(type, 'verification-contact').nextPath;
  return (
    <FlowStepPage type={type} step="verification-contact">
      <p className={styles.lead}>{verificationContactLead(TYPE_NOUNS[type])}</p>
      <section aria-labelledby="contact-heading" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="contact-heading" className={styles.sectionTitle}>
            Contact
          </h2>
          <RouterLink to={flowScreenPath(type, flowId, 'submitter')} aria-label="Change the contact">
            Change
          </RouterLink>
        </div>
        <SummaryList rows={verificationContactRows(submitterDefaults(data), lists, env.userInfo?.displayName)} />
      </section>
      <NextStepButton to={next} />
    </FlowStepPage>
  );
}
