/** Helpers to run RxJS policies in virtual time and record what they emit and when. */
import { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as assert from 'uvu/assert';

export const newScheduler = () => new TestScheduler((actual, expected) => assert.equal(actual, expected));

export interface Recorded<T> {
  readonly at: number;
  readonly value?: T;
  readonly kind: 'N' | 'C' | 'E';
  readonly error?: unknown;
}

/**
 * Subscribes to the observable built by `build` inside the scheduler's run mode, unsubscribes
 * at `until` (virtual ms), and returns every notification with its virtual time.
 */
export function recordUntil<T>(until: number, build: (scheduler: TestScheduler) => Observable<T>, setup?: (scheduler: TestScheduler) => void): Recorded<T>[] {
  const scheduler = newScheduler();
  const out: Recorded<T>[] = [];
  scheduler.run(({ flush }) => {
    setup?.(scheduler);
    const sub = build(scheduler).subscribe({
      next: (value) => out.push({ at: scheduler.now(), value, kind: 'N' }),
      complete: () => out.push({ at: scheduler.now(), kind: 'C' }),
      error: (error) => out.push({ at: scheduler.now(), kind: 'E', error }),
    });
    scheduler.schedule(() => sub.unsubscribe(), until);
    flush();
  });
  return out;
}

export const MIN = 60_000;
