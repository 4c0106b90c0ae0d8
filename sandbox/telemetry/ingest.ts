/**
 * The telemetry ingest the portal sends to when `npm start` runs it (config.json's telemetry
 * endpoints, see ./config.ts): recordings, error reports and analytics, kept in the sandbox's
 * database for 30 days, and read back by support staff with the support credential.
 *
 *   POST {telemetry}/replay/sessions/:id/events   one batch of a session's recording (size-capped per session: 413)
 *   POST {telemetry}/replay                       the SDK's identify: accepted, and names no one (below)
 *   POST {telemetry}/errors                       an error report
 *   POST {telemetry}/analytics                    a page view or an API timing
 *   GET  {telemetry}/replay/sessions              support: the sessions (?licensee=NPN|FEIN&since=ISO)
 *   GET  {telemetry}/replay/sessions/:id          support: a session's recording (events in time order, journey commands)
 *   GET  {telemetry}/errors                       support: the error reports (?since=ISO), each with its id
 *   GET  {telemetry}/errors/:id                   support: one report with its stack
 *
 * Writes take no credential, as a browser SDK's ingest does; bodies are text or JSON (a beacon
 * sends text/plain). Nothing a page posts says whose a recording is: it belongs to the licensee
 * whose verified registry call first named it (recording-owner.ts); until then it is anonymous,
 * whatever its batches or an identify entry claim. Reads need `Authorization: Bearer <support token>`: none is 401, any other
 * token (a licensee's JWT included) is 403.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as t from 'io-ts';
import { IdentityStatus, RETENTION_DAYS, type ErrorReport, type ReplaySession } from '../../core/model/telemetry';
import type { Db } from '../db/db';
import { clientAddress } from '../http/client';
import { errorResponse, readBodyText } from '../http/errors';
import { noStore } from '../http/headers';
import { AnalyticsEntry, ErrorEntry, keptBatch, ReplayEntry, SessionId } from './entries';
import { DEFAULT_INGEST_LIMITS, IngestGate, type Admission, type IngestLimits } from './limits';

export interface TelemetryDeps {
  db: Db;
  now: () => Date;
  /** The credential of support staff's reads. */
  supportToken: string;
  /** The most a session's recording may hold, in bytes of its events as kept. */
  sessionCapBytes: number;
  /** Rates per client and in total, and the storage quota (default DEFAULT_INGEST_LIMITS). */
  limits?: IngestLimits;
}

/** Error reports and analytics events are small: one body of either may not exceed this. */
export const MAX_ENTRY_BYTES = 64 * 1024;
/** One recording batch may not exceed this (the recorder's are under 60 KiB, a large page's first snapshot aside). */
export const MAX_BATCH_BYTES = 2 * 1024 * 1024;
/** How often what is past the retention is deleted. */
const EXPIRY_EVERY_MS = 60_000;
const TOO_MANY = 'Too many telemetry entries: try again later.';
/** The default size cap of one session's recording. */
export const DEFAULT_SESSION_CAP_BYTES = 20 * 1024 * 1024;

const DAY_MS = 24 * 60 * 60 * 1000;
const TOO_LARGE = 'The recording of this session is over its size limit.';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Reads need the support token: none is 401, any other is 403. */
export function requireSupport(token: string): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (!given) return errorResponse(c, 401, ['A support credential is required.']);
    if (!timingSafeEqual(digest(given), expected)) return errorResponse(c, 403, ['This credential may not read telemetry.']);
    return next();
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const badBody = (c: Context) => errorResponse(c, 400, ['The body is not a telemetry entry.']);

/** `since` as a date, or undefined when absent; null when given but not a date. */
function sinceOf(c: Context): Date | undefined | null {
  const since = c.req.query('since');
  if (since === undefined || since === '') return undefined;
  const d = new Date(since);
  return Number.isNaN(d.getTime()) ? null : d;
}

type SessionRow = {
  session_id: string;
  started_at: Date | string;
  last_at: Date | string;
  identity: number;
  display_name: string | null;
  npn: string | null;
  fein: string | null;
  bytes: number;
  batches: number;
};

const iso = (d: Date | string) => new Date(d).toISOString();
/** A recorded event's time (rrweb's `timestamp`), 0 when it has none. */
const timestampOf = (event: unknown): number => {
  const at = (event as { timestamp?: unknown } | null)?.timestamp;
  return typeof at === 'number' ? at : 0;
};

function sessionOf(r: SessionRow): ReplaySession {
  return {
    sessionId: r.session_id,
    startedAt: iso(r.started_at),
    lastAt: iso(r.last_at),
    identity: Math.min(2, Math.max(0, Number(r.identity))) as ReplaySession['identity'],
    bytes: Number(r.bytes),
    batches: Number(r.batches),
    ...(r.display_name ? { displayName: r.display_name } : {}),
    ...(r.npn ? { npn: r.npn } : {}),
    ...(r.fein ? { fein: r.fein } : {}),
  };
}

export function telemetryRoutes(app: Hono, base: string, deps: TelemetryDeps): void {
  const { db, now } = deps;
  const cutoff = () => new Date(now().getTime() - RETENTION_DAYS * DAY_MS);

  const gate = new IngestGate(deps.limits ?? DEFAULT_INGEST_LIMITS);
  /**
   * The ingest's database writes, one at a time: a large value is slow to write (tens of ms for
   * 32 KiB in PGlite), and a registry call then waits behind one write at most, never a queue of them.
   */
  let writing: Promise<unknown> = Promise.resolve();
  const serially = <T>(write: () => Promise<T>): Promise<T> => {
    const run = writing.then(write, write);
    writing = run.catch(() => undefined);
    return run;
  };
  const recount = async () => gate.setStored(await storedTelemetryBytes(db));
  let counted: Promise<void> | undefined;
  let lastExpiry = -Infinity;

  /**
   * Deletes what is past the retention (a session with its recording, by its last batch), at most
   * once a minute, and counts what is stored again (at start, and on a database other processes
   * share, at each pass).
   */
  const expire = async () => {
    counted ??= recount();
    await counted;
    if (now().getTime() - lastExpiry < EXPIRY_EVERY_MS) return;
    lastExpiry = now().getTime();
    const before = cutoff();
    await db.query('DELETE FROM telemetry_sessions WHERE last_at < $1', [before]);
    await db.query('DELETE FROM telemetry_errors WHERE received_at < $1', [before]);
    await db.query('DELETE FROM telemetry_analytics WHERE received_at < $1', [before]);
    if (db.shared || lastExpiry > 0) await recount();
  };

  /** The start of what a read covers: `since`, within the retention; null when `since` is no date. */
  const windowStart = (c: Context): Date | null => {
    const since = sinceOf(c);
    if (since === null) return null;
    return since && since > cutoff() ? since : cutoff();
  };
  const badSince = (c: Context) => errorResponse(c, 400, ['since must be a date and time, e.g. 2026-11-20T00:00:00Z.']);

  app.use(`${base}/*`, noStore());

  /**
   * Admits a write before its body is read (limits.ts): 429 with Retry-After when the client, all
   * clients or the quota has no room for it. The body's declared size counts; without one, `cap`.
   */
  const admitted = async (c: Context, cap: number): Promise<Extract<Admission, { ok: true }> | Response> => {
    await expire();
    const declared = Number(c.req.header('content-length') ?? cap);
    const admission = await gate.admit(clientAddress(c), Number.isFinite(declared) ? Math.min(declared, cap) : cap);
    if (admission.ok) return admission;
    c.header('Retry-After', String(admission.retryAfter));
    // The connection closes: its unread body is not taken in, and a flood pays for a new one.
    c.header('Connection', 'close');
    return errorResponse(c, 429, [TOO_MANY]);
  };

  app.post(`${base}/replay/sessions/:id/events`, async (c) => {
    const sessionId = c.req.param('id');
    if (!SessionId.is(sessionId)) return badBody(c);
    const admission = await admitted(c, MAX_BATCH_BYTES);
    if (admission instanceof Response) return admission;
    let kept = 0;
    try {
      const [stored] = await db.query<{ bytes: number }>('SELECT bytes FROM telemetry_sessions WHERE session_id = $1', [sessionId]);
      const room = deps.sessionCapBytes - Number(stored?.bytes ?? 0);
      const text = await readBodyText(c, Math.max(0, Math.min(room, MAX_BATCH_BYTES)));
      if (text === undefined) return errorResponse(c, 413, [TOO_LARGE]);
      const batch = keptBatch(parse(text));
      if (!batch || batch.sessionId !== sessionId) return badBody(c);
      const events = JSON.stringify(batch.events);
      const commands = JSON.stringify(batch.commands ?? []);
      const size = Buffer.byteLength(events) + Buffer.byteLength(commands);
      // One statement (a transaction would hold the database between its statements while the
      // server answers others): the session's row created or updated within its cap, then the batch.
      // A batch may say Anonymous at most: Identified comes from a verified call only (recording-owner.ts).
      const [row] = await serially(() =>
        db.query<{ n: number }>(
          `WITH session AS (
             INSERT INTO telemetry_sessions AS s (session_id, started_at, last_at, identity, bytes, batches)
             SELECT $1, $2::timestamptz, $2::timestamptz, $3::smallint, $4::integer, 1 WHERE $4::integer <= $5::integer
             ON CONFLICT (session_id) DO UPDATE
               SET last_at = EXCLUDED.last_at, identity = GREATEST(s.identity, EXCLUDED.identity),
                   bytes = s.bytes + EXCLUDED.bytes, batches = s.batches + 1
               WHERE s.bytes + EXCLUDED.bytes <= $5::integer
             RETURNING session_id
           )
           INSERT INTO telemetry_recordings (session_id, received_at, events, commands)
           SELECT session_id, $2::timestamptz, $6, $7 FROM session
           RETURNING octet_length(telemetry_recordings::text) AS n`,
          [sessionId, now(), Math.min(batch.identity, IdentityStatus.Anonymous), size, deps.sessionCapBytes, events, commands],
        ),
      );
      const written = row ? Number(row.n) : undefined;
      if (written === undefined) return errorResponse(c, 413, [TOO_LARGE]);
      kept = written;
      return c.body(null, 204);
    } finally {
      admission.release(kept);
    }
  });

  /** The three channels' entries: one body of at most MAX_ENTRY_BYTES, decoded by the channel's codec (entries.ts). */
  const entry =
    <A>(codec: t.Decoder<unknown, A>, store: (e: A) => Promise<number>) =>
    async (c: Context) => {
      const admission = await admitted(c, MAX_ENTRY_BYTES);
      if (admission instanceof Response) return admission;
      let kept = 0;
      try {
        const text = await readBodyText(c, MAX_ENTRY_BYTES);
        if (text === undefined) return errorResponse(c, 413, ['The telemetry entry is too large.']);
        const decoded = codec.decode(parse(text));
        if (decoded._tag !== 'Right') return badBody(c);
        kept = await serially(() => store(decoded.right));
        return c.body(null, 204);
      } finally {
        admission.release(kept);
      }
    };
  const size = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0);

  // The SDK's identify: what a page posts never names the recording's licensee (recording-owner.ts).
  app.post(
    `${base}/replay`,
    entry(ReplayEntry, async () => 0),
  );

  app.post(
    `${base}/errors`,
    entry(ErrorEntry, async (e) =>
      size(
        await db.query<{ n: number }>(
          `INSERT INTO telemetry_errors (received_at, at, session_id, page, error_type, name, message, stack) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           RETURNING octet_length(telemetry_errors::text) AS n`,
          [
            now(),
            e.at,
            e.sessionId ?? null,
            e.page || null,
            e.data?.errorType || 'unknown',
            e.data?.name || 'Error',
            e.data?.message ?? '',
            e.data?.stack || null,
          ],
        ),
      ),
    ),
  );

  app.post(
    `${base}/analytics`,
    entry(AnalyticsEntry, async (e) =>
      size(
        await db.query<{ n: number }>(
          'INSERT INTO telemetry_analytics (received_at, session_id, type, data) VALUES ($1, $2, $3, $4) RETURNING octet_length(telemetry_analytics::text) AS n',
          [now(), e.sessionId ?? null, e.type, JSON.stringify(e.data ?? {})],
        ),
      ),
    ),
  );

  // Support staff's reads.
  const support = requireSupport(deps.supportToken);

  app.get(`${base}/replay/sessions`, support, async (c) => {
    const from = windowStart(c);
    if (!from) return badSince(c);
    const licensee = (c.req.query('licensee') ?? '').replace(/-/g, '');
    const rows = await db.query<SessionRow>(
      `SELECT * FROM telemetry_sessions
        WHERE last_at >= $1 AND ($2 = '' OR npn = $2 OR replace(fein, '-', '') = $2)
        ORDER BY last_at DESC LIMIT 200`,
      [from, licensee],
    );
    return c.json({ sessions: rows.map(sessionOf) });
  });

  app.get(`${base}/replay/sessions/:id`, support, async (c) => {
    const [row] = await db.query<SessionRow>('SELECT * FROM telemetry_sessions WHERE session_id = $1 AND last_at >= $2', [c.req.param('id'), cutoff()]);
    if (!row) return errorResponse(c, 404, ['No recording of this session.']);
    const batches = await db.query<{ events: string; commands: string }>(
      'SELECT events, commands FROM telemetry_recordings WHERE session_id = $1 ORDER BY id',
      [row.session_id],
    );
    // In the order they were recorded: batches sent together (a page's last and the next page's first) may arrive in any order.
    const events = batches.flatMap((b) => JSON.parse(b.events) as unknown[]).sort((a, b) => timestampOf(a) - timestampOf(b));
    const commands = batches.flatMap((b) => JSON.parse(b.commands) as unknown[]);
    return c.json({ session: sessionOf(row), events, commands });
  });

  app.get(`${base}/errors`, support, async (c) => {
    const from = windowStart(c);
    if (!from) return badSince(c);
    const rows = await db.query<ErrorRow>(
      'SELECT id, at, session_id, page, error_type, name, message FROM telemetry_errors WHERE received_at >= $1 ORDER BY id DESC LIMIT 500',
      [from],
    );
    return c.json({ errors: rows.map(errorReportOf) });
  });

  app.get(`${base}/errors/:id`, support, async (c) => {
    const id = Number(c.req.param('id'));
    const [row] = Number.isSafeInteger(id)
      ? await db.query<ErrorRow>(
          'SELECT id, at, session_id, page, error_type, name, message, stack FROM telemetry_errors WHERE id = $1 AND received_at >= $2',
          [id, cutoff()],
        )
      : [];
    if (!row) return errorResponse(c, 404, ['No error report with this id.']);
    return c.json(errorReportOf(row));
  });
}

interface ErrorRow {
  id: number | string;
  at: string;
  session_id: string | null;
  page: string | null;
  error_type: string;
  name: string;
  message: string;
  stack?: string | null;
}

/** An error report as support staff read it, with its id (and its stack when the row has one). */
const errorReportOf = (r: ErrorRow): ErrorReport => ({
  id: String(r.id),
  at: r.at,
  errorType: r.error_type,
  name: r.name,
  message: r.message,
  ...(r.page ? { page: r.page } : {}),
  ...(r.session_id ? { sessionId: r.session_id } : {}),
  ...(r.stack ? { stack: r.stack } : {}),
});

/** The telemetry the database holds, in bytes, as `octet_length` of each row's text counts it (what the quota counts). */
export async function storedTelemetryBytes(db: Pick<Db, 'query'>): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    `SELECT (SELECT COALESCE(SUM(octet_length(r::text)), 0) FROM telemetry_recordings r)
          + (SELECT COALESCE(SUM(octet_length(e::text)), 0) FROM telemetry_errors e)
          + (SELECT COALESCE(SUM(octet_length(a::text)), 0) FROM telemetry_analytics a) AS n`,
  );
  return Number(row?.n ?? 0);
}
