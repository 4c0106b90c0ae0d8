/**
 * Guards every authenticated API route: a valid, unrevoked bearer token sets `licenseeId`;
 * anything else answers 401 `{ errors: ['Not signed in'] }` with no Authorization header (the
 * portal logs out with preserveSso on a 401 without a returned token, docs/portal.md §Session).
 * The sliding session: an answer carries a fresh token when less than half of the session length
 * remains (tokens.refreshDue), and GET /user-info.json always does, since the session-expiration
 * modal's "Continue" extends the session through it (docs/decisions.md §Contract).
 */
import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '../http/errors';
import { setHeaderSafely } from '../http/headers';
import type { SandboxEnv } from '../routes/types';
import { bearerToken, type TokenService } from './tokens';

/** The answer that always carries a fresh token. */
const ALWAYS_REFRESHED = /\/user-info\.json$/;

export function requireSession(tokens: TokenService): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const session = token ? await tokens.verify(token) : null;
    if (!session) return unauthorized(c);
    c.set('licenseeId', session.licenseeId);
    await next();
    if (c.res.status === 401) return;
    if (!ALWAYS_REFRESHED.test(c.req.path) && !tokens.refreshDue(session)) return;
    setHeaderSafely(c, 'Authorization', `Bearer ${await tokens.refresh(session)}`);
    setHeaderSafely(c, 'Access-Control-Expose-Headers', 'Authorization');
  };
}
