import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderDetailView } from '../../../../core/use-cases/orders/order-availability';
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

test.run();
