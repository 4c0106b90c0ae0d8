import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Hono } from 'hono';
import * as t from 'io-ts';
import { badRequest, decodeJsonBody, notFound, readJsonObject } from '../../sandbox/http/errors';
import { must } from '../must';

const test = suite('http errors and body parsing');

const Item = t.type({ orderCode: t.string, items: t.array(t.type({ npn: t.string, active: t.boolean })) });
const app = new Hono();
app.post('/decode', async (c) => {
  const body = await decodeJsonBody(c, Item);
  return body.ok ? c.json(body.value) : badRequest(c, body.errors);
});
app.post('/object', async (c) => {
  const body = await readJsonObject(c);
  return body.ok ? c.json(body.value) : badRequest(c, body.errors);
});
app.get('/missing', (c) => notFound(c));

const post = (path: string, body: string) => app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

test('decodeJsonBody answers one "<path> is not valid" per offending field', async () => {
  const res = await post('/decode', JSON.stringify({ orderCode: 5, items: [{ npn: '1', active: true }, { npn: 2 }] }));
  assert.is(res.status, 400);
  assert.equal(await res.json(), { errors: ['orderCode is not valid', 'items.1.npn is not valid', 'items.1.active is not valid'] });
});

test('decodeJsonBody passes a valid body through', async () => {
  const ok = { orderCode: 'A', items: [{ npn: '1', active: false }] };
  assert.equal(await (await post('/decode', JSON.stringify(ok))).json(), ok);
});

test('readJsonObject refuses malformed JSON, non-objects and oversized bodies with 400 and errors', async () => {
  for (const body of ['{', '[1]', 'true', '']) {
    const res = await post('/object', body);
    assert.is(res.status, 400, body);
    assert.ok(((await res.json()) as { errors: string[] }).errors.length === 1);
  }
  const big = await post('/object', JSON.stringify({ a: 'x'.repeat(257 * 1024) }));
  assert.is(big.status, 400);
  assert.match(must(((await big.json()) as { errors: string[] }).errors[0], 'an error'), /too large/);
});

test('notFound answers 404 with an errors list', async () => {
  const res = await app.request('/missing');
  assert.is(res.status, 404);
  assert.equal(await res.json(), { errors: ['Not found'] });
});

test.run();
