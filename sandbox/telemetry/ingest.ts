/**
 * The telemetry ingest the portal sends to when `npm start` runs it (config.json's telemetry
 * endpoints, see ./config.ts): recordings, error reports and analytics, kept in the sandbox's
 * database for 30 days, and read back by support staff with the support credential.
 *
 *   POST {telemetry}/replay/sessions/:id/events   one batch of a session's recording (size-capped per session: 413)
 *   POST {telemetry}/replay                       who the session's user is (identify: display name, NPN or FEIN)
 *   POST {telemetry}/errors                       an error report
 *   POST {telemetry}/analytics                    a page view or an API timing
 *   GET  {telemetry}/replay/sessions              support: the sessions (?licensee=NPN|FEIN&since=ISO)
 *   GET  {telemetry}/replay/sessions/:id          support: a session's recording (events in time order, journey commands)
 *   GET  {telemetry}/errors                       support: the error reports (?since=ISO), each with its id
 *   GET  {telemetry}/errors/:id                   support: one report with its stack
 *
 * Writes take no credential, as a browser SDK's ingest does; bodies are text or JSON (a beacon
 * sends text/plain). Reads need `Authorization: Bearer <support token>`: none is 401, any other
 * token (a licensee's JWT included) is 403.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  IdentityStatus,
  RecordingBatch,
  RETENTION_DAYS,
  TelemetryEntry,
  type ErrorReport,
  type TelemetryEntryBody,
  type ReplaySession,
} from '../../core/model/telemetry';
import type { Db } from '../db/db';
import { errorResponse, readBodyText } from '../http/errors';
import { noStore } from '../http/headers';

export interface TelemetryDeps {
  db: Db;
  now: () => Date;
  /** The credential of support staff's reads. */
  supportToken: string;
  /** The most a session's recording may hold, in bytes of JSON as received. */
  sessionCapBytes: number;
}

/** Error reports and analytics events are small: one body of either may not exceed this. */
export const MAX_ENTRY_BYTES = 64 * 1024;
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
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v.slice(0, 1000) : undefined);

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

  /** Deletes what is past the retention (a session with its recording, by its last batch). */
  const expire = async () => {
    const before = cutoff();
    await db.query('DELETE FROM telemetry_sessions WHERE last_at < $1', [before]);
    await db.query('DELETE FROM telemetry_errors WHERE received_at < $1', [before]);
    await db.query('DELETE FROM telemetry_analytics WHERE received_at < $1', [before]);
  };

  /** The start of what a read covers: `since`, within the retention; null when `since` is no date. */
  const windowStart = (c: Context): Date | null => {
    const since = sinceOf(c);
    if (since === null) return null;
    return since && since > cutoff() ? since : cutoff();
  };
  const badSince = (c: Context) => errorResponse(c, 400, ['since must be a date and time, e.g. 2026-11-20T00:00:00Z.']);

  /** Creates the session's row when new, with an identity no lower than `identity`. */
  const touch = (tx: Db, sessionId: string, identity: number) =>
    tx.query(
      `INSERT INTO telemetry_sessions (session_id, started_at, last_at, identity) VALUES ($1, $2, $2, $3)
       ON CONFLICT (session_id) DO UPDATE SET last_at = EXCLUDED.last_at, identity = GREATEST(telemetry_sessions.identity, EXCLUDED.identity)`,
      [sessionId, now(), identity],
    );

  app.use(`${base}/*`, noStore());

  app.post(`${base}/replay/sessions/:id/events`, async (c) => {
    const sessionId = c.req.param('id');
    const [stored] = await db.query<{ bytes: number }>('SELECT bytes FROM telemetry_sessions WHERE session_id = $1', [sessionId]);
    const room = deps.sessionCapBytes - Number(stored?.bytes ?? 0);
    const text = await readBodyText(c, Math.max(0, room));
    if (text === undefined) return errorResponse(c, 413, [TOO_LARGE]);
    const decoded = RecordingBatch.decode(parse(text));
    if (decoded._tag !== 'Right' || decoded.right.sessionId !== sessionId) return badBody(c);
    const batch = decoded.right;
    const size = Buffer.byteLength(text);
    await expire();
    const written = await db.transaction(async (tx) => {
      await touch(tx, sessionId, batch.identity);
      // Checked again in the transaction: two batches racing must not pass the cap together.
      const [row] = await tx.query<{ bytes: number }>(
        'UPDATE telemetry_sessions SET bytes = bytes + $2, batches = batches + 1 WHERE session_id = $1 AND bytes + $2 <= $3 RETURNING bytes',
        [sessionId, size, deps.sessionCapBytes],
      );
      if (!row) return false;
      await tx.query('INSERT INTO telemetry_recordings (session_id, received_at, events, commands) VALUES ($1, $2, $3, $4)', [
        sessionId,
        now(),
        JSON.stringify(batch.events),
        JSON.stringify(batch.commands ?? []),
      ]);
      return true;
    });
    return written ? c.body(null, 204) : errorResponse(c, 413, [TOO_LARGE]);
  });

  /** The three channels' entries: one body of at most MAX_ENTRY_BYTES. */
  const entry = (channel: TelemetryEntryBody['channel'], store: (e: TelemetryEntryBody) => Promise<void>) => async (c: Context) => {
    const text = await readBodyText(c, MAX_ENTRY_BYTES);
    if (text === undefined) return errorResponse(c, 413, ['The telemetry entry is too large.']);
    const decoded = TelemetryEntry.decode(parse(text));
    if (decoded._tag !== 'Right' || decoded.right.channel !== channel) return badBody(c);
    await expire();
    await store(decoded.right);
    return c.body(null, 204);
  };

  app.post(
    `${base}/replay`,
    entry('replay', async (e) => {
      const data = (e.data ?? {}) as Record<string, unknown>;
      const sessionId = str(e.sessionId) ?? str(data.sessionId);
      if (e.type !== 'identify' || !sessionId) return;
      await db.transaction(async (tx) => {
        await touch(tx, sessionId, IdentityStatus.Identified);
        // Only these three: whatever else an entry carries is not kept.
        await tx.query('UPDATE telemetry_sessions SET display_name = $2, npn = $3, fein = $4 WHERE session_id = $1', [
          sessionId,
          str(data.displayName) ?? null,
          str(data.npn) ?? null,
          str(data.fein) ?? null,
        ]);
      });
    }),
  );

  app.post(
    `${base}/errors`,
    entry('errors', async (e) => {
      const data = (e.data ?? {}) as Record<string, unknown>;
      await db.query(
        'INSERT INTO telemetry_errors (received_at, at, session_id, page, error_type, name, message, stack) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          now(),
          e.at,
          str(e.sessionId) ?? null,
          str(e.page) ?? null,
          str(data.errorType) ?? 'unknown',
          str(data.name) ?? 'Error',
          str(data.message) ?? '',
          str(data.stack) ?? null,
        ],
      );
    }),
  );

  app.post(
    `${base}/analytics`,
    entry('analytics', async (e) => {
      await db.query('INSERT INTO telemetry_analytics (received_at, session_id, type, data) VALUES ($1, $2, $3, $4)', [
        now(),
        str(e.sessionId) ?? null,
        e.type.slice(0, 100),
        JSON.stringify(e.data ?? {}),
      ]);
    }),
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
