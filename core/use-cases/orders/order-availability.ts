/**
 * What an order's detail lets the portal show (docs/portal.md §Order history "Order detail", "Order detail
 * failure"): the detail when it loaded and the registry says it is available; otherwise only the
 * order's summary. A detail that failed or is not in the list (NOT_FOUND) and an archived order
 * (isDetailAvailable false) look the same to the user: "details are not available".
 */
import type { OrderDetail, OrderSummary } from '../../model/orders';
import type { OrderDetailState } from './order-history';

export type OrderDetailView = { readonly kind: 'LOADING' } | { readonly kind: 'AVAILABLE'; readonly detail: OrderDetail } | { readonly kind: 'UNAVAILABLE' };

export function orderDetailView(state: OrderDetailState): OrderDetailView {
  if (state.status === 'LOADING') return { kind: 'LOADING' };
  if (state.status === 'SUCCESS' && state.detail.isDetailAvailable) return { kind: 'AVAILABLE', detail: state.detail };
  return { kind: 'UNAVAILABLE' };
}

/** What the portal and the CLI say for an order whose detail is UNAVAILABLE. */
export const DETAILS_UNAVAILABLE = 'Details are not available for this order.';

/** One row of the order history: the order's summary, and what its detail lets the row show. */
export interface OrderRow {
  readonly summary: OrderSummary;
  readonly view: OrderDetailView;
}

export const orderRowsOf = (orders: readonly OrderSummary[], detailOf: (orderCode: string) => OrderDetailState): OrderRow[] =>
  orders.map((summary) => ({ summary, view: orderDetailView(detailOf(summary.orderCode)) }));

/** One order's own page: NOT_FOUND also covers an order that is not in the licensee's list. */
export type OrderPageView = { readonly kind: 'NOT_FOUND' } | OrderDetailView;

/**
 * The order detail route (docs/portal.md §Order history "an order not in the list is not found"): LOADING until the
 * list is known; NOT_FOUND when the list failed (FAILED), lacks the order or its detail failed;
 * otherwise the detail's view (an archived order: UNAVAILABLE). Both drivers show an order
 * through this.
 */
export function orderPageView(
  list: readonly { readonly orderCode: string }[] | 'FAILED' | undefined,
  orderCode: string,
  detail: OrderDetailState,
): OrderPageView {
  if (list === 'FAILED') return { kind: 'NOT_FOUND' };
  if (list !== undefined && !list.some((o) => o.orderCode === orderCode)) return { kind: 'NOT_FOUND' };
  if (detail.status === 'NOT_FOUND') return { kind: 'NOT_FOUND' };
  if (list === undefined) return { kind: 'LOADING' };
  return orderDetailView(detail);
}
