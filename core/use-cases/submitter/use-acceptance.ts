/**
 * The submitter's use acceptance (docs/portal.md §Submitter): the terms of use the identify page's
 * use agreement also refers to. A licensee who accepted the use agreement when this session signed
 * in (journey/records.ts `termsAccepted`) is not asked again: the acceptance is carried into the
 * form and the step says so in one sentence. Otherwise the step asks, as the rule requires
 * ("Please accept to continue", core/rules/submitter.ts).
 */
import type { Submitter } from '../../model/submitter';

/** Whether the submitter step asks for the use acceptance: only when the session holds none from signing in. */
export const asksUseAcceptance = (termsAccepted: boolean): boolean => !termsAccepted;

/** The form the step starts from: the use acceptance carried from sign-in where it is not asked. */
export const withUseAcceptanceCarried = (form: Submitter, termsAccepted: boolean): Submitter =>
  asksUseAcceptance(termsAccepted) ? form : { ...form, useAcceptance: true };

/** Said instead of the checkbox, around its link to the terms page: "You accepted the terms of use (opens in a new tab) when you signed in." */
export const USE_ACCEPTED_AT_SIGN_IN = { before: 'You accepted the ', link: 'terms of use', after: ' (opens in a new tab) when you signed in.' } as const;
