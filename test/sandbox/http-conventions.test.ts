/** HTTP conventions of the sandbox API: 404 for unknown paths, 405 with Allow, 415 for non-JSON bodies, 400 for invalid query values. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { html } from 'hono/html';
import type { RunningSandbox } from '../../sandbox/server';
import { isJsonContentType } from '../../sandbox/http/conventions';
import { page } from '../../sandbox/pages/layout';
import { api, signIn, start } from './helpers';

const t = suite('sandbox HTTP conventions');
let s: RunningSandbox;
let token: string;
t.before(async () => {
  s = await start();
  token = await signIn(s);
});
t.after(async () => s.close());

t('an unknown API path answers 404 with errors, signed in or not', async () => {
  for (const init of [{}, { token }]) {
    const res = await api(s, '/no-such-endpoint.json', init);
    assert.is(res.status, 404);
    assert.equal(await res.json(), { errors: ['Not found'] });
  }
  assert.is((await api(s, '/orders/LH1000002/nothing-here.json')).status, 404);
});

t('a known path with another method answers 405 with Allow, signed in or not', async () => {
  for (const init of [{}, { token }]) {
    const res = await api(s, '/user-info.json', { method: 'DELETE', ...init });
    assert.is(res.status, 405);
    assert.is(res.headers.get('allow'), 'GET, HEAD');
    assert.equal(await res.json(), { errors: ['DELETE is not allowed here'] });
  }
  const paramPath = await api(s, '/orders/LH1000002.json', { method: 'PUT', token, json: {} });
  assert.is(paramPath.status, 405);
  assert.is(paramPath.headers.get('allow'), 'GET, HEAD');
});

t("identify with GET is 405 in identify's own error shape", async () => {
  const res = await api(s, '/identify.json');
  assert.is(res.status, 405);
  assert.is(res.headers.get('allow'), 'POST');
  assert.equal(await res.json(), { status: 'ERROR', errors: ['GET is not allowed here'] });
});

t('a JSON endpoint given a text/plain body answers 415', async () => {
  const identify = await api(s, '/identify.json', { method: 'POST', body: '{}', headers: { 'Content-Type': 'text/plain' } });
  assert.is(identify.status, 415);
  assert.equal((await identify.json()).errors, ['The request body must be JSON (Content-Type: application/json)']);
  const signedIn = await api(s, '/fee-summary.json', { method: 'POST', token, body: '{}', headers: { 'Content-Type': 'text/plain' } });
  assert.is(signedIn.status, 415);
  const noType = await api(s, '/fee-summary.json', { method: 'POST', token, body: new Blob(['{}']) });
  assert.is(noType.status, 415);
});

t('a JSON body with a charset, and a POST without a body, are not 415', async () => {
  const res = await api(s, '/identify.json', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  assert.is(res.status, 400); // the identify rules' answer, not the media type's
  assert.is((await api(s, '/logout.json', { method: 'POST' })).status, 204);
  assert.ok(isJsonContentType('application/problem+json'));
  assert.not.ok(isJsonContentType('text/json-ish'));
});

t('a query with an invalid value answers 400 with errors', async () => {
  const res = await api(s, '/supported-states.json?productType=PRODUCER_LICENSING&residencyType=AAAA', { token });
  assert.is(res.status, 400);
  assert.equal(await res.json(), { errors: ['residencyType is not valid'] });
  const lines = await api(s, '/available-lines.json?productType=PRODUCER_LICENSING&stateCode=TX&applicationType=OLD&jurisdictionCode=texas', { token });
  assert.is(lines.status, 400);
  assert.equal((await lines.json()).errors, ['applicationType is not valid', 'jurisdictionCode is not valid']);
  const basis = await api(s, '/basis-licenses.json?productType=PRODUCER_LICENSING&licenseNumber=%3Cx%3E', { token });
  assert.is(basis.status, 400);
});

t('valid selection queries still answer 200', async () => {
  const res = await api(
    s,
    '/supported-states.json?productType=PRODUCER_LICENSING&applicationType=NEW&residencyType=NONRESIDENT&jurisdictionCode=TX&licenseNumber=TX-100001',
    { token },
  );
  assert.is(res.status, 200);
});

t('pages escape by construction (hono/html): text is escaped, nested html is kept', async () => {
  const text = await page('<Fees & "Taxes">', html`<p>${'<script>alert(1)</script>'}</p>`).toString();
  assert.match(text, '<title>&lt;Fees &amp; &quot;Taxes&quot;&gt; - LicenseHub</title>');
  assert.match(text, '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  assert.not.match(text, '<script>');
});

t.run();
