/** What an error screen needs to know of a caught error: whether it is a 429, and its Retry-After. */
import { DomainFailure, statusOf } from '../../../core/errors';

export type CaughtError = { readonly kind: 'TOO_MANY_REQUESTS'; readonly retryAfter?: number } | { readonly kind: 'GENERIC' };

export function classifyError(error: unknown): CaughtError {
  if (error instanceof DomainFailure && statusOf(error.error) === 429) {
    const retryAfter = error.error._tag === 'TooManyRequests' ? error.error.retryAfter : undefined;
    return retryAfter === undefined ? { kind: 'TOO_MANY_REQUESTS' } : { kind: 'TOO_MANY_REQUESTS', retryAfter };
  }
  return { kind: 'GENERIC' };
}
