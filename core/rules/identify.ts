/** Identify form rules (docs/portal.md §Identify): only the fields of the chosen lookup option are checked and sent. */
import type { EntityType, IdentifyRequest, SearchType } from '../model/identify';
import { LAST_NAME_MAX } from '../model/constants';
import { lookupOption, SEARCH_FIELD_LABELS, type SearchField } from '../model/lookup';
import {
  ACCEPT_TO_CONTINUE,
  SELECT_SEARCH_TYPE,
  atMostCharacters,
  compact,
  firstError,
  isBlank,
  mustBeNumeric,
  notValid,
  requiredField,
  type Check,
  type FieldErrors,
} from './messages';

/** What the identify form holds; the search fields are strings as typed (possibly blank). */
export interface IdentifyForm {
  readonly entityType: EntityType | '';
  readonly searchType: SearchType | '';
  readonly useAgreementAccepted: boolean;
  readonly fein: string;
  readonly lastName: string;
  readonly licenseNumber: string;
  readonly licenseState: string;
  readonly npn: string;
  readonly ssn: string;
}

export type IdentifyField = 'searchType' | 'useAgreementAccepted' | SearchField;
export type SsnMode = 'LAST_FOUR' | 'FULL_SSN';

/** Form order of the identify fields, with their labels, for an error summary. */
export const IDENTIFY_LABELS: Readonly<Record<IdentifyField, string>> = {
  searchType: 'Search Type',
  ...SEARCH_FIELD_LABELS,
  useAgreementAccepted: 'Use Agreement',
};

const SEARCH_TYPES: readonly string[] = ['LICENSE', 'NPN', 'TAX_ID'];
const FEIN = /^\d{2}-\d{7}$/;
const FULL_SSN = /^\d{3}-\d{2}-\d{4}$/;
const LAST_FOUR = /^\d{4}$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const NUMERIC = /^\d+$/;

const required =
  (label: string): Check =>
  (v) =>
    isBlank(v) ? requiredField(label) : undefined;
const matches =
  (pattern: RegExp, message: string): Check =>
  (v) =>
    pattern.test(v.trim()) ? undefined : message;
const maxLength =
  (max: number, label: string): Check =>
  (v) =>
    v.trim().length > max ? atMostCharacters(label, max) : undefined;

function fieldChecks(field: SearchField, ssnMode: SsnMode): Check[] {
  const label = SEARCH_FIELD_LABELS[field];
  switch (field) {
    case 'fein':
      // The spec gives FEIN only a shape: a blank FEIN does not have it and is "not valid".
      return [matches(FEIN, notValid(label))];
    case 'lastName':
      return [required(label), matches(PRINTABLE_ASCII, notValid(label)), maxLength(LAST_NAME_MAX, label)];
    case 'licenseNumber':
      return [required(label), matches(PRINTABLE_ASCII, notValid(label))];
    case 'licenseState':
      return [required(label)];
    case 'npn':
      return [required(label), matches(NUMERIC, mustBeNumeric(label))];
    case 'ssn':
      return [required(label), matches(ssnMode === 'LAST_FOUR' ? LAST_FOUR : FULL_SSN, notValid(label))];
  }
}

/**
 * Errors of the identify form for its chosen option (entity type plus search type). Without a valid
 * search type only the search type and the use agreement are reported.
 */
export function validateIdentify(form: IdentifyForm, ssnMode: SsnMode = 'FULL_SSN'): FieldErrors<IdentifyField> {
  const entries: Partial<Record<IdentifyField, string | undefined>> = {
    searchType: SEARCH_TYPES.includes(form.searchType) ? undefined : SELECT_SEARCH_TYPE,
    useAgreementAccepted: form.useAgreementAccepted ? undefined : ACCEPT_TO_CONTINUE,
  };
  const option = form.entityType && form.searchType ? lookupOption(form.entityType, form.searchType) : undefined;
  for (const field of option?.fields ?? []) entries[field] = firstError(form[field], fieldChecks(field, ssnMode));
  return compact(entries as Record<IdentifyField, string | undefined>);
}

/** The SSN asked for in the authorization step: full (3-2-4 with hyphens) or the last four digits. */
export function validateAuthorization(ssn: string, mode: SsnMode): FieldErrors<'ssn'> {
  return compact({ ssn: firstError(ssn, fieldChecks('ssn', mode)) });
}

/**
 * The POST /identify.json body: entity and search type, the agreement, and only the chosen option's
 * fields, trimmed. An authorization SSN (the answer to AUTHORIZATION_FAILURE) is sent as `ssn`.
 */
export function toIdentifyRequest(
  form: IdentifyForm & { readonly entityType: EntityType; readonly searchType: SearchType },
  authorizationSsn?: string,
): IdentifyRequest {
  const request: IdentifyRequest = {
    entityType: form.entityType,
    searchType: form.searchType,
    useAgreementAccepted: form.useAgreementAccepted,
  };
  for (const field of lookupOption(form.entityType, form.searchType)?.fields ?? []) request[field] = form[field].trim();
  if (authorizationSsn !== undefined) request.ssn = authorizationSsn.trim();
  return request;
}
