/**
 * The resume journey's state: the applications as the registry lists them, from the query cache
 * the route's loader filled; and the core's incomplete use-case (core/use-cases/incomplete:
 * SUCCESS, DELETING, then back to the resume list), which runs the deletions and the resume's
 * duplicate check. Resume leaves for the external flow page; Pay (or Continue) goes to the path core gives.
 */
import { useCallback, useState } from 'react';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { IncompleteApplication } from '../../../core/model/incomplete';
import { createIncompleteUseCase, findApplication, isLeaving, statusOf } from '../../../core/use-cases/incomplete/incomplete';
import { resumeFlowUrl } from '../../../core/use-cases/incomplete/external-pages';
import { TOKENS } from '../../../adapters/container/tokens';
import { useEnvironment } from '../../app/environment';
import { routeServices } from '../../app/route-services';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { incompleteApplicationsQuery, incompleteKeys } from './incomplete-query';

/** The route's loader: the list in the cache before the screen shows (a failure is the route's error screen). */
export async function resumeIncompleteLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = context.get(routeServices);
  if (auth.isAuthenticated) await queryClient.ensureQueryData(incompleteApplicationsQuery(api));
  return null;
}

export function useResumeIncomplete() {
  const api = useService(TOKENS.RegistryApi);
  const external = useService(TOKENS.ExternalNavigation);
  const { config } = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: applications } = useSuspenseQuery(incompleteApplicationsQuery(api));
  const incomplete = useUseCase(() =>
    createIncompleteUseCase({
      api,
      resume: (batchCode) => external.assign(resumeFlowUrl(config.homePath, batchCode)),
      leave: (to, deleted) => {
        // The cached list drops what was deleted, so the list never shows it; then it is fetched
        // again from the registry.
        queryClient.setQueryData<IncompleteApplication[]>(incompleteKeys.all, (list) => list?.filter((a) => a.batchCode !== deleted));
        void navigate(to);
        void queryClient.invalidateQueries({ queryKey: incompleteKeys.all });
      },
    }),
  );
  const [state, dispatch] = useMachine(incomplete);

  // Resume checks for duplicate orders first (the core's incomplete use-case), then leaves.
  const resume = useCallback((batchCode: string) => dispatch({ type: 'RESUME', batchCode }), [dispatch]);
  // The action towards payment (core/use-cases/incomplete/readiness.ts): the journey's pay step, or its landing.
  const open = useCallback((path: string) => void navigate(path), [navigate]);
  // The reducer holds one error; it belongs to the application whose deletion failed last.
  const [lastDeleted, setLastDeleted] = useState<string | undefined>(undefined);
  const remove = useCallback(
    (batchCode: string) => {
      setLastDeleted(batchCode);
      dispatch({ type: 'DELETE', batchCode });
    },
    [dispatch],
  );

  return {
    applications,
    find: (batchCode: string) => findApplication(applications, batchCode),
    isDeleting: (batchCode: string) => statusOf(state, batchCode) === 'DELETING',
    /** The deletion that just succeeded: the user is on the way back to the list. */
    leaving: isLeaving(state),
    /** Why the last deletion of this application failed; nothing while a new attempt runs. */
    deleteErrorFor: (batchCode: string) => (lastDeleted === batchCode && statusOf(state, batchCode) !== 'DELETING' ? state.error : undefined),
    resume,
    /** The duplicate check of the application being resumed, or its duplicates. */
    resumeCheckFor: (batchCode: string) => (state.resume?.batchCode === batchCode ? state.resume : undefined),
    confirmResume: (batchCode: string) => dispatch({ type: 'RESUME_CONFIRMED', batchCode }),
    cancelResume: () => dispatch({ type: 'RESUME_CANCELLED' }),
    open,
    remove,
  };
}

export type ResumeIncompleteModel = ReturnType<typeof useResumeIncomplete>;
