import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  orderTime,
  sortNewestFirst,
  pageCount,
  pageOf,
  detailCodesFor,
  orderHistoryReducer as reduce,
  initialOrderHistory,
  visibleOrders,
  pagesOf,
  orderDetailOf,
  type OrderHistoryState,
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

test('order list: INITIAL goes to LOADING and requests the orders', () => {
  const s = reduce(initialOrderHistory, { type: 'LOAD' });
  assert.equal(s.list, { status: 'LOADING' });
  assert.equal(s.effects, [{ type: 'FETCH_ORDERS' }]);
});

const loaded = (): OrderHistoryState => reduce(reduce(initialOrderHistory, { type: 'LOAD' }), { type: 'ORDERS_LOADED', orders });

test('order list: LOADING goes to SUCCESS with orders newest first and requests the first page details plus the next page', () => {
  const s = loaded();
  assert.is(s.list.status, 'SUCCESS');
  assert.equal(
    visibleOrders(s).map((o) => o.orderCode),
    ['O12', 'O11', 'O10', 'O9', 'O8'],
  );
  assert.is(pagesOf(s), 3);
  assert.equal(s.effects, [{ type: 'FETCH_ORDER_DETAILS', orderCodes: ['O12', 'O11', 'O10', 'O9', 'O8', 'O7', 'O6', 'O5', 'O4', 'O3'] }]);
  assert.equal(orderDetailOf(s, 'O12'), { status: 'LOADING' });
});

test('order list: LOADING goes to FAILURE on error', () => {
  const s = reduce(reduce(initialOrderHistory, { type: 'LOAD' }), { type: 'ORDERS_FAILED', error: new Error('x') });
  assert.is(s.list.status, 'FAILURE');
  assert.equal(s.effects, []);
  assert.equal(visibleOrders(s), []);
});

test('going to the next page prefetches the page after it, without refetching known details', () => {
  const s = reduce(loaded(), { type: 'GO_TO_PAGE', page: 2 });
  assert.is(s.page, 2);
  assert.equal(
    visibleOrders(s).map((o) => o.orderCode),
    ['O7', 'O6', 'O5', 'O4', 'O3'],
  );
  assert.equal(s.effects, [{ type: 'FETCH_ORDER_DETAILS', orderCodes: ['O2', 'O1'] }]);
  const back = reduce(s, { type: 'GO_TO_PAGE', page: 1 });
  assert.equal(back.effects, []);
});

test('order detail loads per order: SUCCESS with the detail', () => {
  const s = reduce(loaded(), { type: 'DETAIL_LOADED', result: { orderCode: 'O12', status: 'FOUND', detail: detail('O12') } });
  assert.equal(orderDetailOf(s, 'O12'), { status: 'SUCCESS', detail: detail('O12') });
});

test('an order is NOT_FOUND when its detail fetch failed', () => {
  const s = reduce(loaded(), { type: 'DETAIL_LOADED', result: { orderCode: 'O11', status: 'NOT_FOUND' } });
  assert.equal(orderDetailOf(s, 'O11'), { status: 'NOT_FOUND' });
});

test('an order is NOT_FOUND when it is not in the list', () => {
  const s = loaded();
  assert.equal(orderDetailOf(s, 'NOPE'), { status: 'NOT_FOUND' });
  const r = reduce(s, { type: 'DETAIL_REQUESTED', orderCode: 'NOPE' });
  assert.equal(r.effects, []);
  assert.equal(r.details.NOPE, { status: 'NOT_FOUND' });
});

test('a detail requested before the list loads (direct link) is fetched, and NOT_FOUND if the list then lacks it', () => {
  let s = reduce(initialOrderHistory, { type: 'DETAIL_REQUESTED', orderCode: 'ZZ' });
  assert.equal(s.effects, [{ type: 'FETCH_ORDER_DETAILS', orderCodes: ['ZZ'] }]);
  s = reduce(reduce(s, { type: 'LOAD' }), { type: 'ORDERS_LOADED', orders });
  assert.equal(orderDetailOf(s, 'ZZ'), { status: 'NOT_FOUND' });
});

test('reloading while loading does not request the orders twice', () => {
  const s = reduce(reduce(initialOrderHistory, { type: 'LOAD' }), { type: 'LOAD' });
  assert.equal(s.effects, []);
});

test('a page beyond the last is clamped', () => {
  const s = reduce(loaded(), { type: 'GO_TO_PAGE', page: 7 });
  assert.is(s.page, 3);
});

test.run();
