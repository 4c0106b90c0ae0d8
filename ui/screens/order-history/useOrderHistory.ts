/**
 * The order-history screen's state: the core's order-history use-case
 * (core/use-cases/orders/use-case.ts: the list, the page, each order's detail, fetched by the
 * core workers) followed with useMachine; its ports read and fill the query cache, so the detail
 * page opens from it. The URL (?page=N) leads the page, so reload and back keep it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { defer } from 'rxjs';
import type { OrderSummary } from '../../../core/model/orders';
import { orderDetailView, type OrderDetailView } from '../../../core/use-cases/orders/order-availability';
import { orderDetailOf, pagesOf, visibleOrders } from '../../../core/use-cases/orders/order-history';
import { createOrderHistoryUseCase } from '../../../core/use-cases/orders/use-case';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
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

export function useOrderHistory() {
  const api = useService(TOKENS.RegistryApi);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlPage = pageFromSearch(params);
  // Fetches belong to this mount: leaving the page disposes the use-case, which stops the workers.
  const history = useUseCase(() =>
    createOrderHistoryUseCase(
      {
        orders: () => defer(() => queryClient.fetchQuery(ordersQuery(api))),
        order: (orderCode) => defer(() => queryClient.fetchQuery(orderDetailQuery(api, orderCode))),
      },
      urlPage,
    ),
  );
  const [state] = useMachine(history);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => history.dispatch({ type: 'LOAD' }), [history]);

  // The address leads (Next, Previous, back, forward, a typed ?page=).
  useEffect(() => {
    if (urlPage !== history.getState().page) history.dispatch({ type: 'GO_TO_PAGE', page: urlPage });
  }, [history, urlPage]);

  // A page beyond the last is clamped by the core once the list is known: the address follows.
  const listLoaded = state.list.status === 'SUCCESS';
  const shownPage = state.page;
  useEffect(() => {
    if (listLoaded && shownPage !== urlPage && history.getState().page === shownPage) void navigate({ search: `?page=${shownPage}` }, { replace: true });
  }, [history, listLoaded, shownPage, urlPage, navigate]);

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
