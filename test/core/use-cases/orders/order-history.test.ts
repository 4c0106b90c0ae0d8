import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  orderTime,
  sortNewestFirst,
  pageCount,
  pageOf,
  detailCodesFor,
  requestedPage,
  orderHistoryPage,
  clampedPageOf,
  detailStatesOf,
  visibleOrders,
  pagesOf,
} from '../../../../core/use-cases/orders/order-history';
import type { OrderDetail, OrderSummary } from '../../../../core/model/orders';

const order = (n: number, date: string): OrderSummary => ({ orderCode: `O${n}`, orderDate: date, orderTotal: '10.00' });
// 12 orders, O1 oldest … O12 newest, delivered in a shuffled order
const orders = [5, 1, 12, 3, 9, 7, 2, 11, 4, 10, 6, 8].map((n) => order(n, `2024-01-${String(n).padStart(2, '0')}T10:00:00Z`));
const detail = (code: string): OrderDetail => ({
  orderCode: code,
  orderDate: '2024-01-01',
  isDetailAvailable: true,
  product: 'PRODUCER_LICENSING',
  orderTotal: '10.00',
  transactions: [],
});

test('orderTime reads ISO and en-US dates', () => {
  assert.is(orderTime('2024-03-05T00:00:00Z'), Date.UTC(2024, 2, 5));
  assert.is(orderTime('03/05/2024'), Date.UTC(2024, 2, 5));
  assert.is(orderTime('03/05/2024 01:30 PM'), Date.UTC(2024, 2, 5, 13, 30));
  assert.is(orderTime('03/05/2024 12:10 AM'), Date.UTC(2024, 2, 5, 0, 10));
  assert.ok(Number.isNaN(orderTime('soon')));
});

test('orders are shown newest first by orderDate', () => {
  assert.equal(
    sortNewestFirst(orders).map((o) => o.orderCode),
    ['O12', 'O11', 'O10', 'O9', 'O8', 'O7', 'O6', 'O5', 'O4', 'O3', 'O2', 'O1'],
  );
  const mixed = [order(1, '01/02/2024'), order(2, 'bad'), order(3, '2024-01-03'), order(4, '01/02/2024')];
  assert.equal(
    sortNewestFirst(mixed).map((o) => o.orderCode),
    ['O3', 'O1', 'O4', 'O2'],
  );
});

test('page size 5 and page count', () => {
  assert.is(pageCount(0), 1);
  assert.is(pageCount(5), 1);
  assert.is(pageCount(6), 2);
  assert.is(pageCount(12), 3);
  const sorted = sortNewestFirst(orders);
  assert.equal(
    pageOf(sorted, 3).map((o) => o.orderCode),
    ['O2', 'O1'],
  );
  assert.equal(
    pageOf(sorted, 9).map((o) => o.orderCode),
    ['O2', 'O1'],
  );
});

test('a page needs its own details and prefetches the next page', () => {
  const sorted = sortNewestFirst(orders);
  assert.equal(detailCodesFor(sorted, 1), ['O12', 'O11', 'O10', 'O9', 'O8', 'O7', 'O6', 'O5', 'O4', 'O3']);
  assert.equal(detailCodesFor(sorted, 3), ['O2', 'O1']);
});

test('the page an address or a command asks for: a whole number from 1, anything else page 1', () => {
  assert.is(requestedPage('3'), 3);
  assert.is(requestedPage('12'), 12);
  for (const raw of [null, undefined, '', ' ', '0', '-2', '2.5', 'abc', '1e400']) assert.is(requestedPage(raw), 1, String(raw));
});

test("a page shows its orders newest first, the count of pages and orders, and needs its details plus the next page's", () => {
  const first = orderHistoryPage(orders, 1);
  assert.is(first.page, 1);
  assert.is(first.pages, 3);
  assert.is(first.total, 12);
  assert.equal(
    first.orders.map((o) => o.orderCode),
    ['O12', 'O11', 'O10', 'O9', 'O8'],
  );
  assert.equal(first.detailCodes, ['O12', 'O11', 'O10', 'O9', 'O8', 'O7', 'O6', 'O5', 'O4', 'O3']);
  const second = orderHistoryPage(orders, 2);
  assert.equal(
    second.orders.map((o) => o.orderCode),
    ['O7', 'O6', 'O5', 'O4', 'O3'],
  );
  assert.equal(second.detailCodes, ['O7', 'O6', 'O5', 'O4', 'O3', 'O2', 'O1']);
  assert.equal(
    visibleOrders(orders, 2).map((o) => o.orderCode),
    second.orders.map((o) => o.orderCode),
  );
  assert.is(pagesOf(orders), 3);
});

test('a page beyond the last shows the last, and the address must move there; a page in range stays', () => {
  const beyond = orderHistoryPage(orders, 7);
  assert.is(beyond.page, 3);
  assert.equal(
    beyond.orders.map((o) => o.orderCode),
    ['O2', 'O1'],
  );
  assert.is(clampedPageOf(orders, 7), 3);
  assert.is(clampedPageOf(orders, 3), undefined);
  assert.is(clampedPageOf(orders, 1), undefined);
});

test('no orders: one empty page, and page 1 needs no move', () => {
  const none = orderHistoryPage([], 1);
  assert.equal(
    { page: none.page, pages: none.pages, total: none.total, orders: none.orders, detailCodes: none.detailCodes },
    {
      page: 1,
      pages: 1,
      total: 0,
      orders: [],
      detailCodes: [],
    },
  );
  assert.is(clampedPageOf([], 1), undefined);
  assert.is(clampedPageOf([], 2), 1);
});

test('worker results as detail states: FOUND is SUCCESS, NOT_FOUND stays, a code not fetched is LOADING', () => {
  const detailOf = detailStatesOf([
    { orderCode: 'O12', status: 'FOUND', detail: detail('O12') },
    { orderCode: 'O11', status: 'NOT_FOUND' },
  ]);
  assert.equal(detailOf('O12'), { status: 'SUCCESS', detail: detail('O12') });
  assert.equal(detailOf('O11'), { status: 'NOT_FOUND' });
  assert.equal(detailOf('O10'), { status: 'LOADING' });
});

test.run();
