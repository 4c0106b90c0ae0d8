/** Shared helpers of the sandbox tests: real HTTP against an in-process sandbox. */
import { readFileSync } from 'node:fs';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server';
import { API_BASE } from '../../sandbox/paths';
import { openPgPool } from '../../sandbox/db/db';
import { checkedFetch } from './openapi-check';
import type { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { PAYMENT_SESSION_COOKIE } from '../../sandbox/pages/payment-access';

export type DemoIdentity = {
  label: string;
  licenseeId?: string;
  entityType: 'FIRM' | 'INDIVIDUAL';
  searchType: 'LICENSE' | 'NPN' | 'TAX_ID';
  fields: Record<string, string>;
  authorization?: { ssn: string };
  leadsTo: string;
  displayName?: string;
  errors?: string[];
};

export const demoIdentities: DemoIdentity[] = JSON.parse(readFileSync(new URL('../../sandbox/seed/demo-identities.json', import.meta.url), 'utf8'));

export const TEST_SECRET = 'sandbox-test-secret-0123456789abcdef';

/**
 * The sandbox's options, where the signing secret is the tests' own when left out, and none when
 * given as undefined: the sandbox then generates one and keeps it in its database.
 */
export type StartOptions = Omit<SandboxOptions, 'jwtSecret'> & { jwtSecret?: string | undefined };

/**
 * A sandbox for one test file. With SANDBOX_TEST_DATABASE_URL set (the `sandbox-pg` stage of
 * `npm test`), it runs on that PostgreSQL database, wiped first, instead of an in-memory PGlite:
 * the same tests then prove the same SQL on both.
 */
export async function start(opts: StartOptions = {}): Promise<RunningSandbox> {
  const { jwtSecret, ...rest } = opts;
  const secret = 'jwtSecret' in opts ? jwtSecret : TEST_SECRET;
  const options: SandboxOptions = secret === undefined ? rest : { ...rest, jwtSecret: secret };
  const pgUrl = process.env.SANDBOX_TEST_DATABASE_URL;
  if (pgUrl && opts.databaseUrl === undefined && opts.dataDir === undefined) {
    const db = await openPgPool(pgUrl);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db.close();
    return startSandbox({ port: 0, databaseUrl: pgUrl, ...options });
  }
  return startSandbox({ port: 0, dataDir: 'memory://', ...options });
}

export function api(s: RunningSandbox, path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', init.token.startsWith('Bearer ') ? init.token : `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  // Every answer is checked against the published OpenAPI document (openapi-check.ts).
  return checkedFetch(`${s.url}${API_BASE}${path}`, { ...init, headers, ...(body === undefined ? {} : { body }) });
}

/** The identify body for a demo identity (with its authorization step when it has one). */
export function identifyBody(d: DemoIdentity, extra: Record<string, unknown> = {}) {
  return {
    entityType: d.entityType,
    searchType: d.searchType,
    ...d.fields,
    ...(d.authorization ? { ssn: d.authorization.ssn } : {}),
    useAgreementAccepted: true,
    ...extra,
  };
}

export function identify(s: RunningSandbox, body: unknown) {
  return api(s, '/identify.json', { method: 'POST', json: body });
}

/** Signs in as the first SUCCESS demo identity of `licenseeId`; returns the raw JWT. */
export async function signIn(s: RunningSandbox, licenseeId = 'ind-alice'): Promise<string> {
  const d = demoIdentities.find((x) => x.licenseeId === licenseeId && x.leadsTo === 'SUCCESS');
  if (!d) throw new Error(`no SUCCESS demo identity for ${licenseeId}`);
  const res = await identify(s, identifyBody(d));
  const header = res.headers.get('authorization');
  if (res.status !== 200 || !header) throw new Error(`sign-in as ${licenseeId} failed: ${res.status} ${await res.text()}`);
  return header.replace(/^Bearer /, '');
}

/** The Cookie header a browser signed in with `token` sends to the payment pages. */
export const paymentCookie = (token: string): string => `${PAYMENT_SESSION_COOKIE}=${decodeJwt(token).jti}`;

/** The payment pages as one licensee's browser reaches them: every request of `pages` carries that session's cookie. */
export function carryPaymentSession(pages: Hono, token: string): Hono {
  const request = pages.request.bind(pages);
  pages.request = (input, init, ...rest) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('Cookie')) headers.set('Cookie', paymentCookie(token));
    return request(input, { ...init, headers }, ...rest);
  };
  return pages;
}
