/**
 * POST /identify.json (docs/portal.md §Identify, §Calls). Success: 200 `{ status: 'SUCCESS' }` with the
 * session token in the Authorization header. Failures are 400 with a status:
 * IDENTIFICATION_FAILURE (nobody matches), AUTHORIZATION_FAILURE with the ssnVerification the
 * licensee needs (also when the SSN given does not match: the question stays, and the portal says
 * "The information you provided does not match our records."), or ERROR with messages. The body is never logged: it may
 * hold an SSN.
 */
import type { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { paymentSessionCookie } from '../pages/payment-access';
import type { TokenService } from '../auth/tokens';
import { hashFullSsn, hashLastFour, sameHash } from '../auth/ssn';
import type { Db } from '../db/db';
import { readJsonObject } from '../http/errors';
import { LOGIN_DISABLED_ERROR, type MaintenanceState } from './maintenance';
import { validateIdentify, type IdentifyRequest } from './identify-request';
import { clientAddress } from '../http/client';
import { IdentifyGuard, type IdentifyLimits } from './attempt-limiter';

type Candidate = {
  id: string;
  ssn_hash: string | null;
  ssn_last4_hash: string | null;
  ssn_verification: 'NONE' | 'LAST_FOUR' | 'FULL_SSN';
  identify_errors: unknown;
};

const COLUMNS = 'l.id, l.ssn_hash, l.ssn_last4_hash, l.ssn_verification, l.identify_errors';

/** Everybody matching the search; a firm search never matches an individual (entity_type). */
async function findCandidates(db: Db, r: IdentifyRequest): Promise<Candidate[]> {
  switch (r.searchType) {
    case 'LICENSE':
      return db.query<Candidate>(
        `SELECT DISTINCT ${COLUMNS} FROM licensees l JOIN licenses x ON x.licensee_id = l.id
          WHERE l.entity_type = $1 AND x.jurisdiction_code = $2 AND x.license_number = $3`,
        [r.entityType, r.licenseState, r.licenseNumber],
      );
    case 'NPN':
      return r.entityType === 'FIRM'
        ? db.query<Candidate>(`SELECT ${COLUMNS} FROM licensees l WHERE l.entity_type = 'FIRM' AND l.npn = $1`, [r.npn])
        : db.query<Candidate>(
            `SELECT ${COLUMNS} FROM licensees l
              WHERE l.entity_type = 'INDIVIDUAL' AND l.npn = $1 AND lower(l.last_name) = lower($2)`,
            [r.npn, r.lastName],
          );
    case 'TAX_ID':
      return r.entityType === 'FIRM'
        ? db.query<Candidate>(`SELECT ${COLUMNS} FROM licensees l WHERE l.entity_type = 'FIRM' AND l.fein = $1`, [r.fein])
        : db.query<Candidate>(
            `SELECT ${COLUMNS} FROM licensees l
              WHERE l.entity_type = 'INDIVIDUAL' AND l.ssn_hash = $1 AND lower(l.last_name) = lower($2)`,
            [hashFullSsn(r.ssn), r.lastName],
          );
  }
}

type Outcome =
  | { kind: 'success' }
  | { kind: 'authorization'; ssnVerification: 'LAST_FOUR' | 'FULL_SSN' }
  | { kind: 'wrong-answer'; ssnVerification: 'LAST_FOUR' | 'FULL_SSN' }
  | { kind: 'error'; errors: string[] };

/** Decides what a matched licensee still needs; `ssn` is the authorization step's answer. */
function authorize(who: Candidate, r: IdentifyRequest): Outcome {
  if (Array.isArray(who.identify_errors) && who.identify_errors.length) {
    return { kind: 'error', errors: who.identify_errors.map(String) };
  }
  // Searching by SSN already proved it; a firm's FEIN needs no SSN.
  if (r.searchType === 'TAX_ID' || who.ssn_verification === 'NONE') return { kind: 'success' };
  const ssn = 'ssn' in r ? r.ssn : undefined;
  if (!ssn) return { kind: 'authorization', ssnVerification: who.ssn_verification };
  const full = ssn.replace(/\D/g, '').length === 9;
  const ok =
    who.ssn_verification === 'FULL_SSN'
      ? full && sameHash(hashFullSsn(ssn), who.ssn_hash)
      : full
        ? sameHash(hashFullSsn(ssn), who.ssn_hash)
        : sameHash(hashLastFour(ssn), who.ssn_last4_hash);
  return ok ? { kind: 'success' } : { kind: 'wrong-answer', ssnVerification: who.ssn_verification };
}

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export function identifyRoutes(
  pub: Hono,
  deps: { db: Db; tokens: TokenService; maintenance: MaintenanceState; now: () => Date; limits?: IdentifyLimits | undefined },
): void {
  const { db, tokens, maintenance } = deps;
  const guard = new IdentifyGuard(deps.now, deps.limits);

  pub.post('/identify.json', async (c) => {
    const error = (errors: string[]) => c.json({ status: 'ERROR', errors }, 400);
    if (maintenance.loginDisabled()) return error([LOGIN_DISABLED_ERROR]);
    const body = await readJsonObject(c);
    if (!body.ok) return error(body.errors);
    const states = new Set((await db.query<{ state_code: string }>('SELECT state_code FROM states')).map((r) => r.state_code));
    const checked = validateIdentify(body.value, (code) => states.has(code));
    if (!checked.ok) return error(checked.errors);
    const request = checked.value;
    const attempt = { client: clientAddress(c), lastName: 'lastName' in request ? request.lastName : undefined };
    const tooMany = (wait: number) => {
      c.header('Retry-After', String(wait));
      return c.json({ status: 'ERROR', errors: [TOO_MANY_ATTEMPTS] }, 429);
    };
    // Counted before anybody is looked up: a guess that never matches is still a guess.
    const waitBefore = guard.blockedFor(attempt);
    if (waitBefore > 0) return tooMany(waitBefore);

    const candidates = await findCandidates(db, request);
    // More than one match cannot be told apart safely: treat it as no match.
    const [who, ...others] = candidates;
    if (who === undefined || others.length > 0) {
      guard.fail(attempt);
      return c.json({ status: 'IDENTIFICATION_FAILURE' }, 400);
    }

    const wait = guard.licensee.blockedFor(who.id);
    if (wait > 0) return tooMany(wait);
    const outcome = authorize(who, request);
    switch (outcome.kind) {
      case 'error':
        return error(outcome.errors);
      case 'authorization':
        return c.json({ status: 'AUTHORIZATION_FAILURE', ssnVerification: outcome.ssnVerification }, 400);
      case 'wrong-answer':
        // The question stays asked (the registry still needs the SSN), and the wrong answer counts
        // as a failed attempt.
        guard.fail(attempt, who.id);
        return c.json({ status: 'AUTHORIZATION_FAILURE', ssnVerification: outcome.ssnVerification }, 400);
      case 'success': {
        guard.licensee.reset(who.id);
        const token = await tokens.signIn(who.id);
        c.header('Authorization', `Bearer ${token}`);
        c.header('Access-Control-Expose-Headers', 'Authorization');
        c.header('Set-Cookie', paymentSessionCookie(c, decodeJwt(token).jti ?? ''));
        return c.json({ status: 'SUCCESS' });
      }
    }
  });
}
