/**
 * Order-detail fetch workers (docs/portal.md §Limits): up to 5 fetches at once, a buffer of 25. Results come
 * out in the order of the requested order codes. A failed (or empty) detail fetch yields
 * NOT_FOUND for that order (docs/portal.md §Order history), never an error of the whole stream.
 *
 * The buffer bounds how far the workers may run ahead of the first unfinished order: a fetch
 * for the i-th code starts only while fewer than 25 results wait to be delivered before it.
 */
import { Observable, Subscription, catchError, defaultIfEmpty, map, of, take, toArray } from 'rxjs';
import type { OrderDetail } from '../../model/orders';
import { ORDER_DETAIL_BUFFER, ORDER_DETAIL_CONCURRENCY } from '../../model/constants';

export type OrderDetailResult<D = OrderDetail> =
  { readonly orderCode: string; readonly status: 'FOUND'; readonly detail: D } | { readonly orderCode: string; readonly status: 'NOT_FOUND' };

export interface WorkerOptions {
  readonly concurrency?: number;
  readonly buffer?: number;
}

/** One result per code, in the codes' order; completes after the last. */
export function fetchOrderDetails<D = OrderDetail>(
  codes: readonly string[],
  fetchDetail: (orderCode: string) => Observable<D>,
  options: WorkerOptions = {},
): Observable<OrderDetailResult<D>> {
  const concurrency = Math.max(1, options.concurrency ?? ORDER_DETAIL_CONCURRENCY);
  const buffer = Math.max(concurrency, options.buffer ?? ORDER_DETAIL_BUFFER);
  return new Observable<OrderDetailResult<D>>((subscriber) => {
    const done: (OrderDetailResult<D> | undefined)[] = new Array(codes.length);
    const subscriptions = new Subscription();
    let next = 0; // next code to start
    let released = 0; // results delivered so far
    let active = 0;

    const release = () => {
      while (released < codes.length && done[released]) {
        const result = done[released]!;
        done[released] = undefined;
        released++;
        subscriber.next(result);
      }
      if (released === codes.length) subscriber.complete();
    };
    const launch = () => {
      while (!subscriber.closed && active < concurrency && next < codes.length && next - released < buffer) {
        const i = next++;
        active++;
        const orderCode = codes[i]!; // i < codes.length: the loop's condition
        const notFound: OrderDetailResult<D> = { orderCode, status: 'NOT_FOUND' };
        subscriptions.add(
          defer$(() => fetchDetail(orderCode))
            .pipe(
              take(1),
              map((detail): OrderDetailResult<D> => ({ orderCode, status: 'FOUND', detail })),
              defaultIfEmpty(notFound),
              catchError(() => of(notFound)),
            )
            .subscribe((result) => {
              done[i] = result;
              active--;
              release();
              launch();
            }),
        );
      }
    };
    launch();
    if (codes.length === 0) subscriber.complete();
    return subscriptions;
  });
}

/** A fetch function that throws synchronously counts as a failed fetch. */
function defer$<D>(f: () => Observable<D>): Observable<D> {
  return new Observable<D>((s) => {
    try {
      return f().subscribe(s);
    } catch (error) {
      s.error(error);
      return undefined;
    }
  });
}

/** All results as one array, in the codes' order. */
export const fetchOrderDetailList = <D = OrderDetail>(
  codes: readonly string[],
  fetchDetail: (orderCode: string) => Observable<D>,
  options?: WorkerOptions,
): Observable<readonly OrderDetailResult<D>[]> => fetchOrderDetails(codes, fetchDetail, options).pipe(toArray());
