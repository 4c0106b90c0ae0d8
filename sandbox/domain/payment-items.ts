/**
 * What paying a flow costs, line by line: the licensing request priced from the fee table, the
 * detail report's price, or for the other products (contact change, name and license updates)
 * the registry's fee once per jurisdiction the licensee is licensed in.
 */
import { LicensingRequest } from '../../core/model/licensing';
import type { Db } from '../db/db';
import type { FlowRow } from './flows';
import { resolveRequest, registryFeeCents } from './licensing-request';
import { toCents } from './money';
import type { NewTransaction } from './orders';

export interface PaymentLine extends NewTransaction {
  description: string;
}

export async function paymentLines(db: Db, flow: FlowRow): Promise<PaymentLine[]> {
  if (flow.product_type === 'PDB_DETAIL_REPORT') {
    const [s] = await db.query<{ price: unknown }>('SELECT price FROM pdb_report_settings WHERE id = 1');
    const [home] = await db.query<{ jurisdiction_code: string }>(
      `SELECT jurisdiction_code FROM licenses WHERE licensee_id = $1 ORDER BY license_residency = 'RESIDENT' DESC, jurisdiction_code LIMIT 1`,
      [flow.licensee_id],
    );
    return [
      {
        description: 'Producer database detail report',
        applicationState: home?.jurisdiction_code ?? 'US',
        licenseClassName: 'PDB Detail Report',
        loas: [],
        stateFeeCents: 0,
        registryFeeCents: toCents(s?.price ?? 0),
        result: 'COMPLETE',
      },
    ];
  }
  const request = LicensingRequest.decode(flow.request);
  if (request._tag === 'Right') {
    const resolved = await resolveRequest(db, request.right);
    if (!resolved.ok) return [];
    return resolved.items.map((i) => ({
      description: `${i.stateName}: ${i.licenseClassName} (${i.loaNames.join(', ')})`,
      applicationState: i.stateCode,
      licenseClassCode: i.licenseClassCode,
      licenseClassName: i.licenseClassName,
      ...(i.licenseNumber ? { licenseNumber: i.licenseNumber } : {}),
      loas: i.loaNames,
      stateFeeCents: i.stateFeeCents,
      registryFeeCents: i.registryFeeCents,
    }));
  }
  const fee = await registryFeeCents(db, flow.product_type);
  const licenses = await db.query<{ jurisdiction_code: string; state_name: string; license_number: string }>(
    `SELECT l.jurisdiction_code, s.display_name AS state_name, min(l.license_number) AS license_number
       FROM licenses l JOIN states s ON s.state_code = l.jurisdiction_code
      WHERE l.licensee_id = $1 AND l.status = 'ACTIVE' GROUP BY l.jurisdiction_code, s.display_name ORDER BY l.jurisdiction_code`,
    [flow.licensee_id],
  );
  return licenses.map((l) => ({
    description: `${l.state_name}: update of license ${l.license_number}`,
    applicationState: l.jurisdiction_code,
    licenseNumber: l.license_number,
    loas: [],
    stateFeeCents: 0,
    registryFeeCents: fee,
  }));
}
