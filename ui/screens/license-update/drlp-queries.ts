/**
 * What the DRLP edit screen reads from the registry besides its use-case: the firm's DRLP changes
 * already paid for (docs/portal.md §License update), as a TanStack query the route loader fills
 * and the screen reads. A failure is a value (UNAVAILABLE, said on the page), never the error screen.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { loadPaidDrlpChanges } from '../../../core/use-cases/drlp/paid-changes';
import { routeServices } from '../../app/route-services';

export const paidDrlpChangesQuery = (api: RegistryApi) =>
  queryOptions({ queryKey: ['drlp', 'paid-changes'] as const, queryFn: loadPaidDrlpChanges(api), staleTime: 0 });

/** The edit screen's loader: the paid changes in the cache before the screen shows. */
export async function drlpEditLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = context.get(routeServices);
  if (auth.isAuthenticated) await queryClient.ensureQueryData(paidDrlpChangesQuery(api));
  return null;
}
