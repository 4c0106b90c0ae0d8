/**
 * The payment pages need the flow owner's session (pages/payment-access.ts): the browser gets a
 * cookie for those pages alone wherever it gets a token; without a live session the pages ask
 * the user to sign in again, and another licensee's flow is not found. Nothing is paid then.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FlowCreated } from '../../../core/model/pdb-report';
import type { RunningSandbox } from '../../../sandbox/server';
import { api, paymentCookie, signIn, start } from '../helpers';
import { answerModules, AZ_AND_GA, clientWith, decoded } from './client';
import { submitterDefaults, submitterPost } from '../../../core/use-cases/submitter/defaults';
import { SAMPLE_SUBMITTER } from '../../core/model/samples';

const t = suite('payment pages need the owner session');
let s: RunningSandbox;
let clock = Date.parse('2026-11-21T10:00:00Z');
t.before(async () => {
  s = await start({ now: () => new Date(clock), sessionMinutes: 30 });
});
t.after(async () => s.close());

/** A new application with its answers and submitter saved: ready to pay but for the session. */
async function newFlow(token: string): Promise<string> {
  const { flowId } = decoded(FlowCreated, await (await api(s, '/flows.json', { method: 'PUT', token, json: AZ_AND_GA })).json());
  await answerModules(clientWith(s, token), flowId);
  const submitter = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  assert.is((await api(s, '/submitter.json', { method: 'POST', token, json: submitter })).status, 204);
  return flowId;
}
const page = (flowId: string, cookie?: string) => fetch(`${s.url}/my-licensehub/payment/${flowId}.htm`, { headers: cookie ? { Cookie: cookie } : {} });
const pay = (flowId: string, cookie?: string) =>
  fetch(`${s.url}/my-licensehub/payment/${flowId}.htm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: 'action=pay',
    redirect: 'manual',
  });
const orders = (flowId: string) => s.db.query('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]);

t('identify and a refreshed token give the browser the payment session cookie: HttpOnly, SameSite=Strict, for the pages outside the portal only', async () => {
  const res = await api(s, '/identify.json', {
    method: 'POST',
    json: { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001', useAgreementAccepted: true },
  });
  const token = (res.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  const cookie = res.headers.get('set-cookie') ?? '';
  assert.ok(cookie.startsWith(`${paymentCookie(token)};`), cookie);
  assert.match(cookie, /; Path=\/my-licensehub\/;/);
  assert.match(cookie, /; HttpOnly/);
  assert.match(cookie, /; SameSite=Strict/);
  const refreshed = await api(s, '/user-info.json', { token });
  assert.ok(refreshed.headers.get('set-cookie')?.startsWith(`${paymentCookie(token)};`));
});

t('payment pages need the flow owner session: without one they ask to sign in again and nothing is paid', async () => {
  const alice = await signIn(s, 'ind-alice');
  const flowId = await newFlow(alice);
  for (const res of [await page(flowId), await pay(flowId), await page(flowId, 'licensehub_payment_session=made-up')]) {
    assert.is(res.status, 401);
    assert.match(await res.text(), /Please sign in to pay/);
  }
  assert.equal(await orders(flowId), []);
  assert.is((await page(flowId, paymentCookie(alice))).status, 200);
});

t("payment pages need the flow owner session: another licensee's session finds no such payment and pays nothing", async () => {
  const flowId = await newFlow(await signIn(s, 'ind-alice'));
  const acme = paymentCookie(await signIn(s, 'firm-acme'));
  assert.is((await page(flowId, acme)).status, 404);
  assert.is((await pay(flowId, acme)).status, 404);
  assert.equal(await orders(flowId), []);
});

t('payment pages need a live session: not after logout, nor after the expiry and its two minutes of grace', async () => {
  const alice = await signIn(s, 'ind-alice');
  const flowId = await newFlow(alice);
  clock += 31 * 60 * 1000;
  assert.is((await page(flowId, paymentCookie(alice))).status, 200, 'inside the grace');
  clock += 60 * 1000;
  assert.is((await pay(flowId, paymentCookie(alice))).status, 401);
  const other = await signIn(s, 'ind-alice');
  assert.is((await api(s, '/logout.json', { method: 'POST', token: other })).status, 204);
  assert.is((await pay(flowId, paymentCookie(other))).status, 401);
  assert.equal(await orders(flowId), []);
  const owner = await signIn(s, 'ind-alice');
  assert.is((await api(s, '/submitter.json', { method: 'POST', token: owner, json: { ...SAMPLE_SUBMITTER, isFirm: false, flowId } })).status, 204);
  assert.is((await pay(flowId, paymentCookie(owner))).status, 303, "the owner's live session pays");
  assert.is((await orders(flowId)).length, 1);
});

t.run();
