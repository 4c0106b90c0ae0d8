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
import { serverErrorField } from './use-case';

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

/** A part of the contact: the email, or the phone with its extension. */
export type ContactPart = 'email' | 'phone';

const PART_FIELDS: Readonly<Record<ContactPart, readonly SubmitterField[]>> = { email: ['email'], phone: ['phone', 'extension'] };

/**
 * The parts of the contact the submitter page shows as given, with a way to change them, rather
 * than asking for them: when the licensee submits for themselves, each part the form holds as the
 * journey already gave it, with no message about it, neither the rules' (`errors`) nor the
 * registry's (`registryErrors`, whose links lead to the field). Someone else's contact is always asked.
 */
export function contactShownAsGiven(
  form: Submitter,
  given: GivenContact,
  errors: FieldErrors<SubmitterField> = {},
  registryErrors: readonly string[] = [],
): readonly ContactPart[] {
  if (form.submittingFor !== 'MY_SELF') return [];
  const refused = new Set(registryErrors.map(serverErrorField));
  const held: Record<ContactPart, boolean> = {
    email: given.email !== undefined && form.email.trim() === given.email,
    phone: given.phone !== undefined && form.phone.trim() === given.phone,
  };
  return (['email', 'phone'] as const).filter((part) => held[part] && !PART_FIELDS[part].some((field) => errors[field] !== undefined || refused.has(field)));
}

/** The given parts as the page lists them: the email, and the phone with its extension. */
export const givenContactRows = (form: Submitter, parts: readonly ContactPart[]): ReadonlyArray<{ readonly label: string; readonly value: string }> =>
  parts.map((part) =>
    part === 'email'
      ? { label: SUBMITTER_LABELS.email, value: form.email }
      : { label: SUBMITTER_LABELS.phone, value: form.extension.trim() ? `${form.phone}, extension ${form.extension.trim()}` : form.phone },
  );

const PART_WORDS: Readonly<Record<ContactPart, string>> = { email: 'email', phone: 'phone number' };

/** What the page says above the given parts: "You gave this email and phone number earlier in this application." */
export const contactGivenLead = (parts: readonly ContactPart[], noun: string): string =>
  `You gave this ${parts.map((p) => PART_WORDS[p]).join(' and ')} earlier in this ${noun}.`;

/** The button that opens the given parts for a change: "Change email or phone". */
export const changeContactLabel = (parts: readonly ContactPart[]): string => `Change ${parts.map((p) => (p === 'email' ? 'email' : 'phone')).join(' or ')}`;
