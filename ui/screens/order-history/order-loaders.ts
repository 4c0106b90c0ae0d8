/**
 * The order-history route loaders (docs/decisions.md §Application layer): server state is the query
 * cache's, filled here before the screen renders; the screen reads it with useSuspenseQuery. The
 * page is the address's (?page=N); the core says which orders it shows and which page an address
 * beyond the last must move to. Both read their services from the router's context.
 */
import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { defer, type Subscription } from 'rxjs';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { fetchOrderDetails } from '../../../core/use-cases/orders/order-detail-workers';
import { clampedPageOf, orderHistoryPage, requestedPage } from '../../../core/use-cases/orders/order-history';
import { routeServices } from '../../app/route-services';
import { orderDetailQuery, ordersQuery, ownOrdersQuery, pdbReportQuery } from './order-queries';

/** Per query cache, the detail workers of the page shown last: a newer page replaces them. */
const prefetching = new WeakMap<QueryClient, Subscription>();

/**
 * The list (a failure goes to the route's error screen: 429 too many requests, otherwise the
 * generic one), then the page's details and the next page's through the core workers (5 at
 * once, buffer 25) into the cache, not awaited: each row shows its own loading until its detail
 * is there. Nothing is fetched without a JWT; the sign-in guard sends the visitor away.
 */
export async function orderHistoryLoader({ url, context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = context.get(routeServices);
  if (!auth.isAuthenticated) return null;
  const orders = await queryClient.ensureQueryData(ordersQuery(api));
  const requested = requestedPage(url.searchParams.get('page'));
  const clamped = clampedPageOf(orders, requested);
  if (clamped !== undefined) throw replace(`?page=${clamped}`);
  prefetching.get(queryClient)?.unsubscribe();
  const details = fetchOrderDetails(orderHistoryPage(orders, requested).detailCodes, (orderCode) =>
    defer(() => queryClient.ensureQueryData(orderDetailQuery(api, orderCode))),
  );
  prefetching.set(queryClient, details.subscribe());
  return null;
}

/**
 * One order and the licensee's list, which decides whether the order is theirs (docs/portal.md §Order history); both
 * usually come from the cache. A failed list makes the order not found rather than an error
 * screen (the page reads it as a value, ownOrdersQuery), and a detail that failed in the list is
 * asked for again here.
 */
export async function orderDetailLoader({ params, context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = context.get(routeServices);
  const orderCode = sanitizeFlowId(params.flowId ?? '');
  if (!auth.isAuthenticated || orderCode === '') return null;
  const detail = orderDetailQuery(api, orderCode);
  const failedBefore = queryClient.getQueryData(detail.queryKey)?.status === 'NOT_FOUND';
  await Promise.all([
    failedBefore ? queryClient.fetchQuery({ ...detail, staleTime: 0 }) : queryClient.ensureQueryData(detail),
    queryClient.fetchQuery(ownOrdersQuery(queryClient, api)),
  ]);
  return null;
}

/** A paid detail report, as kept with its order (docs/portal.md §PDB report), and its order (for its PDF). */
export async function pdbReportLoader(args: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = args.context.get(routeServices);
  const orderCode = sanitizeFlowId(args.params.flowId ?? '');
  if (!auth.isAuthenticated || orderCode === '') return null;
  await Promise.all([queryClient.ensureQueryData(pdbReportQuery(api, orderCode)), orderDetailLoader(args)]);
  return null;
}
