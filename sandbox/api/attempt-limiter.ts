/**
 * Guards the SSN authorization step against guessing: a last four has only 10,000 values. After
 * MAX_FAILURES wrong answers for one licensee within WINDOW, identify refuses that licensee with
 * 429 and Retry-After until the oldest failure leaves the window. In memory: a restart forgets.
 */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

export class AttemptLimiter {
  private failures = new Map<string, number[]>();

  constructor(private readonly now: () => Date) {}

  private recent(id: string): number[] {
    const since = this.now().getTime() - WINDOW_MS;
    const list = (this.failures.get(id) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(id, list);
    else this.failures.delete(id);
    return list;
  }

  /** Seconds to wait before this licensee may try again (0 = may try now). */
  blockedFor(id: string): number {
    const list = this.recent(id);
    const oldest = list[0];
    if (list.length < MAX_FAILURES || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - this.now().getTime()) / 1000));
  }

  fail(id: string): void {
    this.failures.set(id, [...this.recent(id), this.now().getTime()]);
  }

  reset(id: string): void {
    this.failures.delete(id);
  }
}
