/**
 * Primary-name change (docs/portal.md §Name change). The name on file per licensee and the
 * jurisdictions it is registered in; each posted jurisdiction accepts or refuses the requested
 * name, and the answer is PASS (all accept), PARTIAL (some refuse) or FAIL (all refuse).
 * Refusals (README): a jurisdiction with rule NO_LAST_NAME (Oklahoma) refuses a last-name
 * change; every jurisdiction refuses a requested name equal to the current one. DISABLED
 * jurisdictions (New York) are listed as disabled and cannot be posted.
 */
import type { JurisdictionError, JurisdictionEntry, Name, NameRequestStatus, PrimaryNamePost } from '../../core/model/names';
import { LAST_NAME_MAX } from '../../core/model/constants';
import type { Db } from '../db/db';

/** The two products that open the name page. */
export const NAME_CHANGE_PRODUCTS: readonly string[] = ['DEMOGRAPHIC_UPDATE', 'DEMOGRAPHIC_UPDATE_2'];

export interface NameRecord {
  current: Name;
  fein: string | null;
  enabled: JurisdictionEntry[];
  disabled: string[];
  rules: Map<string, { rule: string; message: string }>;
}

export async function nameRecord(db: Db, licenseeId: string): Promise<NameRecord | undefined> {
  const [who] = await db.query<{
    entity_type: string;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    name_suffix: string | null;
    company_name: string;
    fein: string | null;
  }>('SELECT * FROM licensees WHERE id = $1', [licenseeId]);
  if (!who) return undefined;
  const current: Name =
    who.entity_type === 'FIRM'
      ? { type: 'BUSINESS', company: who.company_name }
      : {
          type: 'INDIVIDUAL',
          first: who.first_name,
          last: who.last_name,
          ...(who.middle_name ? { middle: who.middle_name } : {}),
          ...(who.name_suffix ? { suffix: who.name_suffix } : {}),
        };
  const licenses = await db.query<{ jurisdiction_code: string; license_residency: string; status: string }>(
    'SELECT jurisdiction_code, license_residency, status FROM licenses WHERE licensee_id = $1 ORDER BY jurisdiction_code',
    [licenseeId],
  );
  const ruleRows = await db.query<{ state_code: string; rule: string; message: string }>('SELECT * FROM name_change_rules');
  const rules = new Map(ruleRows.map((r) => [r.state_code, { rule: r.rule, message: r.message }]));
  const enabled: JurisdictionEntry[] = [];
  const disabled: string[] = [];
  for (const l of licenses) {
    if (enabled.some((e) => e.jurisdiction === l.jurisdiction_code) || disabled.includes(l.jurisdiction_code)) continue;
    if (rules.get(l.jurisdiction_code)?.rule === 'DISABLED') disabled.push(l.jurisdiction_code);
    else
      enabled.push({
        jurisdiction: l.jurisdiction_code,
        resident: l.license_residency === 'RESIDENT',
        dhs: false,
        changed: false,
        active: l.status === 'ACTIVE',
        enabled: true,
      });
  }
  return { current, fein: who.fein, enabled, disabled, rules };
}

const clean = (s: string | undefined) => (s ?? '').trim().toLowerCase();
const NAME_CHARS = /^[A-Za-z.'\- ]*$/;

/** The labels of a requested name's fields, as the portal's form shows them. */
export const NAME_LABELS = { first: 'First Name', middle: 'Middle Name', last: 'Last Name', suffix: 'Suffix', company: 'Company Name' } as const;
export type NameField = keyof typeof NAME_LABELS;

function sameName(a: Name, b: Name): boolean {
  if (a.type === 'BUSINESS' || b.type === 'BUSINESS')
    return a.type === b.type && clean((a as { company: string }).company) === clean((b as { company: string }).company);
  return clean(a.first) === clean(b.first) && clean(a.middle) === clean(b.middle) && clean(a.last) === clean(b.last) && clean(a.suffix) === clean(b.suffix);
}

/**
 * The first rule each field of a requested name breaks, keyed by field, with the portal's
 * messages (the field's label, never the typed value); surrounding spaces are ignored.
 */
export function nameFieldErrors(n: Name): Partial<Record<NameField, string>> {
  const errors: Partial<Record<NameField, string>> = {};
  const check = (field: NameField, value: string, opts: { required?: boolean; max?: number } = {}) => {
    const v = value.trim();
    if (opts.required && v === '') errors[field] = `${NAME_LABELS[field]} is a required field`;
    else if (!NAME_CHARS.test(v)) errors[field] = `${NAME_LABELS[field]} may only contain letters, periods and hyphens`;
    else if (opts.max !== undefined && v.length > opts.max) errors[field] = `${NAME_LABELS[field]} must be ${opts.max} characters or less`;
  };
  if (n.type === 'BUSINESS') {
    if (n.company.trim() === '') errors.company = `${NAME_LABELS.company} is a required field`;
    return errors;
  }
  check('first', n.first, { required: true });
  check('middle', n.middle ?? '');
  check('last', n.last, { required: true, max: LAST_NAME_MAX });
  check('suffix', n.suffix ?? '');
  return errors;
}

/** Errors that make the post a 400 (nothing is decided on a malformed request). */
export function checkNamePost(record: NameRecord, post: PrimaryNamePost): string[] {
  const errors: string[] = [];
  if (post.items.length === 0) errors.push('items must not be empty');
  const allowed = new Set(record.enabled.map((e) => e.jurisdiction));
  post.items.forEach((item, i) => {
    const n = item.requestedName;
    if (n.type !== record.current.type)
      errors.push(`items.${i}.requestedName must be a ${record.current.type === 'BUSINESS' ? 'business' : 'individual'} name`);
    else errors.push(...Object.values(nameFieldErrors(n)));
    for (const j of item.jurisdictions) if (!allowed.has(j.jurisdiction)) errors.push(`${j.jurisdiction} is not a jurisdiction whose name you can change here`);
  });
  if (post.items.every((i) => i.jurisdictions.length === 0)) errors.push('Select at least one jurisdiction');
  return errors;
}

export function decideNamePost(record: NameRecord, post: PrimaryNamePost): { requestStatus: NameRequestStatus; errors: JurisdictionError[] } {
  const errors: JurisdictionError[] = [];
  let total = 0;
  for (const item of post.items) {
    const n = item.requestedName;
    const lastChanged = n.type === 'INDIVIDUAL' && record.current.type === 'INDIVIDUAL' && clean(n.last) !== clean(record.current.last);
    for (const j of item.jurisdictions) {
      total++;
      const rule = record.rules.get(j.jurisdiction);
      if (sameName(n, record.current)) errors.push({ jurisdiction: j.jurisdiction, message: 'The requested name is the same as the name on file.' });
      else if (rule?.rule === 'NO_LAST_NAME' && lastChanged) errors.push({ jurisdiction: j.jurisdiction, message: rule.message });
    }
  }
  const requestStatus: NameRequestStatus = errors.length === 0 ? 'PASS' : errors.length >= total ? 'FAIL' : 'PARTIAL';
  return { requestStatus, errors };
}
