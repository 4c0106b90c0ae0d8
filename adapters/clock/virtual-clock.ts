/**
 * Virtual time for tests: every timer of the core runs on an RxJS VirtualTimeScheduler (or a
 * TestScheduler), and `now()` is a fixed start date plus the scheduler's virtual milliseconds.
 */
import { VirtualTimeScheduler } from 'rxjs';
import type { Clock } from '../../core/ports/clock';

export class VirtualClock implements Clock {
  constructor(
    readonly scheduler: VirtualTimeScheduler = new VirtualTimeScheduler(),
    private readonly start: Date = new Date(Date.UTC(2026, 0, 15, 9, 0, 0)),
  ) {}

  now(): Date {
    return new Date(this.start.getTime() + this.scheduler.now());
  }

  after(ms: number, work: () => void): () => void {
    const action = this.scheduler.schedule(work, ms);
    return () => action.unsubscribe();
  }

  /** When each waiting timer is due, in virtual milliseconds from now, soonest first. */
  timersDue(): number[] {
    return this.scheduler.actions.map((action) => action.delay - this.scheduler.now());
  }

  /** Runs every timer due in the next `ms` virtual milliseconds and leaves the clock at +ms. */
  advance(ms: number): void {
    const target = this.scheduler.now() + ms;
    // A no-op at the target makes the clock land on it even when no timer is due there.
    this.scheduler.schedule(() => undefined, ms);
    const previous = this.scheduler.maxFrames;
    this.scheduler.maxFrames = target;
    this.scheduler.flush();
    this.scheduler.maxFrames = previous;
  }
}
