/**
 * The orders of docs/portal.md §Calls as TanStack queries: the list and one query per order detail. The route
 * loaders fill them (order-loaders.ts: the details through the core's workers, 5 at once, buffer
 * 25), the screens read them, so the detail page opens from the cache and a logout clears both.
 * A detail's data is the state the core's views read: a failed detail is NOT_FOUND (docs/portal.md §Order history), a
 * value rather than an error, so a row that suspends on it never reaches the error screen.
 */
import { queryOptions } from '@tanstack/react-query';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { fetchOrderDetailState } from '../../../core/use-cases/orders/use-case';
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
  queryOptions({ queryKey: orderKeys.detail(orderCode), queryFn: () => fetchOrderDetailState(api)(orderCode), staleTime: STALE_MS });
