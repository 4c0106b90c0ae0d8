import type { SchedulerLike } from 'rxjs';

/** Time. Every timer of the core runs on `scheduler`, so tests drive it in virtual time. */
export interface Clock {
  now(): Date;
  readonly scheduler: SchedulerLike;
}
