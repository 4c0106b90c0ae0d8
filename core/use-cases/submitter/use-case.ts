/**
 * The submitter use-case: the submitter machine run by the core runner, the address check and
 * the post through the RegistryApi, the navigation through the driver's `navigate`; and the views
 * both drivers show (the error list in form order, the address check's words, the countries'
 * regions).
 */
import * as E from 'fp-ts/Either';
import type { RegistryApi } from '../../ports/registry-api';
import type { FlowScreenType } from '../../model/constants';
import { CANADA_COUNTRY_CODE, US_COUNTRY_CODE } from '../../model/constants';
import type { Submitter } from '../../model/submitter';
import type { AddressRecord } from '../../model/address';
import { errorList } from '../../rules/messages';
import { addressLine } from '../../rules/format';
import { SUBMITTER_LABELS, type SubmitterField } from '../../rules/submitter';
import type { DomainError } from '../../errors';
import { plainErrorText } from '../errors/plain-error';
import { createRunner, type Runner } from '../runner';
import type { JourneyRecords } from '../journey/records';
import { addressOf, initialSubmitter, submitterReducer, type AddressCheck, type SubmitterEffect, type SubmitterEvent, type SubmitterState } from './machine';
import { attestationPath } from './where-next';

export interface SubmitterPorts {
  readonly api: Pick<RegistryApi, 'validateAddress' | 'postSubmitter' | 'postPdbSubmitter'>;
  readonly navigate?: (to: string) => void;
  /** A saved submitter withdraws the flow's attestation and validation (journey/records.ts). */
  readonly records?: Pick<JourneyRecords, 'withdraw'>;
}

export const runSubmitterEffect =
  ({ api, navigate, records }: SubmitterPorts) =>
  async (effect: SubmitterEffect): Promise<readonly SubmitterEvent[]> => {
    switch (effect.type) {
      case 'VERIFY_ADDRESS': {
        const r = await api.validateAddress(effect.address)();
        return [E.isLeft(r) ? { type: 'VERIFY_FAILED', error: r.left } : { type: 'VERIFIED', result: r.right }];
      }
      case 'POST_SUBMITTER': {
        const r = await (effect.pdb ? api.postPdbSubmitter(effect.body) : api.postSubmitter(effect.body))();
        if (E.isLeft(r)) return [{ type: 'POST_FAILED', error: r.left }];
        records?.withdraw(effect.body.flowId);
        return [{ type: 'POSTED' }];
      }
      case 'NAVIGATE':
        navigate?.(effect.to);
        return [];
    }
  };

export type SubmitterUseCase = Runner<SubmitterState, SubmitterEvent>;

/** `next`: where Continue leads once saved, as the journey presents it (JourneyView.nextPath at the submitter). */
export const createSubmitterUseCase = (ports: SubmitterPorts, type: FlowScreenType, flowId: string, form: Submitter, next?: string): SubmitterUseCase =>
  createRunner(submitterReducer, initialSubmitter(type, flowId, form, next), runSubmitterEffect(ports));

// ---------------------------------------------------------------------------------------------
// Views.

/** The rule messages in form order, for the error summary. */
export const submitterErrorList = (s: SubmitterState) => errorList<SubmitterField>(s.errors, SUBMITTER_LABELS);

export type RegionKind = 'US' | 'CANADA' | 'OTHER';
/** Which region fields the country brings: state and ZIP for the US, province and postal code elsewhere. */
export const regionKind = (country: string): RegionKind => (country === US_COUNTRY_CODE ? 'US' : country === CANADA_COUNTRY_CODE ? 'CANADA' : 'OTHER');

/** Hints under the code field: the format the rules expect. */
export const POSTAL_CODE_HINTS: Readonly<Record<RegionKind, string>> = {
  US: '5 digits, or 9 digits as 12345-6789',
  CANADA: 'Letter, digit, letter, then digit, letter, digit, as A1A 1A1',
  OTHER: 'As used in the country',
};

export const PHONE_HINT = 'In the form (555) 555-5555';

/** An address on one line, with the postal code shown as docs/portal.md §Display formats says (core/rules/format.ts). */
export { addressLine };

export interface AddressCheckView {
  readonly title: string;
  readonly text: string;
}

/** A call that failed for another reason than the form (429, 5xx, network): what was typed stays. */
export const callFailureText = (error: DomainError): string =>
  `We could not check the address or save the submitter: ${plainErrorText(error)} Nothing you entered was lost; submit again.`;

/** What each address-service outcome says (docs/portal.md §Calls VERIFY_SINGLE, VERIFY_MULTIPLE, VALIDATION_FAIL, VERIFICATION_FAIL). */
export function addressCheckView(check: AddressCheck): AddressCheckView {
  switch (check.kind) {
    case 'SINGLE':
      return { title: 'Confirm the address', text: 'We found this address. Use it, or keep the address as you entered it.' };
    case 'MULTIPLE':
      return { title: 'Choose the address', text: 'We found more than one address like the one you entered. Choose the right one.' };
    case 'VALIDATION_FAIL':
      return {
        title: 'Check the address',
        text: 'The address is not complete. Enter Address Line 1, City, State and a ZIP Code of 5 digits (or 12345-6789).',
      };
    case 'VERIFICATION_FAIL':
      return {
        title: 'We could not find this address',
        text: 'The address service does not know this address. Check it and change it, or use it as you entered it.',
      };
  }
}

/** The title of a form that did not go through: the registry's or the rules' problems. */
export const hasFormProblems = (s: SubmitterState): boolean =>
  Object.keys(s.errors).length > 0 || s.serverErrors.length > 0 || s.addressCheck?.kind === 'VALIDATION_FAIL' || s.callFailure !== undefined;

export const isBusy = (s: SubmitterState): boolean => s.status === 'VERIFYING' || s.status === 'POSTING' || s.status === 'DONE';

export const SUBMITTING_FOR_LEGEND = 'Who are you submitting for?';
export const SUBMITTING_FOR_OPTIONS = [
  { value: 'MY_SELF', label: 'Myself' },
  { value: 'SOMEONE_ELSE', label: 'Someone else (for example, a firm submitting for a producer)' },
] as const;
export const MY_SELF_NOTE = 'The registry uses the name and address it holds for you. Check how it can reach you about this application.';
export const NON_USA_NUMBER_LABEL = 'This is not a US phone number';
export const USE_ACCEPTANCE_LABEL = 'I accept the terms of use: I submit this on my own behalf or with the authority of the person I submit for';
export const CHOOSE_ADDRESS = 'Choose one of the addresses';

/** The field a registry 400 message is about (it starts with the field's label), for the summary's link. */
export function serverErrorField(message: string): SubmitterField | undefined {
  const found = (Object.entries(SUBMITTER_LABELS) as Array<[SubmitterField, string]>)
    .filter(([, label]) => message.startsWith(label))
    .sort((a, b) => b[1].length - a[1].length)[0];
  return found?.[0];
}

/** The addresses the address check lets the user take, in the order shown: the single match, or the candidates. */
export const addressChoices = (check: AddressCheck): readonly AddressRecord[] =>
  check.kind === 'SINGLE' ? [check.address] : check.kind === 'MULTIPLE' ? check.candidates : [];

/**
 * Where the use-case stands once settled, for a driver that shows one answer per run (the CLI);
 * the screen shows the same parts of the state as they change. The rules' messages come first
 * (in form order), then the address service's "not complete", the registry's 400 errors, and a
 * call that failed otherwise.
 */
export type SubmitterSettled =
  | { readonly kind: 'SAVED'; readonly next: string }
  | { readonly kind: 'CONFIRM_ADDRESS'; readonly check: AddressCheck; readonly typed: AddressRecord }
  | { readonly kind: 'RULES'; readonly errors: ReturnType<typeof submitterErrorList> }
  | { readonly kind: 'ADDRESS_INCOMPLETE'; readonly text: string; readonly typed: AddressRecord }
  | { readonly kind: 'REGISTRY_ERRORS'; readonly errors: readonly string[] }
  | { readonly kind: 'CALL_FAILED'; readonly error: DomainError }
  /** Still checking or posting, or nothing submitted yet. */
  | { readonly kind: 'PENDING' };

export function submitterSettled(s: SubmitterState): SubmitterSettled {
  if (s.status === 'DONE') return { kind: 'SAVED', next: s.next ?? attestationPath(s.type, s.flowId) };
  if (s.status === 'CONFIRM_ADDRESS' && s.addressCheck) return { kind: 'CONFIRM_ADDRESS', check: s.addressCheck, typed: addressOf(s.form) };
  if (s.status !== 'EDITING') return { kind: 'PENDING' };
  const errors = submitterErrorList(s);
  if (errors.length) return { kind: 'RULES', errors };
  if (s.addressCheck?.kind === 'VALIDATION_FAIL') return { kind: 'ADDRESS_INCOMPLETE', text: addressCheckView(s.addressCheck).text, typed: addressOf(s.form) };
  if (s.serverErrors.length) return { kind: 'REGISTRY_ERRORS', errors: s.serverErrors };
  if (s.callFailure) return { kind: 'CALL_FAILED', error: s.callFailure };
  return { kind: 'PENDING' };
}
