/**
 * Order history (docs/portal.md §Order history, "Order lists", §Limits): 5 orders per page, newest
 * first, the next page's details prefetched. Pure views only: the list and each order's detail
 * are server state the drivers hold (the UI's route loaders and query cache, the CLI's calls),
 * and the page is the address's; each order's detail loads on its own and is NOT_FOUND on
 * failure or when the order is not in the list (order-availability.ts).
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

/** The page an address or a command asks for (`?page=N`, `--page N`): a whole number from 1, else page 1. */
export function requestedPage(raw: string | null | undefined): number {
  const page = Number(raw);
  return raw != null && raw.trim() !== '' && Number.isInteger(page) && page >= 1 ? page : 1;
}

// ---------------------------------------------------------------------------------------------
// Views. The list is the registry's (server state, held by the driver: the UI's query cache, the
// CLI's one call); the page is the address's or the command's. Nothing here holds either.

/** One order's detail as a driver holds it: LOADING until fetched; a failed fetch is NOT_FOUND (docs/portal.md §Order history). */
export type OrderDetailState = { readonly status: 'LOADING' } | { readonly status: 'SUCCESS'; readonly detail: OrderDetail } | { readonly status: 'NOT_FOUND' };

/** What one page of the order history shows, whatever asked for it. */
export interface OrderHistoryPage {
  /** The page shown, from 1: the one asked for, clamped to the last (docs/portal.md §Limits). */
  readonly page: number;
  readonly pages: number;
  /** How many orders the licensee has. */
  readonly total: number;
  /** The page's orders, newest first. */
  readonly orders: readonly OrderSummary[];
  /** Whose details the page needs: its own, then the next page's (prefetch). */
  readonly detailCodes: readonly string[];
}

/** The orders of `page` (from 1, clamped), newest first. */
export const visibleOrders = (orders: readonly OrderSummary[], page: number): OrderSummary[] => pageOf(sortNewestFirst(orders), page);

export const pagesOf = (orders: readonly OrderSummary[]): number => pageCount(orders.length);

export function orderHistoryPage(orders: readonly OrderSummary[], requested: number): OrderHistoryPage {
  const sorted = sortNewestFirst(orders);
  const page = clampPage(requested, sorted.length);
  return { page, pages: pageCount(sorted.length), total: sorted.length, orders: pageOf(sorted, page), detailCodes: detailCodesFor(sorted, page) };
}

/**
 * The page an address asking for `requested` must move to (a page beyond the last becomes the
 * last); undefined when the address already names the page shown.
 */
export function clampedPageOf(orders: readonly OrderSummary[], requested: number): number | undefined {
  const page = clampPage(requested, orders.length);
  return page === requested ? undefined : page;
}

/** Each result of the detail workers as the state a view reads; codes not fetched are LOADING. */
export function detailStatesOf(results: readonly OrderDetailResult[]): (orderCode: string) => OrderDetailState {
  const known = new Map(results.map((r) => [r.orderCode, r]));
  return (orderCode) => {
    const r = known.get(orderCode);
    if (r === undefined) return { status: 'LOADING' };
    return r.status === 'FOUND' ? { status: 'SUCCESS', detail: r.detail } : { status: 'NOT_FOUND' };
  };
}
