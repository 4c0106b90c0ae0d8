/**
 * Resume incomplete applications (docs/portal.md §Resume): the list at /resume-incomplete, one application at
 * /resume-incomplete/{flowId} (the parameter holds its batch code). useResumeIncomplete.ts holds
 * the state and talks to the core; this file and its parts only render.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { PATHS } from '../../app/paths';
import { leaveOutcome } from '../../components/page/outcome';
import { PageLoading } from '../../components/shell/PageLoading';
import { ApplicationNotFound, IncompleteDetail } from './IncompleteDetail';
import { IncompleteList } from './IncompleteList';
import { titleText } from './application-text';
import { useResumeIncomplete } from './useResumeIncomplete';

export const RETURNING_LABEL = 'Returning to your incomplete applications…';
export const DELETED_TITLE = 'Application deleted';
/** "Your producer license application was deleted." (an initialism such as PDB keeps its capitals). */
export const deletedText = (title: string) => `Your ${/^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title} was deleted.`;

export default function ResumeIncomplete() {
  const { flowId } = useParams();
  const model = useResumeIncomplete();
  const application = flowId === undefined ? undefined : model.find(flowId);
  // The name of the application shown, for the confirmation once it is gone.
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (application) shown.current = titleText(application);
  }, [application]);
  // A deletion succeeded: the list says so. A layout effect, so the message is left before the
  // hook's effect navigates to the list.
  useLayoutEffect(() => {
    if (model.leaving && shown.current) leaveOutcome({ path: PATHS.resumeIncomplete, title: DELETED_TITLE, text: deletedText(shown.current) });
  }, [model.leaving]);
  if (flowId === undefined) return <IncompleteList applications={model.applications} />;
  if (application) return <IncompleteDetail application={application} model={model} />;
  // Deleted a moment ago: the list is on its way, this is not a missing application.
  if (model.leaving) return <PageLoading label={RETURNING_LABEL} />;
  return <ApplicationNotFound />;
}

export { resumeIncompleteLoader as loader } from './useResumeIncomplete';
