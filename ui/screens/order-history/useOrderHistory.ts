/**
 * The order-history screen's state: the core's order-history machine
 * (core/use-cases/orders/order-history.ts) for the list, the page and each order's detail; the
 * core's workers (order-detail-workers.ts: 5 at once, buffer 25) for the detail fetches, which go
 * through the query cache; the URL (?page=N) for the page, so reload and back keep it.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { from, Subscription } from 'rxjs';
import type { OrderSummary } from '../../../core/model/orders';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { orderDetailView, type OrderDetailView } from '../../../core/use-cases/orders/order-availability';
import { fetchOrderDetails } from '../../../core/use-cases/orders/order-detail-workers';
import {
  initialOrderHistory,
  orderDetailOf,
  orderHistoryReducer,
  pagesOf,
  visibleOrders,
  type OrderHistoryEffect,
  type OrderHistoryState,
} from '../../../core/use-cases/orders/order-history';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { orderDetailQuery, ordersQuery } from './order-queries';

export interface OrderRowModel {
  readonly summary: OrderSummary;
  readonly view: OrderDetailView;
}

/** The page number in the address (?page=N); anything else is page 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const startAt = (page: number): OrderHistoryState => ({ ...initialOrderHistory, page });

export function useOrderHistory() {
  const api = useService(TOKENS.RegistryApi);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlPage = pageFromSearch(params);
  const [state, dispatch] = useReducer(orderHistoryReducer, urlPage, startAt);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  // Fetches belong to this mount: leaving the page stops the workers. Effects are marked handled
  // once started, and forgotten with the subscriptions, so a remount starts them again.
  const running = useRef(new Subscription());
  const handled = useRef(new WeakSet<OrderHistoryEffect>());
  useEffect(() => {
    const subscriptions = new Subscription();
    running.current = subscriptions;
    return () => {
      subscriptions.unsubscribe();
      handled.current = new WeakSet();
    };
  }, []);

  useEffect(() => dispatch({ type: 'LOAD' }), []);

  // The address leads (Next, Previous, back, forward, a typed ?page=).
  useEffect(() => {
    if (urlPage !== state.page) dispatch({ type: 'GO_TO_PAGE', page: urlPage });
    // Only an address change moves the page; the machine's own clamping is handled below.
  }, [urlPage]);

  // A page beyond the last is clamped by the machine once the list is known: the address follows.
  useEffect(() => {
    if (state.list.status === 'SUCCESS' && state.page !== urlPage) void navigate({ search: `?page=${state.page}` }, { replace: true });
  }, [state.list.status, state.page]);

  useEffect(() => {
    for (const effect of state.effects) {
      if (handled.current.has(effect)) continue;
      handled.current.add(effect);
      if (effect.type === 'FETCH_ORDERS') {
        running.current.add(
          from(queryClient.fetchQuery(ordersQuery(api))).subscribe({
            next: (orders) => dispatch({ type: 'ORDERS_LOADED', orders }),
            error: (error: unknown) => dispatch({ type: 'ORDERS_FAILED', error }),
          }),
        );
      } else {
        const fetchDetail = (orderCode: string) => from(queryClient.fetchQuery(orderDetailQuery(api, orderCode)));
        running.current.add(fetchOrderDetails(effect.orderCodes, fetchDetail).subscribe((result) => dispatch({ type: 'DETAIL_LOADED', result })));
      }
    }
  }, [state.effects, api, queryClient]);

  // A failed list goes to the route's error screen (429: too many requests; otherwise generic).
  if (state.list.status === 'FAILURE') throw state.list.error;

  const goToPage = useCallback((page: number) => void navigate({ search: `?page=${page}` }), [navigate]);
  const toggle = useCallback(
    (orderCode: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(orderCode)) next.add(orderCode);
        return next;
      }),
    [],
  );

  const rows: OrderRowModel[] = visibleOrders(state).map((summary) => ({ summary, view: orderDetailView(orderDetailOf(state, summary.orderCode)) }));
  return {
    loading: state.list.status !== 'SUCCESS',
    page: state.page,
    pages: pagesOf(state),
    rows,
    expanded,
    toggle,
    goToPage,
  };
}

export type OrderHistoryModel = ReturnType<typeof useOrderHistory>;
