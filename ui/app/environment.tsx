/**
 * What every screen may read of the environment (docs/portal.md §Startup and configuration "Environment"): the runtime config,
 * the signed-in user, maintenance notices and the reference lists, plus whether a JWT is held.
 * Startup fetches the first two into the query cache (startup.ts: it awaits the notices, user info
 * arrives while the shell shows) and signing in fetches user info again; the shell reads what the
 * cache holds, without fetching. The reference lists, which no first page shows, are fetched
 * once that page has painted, so on a slow link they do not share it with the notices the first
 * paint waits for (docs/decisions.md §First load); a screen that shows one has its route
 * loader ensure it (reference-lists-loader.ts) and reads it with useSuspenseQuery.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient, useSuspenseQuery, type QueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import type { RuntimeConfig } from '../../core/model/config';
import type { MaintenanceNotice, MaintenanceNotification } from '../../core/model/maintenance';
import type { Country, Province, State } from '../../core/model/reference-data';
import type { UserInfo } from '../../core/model/user-info';
import type { RegistryApi } from '../../core/ports/registry-api';
import { toNotices } from '../../core/use-cases/environment/maintenance';
import { TOKENS } from '../../adapters/container/tokens';
import { countriesQuery, environmentKeys, provincesQuery, statesQuery, userInfoQuery } from './environment-queries';
import { useAfterFirstPaint } from './after-first-paint';
import { useService } from './services';
import type { UserInfoStatus } from '../../core/use-cases/environment/user-label';

export interface Environment {
  readonly config: RuntimeConfig;
  readonly userInfo: UserInfo | undefined;
  readonly userInfoStatus: UserInfoStatus;
  readonly maintenance: readonly MaintenanceNotice[];
  readonly isAuthenticated: boolean;
  /** Fetches user info again; the server answers with a fresh token, which extends the session. */
  refreshUserInfo(): Promise<void>;
}

const EnvironmentContext = createContext<Environment | null>(null);
const none: readonly never[] = [];

export function EnvironmentProvider({ children }: { children: ReactNode }) {
  const config = useService(TOKENS.Config);
  const api = useService(TOKENS.RegistryApi);
  const auth = useService(TOKENS.AuthSession);
  const queryClient = useQueryClient();
  const isAuthenticated = useSyncExternalStore(auth.subscribe, () => auth.isAuthenticated);

  const userInfo = useCachedState<UserInfo>(queryClient, environmentKeys.userInfo);
  const maintenance = useCachedState<MaintenanceNotification[]>(queryClient, environmentKeys.maintenance);
  useReferenceListsAfterFirstPaint(queryClient, api);

  const refreshUserInfo = useCallback(async () => {
    await queryClient.fetchQuery({ ...userInfoQuery(api), staleTime: 0 });
  }, [queryClient, api]);

  const value = useMemo<Environment>(
    () => ({
      config,
      userInfo: userInfo?.data,
      userInfoStatus: userInfo?.status === 'error' ? 'failure' : userInfo?.status === 'success' ? 'success' : 'loading',
      maintenance: maintenance?.data ? toNotices(maintenance.data) : none,
      isAuthenticated,
      refreshUserInfo,
    }),
    [config, userInfo, maintenance, isAuthenticated, refreshUserInfo],
  );
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

/**
 * What the cache holds under `queryKey` (its data and status), as it changes; fetches nothing.
 * The environment's entries are fetched by startup and sign-in, never on the shell's render.
 * A change renders the shell and its page again as a transition, which React may cut into
 * slices: the user's name arriving while a page is drawn holds up no input (docs/performance.md
 * §Long tasks).
 */
function useCachedState<T>(queryClient: QueryClient, queryKey: QueryKey): QueryState<T> | undefined {
  const [state, setState] = useState(() => queryClient.getQueryState<T>(queryKey));
  useEffect(() => {
    // Every change of the cache asks again; only a change of this entry's state re-renders.
    const changed = () => {
      const next = queryClient.getQueryState<T>(queryKey);
      startTransition(() => setState(next));
    };
    changed(); // what changed between the first render and this subscription
    return queryClient.getQueryCache().subscribe(changed);
  }, [queryClient, queryKey]);
  return state;
}

/**
 * Startup's fetch of the reference lists, once the first page has painted. Nothing here reads
 * them, so their answers re-render no screen that does not use them (useReferenceLists does).
 */
function useReferenceListsAfterFirstPaint(queryClient: QueryClient, api: RegistryApi): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    void queryClient.prefetchQuery(countriesQuery(api));
    void queryClient.prefetchQuery(statesQuery(api));
    void queryClient.prefetchQuery(provincesQuery(api));
  }, [painted, queryClient, api]);
}

export interface ReferenceLists {
  readonly countries: readonly Country[];
  readonly states: readonly State[];
  readonly provinces: readonly Province[];
}

/**
 * The reference lists, for a screen whose route loader ensured them; without that it
 * suspends until they arrive. A failed list is the generic error path.
 */
export function useReferenceLists(): ReferenceLists {
  const api = useService(TOKENS.RegistryApi);
  const countries = useSuspenseQuery(countriesQuery(api)).data;
  const states = useSuspenseQuery(statesQuery(api)).data;
  const provinces = useSuspenseQuery(provincesQuery(api)).data;
  return useMemo(() => ({ countries, states, provinces }), [countries, states, provinces]);
}

export function useEnvironment(): Environment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment must be used within an EnvironmentProvider');
  return environment;
}
