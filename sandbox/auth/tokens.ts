/**
 * Session tokens: HS256 JWTs signed with jose, one `sessions` row per sign-in (the jti). Only HS256
 * is accepted on verify, so `alg: none` or an algorithm-confusion token is refused; `exp` is
 * checked against the sandbox clock with the portal's grace (a session ends two minutes after the
 * token's stated expiration: until then the token is accepted); a revoked session is refused
 * even before it expires.
 *
 * Under load (docs/decisions.md §Sandbox): the signing key is imported once; a token's
 * signature is checked once, then its claims are kept (by the exact token text, a bounded number)
 * and only its exp is checked again against the clock on each use; a session's
 * owner and revocation are read from the database once and then kept in memory, where revoke()
 * updates them together with the row, when the sandbox is the only writer of `sessions` (PGlite);
 * on a database several processes share (PostgreSQL) the row is read on every use; a token is
 * re-signed only when less than half of its lifetime remains (refreshDue), not on every answer.
 *
 * Sessions end (docs/portal.md §Session): a token carries the sign-in time (`auth_time`) and its
 * exp never goes past ABSOLUTE_SESSION_MS after it, less the grace, so the session is refused 12
 * hours after sign-in however often it was used, and the portal's warning and expiry, which follow
 * exp, come before that.
 */
import { createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ABSOLUTE_SESSION_MS, SESSION_EXPIRY_AFTER_MS } from '../../core/model/constants';
import type { Db } from '../db/db';

/** Seconds after a token's exp during which it is still accepted (the portal's expiry comes that long after it). */
export const EXPIRY_GRACE_SECONDS = SESSION_EXPIRY_AFTER_MS / 1000;

const ISSUER = 'licensehub-sandbox';
const AUDIENCE = 'licensehub-portal';

export interface Session {
  licenseeId: string;
  sessionId: string;
  /** The token's exp, in seconds since the epoch. */
  expiresAt: number;
  /** The sign-in time (the token's auth_time), in seconds since the epoch. */
  signedInAt: number;
}

export interface TokenService {
  /** Creates a session row and its first token. */
  signIn(licenseeId: string): Promise<string>;
  /** The session of a bearer token, or null when it is invalid, expired or revoked. */
  verify(token: string): Promise<Session | null>;
  /** Whether the token is worth refreshing: less than half of the session length remains. */
  refreshDue(session: Session): boolean;
  /** A fresh token for the same session with a new exp (the sliding session, up to the absolute end). */
  refresh(session: Session): Promise<string>;
  revoke(sessionId: string): Promise<void>;
}

/**
 * The signing secret: given, or from SANDBOX_JWT_SECRET, or generated once and kept in the
 * database so that restarting the sandbox does not sign everybody out.
 */
export async function loadSecret(db: Db, given?: string): Promise<Uint8Array> {
  const explicit = given ?? process.env.SANDBOX_JWT_SECRET;
  if (explicit) return new TextEncoder().encode(explicit);
  await db.query(`INSERT INTO sandbox_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM sandbox_settings WHERE key = 'jwt_secret'`);
  if (row === undefined) throw new Error('The signing secret was not stored in sandbox_settings');
  return new TextEncoder().encode(row.value);
}

export function tokenService(deps: { db: Db; now: () => Date; secret: Uint8Array; sessionMinutes: number }): TokenService {
  const { db, now, sessionMinutes } = deps;
  const key: KeyObject = createSecretKey(deps.secret);
  /** Sessions already read: owner, and whether revoked when read. */
  const known = new Map<string, { licenseeId: string; revoked: boolean }>();
  /** Sessions revoked by this process: checked too, so a read racing a revoke cannot hide it. */
  const revokedHere = new Set<string>();

  /** Claims of tokens whose signature and claims were verified: exp is still checked on each use. */
  const verified = new Map<string, { sub: string; jti: string; exp: number; authTime: number }>();
  const MAX_VERIFIED = 10_000;

  async function claims(token: string) {
    const cached = verified.get(token);
    if (cached) return cached.exp + EXPIRY_GRACE_SECONDS > Math.floor(now().getTime() / 1000) ? cached : null;
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now(),
      clockTolerance: EXPIRY_GRACE_SECONDS,
      requiredClaims: ['exp', 'sub', 'jti', 'auth_time'],
    });
    const authTime = payload.auth_time;
    if (typeof authTime !== 'number') return null;
    const entry = { sub: payload.sub!, jti: payload.jti!, exp: payload.exp!, authTime };
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, entry);
    return entry;
  }

  async function lookup(sessionId: string) {
    // On a database other processes share, another process may have revoked the session: read it.
    const cached = db.shared ? undefined : known.get(sessionId);
    if (cached) return cached;
    const [row] = await db.query<{ licensee_id: string; revoked_at: unknown }>('SELECT licensee_id, revoked_at FROM sessions WHERE id = $1', [sessionId]);
    if (!row) return undefined;
    const entry = { licenseeId: row.licensee_id, revoked: row.revoked_at !== null };
    known.set(sessionId, entry);
    return entry;
  }

  /** The latest exp a session signed in at `signedInAt` may have: its absolute end less the grace. */
  const lastExp = (signedInAt: number) => signedInAt + ABSOLUTE_SESSION_MS / 1000 - EXPIRY_GRACE_SECONDS;
  const nextExp = (signedInAt: number) => Math.min(Math.floor(now().getTime() / 1000) + sessionMinutes * 60, lastExp(signedInAt));

  async function sign(licenseeId: string, sessionId: string, signedInAt: number): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000);
    const exp = nextExp(signedInAt);
    await db.query('UPDATE sessions SET expires_at = $2 WHERE id = $1', [sessionId, new Date(exp * 1000)]);
    return new SignJWT({ auth_time: signedInAt })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(licenseeId)
      .setJti(sessionId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
  }

  return {
    async signIn(licenseeId) {
      const id = randomUUID();
      const at = now();
      await db.query('INSERT INTO sessions (id, licensee_id, created_at, expires_at) VALUES ($1, $2, $3, $3)', [id, licenseeId, at]);
      known.set(id, { licenseeId, revoked: false });
      return sign(licenseeId, id, Math.floor(at.getTime() / 1000));
    },
    async verify(token) {
      try {
        const payload = await claims(token);
        if (!payload) return null;
        const row = await lookup(payload.jti);
        if (!row || row.revoked || revokedHere.has(payload.jti) || row.licenseeId !== payload.sub) return null;
        return { licenseeId: row.licenseeId, sessionId: payload.jti, expiresAt: payload.exp, signedInAt: payload.authTime };
      } catch {
        return null; // malformed, bad signature, wrong alg, expired: all simply "not signed in"
      }
    },
    refreshDue(session) {
      // Not once the session is at its absolute end: a new token would carry the same exp.
      if (nextExp(session.signedInAt) <= session.expiresAt) return false;
      return session.expiresAt - now().getTime() / 1000 < (sessionMinutes * 60) / 2;
    },
    refresh(session) {
      return sign(session.licenseeId, session.sessionId, session.signedInAt);
    },
    async revoke(sessionId) {
      revokedHere.add(sessionId);
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now()]);
    },
  };
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1];
}
