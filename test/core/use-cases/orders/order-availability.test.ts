import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderDetailView, orderPageView, orderRowsOf } from '../../../../core/use-cases/orders/order-availability';
import type { OrderDetail } from '../../../../core/model/orders';

const detail = (isDetailAvailable: boolean): OrderDetail => ({
  orderCode: 'LH1',
  orderDate: '2026-01-01T10:00:00Z',
  isDetailAvailable,
  product: 'Producer Licensing',
  orderTotal: '10.00',
  transactions: [],
});

test('an order detail still loading is LOADING', () => {
  assert.equal(orderDetailView({ status: 'LOADING' }), { kind: 'LOADING' });
});
test('a loaded detail the registry marks available is shown', () => {
  const d = detail(true);
  assert.equal(orderDetailView({ status: 'SUCCESS', detail: d }), { kind: 'AVAILABLE', detail: d });
});
test('order detail failure: a NOT_FOUND order shows no details', () => {
  assert.equal(orderDetailView({ status: 'NOT_FOUND' }), { kind: 'UNAVAILABLE' });
});
test('an archived order (isDetailAvailable false) shows no details', () => {
  assert.equal(orderDetailView({ status: 'SUCCESS', detail: detail(false) }), { kind: 'UNAVAILABLE' });
});

const list = [{ orderCode: 'LH1' }, { orderCode: 'LH2' }];

test("an order's own page: the detail's view once the list holds the order", () => {
  const d = detail(true);
  assert.equal(orderPageView(list, 'LH1', { status: 'SUCCESS', detail: d }), { kind: 'AVAILABLE', detail: d });
  assert.equal(orderPageView(list, 'LH1', { status: 'SUCCESS', detail: detail(false) }), { kind: 'UNAVAILABLE' });
  assert.equal(orderPageView(undefined, 'LH1', { status: 'SUCCESS', detail: d }), { kind: 'LOADING' }, 'the list still loading');
});

test("an order's own page is NOT_FOUND when the list lacks it, when the list failed, or when its detail failed", () => {
  const d = detail(true);
  assert.equal(orderPageView(list, 'LH9', { status: 'SUCCESS', detail: d }), { kind: 'NOT_FOUND' });
  assert.equal(orderPageView('FAILED', 'LH1', { status: 'SUCCESS', detail: d }), { kind: 'NOT_FOUND' });
  assert.equal(orderPageView(list, 'LH1', { status: 'NOT_FOUND' }), { kind: 'NOT_FOUND' });
});

test("the list's rows: each order's summary with its detail's view", () => {
  const d = detail(true);
  const summaries = [
    { orderCode: 'LH1', orderDate: '2026-01-02', orderTotal: '1.00' },
    { orderCode: 'LH2', orderDate: '2026-01-01', orderTotal: '2.00' },
    { orderCode: 'LH3', orderDate: '2025-01-01', orderTotal: '3.00' },
  ];
  const rows = orderRowsOf(summaries, (code) =>
    code === 'LH1' ? { status: 'SUCCESS', detail: d } : code === 'LH2' ? { status: 'NOT_FOUND' } : { status: 'LOADING' },
  );
  assert.equal(
    rows.map((r) => [r.summary.orderCode, r.view.kind]),
    [
      ['LH1', 'AVAILABLE'],
      ['LH2', 'UNAVAILABLE'],
      ['LH3', 'LOADING'],
    ],
  );
});

test.run();
