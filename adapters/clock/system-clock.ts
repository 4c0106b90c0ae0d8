/** Real time: the system clock and the platform's timers. Its streams run on RxJS's asyncScheduler (streamScheduler). */
import type { Clock } from '../../core/ports/clock';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
  after(ms: number, work: () => void): () => void {
    const timer = setTimeout(work, ms);
    return () => clearTimeout(timer);
  }
}
