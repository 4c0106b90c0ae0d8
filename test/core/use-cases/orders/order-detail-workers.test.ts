import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Observable, EMPTY, defer, throwError, timer, map, of } from 'rxjs';
import { fetchOrderDetails, fetchOrderDetailList } from '../../../../core/use-cases/orders/order-detail-workers';
import { recordUntil } from '../virtual-time';
import { must } from '../../../must';

const codes = (n: number) => Array.from({ length: n }, (_, i) => `O${i + 1}`);

/** A fake detail fetch taking `latency(code)` ms, counting concurrent fetches. */
function fakeFetch(latency: (code: string) => number, stats: { active: number; max: number; started: string[] }, fail = new Set<string>()) {
  return (code: string): Observable<string> =>
    defer(() => {
      stats.active++;
      stats.max = Math.max(stats.max, stats.active);
      stats.started.push(code);
      return timer(latency(code)).pipe(
        map(() => {
          stats.active--;
          if (fail.has(code)) throw new Error('Unexpected order response: 500');
          return `detail ${code}`;
        }),
      );
    });
}

test('order details: at most 5 fetches run at once', () => {
  const stats = { active: 0, max: 0, started: [] as string[] };
  const rec = recordUntil(100_000, () =>
    fetchOrderDetails(
      codes(12),
      fakeFetch(() => 100, stats),
    ),
  );
  assert.is(stats.max, 5);
  assert.is(rec.filter((r) => r.kind === 'N').length, 12);
  // 12 fetches of 100 ms, 5 at a time: 3 rounds
  assert.equal(rec.at(-1), { at: 300, kind: 'C' });
});

test('order details: results come in the order codes were given, whatever order the fetches finish in', () => {
  const stats = { active: 0, max: 0, started: [] as string[] };
  const latency = (c: string) => (c === 'O1' ? 500 : 10 * Number(c.slice(1)));
  const rec = recordUntil(10_000, () => fetchOrderDetails(codes(6), fakeFetch(latency, stats)));
  const values = rec.filter((r) => r.kind === 'N').map((r) => r.value!.orderCode);
  assert.equal(values, codes(6));
  // nothing is delivered before the first order's detail arrives
  assert.ok(rec.every((r) => r.at >= 500));
});

test('order details: a failed detail yields NOT_FOUND for that order and the others still arrive', () => {
  const stats = { active: 0, max: 0, started: [] as string[] };
  const rec = recordUntil(10_000, () =>
    fetchOrderDetails(
      ['A', 'B', 'C'],
      fakeFetch(() => 10, stats, new Set(['B'])),
    ),
  );
  assert.equal(
    rec.filter((r) => r.kind === 'N').map((r) => r.value),
    [
      { orderCode: 'A', status: 'FOUND', detail: 'detail A' },
      { orderCode: 'B', status: 'NOT_FOUND' },
      { orderCode: 'C', status: 'FOUND', detail: 'detail C' },
    ],
  );
});

test('order details: an empty answer or a fetch that throws yields NOT_FOUND', () => {
  const rec = recordUntil(1000, () =>
    fetchOrderDetailList(['A', 'B', 'C'], (c) => {
      if (c === 'A') return EMPTY;
      if (c === 'B') throw new Error('boom');
      return throwError(() => new Error('x'));
    }),
  );
  assert.equal(
    must(rec[0]?.value, 'the list of results').map((r) => r.status),
    ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'],
  );
});

test('order details: the buffer of 25 bounds how far the workers run ahead of a slow first order', () => {
  const stats = { active: 0, max: 0, started: [] as string[] };
  const started: Record<string, number> = {};
  let now = () => 0;
  const fetch = fakeFetch((c) => (c === 'O1' ? 10_000 : 10), stats);
  const rec = recordUntil(60_000, (s) => {
    now = () => s.now();
    return fetchOrderDetails(codes(40), (c) => {
      started[c] = now();
      return fetch(c);
    });
  });
  // O2..O25 finish while O1 is pending; O26 may start only once O1 is delivered
  assert.ok(must(started.O25, 'the start of O25') < 10_000);
  assert.is(started.O26, 10_000);
  assert.is(rec.filter((r) => r.kind === 'N').length, 40);
});

test('order details: no codes completes at once', () => {
  const rec = recordUntil(1000, () => fetchOrderDetailList([], () => of('x')));
  assert.equal(rec, [
    { at: 0, kind: 'N', value: [] },
    { at: 0, kind: 'C' },
  ]);
});

test('order details: synchronous fetches work and keep the order', () => {
  const rec = recordUntil(1000, () => fetchOrderDetailList(codes(30), (c) => of(c)));
  assert.equal(
    must(rec[0]?.value, 'the list of results').map((r) => r.orderCode),
    codes(30),
  );
});

test.run();
