/**
 * What an error screen needs to know of a caught error: whether it is a 429 (with its
 * Retry-After), the registry's 404 for the screen's record, one of the router's own errors (docs/portal.md §Errors: not found, method not allowed, bad
 * request are generic, shown with "Unexpected Application Error!"), or anything else.
 */
import { isRouteErrorResponse } from 'react-router';
import { DomainFailure, statusOf } from '../../../core/errors';
import { isRouterErrorStatus, ROUTER_ERROR_TEXT } from '../../../core/use-cases/errors/router-errors';

export type CaughtError =
  | { readonly kind: 'TOO_MANY_REQUESTS'; readonly retryAfter?: number }
  | { readonly kind: 'NOT_FOUND' }
  | { readonly kind: 'ROUTER'; readonly text: string }
  | { readonly kind: 'GENERIC' };

export function classifyError(error: unknown): CaughtError {
  if (error instanceof DomainFailure && statusOf(error.error) === 429) {
    const retryAfter = error.error._tag === 'TooManyRequests' ? error.error.retryAfter : undefined;
    return retryAfter === undefined ? { kind: 'TOO_MANY_REQUESTS' } : { kind: 'TOO_MANY_REQUESTS', retryAfter };
  }
  // The registry has no such record for this licensee (its 404): not found, not a failure.
  if (error instanceof DomainFailure && (error.error._tag === 'NotFound' || statusOf(error.error) === 404)) return { kind: 'NOT_FOUND' };
  if (isRouteErrorResponse(error) && isRouterErrorStatus(error.status)) {
    return { kind: 'ROUTER', text: `${ROUTER_ERROR_TEXT} ${[error.status, error.statusText].filter(Boolean).join(' ')}` };
  }
  return { kind: 'GENERIC' };
}
