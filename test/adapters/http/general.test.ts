/** docs/portal.md §Calls "General", §Session "Authentication": the behaviour every call of the client shares. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import { API, empty, json, scriptedApi } from '../fake-fetch';
import { queryString, retryAfterSeconds } from '../../../adapters/http/http-client';
import { must } from '../../must';

const USER = { displayName: 'Alice Morgan', ldapUser: false };

test('general: calls are JSON and send credentials', async () => {
  const { api, seen } = scriptedApi(json(200, { flowId: 'F-1' }));
  await api.createFlow({ productType: 'PRODUCER_LICENSING' })();
  const req = must(seen[0], 'a request');
  assert.is(req.credentials, 'include');
  assert.is(req.headers['content-type'], 'application/json');
  assert.is(req.headers.accept, 'application/json');
  assert.equal(req.body, { productType: 'PRODUCER_LICENSING' });
  assert.is(req.method, 'PUT');
  assert.is(req.url, `${API}/flows.json`);
});

test('general: the bearer JWT is sent when one is held, and not otherwise', async () => {
  const { api, seen, session } = scriptedApi(json(200, USER));
  await api.userInfo()();
  assert.is(must(seen[0], 'the first request').headers.authorization, undefined);
  session.adopt('Bearer abc.def.ghi');
  await api.userInfo()();
  assert.is(must(seen[1], 'the second request').headers.authorization, 'Bearer abc.def.ghi');
});

test('general: the session-recording link header is added when available', async () => {
  const { api, seen, telemetry } = scriptedApi(json(200, USER));
  await api.userInfo()();
  assert.is(must(seen[0], 'the first request').headers['x-session-replay-url'], undefined);
  telemetry.replay = 'https://replay.example/sessions/42';
  await api.userInfo()();
  assert.is(must(seen[1], 'the second request').headers['x-session-replay-url'], 'https://replay.example/sessions/42');
});

test('general: a 204 yields null data', async () => {
  const { api } = scriptedApi(empty(204));
  assert.equal(await api.validateLicenses({ stateCode: 'TX', licenses: [] })(), E.right(null));
});

test('general: a body that fails to parse is an empty body, and decoding reports it', async () => {
  const { api } = scriptedApi(new Response('{"not json', { status: 200 }));
  const r = await api.userInfo()();
  assert.ok(E.isLeft(r));
  if (E.isLeft(r)) {
    assert.is(r.left._tag, 'InvalidResponse');
    assert.is(r.left.message, 'Invalid field(s) (root)');
  }
});

test('responses: a mismatch fails with "Invalid field(s)" and the offending paths', async () => {
  const { api } = scriptedApi(json(200, { orderSummaries: [{ orderDate: '2026-01-01', orderCode: 7, orderTotal: '1.00' }] }));
  const r = await api.orders()();
  assert.equal(E.isLeft(r) && r.left.message, 'Invalid field(s) orderSummaries.0.orderCode');
});

test('general: API timing is reported after each call, URL without query, with its duration', async () => {
  const { api, telemetry } = scriptedApi(
    json(200, [{ jurisdictionCode: 'TX', licenseNumber: 'TX-1', licenseClassName: 'Producer', licenseResidency: 'RESIDENT' }]),
    json(500, {}),
  );
  await api.basisLicenses({ productType: 'PRODUCER_LICENSING', applicationType: 'NEW' })();
  await api.countries()();
  assert.equal(telemetry.timings, [
    { url: `${API}/basis-licenses.json`, durationMs: 7 },
    { url: `${API}/countries.json`, durationMs: 7 },
  ]);
});

test('errors: a status of 500 or higher fails with "Server error: {status}"', async () => {
  for (const status of [500, 502, 503]) {
    const { api } = scriptedApi(json(status, { errors: ['down'] }));
    const r = await api.userInfo()();
    assert.equal(E.isLeft(r) && [r.left._tag, r.left.message], ['ServerError', `Server error: ${status}`]);
  }
});

test('authentication: a returned Authorization header is stored minus "Bearer "', async () => {
  const { api, session } = scriptedApi(json(200, USER, { Authorization: 'Bearer fresh.jwt.value' }));
  await api.userInfo()();
  assert.is(session.jwt, 'fresh.jwt.value');
});

test('authentication: a 401 with no returned token logs out preserving SSO and fails Unauthorized', async () => {
  const { api, logouts } = scriptedApi(json(401, { errors: ['Not signed in'] }));
  const r = await api.orders()();
  assert.equal(E.isLeft(r) && r.left._tag, 'Unauthorized');
  assert.equal(logouts, [true]);
});

test('authentication: a 401 that returns a token is not a logout', async () => {
  const { api, logouts, session } = scriptedApi(json(401, {}, { Authorization: 'Bearer other.jwt.x' }));
  const r = await api.orders()();
  assert.equal(E.isLeft(r) && r.left._tag, 'Unauthorized');
  assert.equal(logouts, []);
  assert.is(session.jwt, 'other.jwt.x');
});

test('errors: a 429 fails TooManyRequests with the Retry-After seconds', async () => {
  const { api } = scriptedApi(json(429, {}, { 'Retry-After': '12' }), json(429, {}));
  const first = await api.orders()();
  assert.equal(E.isLeft(first) && first.left, { _tag: 'TooManyRequests', message: 'Too many requests', retryAfter: 12 });
  const second = await api.orders()();
  assert.equal(E.isLeft(second) && second.left, { _tag: 'TooManyRequests', message: 'Too many requests' });
});

test('errors: Retry-After may be an HTTP date', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  assert.is(retryAfterSeconds(new Date(now + 30_000).toUTCString(), now), 30);
  assert.is(retryAfterSeconds('soon', now), undefined);
});

test('errors: a network failure fails NetworkError, and is still timed', async () => {
  const { api, telemetry } = scriptedApi(new TypeError('fetch failed'));
  const r = await api.orders()();
  assert.equal(E.isLeft(r) && r.left, { _tag: 'NetworkError', message: 'fetch failed' });
  assert.is(telemetry.timings.length, 1);
});

test('general: path segments are URI-encoded', async () => {
  const { api, seen } = scriptedApi(json(200, { columnHeaders: [], data: [] }));
  await api.ccrReview('a/b c?')();
  assert.is(must(seen[0], 'a request').url, `${API}/review/ccr/a%2Fb%20c%3F.json`);
});

test('general: selection query parameters skip undefined values', () => {
  assert.is(queryString({ productType: 'PRODUCER_LICENSING', applicationType: undefined, stateCode: 'TX' }), '?productType=PRODUCER_LICENSING&stateCode=TX');
  assert.is(queryString({ a: undefined }), '');
});

test.run();
