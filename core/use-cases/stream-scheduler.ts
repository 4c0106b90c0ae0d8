/**
 * The scheduler a clock's streams run on (polling, the session timer): the clock's own (virtual
 * time in tests), else RxJS's asyncScheduler. Only the parts that run streams import this, so the
 * first page, whose clock only runs `after`, carries no RxJS scheduler.
 */
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Clock } from '../ports/clock';

export const streamScheduler = (clock: Clock): SchedulerLike => clock.scheduler ?? asyncScheduler;
