/**
 * Server-side validation of an identify request, mirroring docs/portal.md §Identify so a caller that skips
 * the portal's form gets the same messages. Only the fields of the chosen search are required;
 * any field present must still have the right type.
 */
import { optionalBoolean, optionalString } from '../http/errors';

export type EntityType = 'FIRM' | 'INDIVIDUAL';
export type SearchType = 'LICENSE' | 'NPN' | 'TAX_ID';

export type IdentifyRequest =
  | { entityType: EntityType; searchType: 'LICENSE'; licenseNumber: string; licenseState: string; ssn?: string }
  | { entityType: 'INDIVIDUAL'; searchType: 'NPN'; lastName: string; npn: string; ssn?: string }
  | { entityType: 'FIRM'; searchType: 'NPN'; npn: string }
  | { entityType: 'INDIVIDUAL'; searchType: 'TAX_ID'; lastName: string; ssn: string }
  | { entityType: 'FIRM'; searchType: 'TAX_ID'; fein: string };

const LABELS = {
  fein: 'Federal Employer Identification Number (FEIN)',
  lastName: 'Last Name',
  licenseNumber: 'License Number',
  licenseState: 'License State',
  npn: 'National Producer Number (NPN)',
  ssn: 'Social Security Number (SSN)',
} as const;

const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;
const FULL_SSN = /^\d{3}-\d{2}-\d{4}$/;
const LAST_FOUR = /^\d{4}$/;

export function validateIdentify(
  body: Record<string, unknown>,
  knownState: (code: string) => boolean,
): { ok: true; value: IdentifyRequest } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const s = (k: keyof typeof LABELS) => optionalString(body, k, errors)?.trim();
  const entityType = optionalString(body, 'entityType', errors);
  const searchType = optionalString(body, 'searchType', errors);
  const accepted = optionalBoolean(body, 'useAgreementAccepted', errors);
  const fields = {
    fein: s('fein'),
    lastName: s('lastName'),
    licenseNumber: s('licenseNumber'),
    licenseState: s('licenseState'),
    npn: s('npn'),
    ssn: s('ssn'),
  };
  if (errors.length) return { ok: false, errors };

  if (entityType !== 'FIRM' && entityType !== 'INDIVIDUAL') errors.push('Please select an entity type');
  if (searchType !== 'LICENSE' && searchType !== 'NPN' && searchType !== 'TAX_ID') errors.push('Please select a search type');
  if (accepted !== true) errors.push('Please accept to continue');
  if (errors.length) return { ok: false, errors };

  const required = (k: keyof typeof LABELS): string => {
    const v = fields[k];
    if (!v) errors.push(`${LABELS[k]} is a required field`);
    return v ?? '';
  };
  const check = (k: keyof typeof LABELS, ok: boolean, message = 'is not valid') => {
    if (fields[k] && !ok) errors.push(`${LABELS[k]} ${message}`);
  };
  const lastName = () => {
    const v = required('lastName');
    check('lastName', v.length <= 100, 'must be 100 characters or less');
    check('lastName', PRINTABLE_ASCII.test(v));
    return v;
  };
  const npn = () => {
    const v = required('npn');
    check('npn', /^\d+$/.test(v), 'must be numeric');
    return v;
  };
  // The ssn of a license or NPN search is the optional authorization step: full or last four.
  const authorizationSsn = (): { ssn?: string } => {
    if (fields.ssn) check('ssn', FULL_SSN.test(fields.ssn) || LAST_FOUR.test(fields.ssn));
    return fields.ssn ? { ssn: fields.ssn } : {};
  };

  let value: IdentifyRequest;
  if (searchType === 'LICENSE') {
    const licenseNumber = required('licenseNumber');
    check('licenseNumber', PRINTABLE_ASCII.test(licenseNumber));
    const licenseState = required('licenseState').toUpperCase();
    check('licenseState', knownState(licenseState));
    value = { entityType: entityType as EntityType, searchType, licenseNumber, licenseState, ...authorizationSsn() };
  } else if (searchType === 'NPN') {
    value =
      entityType === 'FIRM'
        ? { entityType, searchType, npn: npn() }
        : { entityType: 'INDIVIDUAL', searchType, lastName: lastName(), npn: npn(), ...authorizationSsn() };
  } else if (entityType === 'FIRM') {
    const fein = required('fein');
    check('fein', /^\d{2}-\d{7}$/.test(fein));
    value = { entityType, searchType: 'TAX_ID', fein };
  } else {
    const name = lastName();
    const ssn = required('ssn');
    // Searching by SSN needs all nine digits: a last four alone identifies nobody.
    check('ssn', FULL_SSN.test(ssn));
    value = { entityType: 'INDIVIDUAL', searchType: 'TAX_ID', lastName: name, ssn };
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}
