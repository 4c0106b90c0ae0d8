/**
 * What an order's detail lets the portal show (spec §3 "Order detail", §8 "Order detail
 * failure"): the detail when it loaded and the registry says it is available; otherwise only the
 * order's summary. A detail that failed or is not in the list (NOT_FOUND) and an archived order
 * (isDetailAvailable false) look the same to the user: "details are not available".
 */
import type { OrderDetail } from '../../model/orders';
import type { OrderDetailState } from './order-history';

export type OrderDetailView =
  | { readonly kind: 'LOADING' }
  | { readonly kind: 'AVAILABLE'; readonly detail: OrderDetail }
  | { readonly kind: 'UNAVAILABLE' };

export function orderDetailView(state: OrderDetailState): OrderDetailView {
  if (state.status === 'LOADING') return { kind: 'LOADING' };
  if (state.status === 'SUCCESS' && state.detail.isDetailAvailable) return { kind: 'AVAILABLE', detail: state.detail };
  return { kind: 'UNAVAILABLE' };
}

/** What the portal and the CLI say for an order whose detail is UNAVAILABLE. */
export const DETAILS_UNAVAILABLE = 'Details are not available for this order.';
