import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { breakContract } from '../../sandbox/faults/break-contract';
import { parseFaultRule } from '../../sandbox/faults/faults';
import type { RunningSandbox } from '../../sandbox/server';
import { api, signIn, start } from './helpers';

const t = suite('faults');
let s: RunningSandbox;
let token: string;
t.before(async () => {
  s = await start();
  token = await signIn(s, 'firm-acme');
});
t.after(async () => {
  await s.close();
});
t.after.each(() => s.controls.clearFaults());

t('no fault is active by default', async () => {
  for (const path of ['/states.json', '/user-info.json']) {
    const res = await api(s, path, { token });
    assert.is(res.status, 200);
    assert.is(res.headers.get('x-sandbox-fault'), null);
  }
});

t('a status fault answers that status with an errors list; other paths are untouched', async () => {
  s.controls.setFaults([{ path: '/countries.json', status: 503 }]);
  const res = await api(s, '/countries.json');
  assert.is(res.status, 503);
  assert.equal(await res.json(), { errors: ['Injected fault: HTTP 503'] });
  assert.is((await api(s, '/states.json')).status, 200);
});

t("a 429 fault carries Retry-After (default 1, or the rule's value)", async () => {
  s.controls.setFaults([{ path: '/states.json', status: 429 }]);
  assert.is((await api(s, '/states.json')).headers.get('retry-after'), '1');
  s.controls.setFaults([{ path: '/states.json', status: 429, retryAfter: 7 }]);
  const res = await api(s, '/states.json');
  assert.is(res.status, 429);
  assert.is(res.headers.get('retry-after'), '7');
});

t('a 401 fault answers Not signed in without a fresh token', async () => {
  s.controls.setFaults([{ path: '/user-info.json', status: 401 }]);
  const res = await api(s, '/user-info.json', { token });
  assert.is(res.status, 401);
  assert.equal(await res.json(), { errors: ['Not signed in'] });
  assert.is(res.headers.get('authorization'), null);
});

t('a latency fault delays the real answer', async () => {
  s.controls.setFaults([{ path: '/provinces.json', latencyMs: 300 }]);
  const t0 = Date.now();
  const res = await api(s, '/provinces.json');
  assert.ok(Date.now() - t0 >= 290, `took ${Date.now() - t0} ms`);
  assert.is(res.status, 200);
  assert.is(((await res.json()) as unknown[]).length, 13);
});

t('a malformed fault answers 200 with a body that is not JSON', async () => {
  s.controls.setFaults([{ path: '/user-info.json', malformed: true }]);
  const res = await api(s, '/user-info.json', { token });
  assert.is(res.status, 200);
  const text = await res.text();
  assert.throws(() => JSON.parse(text));
});

t('a breakContract fault corrupts the real answer deterministically', async () => {
  s.controls.setFaults([{ path: '/user-info.json', breakContract: true }]);
  const broken = (await (await api(s, '/user-info.json', { token })).json()) as Record<string, unknown>;
  // ldapUser (boolean) becomes a string; the first string field (displayName) is dropped.
  assert.equal(broken, { ldapUser: 'oops', name: 'Acme Insurance Agency', suffix: 'LLC', fein: '12-3456789', npn: '2000001' });
  const again = await (await api(s, '/user-info.json', { token })).json();
  assert.equal(again, broken, 'same corruption every time');
});

t('breakContract turns orderCode into a number, numbers and booleans into strings, and drops a field', () => {
  const out = breakContract({
    orderSummaries: [
      { orderDate: '2026-01-02', orderCode: 'A-1', orderTotal: 25 },
      { orderDate: 'x', orderCode: 'B', orderTotal: 1, paid: true },
    ],
  });
  assert.equal(out, {
    orderSummaries: [
      { orderCode: 12345, orderTotal: 'oops' },
      { orderDate: 'x', orderCode: 12345, orderTotal: 'oops', paid: 'oops' },
    ],
  });
  assert.equal(breakContract(['a', 'b']), { unexpected: true }, 'nothing to corrupt: a different shape');
});

t('a fault with times applies that many times, then stops', async () => {
  s.controls.setFaults([{ path: '/states.json', status: 500, times: 2 }]);
  assert.equal([(await api(s, '/states.json')).status, (await api(s, '/states.json')).status, (await api(s, '/states.json')).status], [500, 500, 200]);
});

t('a fault matches by method and by path prefix ending in *', async () => {
  s.controls.setFaults([{ method: 'POST', path: '/identify*', status: 503 }]);
  assert.is((await api(s, '/identify.json', { method: 'POST', json: {} })).status, 503);
  assert.is((await api(s, '/states.json')).status, 200);
  s.controls.setFaults([{ method: 'GET', path: '/*', status: 500 }]);
  assert.is((await api(s, '/anything/at/all.json')).status, 500);
  assert.is((await api(s, '/logout.json', { method: 'POST' })).status, 204, 'POST not matched by a GET rule');
});

t('clearFaults switches every fault off', async () => {
  s.controls.setFaults([{ path: '/states.json', status: 500 }]);
  s.controls.clearFaults();
  assert.is((await api(s, '/states.json')).status, 200);
});

t('the --break-contract rule breaks every API GET and leaves other calls alone', async () => {
  // The file's sandbox with the rule switched on: no second database for one rule.
  const b = s;
  b.controls.setFaults([parseFaultRule('GET /*=break-contract')]);
  try {
    const tok = await signIn(b, 'ind-alice'); // identify (a POST) still works
    const countries = (await (await api(b, '/countries.json')).json()) as Record<string, unknown>[];
    assert.equal(countries[0], { licensehubCountryCode: 'oops', isoCountryCode: 'US' });
    const info = (await (await api(b, '/user-info.json', { token: tok })).json()) as Record<string, unknown>;
    assert.is(info.ldapUser, 'oops');
    assert.is(info.displayName, undefined);
  } finally {
    b.controls.clearFaults();
  }
});

t('CLI fault rules parse into FaultRule values', () => {
  assert.equal(parseFaultRule('GET /orders.json=503'), { method: 'GET', path: '/orders.json', status: 503 });
  assert.equal(parseFaultRule('/orders/*=429,retry-after:5,times:2'), { path: '/orders/*', status: 429, retryAfter: 5, times: 2 });
  assert.equal(parseFaultRule('post /identify.json=latency:1500'), { method: 'POST', path: '/identify.json', latencyMs: 1500 });
  assert.equal(parseFaultRule('GET /user-info.json=malformed'), { method: 'GET', path: '/user-info.json', malformed: true });
  assert.throws(() => parseFaultRule('GET /x.json'), /expected/);
  assert.throws(() => parseFaultRule('GET /x.json=teapot'), /unknown part/);
});

t.run();
