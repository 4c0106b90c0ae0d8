import * as t from 'io-ts';
import { struct } from './codec';

export const OrderSummary = t.type({ orderDate: t.string, orderCode: t.string, orderTotal: t.string }, 'OrderSummary');
export type OrderSummary = t.TypeOf<typeof OrderSummary>;

/** GET /orders.json */
export const OrderSummaries = t.type({ orderSummaries: t.array(OrderSummary) }, 'OrderSummaries');
export type OrderSummaries = t.TypeOf<typeof OrderSummaries>;

export const StateMessage = t.type({ actionRequired: t.boolean, reason: t.string }, 'StateMessage');
export const Transaction = struct(
  'Transaction',
  {
    id: t.string,
    applicationState: t.string,
    loas: t.array(t.string),
    stateMessages: t.array(StateMessage),
    transactionResult: t.string,
  },
  { gatewayTransNum: t.string, licenseNumber: t.string, licenseClassName: t.string },
);
export type Transaction = t.TypeOf<typeof Transaction>;

/** GET /orders/{orderCode}.json */
export const OrderDetail = t.type(
  {
    orderDate: t.string,
    orderCode: t.string,
    isDetailAvailable: t.boolean,
    product: t.string,
    orderTotal: t.string,
    transactions: t.array(Transaction),
  },
  'OrderDetail',
);
export type OrderDetail = t.TypeOf<typeof OrderDetail>;

/** The order details, the receipt, and a paid detail report on its own. */
export type OrderDocumentKind = 'view' | 'receipt' | 'report';
