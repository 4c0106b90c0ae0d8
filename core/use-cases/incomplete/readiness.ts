/**
 * Whether an incomplete application can be paid now (docs/portal.md §Resume): the registry's
 * `isPayable` says its questions are answered, but the portal takes the payment only once this
 * session holds its attestation and validation (journey/records.ts; a new session asks for them
 * again). The list says "Ready to pay" and offers Pay only then; otherwise its action opens the
 * journey's landing (`/flows/{batchCode}`), whose Continue opens the first step not done.
 */
import type { IncompleteApplication } from '../../model/incomplete';
import { flowBase, flowScreenPath } from '../flow-paths';

export const READY_TO_PAY = 'Ready to pay';
export const ANSWERED_NOT_CONFIRMED = 'Questions answered: confirm and check it before you pay';
export const NOT_READY_TO_PAY = 'Questions still to answer';
export const PAY_ACTION = 'Pay';
export const CONTINUE_ACTION = 'Continue application';

export interface Readiness {
  readonly payable: boolean;
  /** What the list and the detail say about payment. */
  readonly text: string;
  /** The one action towards payment: Pay (the journey's pay step), or Continue application (its landing). */
  readonly action: { readonly label: string; readonly path: string };
}

export function resumeReadiness(application: IncompleteApplication, record: { readonly attested: boolean; readonly validated: boolean }): Readiness {
  const payable = application.isPayable && record.attested && record.validated;
  return {
    payable,
    text: payable ? READY_TO_PAY : application.isPayable ? ANSWERED_NOT_CONFIRMED : NOT_READY_TO_PAY,
    action: payable
      ? { label: PAY_ACTION, path: flowScreenPath('FLOWS', application.batchCode, 'pay') }
      : { label: CONTINUE_ACTION, path: flowBase('FLOWS', application.batchCode) },
  };
}
