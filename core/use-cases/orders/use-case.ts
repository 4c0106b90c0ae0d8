/**
 * The order-history use-case: the order-history machine (order-history.ts) run by the core
 * runner. Its effects go through two ports given as streams (the list, one order's detail), so
 * the UI can pass its query cache and the CLI the registry API (`orderPortsOf`); the details run
 * on the core workers (order-detail-workers.ts: 5 at once, buffer 25).
 */
import { catchError, defer, from, map, of, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import { DomainFailure, type DomainError } from '../../errors';
import type { OrderDetail, OrderSummary } from '../../model/orders';
import type { RegistryApi } from '../../ports/registry-api';
import { createRunner, type Runner } from '../runner';
import { fetchOrderDetails } from './order-detail-workers';
import { initialOrderHistory, orderHistoryReducer, type OrderHistoryEffect, type OrderHistoryEvent, type OrderHistoryState } from './order-history';

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

export const runOrderHistoryEffect =
  ({ orders, order }: OrderPorts) =>
  (effect: OrderHistoryEffect): Observable<OrderHistoryEvent> =>
    effect.type === 'FETCH_ORDERS'
      ? orders().pipe(
          map((list): OrderHistoryEvent => ({ type: 'ORDERS_LOADED', orders: list })),
          catchError((error: unknown) => of<OrderHistoryEvent>({ type: 'ORDERS_FAILED', error })),
        )
      : fetchOrderDetails(effect.orderCodes, order).pipe(map((result): OrderHistoryEvent => ({ type: 'DETAIL_LOADED', result })));

export type OrderHistoryUseCase = Runner<OrderHistoryState, OrderHistoryEvent>;

/** Starts at `page` (from 1); dispatch LOAD to fetch. */
export const createOrderHistoryUseCase = (ports: OrderPorts, page = 1): OrderHistoryUseCase =>
  createRunner(orderHistoryReducer, { ...initialOrderHistory, page }, runOrderHistoryEffect(ports));

/** The list's failure as the registry's error, when it was one. */
export const listFailureOf = (state: OrderHistoryState): unknown => (state.list.status === 'FAILURE' ? state.list.error : undefined);
