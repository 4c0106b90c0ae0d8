/**
 * Shapes refused early (docs/portal.md §Limits): module data nested too deep or too large, a JSON
 * body nested too deep, control characters in a body, a path or a query, and a submitter with keys
 * the form does not have or a text longer than any field: each is refused at once with a short
 * answer (400; a module save's refusal is its contract's 200 with errors), never a 500, never kept,
 * and without stalling anybody else's request.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningSandbox } from '../../sandbox/server';
import { submitterDefaults, submitterPost } from '../../core/use-cases/submitter/defaults';
import { FlowCreated } from '../../core/model/pdb-report';
import { api, signIn, start } from './helpers';
import { AZ_AND_GA } from './journeys/requests';
import { decoded } from './journeys/client';

const t = suite('hostile shapes');
let s: RunningSandbox;
let token: string;
let flowId: string;
let modulePath: string;
t.before(async () => {
  s = await start();
  token = await signIn(s, 'ind-alice');
  flowId = decoded(FlowCreated, await (await api(s, '/flows.json', { method: 'PUT', token, json: AZ_AND_GA })).json()).flowId;
  const { modules } = (await (await api(s, `/flows/${flowId}/modules.json`, { token })).json()) as { modules: { path: string }[] };
  modulePath = modules[0]!.path;
});
t.after(async () => {
  await s.close();
});

/** JSON text of an object nested `depth` deep (text: too deep for JSON.stringify to write). */
const nested = (depth: number): string => `${'{"a":'.repeat(depth)}{"name":"x"}${'}'.repeat(depth)}`;
const send = (method: string, path: string, body: unknown) =>
  api(s, path, { method, token, headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const savedModule = async () => s.db.query('SELECT data FROM flow_module_data WHERE flow_id = $1', [flowId]);

for (const depth of [10, 2000, 2200, 20000]) {
  t(`module data nested ${depth} deep is refused with one short error, fast, and nothing is kept`, async () => {
    const t0 = performance.now();
    const res = await send('PUT', `/flows/${flowId}/modules/${modulePath}.json`, nested(depth));
    const ms = performance.now() - t0;
    const text = await res.text();
    assert.is(res.status, 200, 'a module save refuses with 200 and errors (its contract)');
    const { errors } = JSON.parse(text) as { errors: string[] };
    assert.is(errors.length, 1, text.slice(0, 300));
    assert.ok(text.length < 200, `a short answer: ${text.length} bytes`);
    assert.ok(ms < 1000, `answered in ${Math.round(ms)} ms`);
    assert.equal(await savedModule(), []);
  });
}

t('module data with more values than any module has is refused with one short error', async () => {
  const wide = { rows: Array.from({ length: 6000 }, (_, i) => ({ n: String(i) })) };
  const res = await send('PUT', `/flows/${flowId}/modules/${modulePath}.json`, wide);
  assert.equal(await res.json(), { errors: ['Module data may nest at most 8 levels and hold at most 5000 values.'] });
});

t('a deep body elsewhere is 400 with one short error', async () => {
  for (const [method, path] of [
    ['PUT', '/flows.json'],
    ['POST', '/submitter.json'],
    ['POST', '/fee-summary.json'],
  ] as const) {
    const res = await send(method, path, nested(5000));
    assert.is(res.status, 400, path);
    assert.equal(await res.json(), { errors: ['The request body is nested too deeply (at most 32 levels).'] });
  }
});

t('a deep body does not stall another licensee’s request', async () => {
  const other = await signIn(s, 'firm-acme');
  const deep = Array.from({ length: 8 }, () => send('PUT', `/flows/${flowId}/modules/${modulePath}.json`, nested(20000)));
  const t0 = performance.now();
  assert.is((await api(s, '/orders.json', { token: other })).status, 200);
  const ms = performance.now() - t0;
  await Promise.all(deep);
  assert.ok(ms < 1000, `orders answered in ${Math.round(ms)} ms while deep bodies were refused`);
});

const CONTROL = 'Something entered holds a character that cannot be used (a control character).';

t('a NUL or another control character in a body is 400, on every call that takes one', async () => {
  const submitter = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  for (const [method, path, body] of [
    ['POST', '/submitter.json', { ...submitter, address1: '1 Main St\u0000' }],
    ['POST', '/submitter.json', { ...submitter, ['city\u0000']: 'x' }],
    ['PUT', '/flows.json', { ...AZ_AND_GA, productType: 'PRODUCER_LICENSING\u0000' }],
    ['POST', '/fee-summary.json', { ...AZ_AND_GA, applicationType: '\u001b[2J' }],
    ['POST', '/identify.json', { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Mor\u0000gan', npn: '1000001', useAgreementAccepted: true }],
  ] as const) {
    const res = await send(method, path, body);
    assert.is(res.status, 400, `${path}: ${JSON.stringify(body).slice(0, 80)}`);
    assert.equal(((await res.json()) as { errors: string[] }).errors, [CONTROL]);
  }
  const save = await send('PUT', `/flows/${flowId}/modules/${modulePath}.json`, { name: 'x\u0085' });
  assert.equal([save.status, await save.json()], [200, { errors: [CONTROL] }]);
  const [flow] = await s.db.query<{ submitter: unknown }>('SELECT submitter FROM flows WHERE id = $1', [flowId]);
  assert.is(flow?.submitter, null);
});

t('a control character in a path or a query is 400', async () => {
  for (const path of ['/addresses.json?countryCode=US&query=1%00Main', `/submitter/${flowId}%00.json`, '/orders.json?page=%1b%5b2J']) {
    const res = await api(s, path, { token });
    assert.is(res.status, 400, path);
    assert.equal(await res.json(), { errors: [CONTROL] });
  }
});

t('the submitter is decoded strictly: a key the form does not have is refused, nothing is kept', async () => {
  const submitter = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  const admin = await send('POST', '/submitter.json', { ...submitter, isAdmin: true });
  assert.is(admin.status, 400);
  assert.equal(((await admin.json()) as { errors: string[] }).errors, ['isAdmin is not a field of the submitter']);
  const proto = await send('POST', '/submitter.json', `{"__proto__": {"isAdmin": true}, ${JSON.stringify(submitter).slice(1)}`);
  assert.is(proto.status, 400);
  assert.equal(((await proto.json()) as { errors: string[] }).errors, ['__proto__ is not a field of the submitter']);
  const [flow] = await s.db.query<{ submitter: unknown }>('SELECT submitter FROM flows WHERE id = $1', [flowId]);
  assert.is(flow?.submitter, null);
});

t('a submitter text longer than any field is refused (a 200,000-character address)', async () => {
  const submitter = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  const res = await send('POST', '/submitter.json', { ...submitter, address1: 'A'.repeat(200_000) });
  assert.is(res.status, 400);
  assert.equal(((await res.json()) as { errors: string[] }).errors, ['Address Line 1 must be 254 characters or less']);
  assert.is((await send('POST', '/submitter.json', { ...submitter, address1: '1 Main St' })).status, 204, 'the same submitter with a real address is kept');
});

t('an answer lists at most 50 errors', async () => {
  const submitter = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`extra${i}`, 'x']));
  const res = await send('POST', '/submitter.json', { ...submitter, ...many });
  assert.is(((await res.json()) as { errors: string[] }).errors.length, 50);
});

t.run();
