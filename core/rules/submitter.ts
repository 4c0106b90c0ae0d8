/**
 * Submitter form rules (docs/portal.md §Submitter). The use acceptance and the extension are checked for
 * everyone; every other rule only when submitting for someone else (the registry already knows the
 * licensee's own contact details).
 */
import { zipCodeMessage } from '../model/zip-code';
import { CANADA_COUNTRY_CODE, LAST_NAME_MAX, SUBMITTER_FIRST_NAME_MAX, US_COUNTRY_CODE } from '../model/constants';
import type { Submitter } from '../model/submitter';
import {
  ACCEPT_TO_CONTINUE,
  atMostCharacters,
  compact,
  firstError,
  isBlank,
  lettersPeriodsHyphens,
  notValid,
  requiredField,
  type Check,
  type FieldErrors,
} from './messages';

export type SubmitterField =
  | 'useAcceptance'
  | 'firmName'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'address1'
  | 'address2'
  | 'address3'
  | 'city'
  | 'country'
  | 'state'
  | 'zipCode'
  | 'province'
  | 'postalCode'
  | 'phone'
  | 'extension'
  | 'email';

/** Labels in form order (also the order of the error summary). */
export const SUBMITTER_LABELS: Readonly<Record<SubmitterField, string>> = {
  firmName: 'Firm Name',
  title: 'Title',
  firstName: 'First Name',
  lastName: 'Last Name',
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  address3: 'Address Line 3',
  city: 'City',
  country: 'Country',
  state: 'State',
  zipCode: 'ZIP Code',
  province: 'Province',
  postalCode: 'Postal Code',
  phone: 'Phone',
  extension: 'Extension',
  email: 'Email',
  useAcceptance: 'Use Acceptance',
};

// Registry person names are plain ASCII: letters plus the punctuation real names use.
const PERSON_NAME = /^[A-Za-z.\-' ]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const US_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
const NON_USA_PHONE = /^$|^\([2-9]\d{2}\) \d{3}-\d{4}$/;
const DIGITS_OR_BLANK = /^\d*$/;
/** Canada Post: letters D F I O Q U never appear; W and Z never start a code. */
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export const isCanadianPostalCode = (value: string): boolean => CANADIAN_POSTAL_CODE.test(value.trim());

const label = (field: SubmitterField) => SUBMITTER_LABELS[field];
const required =
  (field: SubmitterField): Check =>
  (v) =>
    isBlank(v) ? requiredField(label(field)) : undefined;
const matches =
  (field: SubmitterField, pattern: RegExp): Check =>
  (v) =>
    pattern.test(v.trim()) ? undefined : notValid(label(field));
const realZipCode =
  (field: SubmitterField): Check =>
  (v) =>
    zipCodeMessage(label(field), v, notValid(label(field)));
const personName =
  (field: SubmitterField): Check =>
  (v) =>
    PERSON_NAME.test(v) ? undefined : lettersPeriodsHyphens(label(field));
const maxLength =
  (field: SubmitterField, max: number): Check =>
  (v) =>
    v.trim().length > max ? atMostCharacters(label(field), max) : undefined;

function someoneElseChecks(form: Submitter): Partial<Record<SubmitterField, Check[]>> {
  const us = form.country === US_COUNTRY_CODE;
  return {
    firmName: [required('firmName')],
    firstName: [required('firstName'), personName('firstName'), maxLength('firstName', SUBMITTER_FIRST_NAME_MAX)],
    lastName: [required('lastName'), personName('lastName'), maxLength('lastName', LAST_NAME_MAX)],
    address1: [required('address1')],
    city: [required('city')],
    country: [required('country')],
    state: us ? [required('state')] : [],
    zipCode: us ? [required('zipCode'), realZipCode('zipCode')] : [],
    province: us ? [] : [required('province')],
    postalCode: us ? [] : [required('postalCode'), ...(form.country === CANADA_COUNTRY_CODE ? [matches('postalCode', CANADIAN_POSTAL_CODE)] : [])],
    phone: [required('phone'), matches('phone', form.nonUsaNumber ? NON_USA_PHONE : US_PHONE)],
    email: [required('email'), matches('email', EMAIL)],
  };
}

export function validateSubmitter(form: Submitter): FieldErrors<SubmitterField> {
  const entries: Partial<Record<SubmitterField, string | undefined>> = {
    useAcceptance: form.useAcceptance ? undefined : ACCEPT_TO_CONTINUE,
    extension: firstError(form.extension, [matches('extension', DIGITS_OR_BLANK)]),
  };
  if (form.submittingFor === 'SOMEONE_ELSE') {
    for (const [field, checks] of Object.entries(someoneElseChecks(form)) as Array<[SubmitterField, Check[]]>) {
      entries[field] = firstError(form[field] as string, checks);
    }
  }
  return compact(entries as Record<SubmitterField, string | undefined>);
}

/** A contact of its own (the verification contact's other choice): an email address and a US phone number, by the submitter's rules. */
export function validateContact(contact: { readonly email: string; readonly phone: string }): FieldErrors<'email' | 'phone'> {
  return compact({
    email: firstError(contact.email, [required('email'), matches('email', EMAIL)]),
    phone: firstError(contact.phone, [required('phone'), matches('phone', US_PHONE)]),
  });
}
