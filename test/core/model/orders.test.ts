import { test } from 'uvu';
import { OrderDetail, OrderSummaries } from '../../../core/model/orders';
import { decodes, rejects } from './expect-decode';

const summary = { orderCode: 'ORD-1001', orderDate: '2026-03-05T15:04:00Z', orderTotal: '75.00' };
const transaction = {
  id: 'T-1',
  applicationState: 'TX',
  loas: ['Life', 'Accident & Health'],
  stateMessages: [{ actionRequired: true, reason: 'Fingerprints required' }],
  transactionResult: 'PENDING',
};

test('orders: order summaries decode', () => {
  decodes(OrderSummaries, { orderSummaries: [summary, { ...summary, orderCode: 'ORD-1000' }] });
  decodes(OrderSummaries, { orderSummaries: [] });
});

test('orders: mismatched summaries name each offending field', () => {
  rejects(
    OrderSummaries,
    { orderSummaries: [{ orderCode: 1, orderDate: 'x', orderTotal: '1' }, summary, { orderCode: 'a', orderDate: 'x', orderTotal: 5 }] },
    'Invalid field(s) orderSummaries.0.orderCode, orderSummaries.2.orderTotal',
  );
  rejects(OrderSummaries, {}, 'Invalid field(s) orderSummaries');
});

test('orders: order detail decodes with and without the optional transaction fields', () => {
  decodes(OrderDetail, {
    ...summary,
    isDetailAvailable: true,
    product: 'Producer Licensing',
    transactions: [transaction, { ...transaction, id: 'T-2', gatewayTransNum: 'G-9', licenseNumber: 'TX-100001', licenseClassName: 'General Lines Agent' }],
  });
});

test('orders: order detail mismatch names the transaction field', () => {
  rejects(
    OrderDetail,
    { ...summary, isDetailAvailable: 'yes', product: 'P', transactions: [{ ...transaction, licenseNumber: 7, stateMessages: [{ reason: 'x' }] }] },
    'Invalid field(s) isDetailAvailable, transactions.0.stateMessages.0.actionRequired, transactions.0.licenseNumber',
  );
});

test.run();
