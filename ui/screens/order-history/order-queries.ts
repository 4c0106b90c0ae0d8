/**
 * The orders of docs/portal.md §Calls as TanStack queries: the list and one query per order detail. The route
 * loaders fill them (order-loaders.ts: the details through the core's workers, 5 at once, buffer
 * 25), the screens read them, so the detail page opens from the cache and a logout clears both.
 * A detail's data is the state the core's views read: a failed detail is NOT_FOUND (docs/portal.md §Order history), a
 * value rather than an error, so a row that suspends on it never reaches the error screen.
 */
import * as E from 'fp-ts/Either';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { fetchOrderDetailState } from '../../../core/use-cases/orders/use-case';
import { runCall } from '../../app/call';

export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (orderCode: string) => ['orders', 'detail', orderCode] as const,
  report: (orderCode: string) => ['orders', 'report', orderCode] as const,
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

/**
 * The list as an order's page reads it: the list query's answer, or 'FAILED' when it failed: a
 * value, so reading it never reaches the error screen. It asks the list query, so both share one
 * fetch; fetched on each arrival (the list's own freshness decides whether that calls the registry).
 */
export const ownOrdersQuery = (queryClient: QueryClient, api: RegistryApi) =>
  queryOptions({
    queryKey: [...orderKeys.list, 'or-failed'] as const,
    queryFn: () => queryClient.fetchQuery(ordersQuery(api)).catch(() => 'FAILED' as const),
  });

/** A paid detail report as sold, or null when the order has none (not a report, or not the licensee's): a value, never the error screen. It never changes: kept for the visit. */
export const pdbReportQuery = (api: RegistryApi, orderCode: string) =>
  queryOptions({
    queryKey: orderKeys.report(orderCode),
    queryFn: async () => {
      const report = await api.pdbReport(orderCode)();
      return E.isRight(report) ? report.right : null;
    },
    staleTime: Infinity,
  });
