/**
 * The order-history screen's state. The address is the page (?page=N: Next, Previous, back,
 * forward and a typed page all just move it; the route loader moves a page beyond the last to
 * the last); the query cache holds the list and each order's detail, filled by the route loader
 * (order-loaders.ts); the core says what a page shows. Only which rows are expanded is the
 * screen's own.
 */
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { orderDetailView, type OrderDetailView } from '../../../core/use-cases/orders/order-availability';
import { orderHistoryPage, requestedPage } from '../../../core/use-cases/orders/order-history';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { orderDetailQuery, ordersQuery } from './order-queries';

export function useOrderHistory() {
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: orders } = useSuspenseQuery(ordersQuery(api));
  const shown = orderHistoryPage(orders, requestedPage(params.get('page')));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

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

  return { page: shown.page, pages: shown.pages, total: shown.total, orders: shown.orders, expanded, toggle, goToPage };
}

/**
 * One order's detail through the core's view (AVAILABLE or UNAVAILABLE); suspends while the
 * loader's workers fetch it, so the row's Suspense fallback is its LOADING view.
 */
export function useOrderDetailView(orderCode: string): OrderDetailView {
  const api = useService(TOKENS.RegistryApi);
  return orderDetailView(useSuspenseQuery(orderDetailQuery(api, orderCode)).data);
}
