/**
 * What paying a flow costs, line by line: the licensing request priced from the fee table, the
 * detail report's price, or for the other products the registry's fee once per jurisdiction the
 * flow changes something in: a contact change goes to every jurisdiction the licensee holds an
 * active license in, a name change to the jurisdictions its accepted request names (none before
 * one is accepted), a license update to the jurisdictions whose DRLPs it changes. The
 * fee summary of a flow (POST /fee-summary.json with its flowId) reads the same lines, so the fee
 * shown before payment is the amount paid.
 */
import { DrlpData } from '../../core/model/drlp';
import { LicensingRequest, type FeeSummary } from '../../core/model/licensing';
import { PrimaryNamePost } from '../../core/model/names';
import type { Db } from '../db/db';
import { changedStates, registryDrlpData } from './drlp';
import type { FlowRow } from './flows';
import { feeSummary, resolveRequest, registryFeeCents } from './licensing-request';
import { toCents } from './money';
import { NAME_CHANGE_PRODUCTS } from './names';
import type { NewTransaction } from './orders';

export interface PaymentLine extends NewTransaction {
  description: string;
}

/** The jurisdictions a license update changes, each with the licenses whose DRLPs change (none when the flow changes nothing). */
async function licenseUpdateStates(db: Db, flow: FlowRow) {
  const registry = await registryDrlpData(db, flow.licensee_id);
  const stored = flow.drlp ? DrlpData.decode(flow.drlp) : undefined;
  return registry && stored?._tag === 'Right' ? changedStates(stored.right, registry) : [];
}

/**
 * The jurisdictions a name change's accepted request names (none before one is accepted);
 * undefined for the other products, which go to every jurisdiction with an active license.
 */
function nameRequestJurisdictions(flow: FlowRow): string[] | undefined {
  if (!NAME_CHANGE_PRODUCTS.includes(flow.product_type)) return undefined;
  const request = PrimaryNamePost.decode(flow.name_request);
  return request._tag === 'Right' ? [...new Set(request.right.items.flatMap((i) => i.jurisdictions.map((j) => j.jurisdiction)))] : [];
}

/** An update's lines: the registry's fee once per jurisdiction it is sent to. */
async function updateLines(db: Db, flow: FlowRow): Promise<PaymentLine[]> {
  const fee = await registryFeeCents(db, flow.product_type);
  const line = (stateCode: string, stateName: string, licenses: { licenseCode: string; licenseName: string }[]): PaymentLine => {
    const numbers = licenses.map((l) => l.licenseCode);
    return {
      description: `${stateName}: update of license ${numbers.join(', ')}`,
      applicationState: stateCode,
      ...(licenses[0] ? { licenseClassName: licenses[0].licenseName, licenseNumber: numbers.join(', ') } : {}),
      loas: [],
      stateFeeCents: 0,
      registryFeeCents: fee,
    };
  };
  if (flow.product_type === 'LICENSE_UPDATE') {
    return (await licenseUpdateStates(db, flow)).map((s) => line(s.stateCode, s.stateName, s.licenses));
  }
  const named = nameRequestJurisdictions(flow);
  const licenses = await db.query<{ jurisdiction_code: string; state_name: string; license_number: string; license_class_name: string }>(
    named === undefined
      ? `SELECT DISTINCT ON (l.jurisdiction_code) l.jurisdiction_code, s.display_name AS state_name, l.license_number, l.license_class_name
           FROM licenses l JOIN states s ON s.state_code = l.jurisdiction_code
          WHERE l.licensee_id = $1 AND l.status = 'ACTIVE' ORDER BY l.jurisdiction_code, l.license_number`
      : `SELECT DISTINCT ON (l.jurisdiction_code) l.jurisdiction_code, s.display_name AS state_name, l.license_number, l.license_class_name
           FROM licenses l JOIN states s ON s.state_code = l.jurisdiction_code
          WHERE l.licensee_id = $1 AND l.jurisdiction_code = ANY($2::text[])
          ORDER BY l.jurisdiction_code, l.status = 'ACTIVE' DESC, l.license_number`,
    named === undefined ? [flow.licensee_id] : [flow.licensee_id, named],
  );
  return licenses.map((l) => line(l.jurisdiction_code, l.state_name, [{ licenseCode: l.license_number, licenseName: l.license_class_name }]));
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
  return updateLines(db, flow);
}

/** A flow's fees before payment, as a fee summary: the lines the payment page charges. */
export async function flowFeeSummary(db: Db, flow: FlowRow): Promise<FeeSummary> {
  const lines = await paymentLines(db, flow);
  return feeSummary(
    lines.map((l) => ({
      stateCode: l.applicationState,
      licenseClassName: l.licenseClassName ?? '',
      loaNames: l.loas,
      stateFeeCents: l.stateFeeCents,
      registryFeeCents: l.registryFeeCents,
    })),
  );
}
