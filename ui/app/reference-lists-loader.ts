/**
 * For a route loader whose screen shows a reference list (useReferenceLists): the three lists in
 * the cache before it renders, usually there already since startup asked for them after the
 * first paint. A failure rejects, which is the generic error path. Its own file keeps
 * it out of the identify page's first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RegistryApi } from '../../core/ports/registry-api';
import { countriesQuery, provincesQuery, statesQuery } from './environment-queries';

export async function ensureReferenceLists(queryClient: QueryClient, api: RegistryApi): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(countriesQuery(api)),
    queryClient.ensureQueryData(statesQuery(api)),
    queryClient.ensureQueryData(provincesQuery(api)),
  ]);
}
