/**
 * The verification contact step: how the registry may reach the licensee if a state needs to
 * check something in the application. The same question, check and words for the page and for
 * `licensehub contact`.
 */
import type { Submitter } from '../../model/submitter';
import { validateContact } from '../../rules/submitter';
import type { VerificationContactChoice } from '../journey/records';

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

/** The choice in effect, as the terminal prints it after the question. */
export function contactChosenLines(choice: VerificationContactChoice, submitter: Submitter): string[] {
  if (choice.use === 'submitter') return [`${USE_SUBMITTER_CONTACT}: ${submitterContactText(submitter)}`];
  return [USE_OTHER_CONTACT, `  ${CONTACT_LABELS.email}: ${choice.email}`, `  ${CONTACT_LABELS.phone}: ${choice.phone}`];
}
