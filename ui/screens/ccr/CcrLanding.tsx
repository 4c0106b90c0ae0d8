/**
 * The contact change request's landing (docs/portal.md §Contact change "/ccr/{flowId}" and "resume-ccr"; §Calls PUT
 * /flows.json "goes to … the contact-change resume route"): what the request changes, the fee, and
 * the journey's task list (each step's status from the core's journey). Its words follow what the
 * registry holds, not the address: a first visit (which arrives on the resume route) is a new
 * request; one with a change saved (the review marks it) or a submitter is one the licensee comes
 * back to. Start (or Continue)
 * opens the step in progress. The route loader fetches the journey's answers and the fee
 * (ccr-loaders.ts); a failure is the generic error path.
 */
import { Button } from '@fluentui/react-button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { changedItems } from '../../../core/use-cases/ccr/review';
import { ccrLandingLead, contactChangeLandingFacts, feeAtStartText, presentTaskList } from '../../../core/use-cases/journey/task-list';
import { TOKENS } from '../../../adapters/container/tokens';
import { usePageTitle } from '../../app/page-title';
import { useService } from '../../app/services';
import { PageHeading } from '../../components/page/PageHeading';
import { PageLoading } from '../../components/shell/PageLoading';
import { flowFeeQuery } from '../flow-steps/flow-queries';
import { TaskList } from '../flow-steps/TaskList';
import { useJourneyFacts } from '../flow-steps/useJourney';
import { ccrReviewQuery } from './ccr-loaders';
import { useCcrStyles } from './ccr-styles';

export const CCR_TITLE = 'Change your contact details';
export const CCR_RESUME_TITLE = 'Continue your contact change';

export default function CcrLanding() {
  const styles = useCcrStyles();
  const api = useService(TOKENS.RegistryApi);
  const telemetry = useService(TOKENS.Telemetry);
  const navigate = useNavigate();
  const { flowId, facts, modules } = useJourneyFacts('CCR');
  const review = useSuspenseQuery({ ...ccrReviewQuery(api, telemetry, flowId), staleTime: Infinity }).data;
  // A review that could not be loaded says nothing changed: the page still offers the steps.
  const changes = review.status === 'success' ? changedItems(review.data).length : 0;
  const tasks = presentTaskList('CCR', flowId, contactChangeLandingFacts(facts, changes), { modules });
  const fee = useSuspenseQuery({ ...flowFeeQuery(api, 'CCR', flowId), staleTime: Infinity }).data;
  const title = tasks.started ? CCR_RESUME_TITLE : CCR_TITLE;
  usePageTitle(title);
  const next = tasks.tasks.find((t) => t.status === 'in-progress');
  return (
    <section aria-labelledby="ccr-title" className={styles.section}>
      <PageHeading id="ccr-title">{title}</PageHeading>
      <p className={styles.lead}>{ccrLandingLead(tasks.started)}</p>
      <p className={styles.lead}>{feeAtStartText('CCR', fee)}</p>
      <TaskList view={tasks} />
      {next && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void navigate(next.path)}>
            {tasks.started ? 'Continue' : 'Start'}
          </Button>
        </div>
      )}
    </section>
  );
}

export { ccrLandingLoader as loader } from './ccr-loaders';

/** What a first load shows inside the shell while the route's loader runs. */
export const HydrateFallback = () => <PageLoading label="Loading your contact change…" />;
