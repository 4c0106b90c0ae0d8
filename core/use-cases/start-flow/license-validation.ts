/**
 * Per-state license validation (docs/portal.md §Start flow): INITIAL, LOADING, SUCCESS, FAILURE. Selecting a
 * state's licenses triggers it; an empty selection succeeds without a call.
 *
 * SUCCESS means the registry answered: 204 (valid, `errors` null) or 200 with errors at the
 * state, license and LOA levels, which the page shows. Next stays on the page after either a
 * FAILURE (the call itself failed) or an answer with errors. The last page's Next still checks
 * every state for LICENSE_VALIDATION_ERRORS; with each page checked on its own Next that outcome
 * is a safety net.
 */
import type { DomainError } from '../../errors';
import type { LicenseValidationErrors, StateSelection } from '../../model/licensing';

export type LicenseValidation =
  | { readonly status: 'INITIAL' }
  | { readonly status: 'LOADING'; readonly request: StateSelection }
  | { readonly status: 'SUCCESS'; readonly errors: LicenseValidationErrors | null }
  | { readonly status: 'FAILURE'; readonly error: DomainError };

/** What selecting `selection` does: SUCCESS at once when empty, otherwise LOADING (and a call). */
export const startValidation = (selection: StateSelection): LicenseValidation =>
  selection.licenses.length === 0 ? { status: 'SUCCESS', errors: null } : { status: 'LOADING', request: selection };

/** Whether a validation answer carries any message, at any level. */
export function hasValidationErrors(errors: LicenseValidationErrors | null | undefined): boolean {
  if (!errors) return false;
  return errors.errors.length > 0 || errors.licenses.some((l) => l.errors.length > 0 || l.loas.some((loa) => loa.errors.length > 0));
}

export const validationHasErrors = (v: LicenseValidation | undefined): boolean => v?.status === 'SUCCESS' && hasValidationErrors(v.errors);

/** Every message of an answer, flattened for an error summary. */
export function validationMessages(errors: LicenseValidationErrors | null | undefined): string[] {
  if (!errors) return [];
  return [...errors.errors, ...errors.licenses.flatMap((l) => [...l.errors, ...l.loas.flatMap((loa) => loa.errors)])];
}
