/**
 * Bad input never gives a 500 or a partial write (docs/portal.md §Sandbox): every journey endpoint
 * that takes a body answers malformed JSON, a wrong shape and an oversized body with a 4xx
 * carrying `errors`, and every journey endpoint needs a session.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FlowCreated } from '../../../core/model/pdb-report';
import { MAX_BODY_BYTES } from '../../../sandbox/http/errors';
import type { RunningSandbox } from '../../../sandbox/server';
import { api, start } from '../helpers';
import { AZ_AND_GA, clientFor, decoded, expectErrors, type Client } from './client';

const test = suite<{ s: RunningSandbox; alice: Client; acme: Client; flowId: string; luId: string; duId: string }>('journey robustness');

test.before(async (ctx) => {
  ctx.s = await start();
  ctx.alice = await clientFor(ctx.s, 'ind-alice');
  ctx.acme = await clientFor(ctx.s, 'firm-acme');
  ctx.flowId = decoded(FlowCreated, (await ctx.alice.send('PUT', '/flows.json', AZ_AND_GA)).body).flowId;
  ctx.duId = decoded(FlowCreated, (await ctx.alice.send('PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' })).body).flowId;
  ctx.luId = decoded(FlowCreated, (await ctx.acme.send('PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' })).body).flowId;
});
test.after(async (ctx) => ctx.s.close());

type Call = { method: 'POST' | 'PUT' | 'DELETE'; path: string; who: 'alice' | 'acme' };
const bodyCalls = (f: string, du: string, lu: string): Call[] => [
  { method: 'POST', path: '/available-lines/validation.json', who: 'alice' },
  { method: 'POST', path: '/duplicates.json', who: 'alice' },
  { method: 'POST', path: '/fee-summary.json', who: 'alice' },
  { method: 'PUT', path: '/flows.json', who: 'alice' },
  { method: 'PUT', path: '/demographic-update/start.json', who: 'alice' },
  { method: 'PUT', path: '/license-update/start.json', who: 'acme' },
  { method: 'PUT', path: `/flows/${f}/modules/biographic.json`, who: 'alice' },
  { method: 'POST', path: '/submitter.json', who: 'alice' },
  { method: 'POST', path: '/pdb-report-submitter.json', who: 'alice' },
  { method: 'POST', path: '/contextual-messages.json', who: 'alice' },
  { method: 'POST', path: '/address-verification/validate.json', who: 'alice' },
  { method: 'POST', path: `/demographic-update/${du}/primary-name.json`, who: 'alice' },
  { method: 'POST', path: `/license-update/${lu}/drlp.json`, who: 'acme' },
  { method: 'PUT', path: `/license-update/${lu}/drlp/add.json`, who: 'acme' },
  { method: 'DELETE', path: `/license-update/${lu}/drlp/remove.json`, who: 'acme' },
  { method: 'POST', path: `/license-update/${lu}/drlp/search.json`, who: 'acme' },
  { method: 'POST', path: `/license-update/${lu}/drlp/proceed.json`, who: 'acme' },
  { method: 'POST', path: '/pdb-report-status.json', who: 'alice' },
];

test('malformed JSON, wrong shapes and oversized bodies are 400 with errors on every body endpoint', async (ctx) => {
  const before = JSON.stringify(await ctx.s.db.query('SELECT id, updated_at, submitter, drlp, name_request FROM flows ORDER BY id'));
  for (const call of bodyCalls(ctx.flowId, ctx.duId, ctx.luId)) {
    const client = ctx[call.who];
    for (const body of ['{"unterminated', '[]', '"text"', 'null', '{"productType": {"deep": [1, 2, 3]}}']) {
      const res = await client.raw(call.path, { method: call.method, headers: { 'Content-Type': 'application/json' }, body });
      const json = (await res.json()) as { errors?: string[] };
      assert.ok(res.status === 400 || res.status === 404, `${call.method} ${call.path} with ${body}: ${res.status}`);
      assert.ok(json.errors?.length, `${call.path} errors`);
    }
    const huge = JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES + 10) });
    expectErrors(await client.send(call.method, call.path, JSON.parse(huge)), 400);
  }
  const after = JSON.stringify(await ctx.s.db.query('SELECT id, updated_at, submitter, drlp, name_request FROM flows ORDER BY id'));
  assert.is(after, before, 'no partial write');
});

test('every journey endpoint answers 401 without a session', async ({ s, flowId }) => {
  const paths: [method: string, path: string][] = [
    ['GET', '/product-attributes.json'],
    ['GET', '/orders.json'],
    ['GET', '/orders/LH1000012/pdf-view.pdf'],
    ['GET', `/flows/${flowId}/modules.json`],
    ['GET', '/incomplete-applications.json'],
    ['POST', '/fee-summary.json'],
    ['PUT', '/flows.json'],
    ['GET', '/flows/reports.json'],
    ['GET', '/addresses.json?query=main'],
  ];
  for (const [method, path] of paths) {
    const res = await api(s, path, { method, json: method === 'GET' ? undefined : {} });
    assert.is(res.status, 401, `${method} ${path}`);
  }
});

test("another licensee's flow ids are 404 on every flow endpoint", async ({ acme, alice, flowId, duId, luId }) => {
  for (const path of [
    `/flows/${flowId}/modules.json`,
    `/submitter/${flowId}.json`,
    `/review/ccr/${flowId}.json`,
    `/demographic-update/${duId}/primary-name.json`,
    `/duplicates/${flowId}.json`,
  ]) {
    expectErrors(await acme.get(path), 404);
  }
  expectErrors(await acme.send('DELETE', `/incomplete-applications/${flowId}.json`), 404);
  expectErrors(await alice.get(`/license-update/${luId}/drlp.json`), 404);
  expectErrors(await alice.send('POST', `/license-update/${luId}/drlp/search.json`, { npn: '1', lastName: 'X', stateCode: 'TX', isApplyToAll: false }), 404);
});

test("user info carries a refreshed Authorization header; a fresh session's other answers leave the token as it is", async ({ alice }) => {
  const info = await alice.get('/user-info.json');
  assert.match(info.headers.get('authorization') ?? '', /^Bearer .+/);
  const orders = await alice.get('/orders.json');
  assert.is(orders.status, 200);
  assert.is(orders.headers.get('authorization'), null);
});

test.run();
