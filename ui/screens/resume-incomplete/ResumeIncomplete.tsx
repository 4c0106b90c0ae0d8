/**
 * Resume incomplete applications (spec §2): the list at /resume-incomplete, one application at
 * /resume-incomplete/{flowId} (the parameter holds its batch code). useResumeIncomplete.ts holds
 * the state and talks to the core; this file and its parts only render.
 */
import { useParams } from 'react-router';
import { PageLoading } from '../../components/shell/PageLoading';
import { ApplicationNotFound, IncompleteDetail } from './IncompleteDetail';
import { IncompleteList } from './IncompleteList';
import { useResumeIncomplete } from './useResumeIncomplete';

export const LOADING_LABEL = 'Loading your incomplete applications…';
export const RETURNING_LABEL = 'Returning to your incomplete applications…';

export default function ResumeIncomplete() {
  const { flowId } = useParams();
  const model = useResumeIncomplete();
  if (model.loading) return <PageLoading label={LOADING_LABEL} />;
  if (flowId === undefined) return <IncompleteList applications={model.applications} />;
  const application = model.find(flowId);
  if (application) return <IncompleteDetail application={application} model={model} />;
  // Deleted a moment ago: the list is on its way, this is not a missing application.
  if (model.leaving) return <PageLoading label={RETURNING_LABEL} />;
  return <ApplicationNotFound />;
}
