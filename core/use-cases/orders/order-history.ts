/**
 * Order history (spec §2 "Order history", §4 "Order lists", §9): 5 orders per page, newest
 * first, the next page's details prefetched. The list is INITIAL, LOADING, SUCCESS or FAILURE;
 * each order's detail loads on its own and is NOT_FOUND on failure or when the order is not
 * in the list.
 */
import type { OrderDetail, OrderSummary } from '../../model/orders';
import { ORDER_HISTORY_PAGE_SIZE } from '../../model/constants';
import type { OrderDetailResult } from './order-detail-workers';

// ---------------------------------------------------------------------------------------------
// Pure helpers.

/**
 * Milliseconds of an order date: ISO 8601, or en-US "MM/DD/YYYY[ hh:mm[:ss] AM|PM]".
 * NaN when unreadable (such orders sort last).
 */
export function orderTime(orderDate: string): number {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/.exec(orderDate.trim());
  if (us) {
    const [, mm, dd, yyyy, h = '0', mi = '0', ss = '0', ampm] = us;
    let hour = Number(h);
    if (ampm) hour = (hour % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
    return Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour, Number(mi), Number(ss));
  }
  return Date.parse(orderDate);
}

/** Newest first; equal or unreadable dates keep the server's order (unreadable last). */
export function sortNewestFirst<O extends { readonly orderDate: string }>(orders: readonly O[]): O[] {
  const key = (o: O) => {
    const t = orderTime(o.orderDate);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return orders
    .map((order, index) => ({ order, index, time: key(order) }))
    .sort((a, b) => (b.time === a.time ? a.index - b.index : b.time - a.time))
    .map((x) => x.order);
}

export const pageCount = (total: number, pageSize = ORDER_HISTORY_PAGE_SIZE): number => Math.max(1, Math.ceil(total / pageSize));

/** Clamped to 1..pageCount. Pages are numbered from 1. */
export const clampPage = (page: number, total: number, pageSize = ORDER_HISTORY_PAGE_SIZE): number =>
  Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, pageSize));

export function pageOf<O>(orders: readonly O[], page: number, pageSize = ORDER_HISTORY_PAGE_SIZE): O[] {
  const p = clampPage(page, orders.length, pageSize);
  return orders.slice((p - 1) * pageSize, p * pageSize);
}

/** Order codes whose details a page needs: its own, then the next page's (prefetch). */
export function detailCodesFor(orders: readonly OrderSummary[], page: number, pageSize = ORDER_HISTORY_PAGE_SIZE): string[] {
  const p = clampPage(page, orders.length, pageSize);
  return orders.slice((p - 1) * pageSize, (p + 1) * pageSize).map((o) => o.orderCode);
}

// ---------------------------------------------------------------------------------------------
// States.

export type OrderListState =
  | { readonly status: 'INITIAL' }
  | { readonly status: 'LOADING' }
  | { readonly status: 'SUCCESS'; readonly orders: readonly OrderSummary[] }
  | { readonly status: 'FAILURE'; readonly error: unknown };

export type OrderDetailState = { readonly status: 'LOADING' } | { readonly status: 'SUCCESS'; readonly detail: OrderDetail } | { readonly status: 'NOT_FOUND' };

export type OrderHistoryEffect = { readonly type: 'FETCH_ORDERS' } | { readonly type: 'FETCH_ORDER_DETAILS'; readonly orderCodes: readonly string[] };

export interface OrderHistoryState {
  readonly list: OrderListState;
  /** The page shown, from 1. */
  readonly page: number;
  readonly details: Readonly<Record<string, OrderDetailState>>;
  /** Effects requested by the last transition. */
  readonly effects: readonly OrderHistoryEffect[];
}

export type OrderHistoryEvent =
  | { readonly type: 'LOAD' }
  | { readonly type: 'ORDERS_LOADED'; readonly orders: readonly OrderSummary[] }
  | { readonly type: 'ORDERS_FAILED'; readonly error: unknown }
  | { readonly type: 'GO_TO_PAGE'; readonly page: number }
  /** One order's detail, e.g. from `fetchOrderDetails`; requesting it without the list also works. */
  | { readonly type: 'DETAIL_REQUESTED'; readonly orderCode: string }
  | { readonly type: 'DETAIL_LOADED'; readonly result: OrderDetailResult };

export const initialOrderHistory: OrderHistoryState = { list: { status: 'INITIAL' }, page: 1, details: {}, effects: [] };

/** Requests the details of `codes` not yet known or loading, and marks them LOADING. */
function requestDetails(state: OrderHistoryState, codes: readonly string[]): OrderHistoryState {
  const fresh = [...new Set(codes)].filter((c) => state.details[c] === undefined);
  if (fresh.length === 0) return { ...state, effects: [] };
  const details = { ...state.details };
  for (const c of fresh) details[c] = { status: 'LOADING' };
  return { ...state, details, effects: [{ type: 'FETCH_ORDER_DETAILS', orderCodes: fresh }] };
}

export function orderHistoryReducer(state: OrderHistoryState, event: OrderHistoryEvent): OrderHistoryState {
  switch (event.type) {
    case 'LOAD':
      if (state.list.status === 'LOADING') return { ...state, effects: [] };
      return { ...state, list: { status: 'LOADING' }, effects: [{ type: 'FETCH_ORDERS' }] };
    case 'ORDERS_LOADED': {
      const orders = sortNewestFirst(event.orders);
      const page = clampPage(state.page, orders.length);
      const known = new Set(orders.map((o) => o.orderCode));
      // A detail already requested for an order that is not in the list is NOT_FOUND.
      const details: Record<string, OrderDetailState> = {};
      for (const [code, d] of Object.entries(state.details)) details[code] = known.has(code) ? d : { status: 'NOT_FOUND' };
      return requestDetails({ ...state, list: { status: 'SUCCESS', orders }, page, details }, detailCodesFor(orders, page));
    }
    case 'ORDERS_FAILED':
      return { ...state, list: { status: 'FAILURE', error: event.error }, effects: [] };
    case 'GO_TO_PAGE': {
      if (state.list.status !== 'SUCCESS') return { ...state, page: Math.max(1, Math.floor(event.page) || 1), effects: [] };
      const page = clampPage(event.page, state.list.orders.length);
      return requestDetails({ ...state, page }, detailCodesFor(state.list.orders, page));
    }
    case 'DETAIL_REQUESTED':
      if (state.list.status === 'SUCCESS' && !state.list.orders.some((o) => o.orderCode === event.orderCode)) {
        return { ...state, details: { ...state.details, [event.orderCode]: { status: 'NOT_FOUND' } }, effects: [] };
      }
      return requestDetails(state, [event.orderCode]);
    case 'DETAIL_LOADED': {
      const r = event.result;
      const detail: OrderDetailState = r.status === 'FOUND' ? { status: 'SUCCESS', detail: r.detail } : { status: 'NOT_FOUND' };
      return { ...state, details: { ...state.details, [r.orderCode]: detail }, effects: [] };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Views.

/** The orders of the shown page (empty unless the list loaded). */
export const visibleOrders = (state: OrderHistoryState): OrderSummary[] => (state.list.status === 'SUCCESS' ? pageOf(state.list.orders, state.page) : []);

export const pagesOf = (state: OrderHistoryState): number => (state.list.status === 'SUCCESS' ? pageCount(state.list.orders.length) : 0);

/**
 * One order's detail state: NOT_FOUND when the list loaded without it or its fetch failed;
 * LOADING until known.
 */
export function orderDetailOf(state: OrderHistoryState, orderCode: string): OrderDetailState {
  if (state.list.status === 'SUCCESS' && !state.list.orders.some((o) => o.orderCode === orderCode)) return { status: 'NOT_FOUND' };
  return state.details[orderCode] ?? { status: 'LOADING' };
}
