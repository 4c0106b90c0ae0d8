/**
 * Step 3's state: the part of the SSN the registry asks for (the machine's SSN mode), checked by
 * the core's rules and sent with the search values through the shared use-case.
 */
import { toIdentifyRequest, validateAuthorization } from '../../../core/rules/identify';
import { hasErrors } from '../../../core/rules/messages';
import { ssnModeOf } from '../../../core/use-cases/identify/use-case';
import type { ErrorSummaryItem } from '../../components/forms/ErrorSummary';
import { AUTH_SSN_ID, identifyFormOf, type IdentifyScreen } from './useIdentifyLicensee';

export function useAuthorizeStep(screen: IdentifyScreen) {
  const { entityType, searchType, authorize } = screen;
  const ssnMode = ssnModeOf(screen.machine);

  const submitAuthorization = () => {
    if (screen.submitting || !entityType || !searchType) return;
    const found = validateAuthorization(authorize.ssn, ssnMode);
    authorize.setErrors(found);
    if (hasErrors(found)) {
      screen.failedAttempt();
      return;
    }
    screen.dispatch({ type: 'SUBMIT', request: toIdentifyRequest({ ...identifyFormOf(screen), entityType, searchType }, authorize.ssn) });
    void screen.followResult('authorize');
  };
  const summary: ErrorSummaryItem[] = authorize.errors.ssn ? [{ fieldId: AUTH_SSN_ID, message: authorize.errors.ssn }] : [];

  return {
    ssnMode,
    authSsn: authorize.ssn,
    setAuthSsn: authorize.setSsn,
    authError: authorize.errors.ssn,
    submitAuthorization,
    startOver: screen.startOver,
    summary,
    attempt: screen.attempt,
    submitting: screen.submitting,
    failure: screen.failure,
  };
}
