/**
 * What every screen may read of the environment (docs/portal.md §Startup and configuration "Environment"): the runtime config,
 * the signed-in user, maintenance notices and the reference lists, plus whether a JWT is held.
 * Startup fetches the first two (startup.ts); the reference lists, which no first page shows, are
 * fetched once that page has painted, so on a slow link they do not share it with the notices
 * the first paint waits for (docs/decisions.md §First load).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../../core/model/config';
import type { MaintenanceNotice } from '../../core/model/maintenance';
import type { Country, Province, State } from '../../core/model/reference-data';
import type { UserInfo } from '../../core/model/user-info';
import type { RegistryApi } from '../../core/ports/registry-api';
import { toNotices } from '../../core/use-cases/environment/maintenance';
import { TOKENS } from '../../adapters/container/tokens';
import { countriesQuery, maintenanceQuery, provincesQuery, statesQuery, userInfoQuery } from './environment-queries';
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

  const userInfo = useQuery({ ...userInfoQuery(api), enabled: isAuthenticated });
  const maintenance = useQuery(maintenanceQuery(api));
  useReferenceListsAfterFirstPaint(queryClient, api);

  const refreshUserInfo = useCallback(async () => {
    await queryClient.fetchQuery({ ...userInfoQuery(api), staleTime: 0 });
  }, [queryClient, api]);

  const value = useMemo<Environment>(
    () => ({
      config,
      userInfo: userInfo.data,
      userInfoStatus: userInfo.isError ? 'failure' : userInfo.isSuccess ? 'success' : 'loading',
      maintenance: maintenance.data ? toNotices(maintenance.data) : none,
      isAuthenticated,
      refreshUserInfo,
    }),
    [config, userInfo.data, userInfo.isError, userInfo.isSuccess, maintenance.data, isAuthenticated, refreshUserInfo],
  );
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
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

/** The reference lists (docs/portal.md §Startup and configuration), empty until they arrive; a screen that needs one before then fetches it. */
export function useReferenceLists(): ReferenceLists {
  const api = useService(TOKENS.RegistryApi);
  const countries = useQuery(countriesQuery(api)).data ?? none;
  const states = useQuery(statesQuery(api)).data ?? none;
  const provinces = useQuery(provincesQuery(api)).data ?? none;
  return useMemo(() => ({ countries, states, provinces }), [countries, states, provinces]);
}

export function useEnvironment(): Environment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment must be used within an EnvironmentProvider');
  return environment;
}
