/**
 * What the sandbox keeps in memory between requests (sandbox/db/kept.ts, docs/decisions.md §Sandbox
 * under load") never changes what a client sees: with every kept read warm, a new order is in the
 * very next order list, a revoked or expired session is still refused, and an injected fault is
 * still answered.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FeeSummary } from '../../../core/model/licensing';
import { OrderSummaries } from '../../../core/model/orders';
import { FlowCreated } from '../../../core/model/pdb-report';
import type { RunningSandbox } from '../../../sandbox/server';
import { api, paymentCookie, signIn, start } from '../helpers';
import { answerModules, AZ_AND_GA, clientWith, decoded } from './client';
import { submitterDefaults, submitterPost } from '../../../core/use-cases/submitter/defaults';

const t = suite('kept reads');
let s: RunningSandbox;
// A movable clock, so a session can expire while the kept reads are warm.
let clock = Date.parse('2026-11-21T10:00:00Z');
t.before(async () => {
  s = await start({ now: () => new Date(clock), sessionMinutes: 30 });
});
t.after(async () => {
  s.controls.clearFaults();
  await s.close();
});

const get = (token: string, path: string) => api(s, path, { token });
const orders = async (token: string) => {
  const res = await get(token, '/orders.json');
  assert.is(res.status, 200);
  return decoded(OrderSummaries, await res.json()).orderSummaries;
};
const feeSummary = (token: string) => api(s, '/fee-summary.json', { method: 'POST', token, json: AZ_AND_GA });
/** A new Arizona and Georgia application with its answers and submitter saved: ready to pay. */
async function newFlow(token: string): Promise<string> {
  const created = await api(s, '/flows.json', { method: 'PUT', token, json: AZ_AND_GA });
  const { flowId } = decoded(FlowCreated, await created.json());
  await answerModules(clientWith(s, token), flowId);
  const submitter = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  assert.is((await api(s, '/submitter.json', { method: 'POST', token, json: submitter })).status, 204);
  return flowId;
}
/** Pays a new Arizona and Georgia application on the payment page, as the browser does. */
async function payNewFlow(token: string): Promise<string> {
  const flowId = await newFlow(token);
  const paid = await fetch(`${s.url}/my-licensehub/payment/${flowId}.htm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: paymentCookie(token) },
    body: 'action=pay',
    redirect: 'manual',
  });
  assert.is(paid.status, 303);
  const [order] = await s.db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]);
  if (!order) throw new Error(`no order for the paid flow ${flowId}`);
  return order.order_code;
}
const expectSignedOut = async (res: Response) => {
  assert.is(res.status, 401);
  assert.equal(await res.json(), { errors: ['Not signed in'] });
  assert.is(res.headers.get('authorization'), null);
};

t('an order paid on the payment page is in the very next order list; other licensees keep theirs', async () => {
  const alice = await signIn(s, 'ind-alice');
  const acme = await signIn(s, 'firm-acme');
  const before = await orders(alice);
  assert.equal(await orders(alice), before, 'read twice: the same list');
  const acmeBefore = await orders(acme);

  const code = await payNewFlow(alice);
  const after = await orders(alice);
  assert.is(after.length, before.length + 1);
  assert.equal(after.map((o) => [o.orderCode, o.orderTotal])[0], [code, '181.20'], 'the new order comes first');
  assert.equal(after.slice(1), before);
  assert.equal(await orders(acme), acmeBefore);

  const second = await payNewFlow(alice);
  assert.equal(
    (await orders(alice)).slice(0, 2).map((o) => o.orderCode),
    [second, code],
  );
});

t('a second Pay of the same flow (a double submit) adds nothing to the kept list', async () => {
  const alice = await signIn(s, 'ind-alice');
  const flowId = await newFlow(alice);
  const pay = () =>
    fetch(`${s.url}/my-licensehub/payment/${flowId}.htm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: paymentCookie(alice) },
      body: 'action=pay',
      redirect: 'manual',
    });
  await pay();
  const once = await orders(alice);
  await pay();
  assert.equal(await orders(alice), once);
});

t('a revoked session is refused with every kept read warm', async () => {
  const token = await signIn(s, 'ind-alice');
  await orders(token);
  assert.is((await feeSummary(token)).status, 200);
  assert.is((await api(s, '/logout.json', { method: 'POST', token })).status, 204);
  await expectSignedOut(await get(token, '/orders.json'));
  await expectSignedOut(await feeSummary(token));
});

t('an expired session is refused with every kept read warm', async () => {
  const token = await signIn(s, 'ind-alice');
  await orders(token);
  assert.is((await feeSummary(token)).status, 200);
  clock += 29 * 60 * 1000;
  assert.is((await get(token, '/orders.json')).status, 200, 'still inside the session');
  // Past the token's exp and its two minutes of grace.
  clock += 4 * 60 * 1000;
  await expectSignedOut(await get(token, '/orders.json'));
  await expectSignedOut(await feeSummary(token));
});

t('an injected fault is answered with every kept read warm, and leaves the kept answer intact', async () => {
  const token = await signIn(s, 'ind-alice');
  const list = await orders(token);
  const fees = await (await feeSummary(token)).text();

  s.controls.setFaults([{ path: '/orders.json', status: 503, times: 1 }]);
  const faulted = await get(token, '/orders.json');
  assert.is(faulted.status, 503);
  assert.is(faulted.headers.get('x-sandbox-fault'), 'status 503');
  assert.equal(await orders(token), list, 'the fault was used once');

  s.controls.setFaults([{ method: 'POST', path: '/fee-summary.json', status: 500, times: 1 }]);
  assert.is((await feeSummary(token)).status, 500);
  assert.is(await (await feeSummary(token)).text(), fees);

  s.controls.setFaults([{ path: '/orders.json', breakContract: true, times: 1 }]);
  const broken = await get(token, '/orders.json');
  assert.is(broken.headers.get('x-sandbox-fault'), 'breakContract');
  assert.not.equal(await broken.json(), { orderSummaries: list });
  assert.equal(await orders(token), list, 'corrupting one answer does not corrupt what is kept');

  s.controls.setFaults([{ path: '/orders.json', malformed: true, times: 1 }]);
  assert.is((await get(token, '/orders.json')).headers.get('x-sandbox-fault'), 'malformed');
  assert.equal(await orders(token), list);
});

t('the fee summary read from the kept fee table is the fee table (181.20 for Arizona and Georgia)', async () => {
  const token = await signIn(s, 'ind-alice');
  for (let i = 0; i < 2; i++) {
    const res = await feeSummary(token);
    assert.is(res.status, 200);
    const summary = decoded(FeeSummary, await res.json());
    assert.equal([summary.grandTotal, summary.stateTotal, summary.licensehubTotal], ['181.20', '170.00', '11.20']);
    assert.equal(
      summary.feeDetails.map((d) => [d.stateCode, d.loaNames, d.stateFee, d.licensehubFee]),
      [
        ['AZ', ['Life', 'Accident & Health'], '120.00', '5.60'],
        ['GA', ['Property'], '50.00', '5.60'],
      ],
    );
  }
});

t.run();
