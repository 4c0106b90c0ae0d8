/**
 * PDB report status polling (docs/portal.md §PDB report): POST /pdb-report-status.json is repeated while the
 * answer is 404. First call at once; then every 5 seconds for the first 23 retries; then every
 * 30 seconds. Call times: 0, 5 s, …, 115 s, 145 s, 175 s, …
 */
import { Observable, concat, defer, filter, from, mergeMap, of, repeat, take, timer, type SchedulerLike } from 'rxjs';
import type * as TE from 'fp-ts/TaskEither';
import type * as E from 'fp-ts/Either';
import { PDB_POLL_FAST_MS, PDB_POLL_FAST_RETRIES, PDB_POLL_SLOW_MS } from '../../model/constants';

/** Wait before retry number `retry` (1 for the first retry). */
export const pdbPollDelay = (retry: number): number => (retry <= PDB_POLL_FAST_RETRIES ? PDB_POLL_FAST_MS : PDB_POLL_SLOW_MS);

export interface HasStatus {
  readonly status: number;
}

export const isNotReady = (answer: HasStatus): boolean => answer.status === 404;

/**
 * Calls `call` at once and again on the schedule while `pending` holds for its answer (by
 * default: status 404). Emits the first other answer and completes. Errors pass through.
 * `call` is invoked anew for every attempt.
 */
export function poll<R>(call: () => Observable<R>, scheduler: SchedulerLike, pending: (answer: R) => boolean = isNotReady as (r: R) => boolean): Observable<R> {
  return defer(call).pipe(
    // `repeat` resubscribes after each completed attempt; `filter` + `take` stop at the answer.
    repeat({ delay: (count) => timer(pdbPollDelay(count), scheduler) }),
    filter((answer) => !pending(answer)),
    take(1),
  );
}

/**
 * The same policy for a TaskEither call (the RegistryApi port's style). The call is pending
 * while `pending` holds for its Either (e.g. a Left NotFound); the stream emits the first
 * other Either. Left values are answers, not errors: the caller decides.
 */
export function pollTaskEither<L, R>(
  call: TE.TaskEither<L, R>,
  scheduler: SchedulerLike,
  pending: (answer: E.Either<L, R>) => boolean,
): Observable<E.Either<L, R>> {
  return poll(() => defer(() => from(call())), scheduler, pending);
}

/** One step of a poll: an answer that means "not yet" (with the wait before the next call), or the final answer. */
export type PollStep<R> =
  | { readonly kind: 'PENDING'; readonly attempt: number; readonly nextDelayMs: number }
  | { readonly kind: 'ANSWER'; readonly attempt: number; readonly answer: R };

/**
 * The same schedule as `poll`, reporting every attempt, so a screen can show the progress: a
 * PENDING step after each "not yet" answer, then the ANSWER step, then completion. Written with
 * the operators the portal's first page already loads (no `repeat` or `takeWhile`): the status
 * page's chunk then adds nothing to the identify page's download.
 */
export function pollSteps<R>(call: () => Observable<R>, scheduler: SchedulerLike, pending: (answer: R) => boolean): Observable<PollStep<R>> {
  const attemptAt = (attempt: number): Observable<PollStep<R>> =>
    defer(call).pipe(
      take(1),
      mergeMap((answer): Observable<PollStep<R>> => {
        if (!pending(answer)) return of({ kind: 'ANSWER', attempt, answer });
        const wait = pdbPollDelay(attempt);
        return concat(of<PollStep<R>>({ kind: 'PENDING', attempt, nextDelayMs: wait }), timer(wait, scheduler).pipe(mergeMap(() => attemptAt(attempt + 1))));
      }),
    );
  return attemptAt(1);
}
