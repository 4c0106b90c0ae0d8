/**
 * Several sandbox processes over one PostgreSQL database, as a registry runs behind a load
 * balancer: two processes of `sandbox/main.ts` start side by side; a token from one is accepted by
 * the other and a logout through one ends the session on both; Pay reaching both at the same
 * moment makes one order; module saves through both are kept by the registry's rule (each save
 * replaces that module's data whole, and the last save to reach the registry wins).
 * Runs when LICENSEHUB_TEST_DATABASE_URL is set (.ci/postgres.sh), in a database of its own on
 * that server (`<name>_processes`, wiped first); otherwise it only prints a note.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FlowCreated } from '../../core/model/pdb-report';
import { ModuleContent } from '../../core/model/modules';
import { OrderSummaries } from '../../core/model/orders';
import { openPgPool, type Db } from '../../sandbox/db/db';
import { API_BASE } from '../../sandbox/paths';
import { SAMPLE_SUBMITTER } from '../core/model/samples';
import { AZ_AND_GA } from './journeys/requests';
import { LICENSING_MODULE_ANSWERS } from '../module-answers';
import { decoded } from './journeys/client';
import { checkedFetch } from './openapi-check';
import { paymentCookie } from './helpers';

const url = process.env.LICENSEHUB_TEST_DATABASE_URL;

/** A sandbox process on `databaseUrl`: its base URL once it listens. */
async function sandboxProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'sandbox/main.ts', '--port', '0', '--database-url', databaseUrl, '--quiet', '--static-dir', 'no-ui-here'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SANDBOX_JWT_SECRET: '' },
    },
  );
  for await (const line of createInterface({ input: child.stdout! })) {
    const port = /Open the portal: http:\/\/localhost:(\d+)\//.exec(line)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}`, child };
  }
  throw new Error('the sandbox process ended before it listened');
}

/** A database of this test's own on the same server, empty. */
async function ownDatabase(base: string): Promise<string> {
  const target = new URL(base);
  const name = `${target.pathname.slice(1)}_processes`;
  const server = await openPgPool(base);
  const [exists] = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists) await server.exec(`CREATE DATABASE "${name}"`);
  await server.close();
  target.pathname = `/${name}`;
  const db = await openPgPool(target.href);
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await db.close();
  return target.href;
}

if (!url) {
  console.log('\n  note: LICENSEHUB_TEST_DATABASE_URL is not set, so the run of two sandbox processes on PostgreSQL did not happen.\n');
} else {
  const t = suite('two sandbox processes on one PostgreSQL');
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };
  let db: Db;

  t.before(async () => {
    const databaseUrl = await ownDatabase(url);
    // Side by side from the start: the migrations run once (an advisory lock), the signing secret is shared through the database.
    [a, b] = await Promise.all([sandboxProcess(databaseUrl), sandboxProcess(databaseUrl)]);
    db = await openPgPool(databaseUrl);
  });
  t.after(async () => {
    for (const p of [a, b]) {
      if (!p) continue;
      p.child.kill('SIGTERM');
      await once(p.child, 'exit');
    }
    await db?.close();
  });

  const call = (base: string, path: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
    checkedFetch(`${base}${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  async function signIn(base: string): Promise<string> {
    const res = await call(base, '/identify.json', {
      method: 'POST',
      json: { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001', useAgreementAccepted: true },
    });
    assert.is(res.status, 200);
    return (res.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  }
  /** A new application with every module answered (the registry takes payment only then). */
  const newFlow = async (base: string, token: string) => {
    const { flowId } = decoded(FlowCreated, await (await call(base, '/flows.json', { method: 'PUT', token, json: AZ_AND_GA })).json());
    for (const [path, json] of Object.entries(LICENSING_MODULE_ANSWERS)) {
      assert.is((await call(base, `/flows/${flowId}/modules/${path}.json`, { method: 'PUT', token, json })).status, 204);
    }
    return flowId;
  };

  t('a token from one process is accepted by the other, and a logout through one ends the session on both', async () => {
    const token = await signIn(a.url);
    assert.is((await call(b.url, '/user-info.json', { token })).status, 200);
    assert.is((await call(a.url, '/orders.json', { token })).status, 200);
    assert.is((await call(b.url, '/logout.json', { method: 'POST', token })).status, 204);
    assert.is((await call(a.url, '/orders.json', { token })).status, 401, 'revoked on the process that had read the session before');
    assert.is((await call(b.url, '/orders.json', { token })).status, 401);
  });

  t('Pay reaching both processes at the same moment makes one order', async () => {
    const token = await signIn(a.url);
    const flowId = await newFlow(b.url, token);
    assert.is((await call(a.url, '/submitter.json', { method: 'POST', token, json: { ...SAMPLE_SUBMITTER, isFirm: false, flowId } })).status, 204);
    const pay = (base: string, flow = flowId) =>
      fetch(`${base}/my-licensehub/payment/${flow}.htm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: paymentCookie(token) },
        body: 'action=pay',
        redirect: 'manual',
      });
    const orderCodes = async (base: string) =>
      decoded(OrderSummaries, await (await call(base, '/orders.json', { token })).json()).orderSummaries.map((o) => o.orderCode);
    const before = await orderCodes(a.url);
    const answers = await Promise.all([pay(a.url), pay(b.url), pay(a.url), pay(b.url)]);
    assert.equal(
      answers.map((r) => r.status),
      [303, 303, 303, 303],
    );
    const orders = await db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]);
    assert.is(orders.length, 1);
    for (const base of [a.url, b.url]) assert.equal(await orderCodes(base), [orders[0]!.order_code, ...before], 'every process lists the new order at once');
    // Paid through one process only: the other, which listed the orders just before, lists it too.
    const second = await newFlow(a.url, token);
    assert.is((await call(a.url, '/submitter.json', { method: 'POST', token, json: { ...SAMPLE_SUBMITTER, isFirm: false, flowId: second } })).status, 204);
    const listed = await orderCodes(a.url);
    assert.is((await pay(b.url, second)).status, 303);
    assert.is((await orderCodes(a.url)).length, listed.length + 1);
  });

  const BIOGRAPHIC = { firstName: 'Alice', lastName: 'Morgan', birthDate: '04/12/1986', gender: 'F', contactPreference: 'EMAIL', email: 'a@example.com' };
  const saved = async (base: string, token: string, flowId: string, path: string) =>
    decoded(ModuleContent, await (await call(base, `/flows/${flowId}/modules/${path}.json`, { token })).json()).data;
  const save = (base: string, token: string, flowId: string, path: string, data: unknown) =>
    call(base, `/flows/${flowId}/modules/${path}.json`, { method: 'PUT', token, json: data }).then((r) => r.status);

  t('module saves through two processes: saves of different modules are both kept; of the same module, the last save wins whole', async () => {
    const token = await signIn(a.url);
    const flowId = await newFlow(a.url, token);
    const employment = { employers: [], references: [] };
    assert.equal(
      await Promise.all([save(a.url, token, flowId, 'biographic', BIOGRAPHIC), save(b.url, token, flowId, 'employment-history', employment)]),
      [204, 204],
    );
    assert.equal(await saved(b.url, token, flowId, 'biographic'), BIOGRAPHIC);
    assert.equal(await saved(a.url, token, flowId, 'employment-history'), employment);

    // One after the other through different processes: the later save is what both show.
    const later = { ...BIOGRAPHIC, email: 'later@example.com' };
    assert.is(await save(b.url, token, flowId, 'biographic', later), 204);
    assert.equal(await saved(a.url, token, flowId, 'biographic'), later);
    assert.equal(await saved(b.url, token, flowId, 'biographic'), later);

    // At the same moment: one of the two saves, whole, never a mix of both.
    const one = { ...BIOGRAPHIC, firstName: 'Ann', email: 'one@example.com' };
    const two = { ...BIOGRAPHIC, firstName: 'Bea', email: 'two@example.com' };
    assert.equal(await Promise.all([save(a.url, token, flowId, 'biographic', one), save(b.url, token, flowId, 'biographic', two)]), [204, 204]);
    const kept = await saved(a.url, token, flowId, 'biographic');
    const text = (data: object) => JSON.stringify(Object.entries(data).sort());
    assert.ok([text(one), text(two)].includes(text(kept)), JSON.stringify(kept));
    assert.equal(await saved(b.url, token, flowId, 'biographic'), kept);
  });

  t.run();
}
