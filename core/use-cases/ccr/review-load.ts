/**
 * The contact change review's load (docs/portal.md §Contact change, §Calls "a review failure has an
 * empty error"): the registry's review, or the review's failure with an empty error
 * (`reviewFetchFailed`), which the review page shows in its own words with a way to try again. The
 * error itself ("Unexpected ccr review response: {status}", …) is reported, never shown. Three
 * failures keep the portal's own handling: a 401 ends the session, a 429 asks to wait (its screen),
 * and the registry's 404 for another licensee's flow says it was not found.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { DomainFailure, statusOf, type DomainError } from '../../errors';
import type { CcrReview } from '../../model/ccr';
import type { Telemetry } from '../../ports/telemetry';
import { reviewFetchFailed, type Resource } from '../async-load';

/** What a finished load holds: the review, or its failure. */
export type CcrReviewLoad = Extract<Resource<CcrReview, ''>, { readonly status: 'success' | 'failure' }>;

export const CCR_REVIEW_FAILED_TITLE = 'Your contact changes could not be loaded';
export const CCR_REVIEW_FAILED_TEXT = 'Try again. If it keeps happening, contact customer service.';

const handledElsewhere = (error: DomainError): boolean => [401, 404, 429].includes(statusOf(error) ?? 0);

export function loadCcrReview(call: TE.TaskEither<DomainError, CcrReview>, telemetry: Pick<Telemetry, 'error'>): TE.TaskEither<DomainError, CcrReviewLoad> {
  return pipe(
    call,
    TE.map((data): CcrReviewLoad => ({ status: 'success', data })),
    TE.orElse((error) => {
      if (handledElsewhere(error)) return TE.left(error);
      telemetry.error(new DomainFailure(error), 'api');
      return TE.right(reviewFetchFailed());
    }),
  );
}
