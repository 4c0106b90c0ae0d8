/**
 * The verification contact step: who the registry contacts if it needs to verify something in
 * the flow. For SOMEONE_ELSE the submitter typed it; for MY_SELF it is the licensee's own record
 * (the registry prefills the email and phone it holds).
 */
import { CANADA_COUNTRY_CODE, US_COUNTRY_CODE } from '../../model/constants';
import type { Country, Province, State } from '../../model/reference-data';
import type { Submitter } from '../../model/submitter';
import { formatAddress, formatPostalCode } from '../../rules/format';
import { validateContact } from '../../rules/submitter';
import type { VerificationContactChoice } from '../journey/records';

export interface ContactRow {
  readonly label: string;
  readonly value: string;
}

export interface ReferenceLists {
  readonly countries: readonly Country[];
  readonly states: readonly State[];
  readonly provinces: readonly Province[];
}

const NOT_GIVEN = 'Not provided';
const orNot = (v: string): string => (v.trim() === '' ? NOT_GIVEN : v.trim());

/**
 * The page asks one thing: how the registry may reach the licensee about this flow. The
 * submitter's email and phone are the first choice; another email and phone number (prefilled
 * from the submitter's) the second. The choice is kept with the attestation (journey/records.ts).
 */
export type ContactUse = VerificationContactChoice['use'];

export interface ContactForm {
  readonly use: ContactUse;
  readonly email: string;
  readonly phone: string;
}

export const contactQuestion = (noun: string): string => `How may the registry reach you about this ${noun}?`;
export const contactQuestionLead = (noun: string): string =>
  `If a state needs to check anything in this ${noun}, the registry contacts you by email or phone. Choose the details it uses.`;
export const USE_SUBMITTER_CONTACT = 'Use the submitter’s contact';
export const USE_OTHER_CONTACT = 'Use another email address and phone number';
export const CONTACT_LABELS = { email: 'Email', phone: 'Phone' } as const;
export const CONTACT_FIELD_IDS = { use: 'contact-use', email: 'contact-email', phone: 'contact-phone' } as const;

/** The submitter's email and phone, as the first choice reads them. */
export function submitterContactText(form: Submitter): string {
  const parts = [form.email.trim(), form.phone.trim()].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no email address or phone number given yet';
}

/** The choices, the submitter's with its details. */
export const contactChoices = (form: Submitter): ReadonlyArray<{ readonly value: ContactUse; readonly label: string }> => [
  { value: 'submitter', label: `${USE_SUBMITTER_CONTACT}: ${submitterContactText(form)}` },
  { value: 'other', label: USE_OTHER_CONTACT },
];

/** The form as it opens: the choice already made in this session, else the submitter's, the other fields prefilled from the submitter. */
export function contactFormOf(chosen: VerificationContactChoice | undefined, submitter: Submitter): ContactForm {
  if (chosen?.use === 'other') return chosen;
  return { use: 'submitter', email: submitter.email.trim(), phone: submitter.phone.trim() };
}

/** What Continue keeps, or the problems to fix first (field ids with messages, in form order). */
export function checkContactForm(
  form: ContactForm,
): { readonly choice: VerificationContactChoice } | { readonly errors: ReadonlyArray<{ readonly fieldId: string; readonly message: string }> } {
  if (form.use === 'submitter') return { choice: { use: 'submitter' } };
  const errors = validateContact(form);
  const list = (['email', 'phone'] as const).flatMap((f) => (errors[f] ? [{ fieldId: CONTACT_FIELD_IDS[f], message: errors[f] }] : []));
  return list.length ? { errors: list } : { choice: { use: 'other', email: form.email.trim(), phone: form.phone.trim() } };
}

export const verificationContactLead = (noun: string): string =>
  `If a state needs to verify anything in this ${noun}, it contacts the person below. Check that the details are right.`;

export function verificationContactRows(form: Submitter, lists: ReferenceLists, licenseeName?: string): ContactRow[] {
  const phone = form.phone.trim() === '' ? NOT_GIVEN : form.extension.trim() ? `${form.phone} extension ${form.extension}` : form.phone;
  if (form.submittingFor === 'MY_SELF') {
    return [
      { label: 'Submitting for', value: 'Myself' },
      { label: 'Name', value: orNot(licenseeName ?? '') },
      { label: 'Email', value: orNot(form.email) },
      { label: 'Phone', value: phone },
    ];
  }
  const us = form.country === US_COUNTRY_CODE;
  const country = lists.countries.find((c) => String(c.licensehubCountryCode) === form.country)?.displayName ?? form.country;
  const region = us
    ? (lists.states.find((s) => s.stateCode === form.state)?.stateCode ?? form.state)
    : form.country === CANADA_COUNTRY_CODE
      ? (lists.provinces.find((p) => p.provinceCode === form.province)?.provinceCode ?? form.province)
      : form.province;
  // The display (docs/portal.md §Display formats) (a hyphen after the fifth character) is for US ZIP codes; other codes show as typed.
  const code = us ? formatPostalCode(form.zipCode) : form.postalCode;
  const name = [form.title, form.firstName, form.lastName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  return [
    { label: 'Submitting for', value: 'Someone else' },
    { label: 'Firm Name', value: orNot(form.firmName) },
    { label: 'Name', value: orNot(name) },
    {
      label: 'Address',
      value: orNot(
        [
          formatAddress({
            addressLine1: form.address1,
            addressLine2: form.address2,
            addressLine3: form.address3,
            city: form.city,
            state: region,
            postalCode: code,
          }),
          country,
        ]
          .filter(Boolean)
          .join(', '),
      ),
    },
    { label: 'Email', value: orNot(form.email) },
    { label: 'Phone', value: phone },
  ];
}
