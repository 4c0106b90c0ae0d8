/**
 * A return from the payment page is not a payment confirmation (GOV.UK Pay's rule): the registry
 * alone says a flow is paid, and paying it again, at once or later, or reloading the pages on
 * the way back, never creates a second order or charge.
 */
import { Hono } from 'hono';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FlowCreated } from '../../../core/model/pdb-report';
import { IncompleteApplications } from '../../../core/model/incomplete';
import { registerPages } from '../../../sandbox/pages/index';
import { createOrder } from '../../../sandbox/domain/orders';
import type { RunningSandbox } from '../../../sandbox/server';
import { start } from '../helpers';
import { AZ_AND_GA, clientFor, decoded, submitFor, type Client } from './client';

const test = suite<{ s: RunningSandbox; pages: Hono; alice: Client }>('payment once per flow');

test.before(async (ctx) => {
  ctx.s = await start();
  ctx.pages = new Hono();
  registerPages(ctx.pages, { db: ctx.s.db, now: () => new Date() });
  ctx.alice = await clientFor(ctx.s, 'ind-alice');
});
test.after(async (ctx) => ctx.s.close());

const pay = (pages: Hono, path: string) =>
  pages.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
const ordersOf = (s: RunningSandbox, flowId: string) => s.db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]);

test('paying a flow several times at once, again later, and reloading the pages creates exactly one order', async ({ s, pages, alice }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  await submitFor(alice, flowId);
  const path = `/my-licensehub/payment/${flowId}.htm`;
  const answers = await Promise.all([pay(pages, path), pay(pages, path), pay(pages, path)]);
  const orders = await ordersOf(s, flowId);
  assert.is(orders.length, 1);
  assert.equal(
    answers.map((r) => [r.status, r.headers.get('location')]),
    Array(3).fill([303, `/my-licensehub/frontend/order-history/${orders[0]?.order_code}/confirmation`]),
  );
  // The browser's way back: the payment page again (now "already been paid", with no Pay form), a second Pay, the order list.
  const again = await (await pages.request(path)).text();
  assert.match(again, /already been paid/);
  assert.not.match(again, /value="pay"/);
  await pay(pages, path);
  await alice.get('/orders.json');
  await alice.get('/orders.json');
  assert.is((await ordersOf(s, flowId)).length, 1);
  // The registry says it is paid: it is no longer an incomplete application to resume or pay.
  const incomplete = decoded(IncompleteApplications, (await alice.get('/incomplete-applications.json')).body);
  assert.not.ok(incomplete.some((a) => a.batchCode === flowId));
});

test('a detail report is paid once too', async ({ s, pages, alice }) => {
  const { flowId } = decoded(FlowCreated, (await alice.get('/flows/reports.json')).body);
  await submitFor(alice, flowId, true);
  const path = `/my-licensehub/payment/detail-report/${flowId}.htm`;
  await Promise.all([pay(pages, path), pay(pages, path)]);
  assert.is((await ordersOf(s, flowId)).length, 1);
});

test('writing an order for a flow that already has one returns that order and writes nothing', async ({ s, alice }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  const order = {
    licenseeId: 'ind-alice',
    flowId,
    product: 'Producer Licensing',
    at: new Date(),
    transactions: [{ applicationState: 'AZ', loas: [], stateFeeCents: 100, registryFeeCents: 0 }],
  };
  const first = await s.db.transaction((tx) => createOrder(tx, order));
  const second = await s.db.transaction((tx) => createOrder(tx, order));
  assert.is(second, first);
  assert.is((await ordersOf(s, flowId)).length, 1);
});

test.run();
