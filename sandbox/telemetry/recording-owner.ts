/**
 * Who a recording belongs to (docs/portal.md §Telemetry): the licensee whose verified token made a
 * registry call carrying the recording's link (the X-Session-Replay-URL header, sent only while
 * the recording runs). The token is verified by the API's own sign-in check (this runs behind
 * requireSession), so what a page posts to the ingest never names a licensee. The first licensee
 * holds the recording: a call of another licensee naming it does not relabel it (a tab that kept
 * a recording across a logout, or a link copied from someone else's page).
 */
import type { MiddlewareHandler } from 'hono';
import { IdentityStatus, REPLAY_HEADER } from '../../core/model/telemetry';
import { userInfoOf, type LicenseeRow } from '../api/user-info';
import type { Db } from '../db/db';
import type { SandboxEnv } from '../routes/types';

/** Recordings whose owner is known to this process (bounded), so a call writes nothing after the first. */
const MAX_KNOWN = 10_000;

/** The recording id of a link to this sandbox's ingest at `base`; undefined for any other link. */
export function recordingIdOf(link: string | undefined, base: string): string | undefined {
  if (!link || link.length > 2000) return undefined;
  let path: string;
  try {
    path = new URL(link, 'http://ingest.invalid').pathname;
  } catch {
    return undefined;
  }
  const prefix = `${base}/replay/sessions/`;
  if (!path.startsWith(prefix)) return undefined;
  const id = decodeURIComponent(path.slice(prefix.length));
  return /^[\w-]{1,100}$/.test(id) ? id : undefined;
}

export function recordingOwner(deps: { db: Db; now: () => Date; base: string }): MiddlewareHandler<SandboxEnv> {
  const known = new Map<string, string>();
  return async (c, next) => {
    const sessionId = recordingIdOf(c.req.header(REPLAY_HEADER), deps.base);
    const licenseeId = c.get('licenseeId');
    if (sessionId && known.get(sessionId) !== licenseeId) {
      const owner = await own(deps, sessionId, licenseeId);
      if (known.size >= MAX_KNOWN) known.clear();
      if (owner) known.set(sessionId, owner);
    }
    return next();
  };
}

/** Gives the recording to the licensee unless another holds it; returns its owner. */
async function own(deps: { db: Db; now: () => Date }, sessionId: string, licenseeId: string): Promise<string | undefined> {
  const [row] = await deps.db.query<LicenseeRow>('SELECT * FROM licensees WHERE id = $1', [licenseeId]);
  if (!row) return undefined;
  const user = userInfoOf(row);
  const [held] = await deps.db.query<{ licensee_id: string }>(
    `INSERT INTO telemetry_sessions (session_id, started_at, last_at, identity, licensee_id, display_name, npn, fein)
     VALUES ($1, $2, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (session_id) DO UPDATE
       SET identity = EXCLUDED.identity, licensee_id = EXCLUDED.licensee_id,
           display_name = EXCLUDED.display_name, npn = EXCLUDED.npn, fein = EXCLUDED.fein
       WHERE telemetry_sessions.licensee_id IS NULL
     RETURNING licensee_id`,
    [sessionId, deps.now(), IdentityStatus.Identified, licenseeId, user.displayName || null, user.npn ?? null, 'fein' in user ? (user.fein ?? null) : null],
  );
  if (held) return held.licensee_id;
  const [other] = await deps.db.query<{ licensee_id: string | null }>('SELECT licensee_id FROM telemetry_sessions WHERE session_id = $1', [sessionId]);
  return other?.licensee_id ?? undefined;
}
