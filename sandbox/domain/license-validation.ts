/**
 * POST /available-lines/validation.json: the checks a state runs on the licenses and lines of
 * authority chosen for it, reported at state, license and LOA level (docs/portal.md §Calls). An empty selection
 * is valid (docs/portal.md §Validation rules). Documented combination: Variable Life & Variable Annuity without Life, in
 * any state (table loa_dependencies); also LOAs the state does not issue and LOAs already held.
 */
import type { LicenseValidationErrors, StateSelection } from '../../core/model/licensing';
import type { Db } from '../db/db';
import { heldInState, offeringsInState, stateName } from './offerings';

export async function validateStateSelection(db: Db, licenseeId: string, selection: StateSelection): Promise<LicenseValidationErrors | null> {
  if (selection.licenses.length === 0) return null;
  const name = await stateName(db, selection.stateCode);
  if (!name) return { stateCode: selection.stateCode, errors: [`${selection.stateCode} is not a state LicenseHub licenses in.`], licenses: [] };
  const offered = await offeringsInState(db, selection.stateCode);
  const held = await heldInState(db, licenseeId, selection.stateCode);
  const deps = await db.query<{ loa_code: string; requires_loa_code: string; message: string }>('SELECT * FROM loa_dependencies');

  const seen = new Set<string>();
  const licenses = selection.licenses.map((lic) => {
    const errors: string[] = [];
    const offer = offered.find((o) => o.licenseClassCode === lic.licenseClassCode);
    if (!offer) errors.push(`This license is not offered in ${name}.`);
    if (seen.has(lic.licenseClassCode)) errors.push('Choose each license only once.');
    seen.add(lic.licenseClassCode);
    if (lic.loaCodes.length === 0) errors.push('Select at least one line of authority.');
    const heldCodes = held.find((h) => h.licenseClassCode === lic.licenseClassCode)?.activeLoaCodes ?? [];
    const loas = lic.loaCodes.map((code) => {
      const loaErrors: string[] = [];
      const loa = offer?.loas.find((l) => l.loaCode === code);
      if (offer && !loa) loaErrors.push(`This line of authority is not issued in ${name}.`);
      if (loa && !loa.available) loaErrors.push(loa.message ?? `${loa.loaName} is not available in ${name}.`);
      if (loa && heldCodes.includes(code)) loaErrors.push(`You already hold ${loa.loaName} in ${name}.`);
      for (const d of deps) {
        if (d.loa_code === code && !lic.loaCodes.includes(d.requires_loa_code) && !heldCodes.includes(d.requires_loa_code)) loaErrors.push(d.message);
      }
      return { loaCode: code, errors: loaErrors };
    });
    return { licenseClassCode: lic.licenseClassCode, errors, loas };
  });

  const failing = licenses.filter((l) => l.errors.length > 0 || l.loas.some((x) => x.errors.length > 0));
  if (failing.length === 0) return null;
  return {
    stateCode: selection.stateCode,
    errors: [`Correct the ${failing.length === 1 ? 'license' : `${failing.length} licenses`} marked below before continuing in ${name}.`],
    licenses,
  };
}
