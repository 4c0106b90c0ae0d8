/**
 * Orders and their transactions: read for order history, detail and the PDFs, and written when a
 * flow is paid on the payment page (one transaction per license, or one per jurisdiction for
 * the other products).
 */
import type { OrderDetail, OrderSummary } from '../../core/model/orders';
import type { Db } from '../db/db';
import { deepFreeze, KeptByKey } from '../db/kept';
import { isoDate } from './flows';
import { formatCents, toCents } from './money';

type OrderRow = { order_code: string; order_date: Date; product: string; order_total: unknown; is_detail_available: boolean };
type TxRow = {
  id: string;
  application_state: string;
  license_class_name: string | null;
  license_number: string | null;
  loas: string[];
  state_messages: { actionRequired: boolean; reason: string }[];
  transaction_result: string;
  gateway_trans_num: string | null;
  state_fee: unknown;
  registry_fee: unknown;
};

/**
 * Each licensee's order list, read once and kept until that licensee's orders are written
 * (`writingOrders`, the one way the sandbox writes orders): order history is the sandbox's most
 * frequent read.
 */
const keptSummaries = new KeptByKey<readonly OrderSummary[]>();

export function orderSummaries(db: Db, licenseeId: string): Promise<readonly OrderSummary[]> {
  return keptSummaries.read(db, licenseeId, async () => {
    const rows = await db.query<OrderRow>(
      'SELECT order_code, order_date, order_total FROM orders WHERE licensee_id = $1 ORDER BY order_date DESC, order_code DESC',
      [licenseeId],
    );
    return deepFreeze(rows.map((r) => ({ orderDate: isoDate(r.order_date), orderCode: r.order_code, orderTotal: formatCents(toCents(r.order_total)) })));
  });
}

/**
 * Runs `write` in one transaction on the orders of `licenseeId` (e.g. claiming a flow and
 * `createOrder`), then forgets the kept order list of that licensee, committed or not, so the
 * next read sees the write.
 */
export async function writingOrders<T>(db: Db, licenseeId: string, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } finally {
    keptSummaries.forget(db, licenseeId);
  }
}

export interface OrderWithFees extends OrderDetail {
  fees: { stateFee: string; registryFee: string }[];
}

export async function orderDetail(db: Db, licenseeId: string, orderCode: string): Promise<OrderWithFees | undefined> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(orderCode)) return undefined;
  const [o] = await db.query<OrderRow>('SELECT * FROM orders WHERE order_code = $1 AND licensee_id = $2', [orderCode, licenseeId]);
  if (!o) return undefined;
  const txs = await db.query<TxRow>('SELECT * FROM order_transactions WHERE order_code = $1 ORDER BY position', [orderCode]);
  return {
    orderDate: isoDate(o.order_date),
    orderCode: o.order_code,
    isDetailAvailable: o.is_detail_available,
    product: o.product,
    orderTotal: formatCents(toCents(o.order_total)),
    transactions: txs.map((t) => ({
      id: t.id,
      applicationState: t.application_state,
      loas: t.loas,
      stateMessages: t.state_messages,
      transactionResult: t.transaction_result,
      ...(t.gateway_trans_num ? { gatewayTransNum: t.gateway_trans_num } : {}),
      ...(t.license_number ? { licenseNumber: t.license_number } : {}),
      ...(t.license_class_name ? { licenseClassName: t.license_class_name } : {}),
    })),
    fees: txs.map((t) => ({ stateFee: formatCents(toCents(t.state_fee)), registryFee: formatCents(toCents(t.registry_fee)) })),
  };
}

export interface NewTransaction {
  applicationState: string;
  licenseClassCode?: string;
  licenseClassName?: string;
  licenseNumber?: string;
  loas: string[];
  stateFeeCents: number;
  registryFeeCents: number;
  /** The line's result once paid: PENDING until a state decides; a detail report is COMPLETE (it is ready before it is paid). */
  result?: 'PENDING' | 'COMPLETE';
}

/**
 * Writes a paid order (inside the caller's transaction, opened by `writingOrders`) and returns its code. A flow is paid at
 * most once: when the flow already has an order, that order's code is returned and nothing is
 * written (a repeated return from the payment page never charges twice).
 */
export async function createOrder(
  tx: Db,
  o: { licenseeId: string; flowId: string; product: string; at: Date; transactions: NewTransaction[]; report?: unknown },
): Promise<string> {
  const [existing] = await tx.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1 LIMIT 1', [o.flowId]);
  if (existing) return existing.order_code;
  const [row] = await tx.query<{ n: string }>("SELECT nextval('order_code_seq')::text AS n");
  if (row === undefined) throw new Error('order_code_seq gave no value');
  const { n } = row;
  const code = `LH${n}`;
  const total = o.transactions.reduce((a, t) => a + t.stateFeeCents + t.registryFeeCents, 0);
  await tx.query(
    'INSERT INTO orders (order_code, licensee_id, order_date, product, order_total, flow_id, report) VALUES ($1, $2, $3, $4, $5::numeric, $6, $7::text::jsonb)',
    [code, o.licenseeId, o.at, o.product, formatCents(total), o.flowId, o.report === undefined ? null : JSON.stringify(o.report)],
  );
  let position = 0;
  for (const t of o.transactions) {
    position++;
    await tx.query(
      `INSERT INTO order_transactions (order_code, id, position, application_state, license_class_code, license_class_name, license_number, loas,
                                       state_messages, transaction_result, gateway_trans_num, request_code, state_fee, registry_fee)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], '[]', $13, $9, $10, $11::numeric, $12::numeric)`,
      [
        code,
        `T${n}-${position}`,
        position,
        t.applicationState,
        t.licenseClassCode ?? null,
        t.licenseClassName ?? null,
        t.licenseNumber ?? null,
        t.loas,
        `GW-${n}${position}`,
        `R${n}-${position}`,
        formatCents(t.stateFeeCents),
        formatCents(t.registryFeeCents),
        t.result ?? 'PENDING',
      ],
    );
  }
  return code;
}
