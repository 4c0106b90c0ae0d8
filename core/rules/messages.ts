/**
 * The shape of form validation results and the messages of docs/portal.md §Validation rules. Messages are composed with the
 * field's label the way the registry's original forms (yup) composed them, so the texts match word for word.
 */

/** The first error message of each invalid field; a field with no entry is valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** One entry of an error summary. */
export interface FieldError<K extends string> {
  readonly field: K;
  readonly message: string;
}

/** A check of one value: the error message, or undefined when the value passes. */
export type Check<V = string> = (value: V) => string | undefined;

export const requiredField = (label: string) => `${label} is a required field`;
export const notValid = (label: string) => `${label} is not valid`;
/** A value not in the expected format, with an example of it when there is one: says how to put it right. */
export const notValidLike = (label: string, example: string | undefined) =>
  example ? `${label} is not valid. Enter it in the correct format, like ${example}` : notValid(label);
export const mustBeNumeric = (label: string) => `${label} must be numeric`;
export const invalidDate = (label: string) => `${label} must be a valid date (MM/DD/YYYY)`;
export const lettersPeriodsHyphens = (label: string) => `${label} may only contain letters, periods and hyphens`;
export const atMostCharacters = (label: string, max: number) => `${label} must be ${max} characters or less`;
export const atLeastCharacters = (label: string, min: number) => `${label} must be at least ${min} characters`;

/**
 * Messages that say what to do (issue 13 "Wording"): the entity-type choice is a choice, not a
 * "required field".
 */
export const SELECT_ENTITY_TYPE = 'Select whether you are an individual or a firm';
export const SELECT_SEARCH_TYPE = 'Please select a search type';
export const ACCEPT_TO_CONTINUE = 'Please accept to continue';
export const SELECT_HOME_STATE_LICENSE = 'Please select a home state license';
export const SELECT_ONLY_ONE_HOME_STATE_LICENSE = 'Please select only one home state license';
export const SELECT_STATE = 'Please select a state';
export const SELECT_PRODUCT = 'Please select a product';
export const SELECT_APPLICATION_TYPE = 'Please select an application type';
export const SELECT_RESIDENCY_TYPE = 'Please select a residency type';
/** A state chosen for the application with no license ticked in it: never dropped in silence. */
export const selectLicenseIn = (state: string) => `Select a license and its lines of authority in ${state}, or go back and remove ${state} from your states`;

/** Blank means empty once surrounding spaces are ignored: a value of spaces is not an answer. */
export const isBlank = (value: string | undefined | null): boolean => (value ?? '').trim() === '';

/** The first failing check's message, checks run in order (yup reports one message per field). */
export function firstError<V>(value: V, checks: ReadonlyArray<Check<V>>): string | undefined {
  for (const check of checks) {
    const message = check(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** Drops the fields that passed, so `Object.keys(errors).length === 0` means valid. */
export function compact<K extends string>(entries: Record<K, string | undefined>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(entries) as K[]) {
    if (entries[key] !== undefined) errors[key] = entries[key];
  }
  return errors;
}

export const hasErrors = (errors: Readonly<Record<string, string | undefined>>): boolean => Object.values(errors).some((m) => m !== undefined);

/**
 * The errors in the order the fields appear on the form (the key order of `labels`), for an error
 * summary that links to each invalid field; fields not in `labels` follow in their own order.
 */
export function errorList<K extends string>(errors: FieldErrors<K>, labels: Readonly<Partial<Record<K, string>>>): Array<FieldError<K>> {
  const order = [...(Object.keys(labels) as K[]), ...(Object.keys(errors) as K[]).filter((k) => !(k in labels))];
  const list: Array<FieldError<K>> = [];
  for (const field of order) {
    const message = errors[field];
    if (message !== undefined) list.push({ field, message });
  }
  return list;
}
