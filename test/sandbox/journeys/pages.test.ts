/**
 * The external pages (docs/decisions.md §Names and paths): payment, detail-report payment and resume flow. They are
 * mounted here on a bare Hono app over the sandbox's own database, the way the server mounts
 * them with registerPages, so the API (over HTTP) and the pages share one registry.
 */
import { Hono } from 'hono';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OrderDetail, OrderSummaries } from '../../../core/model/orders';
import { FlowCreated, PdbReportStatus } from '../../../core/model/pdb-report';
import { registerPages } from '../../../sandbox/pages/index';
import type { RunningSandbox } from '../../../sandbox/server';
import { carryPaymentSession, start } from '../helpers';
import { answerModules, AZ_AND_GA, clientFor, decoded, submitFor, type Client } from './client';
import { must } from '../../must';

const test = suite<{ s: RunningSandbox; pages: Hono; alice: Client }>('external pages');

test.before(async (ctx) => {
  ctx.s = await start();
  ctx.alice = await clientFor(ctx.s, 'ind-alice');
  ctx.pages = carryPaymentSession(new Hono(), ctx.alice.token);
  registerPages(ctx.pages, { db: ctx.s.db, now: () => new Date() });
});
test.after(async (ctx) => ctx.s.close());

const post = (pages: Hono, path: string, action: string) =>
  pages.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=${action}` });

test('payment page shows the items and total of the flow with Pay and Cancel forms, and no script', async ({ pages, alice }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  await submitFor(alice, flowId);
  const res = await pages.request(`/my-licensehub/payment/${flowId}.htm`);
  assert.is(res.status, 200);
  const html = await res.text();
  assert.match(html, /Arizona: Insurance Producer \(Life, Accident &amp; Health\)/);
  assert.match(html, /\$181\.20/);
  assert.match(html, /<form method="post"><button[^>]*value="pay">Pay \$181\.20<\/button><\/form>/);
  assert.match(html, /value="cancel">Cancel</);
  assert.not.match(html, /<script/i);
});

test('Cancel returns to the portal payment-error page and writes nothing', async ({ pages, alice, s }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  await submitFor(alice, flowId);
  const res = await post(pages, `/my-licensehub/payment/${flowId}.htm`, 'cancel');
  assert.equal([res.status, res.headers.get('location')], [303, '/my-licensehub/frontend/payment-error']);
  assert.equal(await s.db.query('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]), []);
});

test('a flow whose submitter is not saved cannot be paid: the page says what is missing, links back, and nothing is written', async ({ pages, alice, s }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  await answerModules(alice, flowId);
  const page = await pages.request(`/my-licensehub/payment/${flowId}.htm`);
  assert.is(page.status, 409);
  const html = await page.text();
  assert.match(html, /Nobody has said who is submitting this application yet/);
  assert.match(html, new RegExp(`href="/my-licensehub/frontend/flows/${flowId}/submitter"`));
  assert.not.match(html, /value="pay"/);
  const res = await post(pages, `/my-licensehub/payment/${flowId}.htm`, 'pay');
  assert.is(res.status, 409);
  assert.equal(await s.db.query('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]), []);
  const { flowId: report } = decoded(FlowCreated, (await alice.get('/flows/reports.json')).body);
  const reportPage = await pages.request(`/my-licensehub/payment/detail-report/${report}.htm`);
  assert.is(reportPage.status, 409);
  assert.match(await reportPage.text(), new RegExp(`href="/my-licensehub/frontend/pdb-report/${report}/submitter"`));
});

test('Pay creates the order once and returns to its confirmation in the portal', async ({ pages, alice, s }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  await submitFor(alice, flowId);
  const res = await post(pages, `/my-licensehub/payment/${flowId}.htm`, 'pay');
  const [order] = await s.db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]);
  const { order_code } = must(order, 'an order of the flow');
  assert.equal([res.status, res.headers.get('location')], [303, `/my-licensehub/frontend/order-history/${order_code}/confirmation`]);
  const detail = decoded(OrderDetail, (await alice.get(`/orders/${order_code}.json`)).body);
  assert.equal([detail.orderTotal, detail.product, detail.transactions.map((t) => t.applicationState)], ['181.20', 'Producer Licensing', ['AZ', 'GA']]);
  const summaries = decoded(OrderSummaries, (await alice.get('/orders.json')).body).orderSummaries;
  assert.ok(summaries.some((o) => o.orderCode === order_code));
  // A second Pay (double submit, back button) changes nothing; the page says it is paid.
  await post(pages, `/my-licensehub/payment/${flowId}.htm`, 'pay');
  assert.is((await s.db.query('SELECT 1 FROM orders WHERE flow_id = $1', [flowId])).length, 1);
  assert.match(await (await pages.request(`/my-licensehub/payment/${flowId}.htm`)).text(), /already been paid/);
});

test('detail-report payment shows the report price; after Pay the status carries the order code', async ({ pages, alice }) => {
  const { flowId } = decoded(FlowCreated, (await alice.get('/flows/reports.json')).body);
  await submitFor(alice, flowId, true);
  assert.is((await pages.request(`/my-licensehub/payment/${flowId}.htm`)).status, 404);
  const html = await (await pages.request(`/my-licensehub/payment/detail-report/${flowId}.htm`)).text();
  assert.match(html, /Pay \$20\.00/);
  assert.is((await post(pages, `/my-licensehub/payment/detail-report/${flowId}.htm`, 'pay')).status, 303);
  for (let i = 0; i < 3; i++) await alice.send('POST', '/pdb-report-status.json', { flowId });
  const status = decoded(PdbReportStatus, (await alice.send('POST', '/pdb-report-status.json', { flowId })).body);
  assert.equal(status.status, 'COMPLETE');
  assert.match(status.orderCode ?? '', /^LH\d+$/);
});

test('payment pages: unknown flows are 404, an unknown action is 400', async ({ pages, alice }) => {
  assert.is((await pages.request('/my-licensehub/payment/00000000-0000-0000-0000-000000000000.htm')).status, 404);
  assert.is((await pages.request('/my-licensehub/payment/bad..id.htm')).status, 404);
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  assert.is((await post(pages, `/my-licensehub/payment/${flowId}.htm`, 'refund')).status, 400);
});

test('resume flow page links back into the portal route of the flow, which opens its first step not done', async ({ pages, alice }) => {
  const id = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01';
  const html = await (await pages.request(`/my-licensehub/flow.htm?flowId=${id}&action=RESUME_FLOW`)).text();
  assert.match(html, new RegExp(`href="/my-licensehub/frontend/flows/${id}"`));
  assert.match(html, /Personal details/);
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', { productType: 'CONTACT_CHANGE' })).body);
  assert.match(await (await pages.request(`/my-licensehub/flow.htm?flowId=${flowId}&action=RESUME_FLOW`)).text(), /\/ccr\/[^"]+\/resume-ccr"/);
  assert.is((await pages.request(`/my-licensehub/flow.htm?flowId=${id}&action=DELETE`)).status, 400);
  assert.is((await pages.request('/my-licensehub/flow.htm?flowId=nope&action=RESUME_FLOW')).status, 404);
  assert.is((await pages.request('/my-licensehub/pages.css')).headers.get('content-type'), 'text/css; charset=utf-8');
});

test.run();
