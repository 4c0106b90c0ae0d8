/**
 * Where a submitter post leads (docs/portal.md §Submitter): on success to the attestation screen of
 * its type; a 400 stays on the screen and shows the returned errors.
 */
import type { DomainError } from '../../errors';
import type { FlowScreenType } from '../../model/constants';
import { flowScreenPath } from '../flow-paths';

/** FLOWS → /flows/{id}/attestation, CCR → /ccr/{id}/attestation, … */
export const attestationPath = (type: FlowScreenType, flowId: string): string => flowScreenPath(type, flowId, 'attestation');

export type SubmitterOutcome =
  | { readonly kind: 'NAVIGATE'; readonly to: string }
  /** 400: stay, showing the errors in the form. */
  | { readonly kind: 'SHOW_ERRORS'; readonly errors: readonly string[] }
  /** Anything else (401, 429, 5xx…): the generic paths (logout, too-many-requests, error screen). */
  | { readonly kind: 'FAILED'; readonly error: DomainError };

/** The outcome of POST /submitter.json or /pdb-report-submitter.json. */
export function afterSubmitterPost(
  type: FlowScreenType,
  flowId: string,
  result: { readonly ok: true } | { readonly ok: false; readonly error: DomainError },
): SubmitterOutcome {
  if (result.ok) return { kind: 'NAVIGATE', to: attestationPath(type, flowId) };
  if (result.error._tag === 'BadRequest') return { kind: 'SHOW_ERRORS', errors: result.error.errors };
  return { kind: 'FAILED', error: result.error };
}
