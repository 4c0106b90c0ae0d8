/**
 * Primary-name change (docs/portal.md §Name change). The name on file per licensee and the
 * jurisdictions it is registered in; each posted jurisdiction accepts or refuses the requested
 * name, and the answer is PASS (all accept), PARTIAL (some refuse) or FAIL (all refuse).
 * Refusals (README): a jurisdiction with rule NO_LAST_NAME (Oklahoma) refuses a last-name
 * change; every jurisdiction refuses a requested name equal to the current one. DISABLED
 * jurisdictions (New York) are listed as disabled and cannot be posted.
 */
import type { JurisdictionError, JurisdictionEntry, Name, NameRequestStatus, PrimaryNamePost } from '../../core/model/names';
import type { Db } from '../db/db';

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
const NAME_CHARS = /^[A-Za-z.'\- ]+$/;

function sameName(a: Name, b: Name): boolean {
  if (a.type === 'BUSINESS' || b.type === 'BUSINESS')
    return a.type === b.type && clean((a as { company: string }).company) === clean((b as { company: string }).company);
  return clean(a.first) === clean(b.first) && clean(a.middle) === clean(b.middle) && clean(a.last) === clean(b.last) && clean(a.suffix) === clean(b.suffix);
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
    else if (n.type === 'INDIVIDUAL') {
      if (!n.first.trim()) errors.push('First name is a required field');
      if (!n.last.trim()) errors.push('Last name is a required field');
      for (const part of [n.first, n.middle ?? '', n.last, n.suffix ?? '']) {
        if (part.trim() && !NAME_CHARS.test(part)) errors.push(`${part} may only contain letters, periods and hyphens`);
      }
      if (n.last.length > 100) errors.push('Last name must be 100 characters or less');
    } else if (!n.company.trim()) errors.push('Company is a required field');
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
