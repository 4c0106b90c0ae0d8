import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { RunningSandbox } from '../../sandbox/server';
import { api, signIn, start, TEST_SECRET } from './helpers';
import { must } from '../must';

const t = suite('session');
let s: RunningSandbox;
// A movable clock: tests advance it to check expiry and the sliding session.
let clock = Date.parse('2026-11-21T10:00:00Z');
t.before(async () => {
  s = await start({ now: () => new Date(clock), sessionMinutes: 30 });
});
t.after(async () => {
  await s.close();
});

const key = new TextEncoder().encode(TEST_SECRET);

const expectSignedOut = async (res: Response) => {
  assert.is(res.status, 401);
  assert.equal(await res.json(), { errors: ['Not signed in'] });
  assert.is(res.headers.get('authorization'), null, 'a 401 returns no token');
};

t('the JWT is HS256 with sub, jti and exp = now + sessionMinutes, and verifies', async () => {
  const token = await signIn(s, 'ind-alice');
  assert.is(decodeProtectedHeader(token).alg, 'HS256');
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(clock) });
  assert.is(payload.sub, 'ind-alice');
  assert.type(payload.jti, 'string');
  assert.is(payload.exp, Math.floor(clock / 1000) + 30 * 60);
});

t('user info answers 401 without a token', async () => {
  await expectSignedOut(await api(s, '/user-info.json'));
  await expectSignedOut(await api(s, '/user-info.json', { headers: { Authorization: 'Basic abc' } }));
  await expectSignedOut(await api(s, '/orders.json'));
});

t('user info describes an individual and a firm', async () => {
  const alice = await (await api(s, '/user-info.json', { token: await signIn(s, 'ind-alice') })).json();
  assert.equal(alice, { ldapUser: false, displayName: 'Alice Morgan', name: 'Alice Morgan', npn: '1000001' });
  const acme = await (await api(s, '/user-info.json', { token: await signIn(s, 'firm-acme') })).json();
  assert.equal(acme, {
    ldapUser: false,
    displayName: 'Acme Insurance Agency LLC',
    name: 'Acme Insurance Agency',
    suffix: 'LLC',
    fein: '12-3456789',
    npn: '2000001',
  });
  const summit = (await (await api(s, '/user-info.json', { token: await signIn(s, 'firm-summit') })).json()) as Record<string, unknown>;
  assert.is(summit.ldapUser, true);
  assert.is(summit.uid, 'summit.admin');
});

t('a tampered token is refused with 401', async () => {
  const token = await signIn(s);
  const [h, p, sig] = token.split('.');
  const payload = must(p, 'a token payload');
  const signature = must(sig, 'a token signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'firm-acme' })).toString('base64url')}.${signature}`;
  await expectSignedOut(await api(s, '/user-info.json', { token: forged }));
  await expectSignedOut(await api(s, '/user-info.json', { token: `${h}.${payload}.${signature.slice(0, -2)}AA` }));
});

t('an alg:none token is refused with 401', async () => {
  const claims = decodeJwt(await signIn(s));
  const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  await expectSignedOut(await api(s, '/user-info.json', { token: none }));
});

t('a token signed with another algorithm or key is refused with 401', async () => {
  const claims = decodeJwt(await signIn(s));
  const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(TEST_SECRET.repeat(2)));
  await expectSignedOut(await api(s, '/user-info.json', { token: hs512 }));
  const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-00'));
  await expectSignedOut(await api(s, '/user-info.json', { token: otherKey }));
});

t("user info always answers with a fresh token that slides exp (the modal's Continue)", async () => {
  const token = await signIn(s);
  clock += 10 * 60 * 1000;
  const res = await api(s, '/user-info.json', { token });
  assert.is(res.status, 200);
  const fresh = res.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  assert.ok(fresh, 'fresh token returned');
  assert.is(decodeJwt(fresh).exp, Math.floor(clock / 1000) + 30 * 60);
  assert.is(decodeJwt(fresh).jti, decodeJwt(token).jti, 'same session');
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /Authorization/);
  // 25 more minutes: the first token expired, the refreshed one still works.
  clock += 25 * 60 * 1000;
  await expectSignedOut(await api(s, '/user-info.json', { token }));
  assert.is((await api(s, '/user-info.json', { token: fresh })).status, 200);
});

t('a token is accepted for two minutes after its expiry (the session ends 2 minutes after the stated expiration), refused after', async () => {
  const first = await signIn(s);
  const second = await signIn(s);
  const exp = must(decodeJwt(first).exp, 'an exp') * 1000;
  clock = exp + 2 * 60 * 1000 - 1000;
  assert.is((await api(s, '/orders.json', { token: first })).status, 200, 'one second before the grace ends');
  clock = exp + 2 * 60 * 1000;
  await expectSignedOut(await api(s, '/orders.json', { token: first }));
  await expectSignedOut(await api(s, '/orders.json', { token: second }));
});

t('logout revokes the session (POST logout.json answers 204)', async () => {
  const token = await signIn(s);
  assert.is((await api(s, '/user-info.json', { token })).status, 200);
  const out = await api(s, '/logout.json', { method: 'POST', token });
  assert.is(out.status, 204);
  assert.is(out.headers.get('authorization'), null);
  await expectSignedOut(await api(s, '/user-info.json', { token }));
  assert.is((await api(s, '/logout.json', { method: 'POST', token })).status, 204, 'logging out twice is fine');
  assert.is((await api(s, '/logout.json', { method: 'POST' })).status, 204, 'logging out without a session is fine');
});

t('the logout page says the user signed out, links to identify, and revokes a bearer it receives', async () => {
  const token = await signIn(s);
  const page = await fetch(`${s.url}/my-licensehub/logout`, { headers: { Authorization: `Bearer ${token}` } });
  assert.is(page.status, 200);
  const html = await page.text();
  assert.match(html, /You have signed out of LicenseHub/);
  assert.match(html, /href="\/my-licensehub\/frontend\/identify-licensee"/);
  assert.not.match(html, /Other services you signed in to stay signed in/);
  await expectSignedOut(await api(s, '/user-info.json', { token }));
  const sso = await (await fetch(`${s.url}/my-licensehub/logout?preserveSso=true`)).text();
  assert.match(sso, /Other services you signed in to stay signed in/);
});

const returnedToken = (res: Response) => res.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;

t('an answer carries no new token while more than half of the session remains', async () => {
  const token = await signIn(s);
  clock += 14 * 60 * 1000;
  const res = await api(s, '/orders.json', { token });
  assert.is(res.status, 200);
  assert.is(returnedToken(res), null);
});

t('an answer refreshes the token once less than half of the session remains', async () => {
  const token = await signIn(s);
  clock += 16 * 60 * 1000;
  const res = await api(s, '/orders.json', { token });
  assert.is(res.status, 200);
  const fresh = returnedToken(res);
  assert.ok(fresh, 'fresh token returned');
  assert.is(decodeJwt(fresh!).exp, Math.floor(clock / 1000) + 30 * 60);
  assert.is(decodeJwt(fresh!).jti, decodeJwt(token).jti, 'same session');
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /Authorization/);
});

t('a token that was not refreshed still expires at its exp (and its two minutes of grace)', async () => {
  const token = await signIn(s);
  clock += 10 * 60 * 1000;
  assert.is(returnedToken(await api(s, '/orders.json', { token })), null);
  clock += 22 * 60 * 1000;
  await expectSignedOut(await api(s, '/orders.json', { token }));
});

t('a revoked session is refused at once, also after it answered requests', async () => {
  const token = await signIn(s);
  for (let i = 0; i < 3; i++) assert.is((await api(s, '/orders.json', { token })).status, 200);
  assert.is((await api(s, '/logout.json', { method: 'POST', token })).status, 204);
  await expectSignedOut(await api(s, '/orders.json', { token }));
  await expectSignedOut(await api(s, '/user-info.json', { token }));
});

t('a session ends 12 hours after sign-in, however often it is used (a call every 20 minutes), and then needs a new sign-in', async () => {
  const signedInAt = clock;
  let token = await signIn(s);
  assert.is(decodeJwt(token).auth_time, Math.floor(signedInAt / 1000), 'the token carries the sign-in time');
  const end = signedInAt + 12 * 60 * 60 * 1000;
  let lastExp = 0;
  while (clock + 20 * 60 * 1000 < end) {
    clock += 20 * 60 * 1000;
    const res = await api(s, '/orders.json', { token });
    assert.is(res.status, 200, `${(clock - signedInAt) / 60_000} minutes after sign-in`);
    token = returnedToken(res) ?? token;
    lastExp = must(decodeJwt(token).exp, 'an exp') * 1000;
    assert.ok(lastExp <= end - 2 * 60 * 1000, 'no token states an expiry later than 2 minutes before the end');
  }
  assert.is(lastExp, end - 2 * 60 * 1000, 'the last token states the end less the grace');
  clock = end - 1000;
  assert.is((await api(s, '/user-info.json', { token })).status, 200, 'a second before the end');
  clock = end;
  await expectSignedOut(await api(s, '/orders.json', { token }));
  await expectSignedOut(await api(s, '/user-info.json', { token }));
  const again = await signIn(s);
  assert.is((await api(s, '/orders.json', { token: again })).status, 200, 'a new sign-in starts a new session');
});

t('reference lists and maintenance notices are public', async () => {
  for (const path of ['/countries.json', '/states.json', '/provinces.json', '/maintenance-notifications.json']) {
    assert.is((await api(s, path)).status, 200, path);
  }
});

t.run();
