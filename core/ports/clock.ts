import type { SchedulerLike } from 'rxjs';

/**
 * Time. The core's timers run on `after`, and its streams on `streamScheduler(clock)`
 * (core/use-cases/stream-scheduler.ts), so tests drive both in virtual time.
 */
export interface Clock {
  now(): Date;
  /** Runs `work` once, `ms` from now; returns what cancels it. */
  after(ms: number, work: () => void): () => void;
  /**
   * The clock's own scheduler for streams, when it has one (virtual time). Real time has none:
   * its streams use RxJS's asyncScheduler, which the first page then never loads.
   */
  readonly scheduler?: SchedulerLike;
}
