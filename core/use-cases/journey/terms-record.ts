/**
 * The session's record of the use agreement accepted when signing in (docs/portal.md §Submitter):
 * one key of the session store beside the journeys' records (records.ts, which reads it with
 * them). A file of its own so the identify page, which writes it, loads nothing else of them.
 */
import { TERMS_ACCEPTED_KEY } from '../../model/constants';
import type { SessionStore } from '../../ports/session-store';

/** The licensee accepted the use agreement when this session signed in. */
export const termsAccepted = (store: SessionStore): boolean => store.read(TERMS_ACCEPTED_KEY) === 'true';

/** The session signed in through identify, with the use agreement accepted or not. */
export const recordSignIn = (store: SessionStore, useAgreementAccepted: boolean): void =>
  useAgreementAccepted ? store.write(TERMS_ACCEPTED_KEY, 'true') : store.remove(TERMS_ACCEPTED_KEY);
