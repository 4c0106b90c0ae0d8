/**
 * Guards identify against guessing (docs/portal.md §Limits): a last four has only 10,000 values,
 * and a last name with a full SSN or an NPN can be tried over and over. Failed attempts are
 * counted in a sliding window per licensee matched, per last name searched, per client and in
 * total; once one count reaches its limit, identify answers 429 with Retry-After until the oldest
 * failure leaves the window: for the last name, the client and the total before it looks anybody
 * up. In memory: a restart forgets.
 */

export interface IdentifyLimits {
  /** Wrong SSNs for one licensee found by the search. */
  readonly perLicensee: number;
  /** Failed attempts naming one last name (any case). */
  readonly perLastName: number;
  /** Failed attempts from one client (its address). */
  readonly perClient: number;
  /** Failed attempts from everybody. */
  readonly total: number;
  readonly windowMs: number;
}

export const DEFAULT_IDENTIFY_LIMITS: IdentifyLimits = {
  perLicensee: 5,
  perLastName: 10,
  perClient: 50,
  total: 1000,
  windowMs: 15 * 60 * 1000,
};

/** Keys remembered per count at most: last names and clients are the caller's to choose. */
const MAX_KEYS = 10_000;

/** Failures of one kind of key within the window. */
class AttemptLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => Date,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait before `key` may try again (0 = may try now). */
  blockedFor(key: string): number {
    const list = this.recent(key);
    const oldest = list[list.length - this.max];
    if (list.length < this.max || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now().getTime()) / 1000));
  }

  fail(key: string): void {
    const list = [...this.recent(key), this.now().getTime()].slice(-this.max);
    this.failures.delete(key);
    this.failures.set(key, list);
    // The least recently failed key goes first (a Map keeps insertion order).
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value as string);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}

/** The four counts of identify, each with its own limit. */
export class IdentifyGuard {
  readonly licensee: AttemptLimiter;
  private readonly lastName: AttemptLimiter;
  private readonly client: AttemptLimiter;
  private readonly total: AttemptLimiter;

  constructor(now: () => Date, limits: IdentifyLimits = DEFAULT_IDENTIFY_LIMITS) {
    this.licensee = new AttemptLimiter(now, limits.perLicensee, limits.windowMs);
    this.lastName = new AttemptLimiter(now, limits.perLastName, limits.windowMs);
    this.client = new AttemptLimiter(now, limits.perClient, limits.windowMs);
    this.total = new AttemptLimiter(now, limits.total, limits.windowMs);
  }

  private counts(who: { client: string; lastName: string | undefined }): Array<[AttemptLimiter, string]> {
    const name = who.lastName?.trim().toLowerCase();
    return [[this.total, ''], [this.client, who.client], ...(name ? [[this.lastName, name] as [AttemptLimiter, string]] : [])];
  }

  /** Seconds to wait before this client may search for this last name (0 = may search now). */
  blockedFor(who: { client: string; lastName: string | undefined }): number {
    return Math.max(0, ...this.counts(who).map(([limiter, key]) => limiter.blockedFor(key)));
  }

  /** A failed attempt: no match, or a wrong SSN for the licensee matched. */
  fail(who: { client: string; lastName: string | undefined }, licenseeId?: string): void {
    for (const [limiter, key] of this.counts(who)) limiter.fail(key);
    if (licenseeId !== undefined) this.licensee.fail(licenseeId);
  }
}
