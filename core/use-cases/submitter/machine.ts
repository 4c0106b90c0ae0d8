/**
 * The submitter form as a machine (docs/portal.md §Submitter, §Address lookup).
 * Submit checks the rules (docs/portal.md §Submitter); a SOMEONE_ELSE submitter with a US address then has the address
 * verified (four outcomes: one match to accept, several to choose from, a validation failure, a
 * verification failure that keeps what was typed); then the form is posted. A 400 stays and
 * shows the registry's errors; success leaves for the attestation of the type. Nothing typed is
 * ever lost: every failure returns to EDITING with the form as it was.
 */
import type { DomainError } from '../../errors';
import type { AddressRecord, AddressVerification } from '../../model/address';
import { CANADA_COUNTRY_CODE, US_COUNTRY_CODE, type FlowScreenType } from '../../model/constants';
import type { Submitter, SubmitterPost } from '../../model/submitter';
import type { FieldErrors } from '../../rules/messages';
import { validateSubmitter, type SubmitterField } from '../../rules/submitter';
import { submitterPost } from './defaults';
import { afterSubmitterPost } from './where-next';
import { omit } from '../omit';
import { usesPdbSubmitter } from '../flow-steps/steps';

export type SubmitterStatus = 'EDITING' | 'VERIFYING' | 'CONFIRM_ADDRESS' | 'POSTING' | 'DONE';

/** What the address service answered, as the form shows it. */
export type AddressCheck =
  | { readonly kind: 'SINGLE'; readonly address: AddressRecord }
  | { readonly kind: 'MULTIPLE'; readonly candidates: readonly AddressRecord[] }
  | { readonly kind: 'VALIDATION_FAIL' }
  | { readonly kind: 'VERIFICATION_FAIL' };

export type SubmitterEffect =
  | { readonly type: 'VERIFY_ADDRESS'; readonly address: AddressRecord }
  | { readonly type: 'POST_SUBMITTER'; readonly body: SubmitterPost; readonly pdb: boolean }
  | { readonly type: 'NAVIGATE'; readonly to: string };

export interface SubmitterState {
  readonly type: FlowScreenType;
  readonly flowId: string;
  readonly form: Submitter;
  /** Where Continue leads once saved: the journey's next step from the submitter (journey.ts `JourneyView.next`); its attestation when not given. */
  readonly next?: string;
  readonly status: SubmitterStatus;
  /** The rule messages (docs/portal.md §Submitter) of the last submit, by field; cleared field by field as the user types. */
  readonly errors: FieldErrors<SubmitterField>;
  /** The registry's 400 errors of the last post. */
  readonly serverErrors: readonly string[];
  readonly addressCheck?: AddressCheck;
  /** The address the user accepted or chose to keep: not verified again until it changes. */
  readonly settledAddress?: string;
  /** A call that failed for another reason (429, 5xx, network): shown above the form. */
  readonly callFailure?: DomainError;
  /** Counts the submits that found problems, so the error summary takes focus each time. */
  readonly attempt: number;
  readonly effects: readonly SubmitterEffect[];
}

export type SubmitterEvent =
  | { readonly type: 'EDIT'; readonly field: keyof Submitter; readonly value: string | boolean }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'VERIFIED'; readonly result: AddressVerification }
  | { readonly type: 'VERIFY_FAILED'; readonly error: DomainError }
  /** Use a suggested address (the single match, or the chosen one of several). */
  | { readonly type: 'USE_ADDRESS'; readonly address: AddressRecord }
  /** Keep the address as typed (after a verification failure, or instead of a suggestion). */
  | { readonly type: 'KEEP_TYPED_ADDRESS' }
  /** Back to the form to change the address. */
  | { readonly type: 'EDIT_ADDRESS' }
  /** Fill the address fields with one the address search found (a US address). */
  | { readonly type: 'FILL_ADDRESS'; readonly address: AddressRecord }
  | { readonly type: 'POSTED' }
  | { readonly type: 'POST_FAILED'; readonly error: DomainError };

export const initialSubmitter = (type: FlowScreenType, flowId: string, form: Submitter, next?: string): SubmitterState => ({
  type,
  flowId,
  form,
  ...(next === undefined ? {} : { next }),
  status: 'EDITING',
  errors: {},
  serverErrors: [],
  attempt: 0,
  effects: [],
});

/** The form's address as an address record (line 1–3, city, state, ZIP). */
export const addressOf = (form: Submitter): AddressRecord => ({
  addressLine1: form.address1.trim(),
  addressLine2: form.address2.trim(),
  addressLine3: form.address3.trim(),
  city: form.city.trim(),
  state: form.state.trim(),
  postalCode: form.zipCode.trim(),
});

const addressKey = (form: Submitter): string => JSON.stringify(addressOf(form));

/** The form's fields an address record fills. */
const ADDRESS_FIELDS = ['address1', 'address2', 'address3', 'city', 'state', 'zipCode'] as const;

/** The form with an address record in its address fields. */
const withAddress = (form: Submitter, a: AddressRecord): Submitter => ({
  ...form,
  address1: a.addressLine1,
  address2: a.addressLine2,
  address3: a.addressLine3,
  city: a.city,
  state: a.state,
  zipCode: a.postalCode,
});

/**
 * The address is verified only when the user typed one (SOMEONE_ELSE) and it is a US address:
 * the address service knows US addresses (docs/portal.md §Limits: the lookup's country defaults to US).
 */
export const needsAddressCheck = (form: Submitter): boolean => form.submittingFor === 'SOMEONE_ELSE' && form.country === US_COUNTRY_CODE;

/** Fields a country change empties: the other country's region and code no longer apply. */
function withCountry(form: Submitter, country: string): Submitter {
  if (country === form.country) return form;
  const wasUs = form.country === US_COUNTRY_CODE;
  const isUs = country === US_COUNTRY_CODE;
  if (wasUs === isUs && !(form.country === CANADA_COUNTRY_CODE || country === CANADA_COUNTRY_CODE)) return { ...form, country };
  return { ...form, country, state: '', zipCode: '', province: '', postalCode: '' };
}

const post = (s: SubmitterState, form: Submitter): SubmitterState => ({
  ...omit(s, 'addressCheck', 'callFailure'),
  form,
  status: 'POSTING',
  serverErrors: [],
  effects: [{ type: 'POST_SUBMITTER', body: submitterPost(s.flowId, form), pdb: usesPdbSubmitter(s.type) }],
});

const toCheck = (r: AddressVerification, typed: AddressRecord): AddressCheck => {
  switch (r.requestStatus) {
    case 'VERIFY_SINGLE':
      return { kind: 'SINGLE', address: r.verifiedAddress ?? typed };
    case 'VERIFY_MULTIPLE':
      return { kind: 'MULTIPLE', candidates: r.verificationCandidates ?? [] };
    case 'VALIDATION_FAIL':
      return { kind: 'VALIDATION_FAIL' };
    case 'VERIFICATION_FAIL':
      return { kind: 'VERIFICATION_FAIL' };
  }
};

const NONE: readonly SubmitterEffect[] = [];

export function submitterReducer(s: SubmitterState, e: SubmitterEvent): SubmitterState {
  switch (e.type) {
    case 'EDIT': {
      if (s.status !== 'EDITING' && s.status !== 'CONFIRM_ADDRESS') return s;
      const form = e.field === 'country' ? withCountry(s.form, String(e.value)) : { ...s.form, [e.field]: e.value };
      // The edited field's message goes, and so do those of fields the form no longer asks for
      // (switching to "Myself" or to another country): the summary lists only what is on the page.
      const asked = validateSubmitter(form);
      const { [e.field as SubmitterField]: _fixed, ...kept } = s.errors;
      const errors = Object.fromEntries(Object.entries(kept).filter(([field]) => field in asked)) as typeof kept;
      // Changing the address while a suggestion is shown withdraws the suggestion.
      const addressCheck = s.addressCheck && addressKey(form) !== addressKey(s.form) ? undefined : s.addressCheck;
      return {
        ...omit(s, 'addressCheck'),
        ...(addressCheck ? { addressCheck } : {}),
        form,
        errors,
        status: addressCheck ? s.status : 'EDITING',
        effects: NONE,
      };
    }
    case 'SUBMIT': {
      if (s.status !== 'EDITING') return s;
      const errors = validateSubmitter(s.form);
      if (Object.keys(errors).length > 0) return { ...omit(s, 'callFailure'), errors, serverErrors: [], attempt: s.attempt + 1, effects: NONE };
      if (needsAddressCheck(s.form) && s.settledAddress !== addressKey(s.form)) {
        return {
          ...omit(s, 'callFailure', 'addressCheck'),
          errors,
          status: 'VERIFYING',
          effects: [{ type: 'VERIFY_ADDRESS', address: addressOf(s.form) }],
        };
      }
      return post({ ...s, errors }, s.form);
    }
    case 'VERIFIED': {
      if (s.status !== 'VERIFYING') return s;
      const addressCheck = toCheck(e.result, addressOf(s.form));
      // A validation failure is a problem with what was typed: back to the form, with the message.
      const status = addressCheck.kind === 'VALIDATION_FAIL' ? 'EDITING' : 'CONFIRM_ADDRESS';
      return { ...s, status, addressCheck, attempt: s.attempt + 1, effects: NONE };
    }
    case 'VERIFY_FAILED':
      return s.status === 'VERIFYING' ? { ...s, status: 'EDITING', callFailure: e.error, effects: NONE } : s;
    case 'USE_ADDRESS': {
      if (s.status !== 'CONFIRM_ADDRESS') return s;
      const form = withAddress(s.form, e.address);
      return post({ ...s, settledAddress: addressKey(form) }, form);
    }
    case 'FILL_ADDRESS': {
      // The search finds US addresses: it fills a US address only.
      if ((s.status !== 'EDITING' && s.status !== 'CONFIRM_ADDRESS') || s.form.country !== US_COUNTRY_CODE) return s;
      const form = withAddress(s.form, e.address);
      const errors = omit(s.errors, ...ADDRESS_FIELDS);
      // The address service's own record: not sent back to it for verification unless it changes.
      return { ...omit(s, 'addressCheck'), form, errors, status: 'EDITING', settledAddress: addressKey(form), effects: NONE };
    }
    case 'KEEP_TYPED_ADDRESS':
      return s.status === 'CONFIRM_ADDRESS' ? post({ ...s, settledAddress: addressKey(s.form) }, s.form) : s;
    case 'EDIT_ADDRESS':
      return s.status === 'CONFIRM_ADDRESS' ? { ...omit(s, 'addressCheck'), status: 'EDITING', effects: NONE } : s;
    case 'POSTED': {
      if (s.status !== 'POSTING') return s;
      const outcome = afterSubmitterPost(s.type, s.flowId, { ok: true }, s.next);
      return outcome.kind === 'NAVIGATE' ? { ...s, status: 'DONE', effects: [{ type: 'NAVIGATE', to: outcome.to }] } : s;
    }
    case 'POST_FAILED': {
      if (s.status !== 'POSTING') return s;
      const outcome = afterSubmitterPost(s.type, s.flowId, { ok: false, error: e.error });
      if (outcome.kind === 'SHOW_ERRORS') return { ...s, status: 'EDITING', serverErrors: outcome.errors, attempt: s.attempt + 1, effects: NONE };
      return { ...s, status: 'EDITING', callFailure: e.error, effects: NONE };
    }
  }
}
