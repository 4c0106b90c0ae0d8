/**
 * The contact change request's landing (docs/portal.md §Contact change "/ccr/{flowId}" and "resume-ccr"; §Calls PUT
 * /flows.json "goes to … the contact-change resume route"): the journey's landing (JourneyLanding:
 * what the request changes, the fee, the task list, Start or Continue), whose words follow what the
 * registry holds, not the address: its modules open with the details on file, so until a change is
 * saved (the review marks one) or the submitter, it is a new request. The route loader fetches
 * the journey's answers, the changes and the fee (ccr-loaders.ts); a failure is the generic error path.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { changedItems } from '../../../core/use-cases/ccr/review';
import { landingFacts } from '../../../core/use-cases/journey/landing';
import { CONTACT_CHANGE } from '../../../core/use-cases/journey/types';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { PageLoading } from '../../components/shell/PageLoading';
import { JourneyLanding } from '../flow-steps/JourneyLanding';
import { useFlowId } from '../flow-steps/flow-id';
import { ccrReviewQuery } from './ccr-loaders';

export default function CcrLanding() {
  const api = useService(TOKENS.RegistryApi);
  const telemetry = useService(TOKENS.Telemetry);
  const review = useSuspenseQuery({ ...ccrReviewQuery(api, telemetry, useFlowId()), staleTime: Infinity }).data;
  // A review that could not be loaded says nothing changed: the page still offers the steps.
  const changes = review.status === 'success' ? changedItems(review.data).length : 0;
  return <JourneyLanding type={CONTACT_CHANGE.type} facts={(facts) => landingFacts(CONTACT_CHANGE.type, facts, changes)} />;
}

export { ccrLandingLoader as loader } from './ccr-loaders';

/** What a first load shows inside the shell while the route's loader runs. */
export const HydrateFallback = () => <PageLoading label="Loading your contact change…" />;
