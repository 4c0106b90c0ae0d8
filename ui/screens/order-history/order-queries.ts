/**
 * The orders of spec §7 as TanStack queries: the list and one query per order detail. The
 * order-history screen fetches details through the core's workers (5 at once, buffer 25), which
 * read and fill these queries, so the detail page opens from the cache and a logout clears both.
 */
import { queryOptions } from '@tanstack/react-query';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { runCall } from '../../app/call';

export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (orderCode: string) => ['orders', 'detail', orderCode] as const,
};

// A visit rarely outlasts a minute on this page; coming back from an order's detail page reuses
// what was fetched, a later visit sees orders paid in the meantime.
const STALE_MS = 60_000;

export const ordersQuery = (api: RegistryApi) =>
  queryOptions({
    queryKey: orderKeys.list,
    queryFn: async () => (await runCall(api.orders())).orderSummaries,
    staleTime: STALE_MS,
  });

export const orderDetailQuery = (api: RegistryApi, orderCode: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderCode), queryFn: () => runCall(api.order(orderCode)), staleTime: STALE_MS });
