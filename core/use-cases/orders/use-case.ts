/**
 * The order history through the ports (docs/portal.md §Order history "GET /orders.json", "GET /orders/{orderCode}.json"):
 * no reducer holds the list or the page any more (docs/decisions.md §Application layer: route loaders
 * own server state). What stays here is what both drivers need to reach the registry the same
 * way: the ports as streams for the core workers (order-detail-workers.ts: 5 at once, buffer 25),
 * one detail folded into the state the views read (a failed detail is NOT_FOUND, docs/portal.md §Order history), and
 * a whole page with its details for a driver that awaits it (the CLI).
 */
import { defer, firstValueFrom, from, lastValueFrom, map, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import { DomainFailure, type DomainError } from '../../errors';
import type { OrderDetail, OrderSummary } from '../../model/orders';
import type { RegistryApi } from '../../ports/registry-api';
import { orderRowsOf, type OrderRow } from './order-availability';
import { fetchOrderDetailList } from './order-detail-workers';
import { detailStatesOf, orderHistoryPage, type OrderDetailState, type OrderHistoryPage } from './order-history';

export interface OrderPorts {
  /** The licensee's orders; an error is the list's failure. */
  readonly orders: () => Observable<readonly OrderSummary[]>;
  /** One order's detail; an error (or nothing) is "not found" for that order. */
  readonly order: (orderCode: string) => Observable<OrderDetail>;
}

/** The ports straight from the registry API; a failed call errors with a DomainFailure. */
export function orderPortsOf(api: Pick<RegistryApi, 'orders' | 'order'>): OrderPorts {
  const stream = <A>(call: () => Promise<E.Either<DomainError, A>>): Observable<A> =>
    defer(() => from(call())).pipe(
      map((r) => {
        if (E.isLeft(r)) throw new DomainFailure(r.left);
        return r.right;
      }),
    );
  return {
    orders: () => stream(api.orders()).pipe(map((o) => o.orderSummaries)),
    order: (orderCode) => stream(api.order(orderCode)),
  };
}

/** One order's detail as the views read it: SUCCESS, or NOT_FOUND for any failure (docs/portal.md §Order history). Never rejects. */
export const fetchOrderDetailState =
  (api: Pick<RegistryApi, 'order'>) =>
  async (orderCode: string): Promise<OrderDetailState> => {
    const result = await api.order(orderCode)();
    return E.isRight(result) ? { status: 'SUCCESS', detail: result.right } : { status: 'NOT_FOUND' };
  };

/** A page of the order history with its orders' details, each through the screen's view. */
export interface LoadedOrderPage extends OrderHistoryPage {
  readonly rows: readonly OrderRow[];
}

/**
 * The list, then the details of the page's own orders through the workers (a driver that shows
 * one page and ends has no next page to prefetch). A failed list rejects with its DomainFailure.
 */
export async function loadOrderPage(ports: OrderPorts, requested: number): Promise<LoadedOrderPage> {
  const page = orderHistoryPage(await firstValueFrom(ports.orders()), requested);
  const results = await lastValueFrom(
    fetchOrderDetailList(
      page.orders.map((o) => o.orderCode),
      ports.order,
    ),
  );
  return { ...page, rows: orderRowsOf(page.orders, detailStatesOf(results)) };
}
