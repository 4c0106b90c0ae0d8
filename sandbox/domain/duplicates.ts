/**
 * Duplicate-order check: a requested license duplicates a pending order transaction of the same
 * licensee in the same state and license class that already asks for one of the same lines of
 * authority (ind-alice's pending Texas Life order, LH1000010).
 */
import type { DuplicateOrder } from '../../core/model/licensing';
import type { Db } from '../db/db';
import { isoDate } from './flows';
import type { RequestedLicense } from './licensing-request';

type Row = {
  order_date: Date;
  order_code: string;
  request_code: string;
  transaction_result: string;
  product: string;
  application_state: string;
  license_class_code: string;
  license_class_name: string;
  loas: string[];
  license_number: string | null;
};

export async function findDuplicates(db: Db, licenseeId: string, items: RequestedLicense[]): Promise<DuplicateOrder[]> {
  if (items.length === 0) return [];
  const pending = await db.query<Row>(
    `SELECT o.order_date, o.order_code, t.request_code, t.transaction_result, o.product, t.application_state,
            t.license_class_code, t.license_class_name, t.loas, t.license_number
       FROM orders o JOIN order_transactions t ON t.order_code = o.order_code
      WHERE o.licensee_id = $1 AND t.transaction_result = 'PENDING'
      ORDER BY o.order_date DESC, t.position`,
    [licenseeId],
  );
  return pending
    .filter((p) =>
      items.some((i) => i.stateCode === p.application_state && i.licenseClassCode === p.license_class_code && i.loaNames.some((n) => p.loas.includes(n))),
    )
    .map((p) => ({
      orderDate: isoDate(p.order_date),
      orderCode: p.order_code,
      requestCode: p.request_code,
      status: p.transaction_result,
      product: p.product,
      state: p.application_state,
      licenseClassName: p.license_class_name,
      loaNames: p.loas,
      ...(p.license_number ? { licenseNumber: p.license_number } : {}),
    }));
}
