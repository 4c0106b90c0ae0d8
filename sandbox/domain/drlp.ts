/**
 * Designated responsible licensed producers of a firm's licenses (docs/portal.md §License update). The
 * registry's record is built from the tables; a license-update flow keeps its own working copy
 * (flows.drlp) that add, remove and post change. The rule checked (README): every license keeps
 * at least one active DRLP — removing Alice from Acme's Texas license breaks it.
 */
import { DrlpData, type Drlp, type DrlpError, type DrlpPaidChange, type DrlpSearchResult, type DrlpState } from '../../core/model/drlp';
import { LAST_NAME_MAX } from '../../core/model/constants';
import type { Db } from '../db/db';
import { isoDate } from './flows';

type LicenseRow = { id: string; jurisdiction_code: string; state_name: string; license_number: string; license_class_name: string };

export async function registryDrlpData(db: Db, firmId: string): Promise<DrlpData | undefined> {
  const [firm] = await db.query<{ entity_type: string; company_name: string; company_suffix: string | null; fein: string | null }>(
    'SELECT entity_type, company_name, company_suffix, fein FROM licensees WHERE id = $1',
    [firmId],
  );
  if (!firm || firm.entity_type !== 'FIRM') return undefined;
  const licenses = await db.query<LicenseRow>(
    `SELECT l.id, l.jurisdiction_code, s.display_name AS state_name, l.license_number, l.license_class_name
       FROM licenses l JOIN states s ON s.state_code = l.jurisdiction_code
      WHERE l.licensee_id = $1 AND l.status = 'ACTIVE' ORDER BY s.display_name, l.license_number`,
    [firmId],
  );
  const loas = await db.query<{ license_id: string; loa_name: string; active: boolean }>(
    `SELECT x.license_id, x.loa_name, x.active FROM license_loas x JOIN licenses l ON l.id = x.license_id WHERE l.licensee_id = $1 ORDER BY x.sort_order`,
    [firmId],
  );
  const drlps = await db.query<{ firm_license_id: string; first_name: string; last_name: string; npn: string; loas: string[]; active: boolean }>(
    `SELECT d.firm_license_id, p.first_name, p.last_name, p.npn, d.loas, d.active
       FROM drlps d JOIN licenses l ON l.id = d.firm_license_id JOIN licensees p ON p.id = d.producer_id
      WHERE l.licensee_id = $1 ORDER BY d.active DESC, p.last_name`,
    [firmId],
  );
  const states: DrlpState[] = [];
  for (const l of licenses) {
    let state = states.find((s) => s.stateCode === l.jurisdiction_code);
    if (!state) states.push((state = { stateCode: l.jurisdiction_code, stateName: l.state_name, licenses: [] }));
    state.licenses.push({
      licenseName: l.license_class_name,
      licenseCode: l.license_number,
      loas: loas.filter((x) => x.license_id === l.id).map((x) => ({ loaName: x.loa_name, active: x.active })),
      drlps: drlps
        .filter((d) => d.firm_license_id === l.id)
        .map((d) => ({ firstName: d.first_name, lastName: d.last_name, npn: d.npn, loas: d.loas, active: d.active, added: false })),
    });
  }
  return { businessEntity: { businessEntityName: [firm.company_name, firm.company_suffix].filter(Boolean).join(' '), fein: firm.fein ?? '', states } };
}

/**
 * The DRLP changes a firm has paid for that the registry has not made yet: for each paid license
 * update, the states its order still has pending, and in each the producers its copy adds to or
 * removes from a license compared with the registry's record today (a change the registry has made
 * is no longer one). Oldest order first.
 */
export async function paidDrlpChanges(db: Db, firmId: string): Promise<DrlpPaidChange[]> {
  const registry = await registryDrlpData(db, firmId);
  if (!registry) return [];
  const rows = await db.query<{ order_code: string; order_date: Date; drlp: unknown; application_state: string; transaction_result: string }>(
    `SELECT o.order_code, o.order_date, f.drlp, t.application_state, t.transaction_result
       FROM orders o JOIN flows f ON f.id = o.flow_id JOIN order_transactions t ON t.order_code = o.order_code
      WHERE o.licensee_id = $1 AND f.product_type = 'LICENSE_UPDATE' AND t.transaction_result = 'PENDING'
      ORDER BY o.order_date, o.order_code, t.position`,
    [firmId],
  );
  const changes: DrlpPaidChange[] = [];
  for (const row of rows) {
    const copy = DrlpData.decode(row.drlp);
    if (copy._tag === 'Left') continue;
    const state = copy.right.businessEntity.states.find((s) => s.stateCode === row.application_state);
    for (const license of state?.licenses ?? []) {
      const recorded = registry.businessEntity.states
        .find((s) => s.stateCode === state?.stateCode)
        ?.licenses.find((l) => l.licenseCode === license.licenseCode);
      for (const d of license.drlps) {
        const onRecord = recorded?.drlps.find((r) => r.npn === d.npn)?.active === true;
        const change = d.active && !onRecord ? 'ADDED' : !d.active && onRecord ? 'REMOVED' : undefined;
        if (!change || !state) continue;
        changes.push({
          orderCode: row.order_code,
          orderDate: isoDate(row.order_date),
          status: row.transaction_result,
          stateCode: state.stateCode,
          stateName: state.stateName,
          licenseCode: license.licenseCode,
          licenseName: license.licenseName,
          change,
          npn: d.npn,
          firstName: d.firstName,
          lastName: d.lastName,
        });
      }
    }
  }
  return changes;
}

export function drlpErrors(data: DrlpData): DrlpError[] {
  const out: DrlpError[] = [];
  for (const s of data.businessEntity.states) {
    for (const l of s.licenses) {
      const errors: string[] = [];
      if (!l.drlps.some((d) => d.active)) errors.push(`${l.licenseName} ${l.licenseCode} must have at least one active DRLP.`);
      if (errors.length) out.push({ stateCode: s.stateCode, stateName: s.stateName, licenseCode: l.licenseCode, licenseName: l.licenseName, errors });
    }
  }
  return out;
}

/** JSON with sorted keys: a copy read back from JSONB has its keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The working copy answered to the portal: modified when it differs from the registry's record, with its errors. */
export function withStatus(copy: DrlpData, registry: DrlpData): DrlpData {
  const states = copy.businessEntity.states;
  return {
    businessEntity: copy.businessEntity,
    modified: canonical(states) !== canonical(registry.businessEntity.states),
    errors: drlpErrors(copy),
  };
}

/** The states whose DRLPs the working copy changes, with the licenses changed in each: a license update is charged for these alone. */
export function changedStates(
  copy: DrlpData,
  registry: DrlpData,
): { stateCode: string; stateName: string; licenses: { licenseCode: string; licenseName: string }[] }[] {
  const recorded = new Map(
    registry.businessEntity.states.flatMap((s) => s.licenses.map((l) => [`${s.stateCode}:${l.licenseCode}`, canonical(l.drlps)] as const)),
  );
  return copy.businessEntity.states
    .map((s) => ({
      stateCode: s.stateCode,
      stateName: s.stateName,
      licenses: s.licenses
        .filter((l) => recorded.get(`${s.stateCode}:${l.licenseCode}`) !== canonical(l.drlps))
        .map((l) => ({ licenseCode: l.licenseCode, licenseName: l.licenseName })),
    }))
    .filter((s) => s.licenses.length > 0);
}

/** A posted copy may change DRLPs, never the firm (its name, its FEIN), its licenses or their LOAs. */
export function sameSkeleton(posted: DrlpData, registry: DrlpData): boolean {
  const skeleton = (d: DrlpData) =>
    canonical([
      d.businessEntity.businessEntityName,
      d.businessEntity.fein,
      d.businessEntity.states.map((s) => [s.stateCode, s.stateName, s.licenses.map((l) => [l.licenseCode, l.licenseName, l.loas])]),
    ]);
  return skeleton(posted) === skeleton(registry);
}

export interface Producer {
  firstName: string;
  lastName: string;
  npn: string;
  /** Active LOA names per state the producer is licensed in. */
  loasByState: Map<string, string[]>;
}

export async function findProducer(db: Db, npn: string, lastName: string): Promise<Producer | undefined> {
  const rows = await db.query<{ first_name: string; last_name: string; npn: string; jurisdiction_code: string | null; loa_name: string | null }>(
    `SELECT p.first_name, p.last_name, p.npn, l.jurisdiction_code, x.loa_name
       FROM licensees p
       LEFT JOIN licenses l ON l.licensee_id = p.id AND l.status = 'ACTIVE'
       LEFT JOIN license_loas x ON x.license_id = l.id AND x.active
      WHERE p.entity_type = 'INDIVIDUAL' AND p.npn = $1 AND lower(p.last_name) = lower($2)`,
    [npn, lastName.trim()],
  );
  const [first] = rows;
  if (first === undefined) return undefined;
  const loasByState = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.jurisdiction_code) continue;
    const list = loasByState.get(r.jurisdiction_code) ?? [];
    if (r.loa_name && !list.includes(r.loa_name)) list.push(r.loa_name);
    loasByState.set(r.jurisdiction_code, list);
  }
  return { firstName: first.first_name, lastName: first.last_name, npn: first.npn, loasByState };
}

/** The firm licenses (in one state, or every state) a producer may be DRLP for, with the LOAs they share. */
export function eligibleLicenses(copy: DrlpData, producer: Producer, stateCode: string, applyToAll: boolean) {
  return copy.businessEntity.states
    .filter((s) => applyToAll || s.stateCode === stateCode)
    .flatMap((s) =>
      s.licenses
        .filter(() => producer.loasByState.has(s.stateCode))
        .map((l) => ({
          stateCode: s.stateCode,
          licenseName: l.licenseName,
          licenseCode: l.licenseCode,
          loas: l.loas.map((x) => x.loaName).filter((n) => producer.loasByState.get(s.stateCode)!.includes(n)),
        })),
    );
}

export function searchResult(
  copy: DrlpData,
  req: { npn: string; lastName: string; stateCode: string; isApplyToAll: boolean },
  producer: Producer | undefined,
): DrlpSearchResult {
  if (!producer) {
    return {
      lastName: req.lastName,
      firstName: '',
      npn: req.npn,
      isApplyToAll: req.isApplyToAll,
      licenses: [],
      errors: [`No licensed producer has NPN ${req.npn} and last name ${req.lastName}.`],
    };
  }
  const licenses = eligibleLicenses(copy, producer, req.stateCode, req.isApplyToAll).map(({ stateCode: _s, ...l }) => l);
  const stateName = copy.businessEntity.states.find((s) => s.stateCode === req.stateCode)?.stateName ?? req.stateCode;
  return {
    lastName: producer.lastName,
    firstName: producer.firstName,
    npn: producer.npn,
    isApplyToAll: req.isApplyToAll,
    licenses,
    ...(licenses.length
      ? {}
      : { errors: [`${producer.firstName} ${producer.lastName} holds no active license in ${req.isApplyToAll ? 'any of your states' : stateName}.`] }),
  };
}

export function newDrlp(producer: Producer, loas: string[]): Drlp {
  return { firstName: producer.firstName, lastName: producer.lastName, npn: producer.npn, loas, active: true, added: true, pending: true };
}

/** The labels of the add-license modal's fields, as the portal's form shows them. */
export const DRLP_ADD_LABELS = { npn: 'National Producer Number (NPN)', lastName: 'Last Name' } as const;
const NUMERIC = /^\d+$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/**
 * The checks of a DRLP search or add before the registry looks anybody up, with the portal's
 * messages, the first broken rule per field: an NPN is numeric, a last name printable ASCII of at
 * most 100 characters; an add names at least one license.
 */
export function drlpRequestErrors(r: {
  npn: string;
  lastName: string;
  licenseCodes?: readonly string[];
}): Partial<Record<'npn' | 'lastName' | 'licenseCodes', string>> {
  const errors: Partial<Record<'npn' | 'lastName' | 'licenseCodes', string>> = {};
  const npn = r.npn.trim();
  const lastName = r.lastName.trim();
  if (npn === '') errors.npn = `${DRLP_ADD_LABELS.npn} is a required field`;
  else if (!NUMERIC.test(npn)) errors.npn = `${DRLP_ADD_LABELS.npn} must be numeric`;
  if (lastName === '') errors.lastName = `${DRLP_ADD_LABELS.lastName} is a required field`;
  else if (!PRINTABLE_ASCII.test(r.lastName)) errors.lastName = `${DRLP_ADD_LABELS.lastName} is not valid`;
  else if (lastName.length > LAST_NAME_MAX) errors.lastName = `${DRLP_ADD_LABELS.lastName} must be ${LAST_NAME_MAX} characters or less`;
  if (r.licenseCodes?.length === 0) errors.licenseCodes = 'Select at least one license';
  return errors;
}

/** New DRLPs one posted copy may name at most (each is looked up). */
const MAX_NEW_DRLPS = 25;

/**
 * What is wrong with the DRLPs of a posted copy (post and proceed), checked as an add checks a
 * producer: each DRLP is one on record or in the working copy (same NPN, names and LOAs), or a
 * producer an add would accept on that license (the NPN and last name found, the names as on
 * record, LOAs the producer holds in that state and the license has).
 */
export async function postedDrlpErrors(db: Db, posted: DrlpData, known: readonly DrlpData[]): Promise<string[]> {
  const same = (a: Drlp, b: Drlp) => a.npn === b.npn && a.firstName === b.firstName && a.lastName === b.lastName && canonical(a.loas) === canonical(b.loas);
  const fresh = posted.businessEntity.states.flatMap((s) =>
    s.licenses.flatMap((l) =>
      l.drlps
        .filter(
          (d) =>
            !known.some((k) =>
              k.businessEntity.states
                .find((x) => x.stateCode === s.stateCode)
                ?.licenses.find((x) => x.licenseCode === l.licenseCode)
                ?.drlps.some((x) => same(x, d)),
            ),
        )
        .map((d) => ({ state: s, license: l, drlp: d })),
    ),
  );
  if (fresh.length > MAX_NEW_DRLPS) return [`At most ${MAX_NEW_DRLPS} DRLPs can be added at once.`];
  const errors: string[] = [];
  for (const { state, license, drlp } of fresh) {
    const invalid = Object.values(drlpRequestErrors(drlp));
    if (invalid.length) {
      errors.push(...invalid);
      continue;
    }
    const producer = await findProducer(db, drlp.npn, drlp.lastName);
    if (!producer) {
      errors.push(`No licensed producer has NPN ${drlp.npn} and last name ${drlp.lastName}.`);
      continue;
    }
    const eligible = eligibleLicenses(posted, producer, state.stateCode, false).find((e) => e.licenseCode === license.licenseCode);
    const named = producer.firstName === drlp.firstName && producer.lastName === drlp.lastName;
    if (!named || !eligible || drlp.loas.length === 0 || drlp.loas.some((loa) => !eligible.loas.includes(loa))) {
      errors.push(`${producer.firstName} ${producer.lastName} cannot be a DRLP on license ${license.licenseCode} as posted.`);
    }
  }
  return [...new Set(errors)];
}
