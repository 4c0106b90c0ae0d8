/**
 * Where a submitter post leads (docs/portal.md §Submitter): on success where the journey's Continue
 * leads from the submitter (`next`, as the journey presents it: a module left unanswered first,
 * else the attestation); a 400 stays on the screen and shows the returned errors.
 */
import type { DomainError } from '../../errors';
import type { FlowScreenType } from '../../model/constants';
import { pathAfter } from '../journey/journey';

/** The journey's step after the submitter: /flows/{id}/attestation, /ccr/{id}/attestation, … */
export const attestationPath = (type: FlowScreenType, flowId: string): string => pathAfter(type, flowId, 'submitter');

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
  next: string = attestationPath(type, flowId),
): SubmitterOutcome {
  if (result.ok) return { kind: 'NAVIGATE', to: next };
  if (result.error._tag === 'BadRequest') return { kind: 'SHOW_ERRORS', errors: result.error.errors };
  return { kind: 'FAILED', error: result.error };
}
