/** Real time: the system clock and RxJS's asyncScheduler (setTimeout / setInterval). */
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Clock } from '../../core/ports/clock';

export class SystemClock implements Clock {
  readonly scheduler: SchedulerLike = asyncScheduler;
  now(): Date {
    return new Date();
  }
}
