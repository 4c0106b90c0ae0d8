/**
 * How much the ingest takes (docs/portal.md §Telemetry "Ingest"), checked before a body is read:
 *  - per client (its address) and for all clients together, writes and bytes per window
 *    (rate-limiter-flexible's in-memory limiters), so that one client, or many, cannot flood it;
 *  - a total storage quota: a write that would take the stored telemetry past it is refused, so
 *    the quota is never reached, let alone passed.
 * Each refusal is 429 with Retry-After: when the window frees room, or, for the quota, an hour
 * (what is past the retention is deleted as new entries arrive).
 * The stored total is counted in this process and read again from the database at each expiry
 * pass, so processes sharing one PostgreSQL correct each other's counts there.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface Rate {
  /** Writes per window. */
  readonly writes: number;
  /** Bytes per window, as declared by Content-Length (or the body's size when it has none). */
  readonly bytes: number;
  readonly windowSeconds: number;
}

export interface IngestLimits {
  readonly perClient: Rate;
  readonly total: Rate;
  /** The most telemetry stored at once, in bytes. */
  readonly quotaBytes: number;
}

/**
 * Generous for a browser (a recording batch every 5 s, a first snapshot of a few hundred KiB per
 * page, an analytics entry per registry call: a quick journey makes dozens a second), tight for a flood; short windows, so that what a flood gets in
 * before it is refused is a small burst. The total bytes stay well under what the database writes
 * in the window (about 4 MiB a second for PGlite on a busy machine), so registry calls keep their pace.
 */
export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  perClient: { writes: 1000, bytes: 4 * 1024 * 1024, windowSeconds: 10 },
  total: { writes: 5000, bytes: 8 * 1024 * 1024, windowSeconds: 10 },
  quotaBytes: 512 * 1024 * 1024,
};

/** Seconds a client is told to wait when the quota is full. */
export const QUOTA_RETRY_SECONDS = 3600;

export type Admission = { ok: true; release: (storedBytes: number) => void } | { ok: false; retryAfter: number };

const limiter = (rate: Rate, points: 'writes' | 'bytes', prefix: string) =>
  new RateLimiterMemory({ keyPrefix: prefix, points: rate[points], duration: rate.windowSeconds });

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class IngestGate {
  private readonly writes: RateLimiterMemory;
  private readonly bytes: RateLimiterMemory;
  private readonly totalWrites: RateLimiterMemory;
  private readonly totalBytes: RateLimiterMemory;
  /** Bytes stored, and bytes admitted but not yet written. */
  private stored = 0;
  private pending = 0;

  constructor(private readonly limits: IngestLimits) {
    this.writes = limiter(limits.perClient, 'writes', 'client-writes');
    this.bytes = limiter(limits.perClient, 'bytes', 'client-bytes');
    this.totalWrites = limiter(limits.total, 'writes', 'total-writes');
    this.totalBytes = limiter(limits.total, 'bytes', 'total-bytes');
  }

  /** The stored total, as counted in the database. */
  setStored(bytes: number): void {
    this.stored = bytes;
  }

  /**
   * Admits a write of `size` bytes from `client`, or says how long to wait. An admitted write
   * calls `release` with the bytes it stored (0 when it stored nothing).
   */
  async admit(client: string, size: number): Promise<Admission> {
    if (this.stored + this.pending + size > this.limits.quotaBytes) return { ok: false, retryAfter: QUOTA_RETRY_SECONDS };
    try {
      await this.writes.consume(client, 1);
      await this.totalWrites.consume('all', 1);
      if (size > 0) {
        await this.bytes.consume(client, size);
        await this.totalBytes.consume('all', size);
      }
    } catch (e) {
      if (e instanceof RateLimiterRes) return { ok: false, retryAfter: seconds(e.msBeforeNext) };
      throw e;
    }
    // Checked again: another write may have been admitted while this one waited for the limiters.
    if (this.stored + this.pending + size > this.limits.quotaBytes) return { ok: false, retryAfter: QUOTA_RETRY_SECONDS };
    this.pending += size;
    let released = false;
    return {
      ok: true,
      release: (storedBytes) => {
        if (released) return;
        released = true;
        this.pending -= size;
        this.stored += storedBytes;
      },
    };
  }
}
