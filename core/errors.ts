/**
 * Failures are values. Every call of the registry API fails with one of these, and the driver
 * (a screen or a CLI command) decides how to show it.
 */
export type DomainError =
  | { readonly _tag: 'Unauthorized'; readonly message: string }
  | { readonly _tag: 'TooManyRequests'; readonly message: string; readonly retryAfter?: number }
  | { readonly _tag: 'ServerError'; readonly message: string; readonly status: number }
  | { readonly _tag: 'UnexpectedResponse'; readonly message: string; readonly status: number }
  | { readonly _tag: 'InvalidResponse'; readonly message: string; readonly paths: readonly string[] }
  | { readonly _tag: 'BadRequest'; readonly message: string; readonly errors: readonly string[] }
  | { readonly _tag: 'NotFound'; readonly message: string }
  | { readonly _tag: 'FlowCreationFailed'; readonly message: string; readonly status: number }
  | { readonly _tag: 'NetworkError'; readonly message: string; readonly timedOut?: true };

export const unauthorized = (): DomainError => ({ _tag: 'Unauthorized', message: 'Your session has ended. Please identify yourself again.' });
export const tooManyRequests = (retryAfter?: number): DomainError => ({
  _tag: 'TooManyRequests',
  message: 'Too many requests',
  ...(retryAfter === undefined ? {} : { retryAfter }),
});
export const serverError = (status: number): DomainError => ({ _tag: 'ServerError', status, message: `Server error: ${status}` });
/** "Unexpected ccr review response: 404" and the like (docs/portal.md §Errors). */
export const unexpectedResponse = (what: string, status: number): DomainError => ({
  _tag: 'UnexpectedResponse',
  status,
  message: `Unexpected ${what} response: ${status}`,
});
export const invalidResponse = (message: string, paths: readonly string[]): DomainError => ({ _tag: 'InvalidResponse', message, paths });
export const badRequest = (errors: readonly string[]): DomainError => ({
  _tag: 'BadRequest',
  errors,
  message: errors.join(' ') || 'The request was not accepted.',
});
export const notFound = (message = 'Not found'): DomainError => ({ _tag: 'NotFound', message });
/** The title of a failed flow creation (docs/portal.md §Errors), and its message with the status. */
export const FLOW_CREATION_FAILED = 'Flow creation failed';
export const flowCreationFailed = (status: number): DomainError => ({ _tag: 'FlowCreationFailed', status, message: `${FLOW_CREATION_FAILED} (${status})` });
export const networkError = (message: string): DomainError => ({ _tag: 'NetworkError', message });
/** A call that got no answer in the time allowed (the fetch's timeout signal fired). */
const requestTimedOut = (): DomainError => ({ _tag: 'NetworkError', message: 'The registry did not answer in time.', timedOut: true });
/** A call that got no answer: what failed says why, else the registry could not be reached; a timeout's abort is a timeout. */
export const networkErrorOf = (cause: unknown): DomainError =>
  cause instanceof Error && cause.name === 'TimeoutError'
    ? requestTimedOut()
    : networkError(cause instanceof Error ? cause.message : 'The registry could not be reached.');

/** The HTTP status a failure carries, when it carries one (the 429 screen keys on it). */
export function statusOf(error: DomainError): number | undefined {
  switch (error._tag) {
    case 'Unauthorized':
      return 401;
    case 'TooManyRequests':
      return 429;
    case 'BadRequest':
      return 400;
    case 'NotFound':
      return 404;
    case 'ServerError':
    case 'UnexpectedResponse':
    case 'FlowCreationFailed':
      return error.status;
    default:
      return undefined;
  }
}

/** A DomainError thrown across a boundary that only knows exceptions (React error boundaries, suspense). */
export class DomainFailure extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
    this.name = 'DomainFailure';
  }
}
