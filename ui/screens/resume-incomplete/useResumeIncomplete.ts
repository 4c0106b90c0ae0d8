/**
 * The resume journey's state: the applications from the query cache, fed to the core's incomplete
 * reducer (core/use-cases/incomplete/incomplete.ts: SUCCESS, DELETING, then back to the resume
 * list), whose effects this hook runs; and the resume and pay actions, which leave the portal for
 * the addresses the core builds (external-pages.ts) through the ExternalNavigation port.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import type { IncompleteApplication } from '../../../core/model/incomplete';
import type { ExternalNavigation } from '../../../core/ports/external-navigation';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { findApplication, incompleteReducer, initialIncomplete, statusOf, type IncompleteEffect } from '../../../core/use-cases/incomplete/incomplete';
import { paymentUrl, resumeFlowUrl } from '../../../core/use-cases/incomplete/external-pages';
import { TOKENS } from '../../../adapters/container/tokens';
import { useEnvironment } from '../../app/environment';
import { useService } from '../../app/services';
import { incompleteApplicationsQuery, incompleteKeys } from './incomplete-query';

export function useResumeIncomplete() {
  const api = useService(TOKENS.RegistryApi);
  const external = useService(TOKENS.ExternalNavigation);
  const { config } = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A failed load is the generic error path (spec §8), as for every other loader.
  const query = useQuery({ ...incompleteApplicationsQuery(api), throwOnError: true });
  const [state, dispatch] = useReducer(incompleteReducer, initialIncomplete);

  // Each answer the cache holds is LOADED into the reducer during the render that first sees it,
  // so no render shows an answer the reducer has not taken in (no flash of an empty list).
  const [loaded, setLoaded] = useState<readonly IncompleteApplication[] | undefined>(undefined);
  if (query.data && query.data !== loaded) {
    setLoaded(query.data);
    dispatch({ type: 'LOADED', applications: query.data });
  }

  const handled = useRef(new WeakSet<IncompleteEffect>());
  useEffect(() => {
    for (const effect of state.effects) {
      if (handled.current.has(effect)) continue;
      handled.current.add(effect);
      if (effect.type === 'DELETE_INCOMPLETE') {
        const { batchCode } = effect;
        void api.deleteIncompleteApplication(batchCode)().then((result) =>
          dispatch(E.isLeft(result) ? { type: 'DELETE_FAILED', batchCode, error: result.left } : { type: 'DELETED', batchCode }),
        );
      } else {
        // The cached list drops what the reducer dropped, so the list never shows it; marked stale,
        // it is fetched again from the registry when the list mounts (one call, not one per observer).
        queryClient.setQueryData<IncompleteApplication[]>(incompleteKeys.all, () => [...state.applications]);
        void queryClient.invalidateQueries({ queryKey: incompleteKeys.all, refetchType: 'none' });
        navigate(effect.to);
      }
    }
  }, [state.effects, state.applications, api, queryClient, navigate]);

  const resume = useCallback((batchCode: string) => external.assign(resumeFlowUrl(config.homePath, batchCode)), [external, config.homePath]);
  const pay = useCallback((batchCode: string) => external.assign(paymentUrl(config.homePath, batchCode)), [external, config.homePath]);
  // The reducer holds one error; it belongs to the application whose deletion failed last.
  const [lastDeleted, setLastDeleted] = useState<string | undefined>(undefined);
  const remove = useCallback((batchCode: string) => {
    setLastDeleted(batchCode);
    dispatch({ type: 'DELETE', batchCode });
  }, []);

  return {
    loading: loaded === undefined,
    applications: state.applications,
    find: (batchCode: string) => findApplication(state, batchCode),
    isDeleting: (batchCode: string) => statusOf(state, batchCode) === 'DELETING',
    /** The deletion that just succeeded: the user is on the way back to the list. */
    leaving: state.effects.some((e) => e.type === 'NAVIGATE'),
    /** Why the last deletion of this application failed; nothing while a new attempt runs. */
    deleteErrorFor: (batchCode: string) =>
      lastDeleted === batchCode && statusOf(state, batchCode) !== 'DELETING' ? state.error : undefined,
    resume,
    pay,
    remove,
  };
}

export type ResumeIncompleteModel = ReturnType<typeof useResumeIncomplete>;
