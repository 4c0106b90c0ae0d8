/** Orders and their PDFs, the PDB report and incomplete applications (docs/portal.md §Order history, §Calls, §Limits). */
import { inflateSync } from 'node:zlib';
import * as assert from 'uvu/assert';
import { PDFDocument } from 'pdf-lib';
import { IncompleteApplications } from '../../../core/model/incomplete';
import { OrderDetail, OrderSummaries } from '../../../core/model/orders';
import { FlowCreated, PdbReportMetadata, PdbReportStatus } from '../../../core/model/pdb-report';
import { ORDER_HISTORY_PAGE_SIZE } from '../../../core/model/constants';
import { formatDateTimeWithZone } from '../../../core/rules/format';
import { carryPaymentSession } from '../helpers';
import { clientFor, decoded, expectErrors, submitFor, aliceAndAcmeSuite } from './client';
import { Hono } from 'hono';
import { registerPages } from '../../../sandbox/pages/index';
import { must } from '../../must';

const test = aliceAndAcmeSuite('orders, PDB report, incomplete applications');

test('orders newest first: ind-alice has 12 (three pages of 5), firm-acme 3', async ({ alice, acme }) => {
  const mine = decoded(OrderSummaries, (await alice.get('/orders.json')).body).orderSummaries;
  assert.is(mine.length, 12);
  assert.ok(Math.ceil(mine.length / ORDER_HISTORY_PAGE_SIZE) >= 3);
  const dates = mine.map((o) => Date.parse(o.orderDate));
  assert.equal(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  assert.match(must(mine[0], 'an order').orderTotal, /^\d+\.\d\d$/);
  assert.is(decoded(OrderSummaries, (await acme.get('/orders.json')).body).orderSummaries.length, 3);
});

test('order detail with transactions; an archived order has isDetailAvailable false', async ({ alice }) => {
  const d = decoded(OrderDetail, (await alice.get('/orders/LH1000012.json')).body);
  assert.equal([d.orderCode, d.orderTotal, d.transactions.length], ['LH1000012', '371.20', 2]);
  assert.equal(d.transactions[1]?.stateMessages, [{ actionRequired: true, reason: 'Schedule a fingerprint appointment.' }]);
  assert.is(decoded(OrderDetail, (await alice.get('/orders/LH1000001.json')).body).isDetailAvailable, false);
});

test("order NOT_FOUND: unknown codes and another licensee's orders are 404", async ({ alice, acme }) => {
  expectErrors(await alice.get('/orders/LH9999999.json'), 404);
  expectErrors(await acme.get('/orders/LH1000012.json'), 404);
  assert.is((await acme.raw('/orders/LH1000012/pdf-view.pdf')).status, 404);
});

/** The text shown on the PDF's pages: pdf-lib writes Flate-compressed streams of hex-encoded strings. */
function pageText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      const content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      for (const h of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text += Buffer.from(h[1]!, 'hex').toString('latin1') + '\n';
    } catch {
      // not a content stream (fonts, metadata)
    }
  }
  return text;
}

test('a paid detail report is delivered: its order details PDF holds the report, the licensee and each license with its lines of authority', async ({ s }) => {
  const ben = await clientFor(s, 'ind-ben');
  const { flowId } = decoded(FlowCreated, (await ben.get('/flows/reports.json')).body);
  await submitFor(ben, flowId, true);
  const pages = carryPaymentSession(new Hono(), ben.token);
  registerPages(pages, { db: s.db, now: () => new Date() });
  const paid = await pages.request(`/my-licensehub/payment/detail-report/${flowId}.htm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  const orderCode = must(/order-history\/(LH\d+)\/confirmation$/.exec(paid.headers.get('location') ?? '')?.[1], 'the confirmation address');
  const order = decoded(OrderDetail, (await ben.get(`/orders/${orderCode}.json`)).body);
  assert.equal(
    order.transactions.map((t) => t.transactionResult),
    ['COMPLETE'],
  );
  // The registry changes after the purchase: the report is delivered as of the purchase, not read again.
  await s.db.query("UPDATE licensee_contacts SET email = 'ben.new@example.com' WHERE licensee_id = 'ind-ben'");
  await s.db.query(
    "INSERT INTO appointments (licensee_id, state_code, company_name, line_of_authority, appointed_on) VALUES ('ind-ben', 'FL', 'Later Insurance Company', 'Life', '2026-11-30')",
  );
  const text = pageText(new Uint8Array(await (await ben.raw(`/orders/${orderCode}/pdf-view.pdf`)).arrayBuffer()));
  assert.match(text, /Producer database detail report/);
  assert.match(text, /Licensee: Ben Carter \(NPN 1000002\)/);
  assert.match(
    text,
    new RegExp(
      `Ben Carter \\(NPN 1000002\\), as the registry held it on ${formatDateTimeWithZone(order.orderDate).replace(/[()]/g, '.')}, when the report was bought`,
    ),
  );
  assert.match(text, /Demographics\nName: Ben Carter\nNPN: 1000002\nAddress: 200 E Gaines St, Tallahassee, FL, 32399\nEmail: ben.carter@example.com/);
  assert.match(text, /Florida: General Lines Agent, license FL-300001/);
  assert.match(text, /Lines of authority: /);
  assert.match(text, /Appointments\nFlorida: Gulf Coast Indemnity Company, Property, since 09\/01\/2020/);
  assert.not.match(text, /ben\.new@example\.com|Later Insurance Company/);
  const receipt = pageText(new Uint8Array(await (await ben.raw(`/orders/${orderCode}/pdf-receipt.pdf`)).arrayBuffer()));
  assert.not.match(receipt, /Producer database detail report/, 'the receipt is a receipt');
});

test('a detail report bought in July reads as of July, not as the registry holds it today', async ({ alice }) => {
  const text = pageText(new Uint8Array(await (await alice.raw('/orders/LH1000008/pdf-view.pdf')).arrayBuffer()));
  assert.match(text, /Alice Morgan \(NPN 1000001\), as the registry held it on 07\/14\/2026/);
  assert.match(text, /Demographics/);
  assert.match(text, /Appointments\nOklahoma: Red River Life Insurance Company, Life, since 06\/15\/2021/);
});

test('a paid detail report on its own as a PDF, named for the order; another order has none (404)', async ({ alice }) => {
  const res = await alice.raw('/orders/LH1000008/pdb-report.pdf');
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="LH1000008-pdb-report\.pdf"$/);
  const text = pageText(new Uint8Array(await res.arrayBuffer()));
  assert.match(text, /Producer database detail report\nAlice Morgan \(NPN 1000001\), as the registry held it on 07\/14\/2026/);
  assert.match(text, /Demographics[\s\S]*Licenses[\s\S]*Appointments/);
  assert.not.match(text, /Order total/, 'the report alone, not the order details');
  assert.is((await alice.raw('/orders/LH1000012/pdb-report.pdf')).status, 404);
  assert.is((await alice.get('/orders/LH1000012/pdb-report.json')).status, 404);
});

for (const kind of ['view', 'receipt'] as const) {
  test(`PDF ${kind}: a real PDF attachment named for the order, carrying its code, items and total`, async ({ alice }) => {
    const res = await alice.raw(`/orders/LH1000012/pdf-${kind}.pdf`);
    assert.is(res.status, 200);
    assert.is(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="LH1000012-(order-details|receipt)\.pdf"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.is(Buffer.from(bytes.slice(0, 4)).toString('latin1'), '%PDF');
    const doc = await PDFDocument.load(bytes);
    assert.match(doc.getTitle() ?? '', /LH1000012/);
    const text = pageText(bytes);
    assert.match(text, /Order #: LH1000012/);
    assert.match(text, /Order total: \$371\.20/);
    assert.match(text, /IL - Insurance Producer/);
  });

  test(`PDF ${kind}: names the licensee it is for, and says each status in words`, async ({ alice }) => {
    const text = pageText(new Uint8Array(await (await alice.raw(`/orders/LH1000012/pdf-${kind}.pdf`)).arrayBuffer()));
    assert.match(text, /Licensee: Alice Morgan \(NPN 1000001\)/);
    assert.not.match(text, /\b(PENDING|COMPLETE|APPROVED)\b/);
    if (kind === 'view') assert.match(text, /Status: Pending/);
  });

  test(`PDF ${kind}: names the product in the licensee's words, as the order pages do, not the registry's product name`, async ({ alice }) => {
    for (const [orderCode, words, system] of [
      ['LH1000012', 'Producer license', 'Producer Licensing'],
      ['LH1000009', 'Name change', 'Demographic Update'],
      ['LH1000003', 'Contact change', 'Contact Change Request'],
    ] as const) {
      const text = pageText(new Uint8Array(await (await alice.raw(`/orders/${orderCode}/pdf-${kind}.pdf`)).arrayBuffer()));
      assert.match(text, `Product: ${words}`);
      assert.not.match(text, system);
    }
  });

  test(`PDF ${kind}: its heading is in sentence case, as the portal's are`, async ({ alice }) => {
    const text = pageText(new Uint8Array(await (await alice.raw(`/orders/LH1000012/pdf-${kind}.pdf`)).arrayBuffer()));
    assert.match(text, kind === 'view' ? 'Order details - Order LH1000012' : 'Payment receipt - Order LH1000012');
  });

  test(`PDF ${kind}: prints the order's time as the portal shows it, in the registry's zone`, async ({ alice }) => {
    const { orderDate } = decoded(OrderDetail, (await alice.get('/orders/LH1000012.json')).body);
    const text = pageText(new Uint8Array(await (await alice.raw(`/orders/LH1000012/pdf-${kind}.pdf`)).arrayBuffer()));
    assert.ok(text.includes(`Order date: ${formatDateTimeWithZone(orderDate)}\n`), text);
    assert.match(formatDateTimeWithZone(orderDate), / C[SD]T$/);
  });
}

test('PDB report metadata: resident states and price', async ({ alice }) => {
  const m = decoded(PdbReportMetadata, (await alice.get('/pdb-report-metadata.json')).body);
  assert.equal([m.residentStates, m.price], [['TX'], '20.00']);
});

test('PDB status polling: 404 the first 3 times for a flow, then 200', async ({ alice }) => {
  const { flowId } = decoded(FlowCreated, (await alice.get('/flows/reports.json')).body);
  for (let i = 0; i < 3; i++) assert.is((await alice.send('POST', '/pdb-report-status.json', { flowId })).status, 404);
  const ready = await alice.send('POST', '/pdb-report-status.json', { flowId });
  assert.is(ready.status, 200);
  assert.is(decoded(PdbReportStatus, ready.body).flowId, flowId);
  expectErrors(await alice.send('POST', '/pdb-report-status.json', { flow: 1 }), 400);
});

test('PDB status polling ends: an unknown or foreign report is 410 with errors, never the "not ready" 404', async ({ alice, acme }) => {
  const { flowId } = decoded(FlowCreated, (await alice.get('/flows/reports.json')).body);
  expectErrors(await acme.send('POST', '/pdb-report-status.json', { flowId }), 410);
  expectErrors(await alice.send('POST', '/pdb-report-status.json', { flowId: 'NO-SUCH-FLOW' }), 410);
  assert.is((await alice.send('POST', '/pdb-report-status.json', { flowId })).status, 404, "the owner's report is still only not ready");
});

test('incomplete applications: ind-alice has 2, one payable and one not', async ({ s }) => {
  // A fresh licensee view: flows created by other tests in this file are reports, which are not listed.
  const alice = await clientFor(s, 'ind-alice');
  const apps = decoded(IncompleteApplications, (await alice.get('/incomplete-applications.json')).body);
  assert.is(apps.length, 2);
  assert.equal(apps.map((a) => a.isPayable).sort(), [false, true]);
  const payable = apps.find((a) => a.isPayable)!;
  assert.equal(payable.licenses, [{ stateName: 'Arizona', licenseClassName: 'Insurance Producer', loaNames: ['Property', 'Casualty'] }]);
});

test("delete an incomplete application: 204, then gone; unknown or another licensee's is 404", async ({ alice, acme }) => {
  const code = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a02';
  expectErrors(await acme.send('DELETE', `/incomplete-applications/${code}.json`), 404);
  assert.is((await alice.send('DELETE', `/incomplete-applications/${code}.json`)).status, 204);
  expectErrors(await alice.send('DELETE', `/incomplete-applications/${code}.json`), 404);
  const apps = decoded(IncompleteApplications, (await alice.get('/incomplete-applications.json')).body);
  assert.equal(
    apps.map((a) => a.batchCode),
    ['0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01'],
  );
});

test.run();
