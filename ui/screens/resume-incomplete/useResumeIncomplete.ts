/**
 * The resume journey's state: the applications from the query cache, fed to the core's
 * incomplete use-case (core/use-cases/incomplete/incomplete.ts: SUCCESS, DELETING, then back to
 * the resume list), which runs the deletions itself; and the resume and pay actions, which leave
 * the portal for the addresses the core builds (external-pages.ts) through the ExternalNavigation
 * port.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IncompleteApplication } from '../../../core/model/incomplete';
import { createIncompleteUseCase, findApplication, isLeaving, statusOf } from '../../../core/use-cases/incomplete/incomplete';
import { paymentUrl, resumeFlowUrl } from '../../../core/use-cases/incomplete/external-pages';
import { TOKENS } from '../../../adapters/container/tokens';
import { useEnvironment } from '../../app/environment';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { incompleteApplicationsQuery, incompleteKeys } from './incomplete-query';

export function useResumeIncomplete() {
  const api = useService(TOKENS.RegistryApi);
  const external = useService(TOKENS.ExternalNavigation);
  const { config } = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A failed load is the generic error path (docs/portal.md §Resume), as for every other loader.
  const query = useQuery({ ...incompleteApplicationsQuery(api), throwOnError: true });
  const incomplete = useUseCase(() =>
    createIncompleteUseCase({
      api,
      resume: (batchCode) => external.assign(resumeFlowUrl(config.homePath, batchCode)),
      leave: (to, remaining) => {
        // The cached list drops what was deleted, so the list never shows it; then it is fetched
        // again from the registry (one call for the list shown, not one per observer).
        queryClient.setQueryData<IncompleteApplication[]>(incompleteKeys.all, () => [...remaining]);
        void navigate(to);
        void queryClient.invalidateQueries({ queryKey: incompleteKeys.all });
      },
    }),
  );
  const [state, dispatch] = useMachine(incomplete);

  // Each answer the cache holds is LOADED into the use-case; until it is, the answer itself is shown.
  const { data } = query;
  useEffect(() => {
    if (data) incomplete.dispatch({ type: 'LOADED', applications: data });
  }, [incomplete, data]);
  const synced = data === undefined || state.applications === data || isLeaving(state);
  const applications = synced ? state.applications : data;

  // Resume checks for duplicate orders first (the core's incomplete use-case), then leaves.
  const resume = useCallback((batchCode: string) => dispatch({ type: 'RESUME', batchCode }), [dispatch]);
  const pay = useCallback((batchCode: string) => external.assign(paymentUrl(config.homePath, batchCode)), [external, config.homePath]);
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
    loading: data === undefined,
    applications,
    find: (batchCode: string) => (synced ? findApplication(state, batchCode) : data.find((a) => a.batchCode === batchCode)),
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
    pay,
    remove,
  };
}

export type ResumeIncompleteModel = ReturnType<typeof useResumeIncomplete>;
