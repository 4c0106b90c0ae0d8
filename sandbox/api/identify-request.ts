/**
 * Server-side validation of an identify request, mirroring docs/portal.md §Identify so a caller that skips
 * the portal's form gets the same messages. Only the fields of the chosen search are required;
 * any field present must still have the right type.
 */
import { LAST_NAME_MAX } from '../../core/model/constants';
import { lookupOption, SEARCH_FIELD_LABELS, type SearchField } from '../../core/model/lookup';
import { optionalBoolean, optionalString } from '../http/errors';

export type EntityType = 'FIRM' | 'INDIVIDUAL';
export type SearchType = 'LICENSE' | 'NPN' | 'TAX_ID';

export type IdentifyRequest =
  | { entityType: EntityType; searchType: 'LICENSE'; licenseNumber: string; licenseState: string; ssn?: string }
  | { entityType: 'INDIVIDUAL'; searchType: 'NPN'; lastName: string; npn: string; ssn?: string }
  | { entityType: 'FIRM'; searchType: 'NPN'; npn: string }
  | { entityType: 'INDIVIDUAL'; searchType: 'TAX_ID'; lastName: string; ssn: string }
  | { entityType: 'FIRM'; searchType: 'TAX_ID'; fein: string };

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const FULL_SSN = /^\d{3}-\d{2}-\d{4}$/;
const LAST_FOUR = /^\d{4}$/;
const FEIN = /^\d{2}-\d{7}$/;
const NUMERIC = /^\d+$/;

export type SearchFields = { readonly [K in SearchField]?: string | undefined };

/**
 * The first rule each field of the chosen lookup option breaks, keyed by field, with the portal's
 * messages and in its order (values already trimmed). A FEIN has only a shape, so a blank one is
 * "not valid"; a license state must also be one the registry knows (the portal offers only those).
 */
export function searchFieldErrors(
  entityType: EntityType,
  searchType: SearchType,
  fields: SearchFields,
  knownState: (code: string) => boolean,
): Partial<Record<SearchField, string>> {
  const errors: Partial<Record<SearchField, string>> = {};
  const label = SEARCH_FIELD_LABELS;
  for (const field of lookupOption(entityType, searchType)?.fields ?? []) {
    const v = fields[field] ?? '';
    const first = (checks: [boolean, string][]) => checks.find(([broken]) => broken)?.[1];
    const required: [boolean, string] = [v === '', `${label[field]} is a required field`];
    const notValid = (ok: boolean): [boolean, string] => [!ok, `${label[field]} is not valid`];
    const message = {
      fein: () => first([notValid(FEIN.test(v))]),
      lastName: () =>
        first([required, notValid(PRINTABLE_ASCII.test(v)), [v.length > LAST_NAME_MAX, `${label.lastName} must be ${LAST_NAME_MAX} characters or less`]]),
      licenseNumber: () => first([required, notValid(PRINTABLE_ASCII.test(v))]),
      licenseState: () => first([required, notValid(knownState(v.toUpperCase()))]),
      npn: () => first([required, [!NUMERIC.test(v), `${label.npn} must be numeric`]]),
      // Searching by SSN needs all nine digits: a last four alone identifies nobody.
      ssn: () => first([required, notValid(FULL_SSN.test(v))]),
    }[field]();
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export function validateIdentify(
  body: Record<string, unknown>,
  knownState: (code: string) => boolean,
): { ok: true; value: IdentifyRequest } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const s = (k: SearchField) => optionalString(body, k, errors)?.trim();
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

  const entity = entityType as EntityType;
  const search = searchType as SearchType;
  errors.push(...Object.values(searchFieldErrors(entity, search, fields, knownState)));
  // The ssn of a license or NPN search is the optional authorization step: full or last four.
  const authorization = search !== 'TAX_ID' && fields.ssn ? { ssn: fields.ssn } : {};
  if (authorization.ssn !== undefined && !FULL_SSN.test(authorization.ssn) && !LAST_FOUR.test(authorization.ssn))
    errors.push(`${SEARCH_FIELD_LABELS.ssn} is not valid`);
  if (errors.length) return { ok: false, errors };

  const f = fields as Record<SearchField, string>;
  let value: IdentifyRequest;
  if (search === 'LICENSE')
    value = { entityType: entity, searchType: search, licenseNumber: f.licenseNumber, licenseState: f.licenseState.toUpperCase(), ...authorization };
  else if (search === 'NPN')
    value =
      entity === 'FIRM'
        ? { entityType: entity, searchType: search, npn: f.npn }
        : { entityType: entity, searchType: search, lastName: f.lastName, npn: f.npn, ...authorization };
  else
    value =
      entity === 'FIRM'
        ? { entityType: entity, searchType: 'TAX_ID', fein: f.fein }
        : { entityType: entity, searchType: 'TAX_ID', lastName: f.lastName, ssn: f.ssn };
  return { ok: true, value };
}
