/**
 * A licensing request (basis license, states, licenses, LOAs) checked against what the registry
 * offers and priced from the fee table: the state's fee per state and license class, plus the
 * registry's own fee per license. Used by duplicates, fee summary, flow creation, the payment
 * page and the incomplete-applications list, so they all read one request the same way.
 */
import type { FeeSummary, LicensingRequest } from '../../core/model/licensing';
import type { Db } from '../db/db';
import { readOnce } from '../db/kept';
import { formatCents, sumCents, toCents } from './money';
import { offeringsInStates } from './offerings';

export interface RequestedLicense {
  stateCode: string;
  stateName: string;
  licenseClassCode: string;
  licenseClassName: string;
  loaCodes: string[];
  loaNames: string[];
  licenseNumber?: string;
  stateFeeCents: number;
  registryFeeCents: number;
}

export type Resolved = { ok: true; items: RequestedLicense[] } | { ok: false; errors: string[] };

/** The registry's own fee per license for a product (0 for an unknown one): the fee table is read once per database. */
export async function registryFeeCents(db: Db, productType: string): Promise<number> {
  const fees = await readOnce(db, 'registry-fees', async () => {
    const rows = await db.query<{ product_type: string; registry_fee: unknown }>('SELECT product_type, registry_fee FROM product_settings');
    return new Map(rows.map((r) => [r.product_type, toCents(r.registry_fee)]));
  });
  return fees.get(productType) ?? 0;
}

/** Resolves every state and license of the request; any unknown code is an error, never ignored. */
export async function resolveRequest(db: Db, request: LicensingRequest): Promise<Resolved> {
  const errors: string[] = [];
  const items: RequestedLicense[] = [];
  const fee = await registryFeeCents(db, request.productType);
  const states = request.states ?? [];
  const seenStates = new Set<string>();
  const offerings = await offeringsInStates(
    db,
    states.map((s) => s.stateCode),
    request.productType,
  );
  for (const s of states) {
    if (seenStates.has(s.stateCode)) errors.push(`State ${s.stateCode} is listed twice.`);
    seenStates.add(s.stateCode);
    const offered = offerings.get(s.stateCode) ?? [];
    const stateName = offered[0]?.stateName;
    if (stateName === undefined) {
      errors.push(`${s.stateCode} is not offered for this product.`);
      continue;
    }
    for (const lic of s.licenses) {
      const offer = offered.find((o) => o.licenseClassCode === lic.licenseClassCode);
      if (!offer) {
        errors.push(`License class ${lic.licenseClassCode} is not offered in ${stateName}.`);
        continue;
      }
      if (lic.loaCodes.length === 0) errors.push(`Select at least one line of authority for ${offer.licenseClassName} in ${offer.stateName}.`);
      const loaNames: string[] = [];
      for (const code of lic.loaCodes) {
        const loa = offer.loas.find((l) => l.loaCode === code);
        if (!loa) errors.push(`Line of authority ${code} is not issued for ${offer.licenseClassName} in ${offer.stateName}.`);
        else loaNames.push(loa.loaName);
      }
      items.push({
        stateCode: offer.stateCode,
        stateName: offer.stateName,
        licenseClassCode: offer.licenseClassCode,
        licenseClassName: offer.licenseClassName,
        loaCodes: lic.loaCodes,
        loaNames,
        ...(lic.licenseNumber ? { licenseNumber: lic.licenseNumber } : {}),
        stateFeeCents: toCents(offer.stateFee),
        registryFeeCents: fee,
      });
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, items };
}

/** What a fee summary reads of a priced line: a license asked for, or a flow's payment line. */
export type PricedLine = Pick<RequestedLicense, 'stateCode' | 'licenseClassName' | 'loaNames' | 'stateFeeCents' | 'registryFeeCents'>;

export function feeSummary(items: readonly PricedLine[]): FeeSummary {
  const state = sumCents(items.map((i) => i.stateFeeCents));
  const registry = sumCents(items.map((i) => i.registryFeeCents));
  return {
    grandTotal: formatCents(state + registry),
    stateTotal: formatCents(state),
    licensehubTotal: formatCents(registry),
    feeDetails: items.map((i) => ({
      stateCode: i.stateCode,
      licenseClassName: i.licenseClassName,
      loaNames: i.loaNames,
      licensehubFee: formatCents(i.registryFeeCents),
      stateFee: formatCents(i.stateFeeCents),
    })),
  };
}
