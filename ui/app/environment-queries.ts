/**
 * The environment of docs/portal.md §Startup and configuration (user info, maintenance notifications, countries, states,
 * provinces) as TanStack queries: one key each, fetched in parallel at startup and read by the
 * shell and the screens. The whole cache is cleared on logout.
 */
import { queryOptions } from '@tanstack/react-query';
import type { RegistryApi } from '../../core/ports/registry-api';
import { runCall } from './call';

export const environmentKeys = {
  all: ['environment'] as const,
  userInfo: ['environment', 'userInfo'] as const,
  maintenance: ['environment', 'maintenanceNotifications'] as const,
  countries: ['environment', 'countries'] as const,
  states: ['environment', 'states'] as const,
  provinces: ['environment', 'provinces'] as const,
};

// Reference data and notices do not change during a visit; user info is refreshed on demand
// (the session modal's Continue), so nothing here goes stale by itself.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const userInfoQuery = (api: RegistryApi) => queryOptions({ queryKey: environmentKeys.userInfo, queryFn: () => runCall(api.userInfo()), ...forever });
export const maintenanceQuery = (api: RegistryApi) =>
  queryOptions({ queryKey: environmentKeys.maintenance, queryFn: () => runCall(api.maintenanceNotifications()), ...forever });
export const countriesQuery = (api: RegistryApi) => queryOptions({ queryKey: environmentKeys.countries, queryFn: () => runCall(api.countries()), ...forever });
export const statesQuery = (api: RegistryApi) => queryOptions({ queryKey: environmentKeys.states, queryFn: () => runCall(api.states()), ...forever });
export const provincesQuery = (api: RegistryApi) => queryOptions({ queryKey: environmentKeys.provinces, queryFn: () => runCall(api.provinces()), ...forever });
