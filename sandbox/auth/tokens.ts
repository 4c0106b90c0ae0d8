/**
 * Session tokens: HS256 JWTs signed with jose, one `sessions` row per sign-in (the jti). Only HS256
 * is accepted on verify, so `alg: none` or an algorithm-confusion token is refused; `exp` is
 * checked against the sandbox clock; a revoked session is refused even before it expires.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/db';

const ISSUER = 'licensehub-sandbox';
const AUDIENCE = 'licensehub-portal';

export interface TokenService {
  /** Creates a session row and its first token. */
  signIn(licenseeId: string): Promise<string>;
  /** The session of a bearer token, or null when it is invalid, expired or revoked. */
  verify(token: string): Promise<{ licenseeId: string; sessionId: string } | null>;
  /** A fresh token for the same session with a new exp (the sliding session). */
  refresh(session: { licenseeId: string; sessionId: string }): Promise<string>;
  revoke(sessionId: string): Promise<void>;
}

/**
 * The signing secret: given, or from SANDBOX_JWT_SECRET, or generated once and kept in the
 * database so that restarting the sandbox does not sign everybody out.
 */
export async function loadSecret(db: Db, given?: string): Promise<Uint8Array> {
  const explicit = given ?? process.env.SANDBOX_JWT_SECRET;
  if (explicit) return new TextEncoder().encode(explicit);
  await db.query(
    `INSERT INTO sandbox_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(`SELECT value FROM sandbox_settings WHERE key = 'jwt_secret'`);
  return new TextEncoder().encode(row.value);
}

export function tokenService(deps: { db: Db; now: () => Date; secret: Uint8Array; sessionMinutes: number }): TokenService {
  const { db, now, secret, sessionMinutes } = deps;

  async function sign(licenseeId: string, sessionId: string): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000);
    const exp = iat + sessionMinutes * 60;
    await db.query('UPDATE sessions SET expires_at = $2 WHERE id = $1', [sessionId, new Date(exp * 1000)]);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(licenseeId)
      .setJti(sessionId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(secret);
  }

  return {
    async signIn(licenseeId) {
      const id = randomUUID();
      const at = now();
      await db.query('INSERT INTO sessions (id, licensee_id, created_at, expires_at) VALUES ($1, $2, $3, $3)', [id, licenseeId, at]);
      return sign(licenseeId, id);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        const [row] = await db.query<{ licensee_id: string; revoked_at: unknown }>(
          'SELECT licensee_id, revoked_at FROM sessions WHERE id = $1',
          [payload.jti],
        );
        if (!row || row.revoked_at !== null || row.licensee_id !== payload.sub) return null;
        return { licenseeId: row.licensee_id, sessionId: payload.jti! };
      } catch {
        return null; // malformed, bad signature, wrong alg, expired: all simply "not signed in"
      }
    },
    refresh(session) {
      return sign(session.licenseeId, session.sessionId);
    },
    async revoke(sessionId) {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now()]);
    },
  };
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1];
}
