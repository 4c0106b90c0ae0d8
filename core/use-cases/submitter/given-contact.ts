/**
 * Contact details asked once per journey (docs/portal.md §Submitter): an email and phone the
 * licensee already gave earlier in the journey (an application's personal details, a contact
 * change's contact details) are shown on the submitter page with a way to change them, not asked
 * again. The registry starts the submitter from that same contact (else the one on file), so what
 * is shown is what the modules hold.
 */
import type { Submitter } from '../../model/submitter';
import type { FieldErrors } from '../../rules/messages';
import { SUBMITTER_LABELS, type SubmitterField } from '../../rules/submitter';
import { moduleDone, type JourneyModule } from '../journey/facts';

export interface GivenContact {
  readonly email?: string;
  readonly phone?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The first email and phone the journey's answered modules hold, in the modules' order. */
export function contactGivenInJourney(modules: readonly JourneyModule[]): GivenContact {
  const answered = modules.filter(moduleDone).map((m) => m.content.data);
  const email = answered.map((d) => text(d.email)).find((v) => v !== undefined);
  const phone = answered.map((d) => text(d.phone)).find((v) => v !== undefined);
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

const CONTACT_FIELDS: readonly SubmitterField[] = ['email', 'phone', 'extension'];

/**
 * Whether the submitter page shows the contact as given, with a way to change it, rather than
 * asking for it: the licensee submits for themselves, the form holds the email and phone the
 * journey already gave, and no message is about them. Someone else's contact is always asked.
 */
export const showsContactAsGiven = (form: Submitter, given: GivenContact, errors: FieldErrors<SubmitterField> = {}): boolean =>
  form.submittingFor === 'MY_SELF' &&
  given.email !== undefined &&
  given.phone !== undefined &&
  form.email.trim() === given.email &&
  form.phone.trim() === given.phone &&
  !CONTACT_FIELDS.some((field) => errors[field] !== undefined);

/** The given contact as the page lists it: the email, and the phone with its extension. */
export const givenContactRows = (form: Submitter): ReadonlyArray<{ readonly label: string; readonly value: string }> => [
  { label: SUBMITTER_LABELS.email, value: form.email },
  { label: SUBMITTER_LABELS.phone, value: form.extension.trim() ? `${form.phone}, extension ${form.extension.trim()}` : form.phone },
];

/** What the page says above the given contact, and the button that opens it for a change. */
export const contactGivenLead = (noun: string): string => `You gave this email and phone number earlier in this ${noun}.`;
export const CHANGE_CONTACT = 'Change email or phone';
