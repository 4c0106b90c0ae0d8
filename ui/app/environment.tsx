/**
 * What every screen may read of the environment (spec §3 "Environment"): the runtime config,
 * the signed-in user, maintenance notices and the reference lists, plus whether a JWT is held.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../../core/model/config';
import type { MaintenanceNotice } from '../../core/model/maintenance';
import type { Country, Province, State } from '../../core/model/reference-data';
import type { UserInfo } from '../../core/model/user-info';
import { toNotices } from '../../core/use-cases/environment/maintenance';
import { TOKENS } from '../../adapters/container/tokens';
import { countriesQuery, maintenanceQuery, provincesQuery, statesQuery, userInfoQuery } from './environment-queries';
import { useService } from './services';
import { useObservableValue } from './use-observable';

export type UserInfoStatus = 'loading' | 'success' | 'failure';

export interface Environment {
  readonly config: RuntimeConfig;
  readonly userInfo: UserInfo | undefined;
  readonly userInfoStatus: UserInfoStatus;
  readonly maintenance: readonly MaintenanceNotice[];
  readonly countries: readonly Country[];
  readonly states: readonly State[];
  readonly provinces: readonly Province[];
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
  const isAuthenticated = useObservableValue(auth.jwt$, () => auth.isAuthenticated);

  const userInfo = useQuery({ ...userInfoQuery(api), enabled: isAuthenticated });
  const maintenance = useQuery(maintenanceQuery(api));
  const countries = useQuery(countriesQuery(api));
  const states = useQuery(statesQuery(api));
  const provinces = useQuery(provincesQuery(api));

  const refreshUserInfo = useCallback(async () => {
    await queryClient.fetchQuery({ ...userInfoQuery(api), staleTime: 0 });
  }, [queryClient, api]);

  const value = useMemo<Environment>(
    () => ({
      config,
      userInfo: userInfo.data,
      userInfoStatus: userInfo.isError ? 'failure' : userInfo.isSuccess ? 'success' : 'loading',
      maintenance: maintenance.data ? toNotices(maintenance.data) : none,
      countries: countries.data ?? none,
      states: states.data ?? none,
      provinces: provinces.data ?? none,
      isAuthenticated,
      refreshUserInfo,
    }),
    [
      config,
      userInfo.data,
      userInfo.isError,
      userInfo.isSuccess,
      maintenance.data,
      countries.data,
      states.data,
      provinces.data,
      isAuthenticated,
      refreshUserInfo,
    ],
  );
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useEnvironment(): Environment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment must be used within an EnvironmentProvider');
  return environment;
}
