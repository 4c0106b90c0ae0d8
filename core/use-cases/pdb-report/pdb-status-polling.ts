/**
 * PDB report status polling (docs/portal.md §PDB report): POST /pdb-report-status.json is repeated while the
 * answer is 404. First call at once; then every 5 seconds for the first 23 retries; then every
 * 30 seconds. Call times: 0, 5 s, …, 115 s, 145 s, 175 s, … The portal stops asking after
 * PDB_POLL_MAX_ATTEMPTS "not ready" answers (the last call about 20 minutes after the first), so
 * a report that never comes does not keep a page or a command waiting for ever.
 */
import { Observable, concat, defer, mergeMap, of, take, timer, type SchedulerLike } from 'rxjs';
import { PDB_POLL_FAST_MS, PDB_POLL_FAST_RETRIES, PDB_POLL_MAX_ATTEMPTS, PDB_POLL_SLOW_MS } from '../../model/constants';

/** Wait before retry number `retry` (1 for the first retry). */
export const pdbPollDelay = (retry: number): number => (retry <= PDB_POLL_FAST_RETRIES ? PDB_POLL_FAST_MS : PDB_POLL_SLOW_MS);

/** Whole minutes from the first call to the last one of a poll that gets only "not ready" answers. */
export function pdbPollGiveUpMinutes(maxAttempts = PDB_POLL_MAX_ATTEMPTS): number {
  let ms = 0;
  for (let retry = 1; retry < maxAttempts; retry++) ms += pdbPollDelay(retry);
  return Math.round(ms / 60_000);
}

/** What a person reads when the portal stops asking (the browser's status page and `pdb-report status --wait`). */
export const pdbPollGaveUpText = (): string =>
  `The report was still not ready after ${pdbPollGiveUpMinutes()} minutes of checking, so we stopped checking. Please check again later.`;

export interface HasStatus {
  readonly status: number;
}

export const isNotReady = (answer: HasStatus): boolean => answer.status === 404;

/** One step of a poll: an answer that means "not yet" (with the wait before the next call), the final answer, or the end of asking. */
export type PollStep<R> =
  | { readonly kind: 'PENDING'; readonly attempt: number; readonly nextDelayMs: number }
  | { readonly kind: 'ANSWER'; readonly attempt: number; readonly answer: R }
  | { readonly kind: 'GAVE_UP'; readonly attempt: number };

/**
 * Calls `call` at once and again on the schedule while `pending` holds for its answer, reporting
 * every attempt, so a screen and a command can show the progress: a PENDING step after each
 * "not yet" answer, then the ANSWER step (or GAVE_UP after `maxAttempts` "not yet" answers), then
 * completion; errors pass through. Written with the operators the portal's first page already
 * loads (no `repeat` or `takeWhile`): the status page's chunk then adds nothing to the identify
 * page's download.
 */
export function pollSteps<R>(
  call: () => Observable<R>,
  scheduler: SchedulerLike,
  pending: (answer: R) => boolean,
  maxAttempts = PDB_POLL_MAX_ATTEMPTS,
): Observable<PollStep<R>> {
  const attemptAt = (attempt: number): Observable<PollStep<R>> =>
    defer(call).pipe(
      take(1),
      mergeMap((answer): Observable<PollStep<R>> => {
        if (!pending(answer)) return of({ kind: 'ANSWER', attempt, answer });
        if (attempt >= maxAttempts) return of({ kind: 'GAVE_UP', attempt });
        const wait = pdbPollDelay(attempt);
        return concat(of<PollStep<R>>({ kind: 'PENDING', attempt, nextDelayMs: wait }), timer(wait, scheduler).pipe(mergeMap(() => attemptAt(attempt + 1))));
      }),
    );
  return attemptAt(1);
}
