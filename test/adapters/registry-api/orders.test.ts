/** The client against the sandbox: order history, order documents and incomplete applications (docs/portal.md §Calls, §Order history, §Limits). */
import * as assert from 'uvu/assert';
import { failed, ok, sandboxSuite } from './sandbox-client';
import { must } from '../../must';

const it = sandboxSuite('registry api: orders and incomplete applications', ['alice', 'ben']);

it("orders: the licensee's order summaries, newest first", async ({ alice }) => {
  const { orderSummaries } = await ok(alice.api.orders());
  assert.ok(orderSummaries.length > 5, 'more than one page of 5');
  const dates = orderSummaries.map((o) => o.orderDate);
  assert.equal(dates, [...dates].sort().reverse());
});

it('order detail: the order with its transactions', async ({ alice }) => {
  const { orderSummaries } = await ok(alice.api.orders());
  const { orderCode } = must(orderSummaries[0], 'an order');
  const detail = await ok(alice.api.order(orderCode));
  assert.is(detail.orderCode, orderCode);
  assert.ok(detail.transactions.length > 0);
});

it("order detail failure: another licensee's order, or an injected 500, is treated as not found", async ({ sandbox, alice, ben }) => {
  const { orderSummaries } = await ok(alice.api.orders());
  const { orderCode } = must(orderSummaries[0], 'an order');
  assert.is((await failed(ben.api.order(orderCode)))._tag, 'NotFound');
  sandbox.controls.setFaults([{ path: '/orders/*', status: 500, times: 1 }]);
  assert.is((await failed(alice.api.order(orderCode)))._tag, 'NotFound');
});

it('order documents: the PDF view and receipt downloaded as files named for the order and kind', async ({ alice }) => {
  const { orderSummaries } = await ok(alice.api.orders());
  const code = must(orderSummaries[0], 'an order').orderCode;
  const view = await ok(alice.api.orderDocument(code, 'view'));
  const receipt = await ok(alice.api.orderDocument(code, 'receipt'));
  assert.is(view.fileName, `${code}-order-details.pdf`);
  assert.is(receipt.fileName, `${code}-receipt.pdf`);
  assert.is(view.contentType, 'application/pdf');
  assert.is(new TextDecoder().decode(view.bytes.slice(0, 5)), '%PDF-');
  assert.is(new TextDecoder().decode(receipt.bytes.slice(0, 5)), '%PDF-');
});

it('order documents: an order that is not the licensee\'s is "Unexpected order document response: 404"', async ({ alice, ben }) => {
  const { orderSummaries } = await ok(alice.api.orders());
  assert.is((await failed(ben.api.orderDocument(must(orderSummaries[0], 'an order').orderCode, 'receipt'))).message, 'Unexpected order document response: 404');
});

it('orders: a malformed answer is "Invalid field(s) (root)"; a contract-breaking one names the fields', async ({ sandbox, alice }) => {
  sandbox.controls.setFaults([{ path: '/orders.json', malformed: true, times: 1 }]);
  assert.is((await failed(alice.api.orders())).message, 'Invalid field(s) (root)');
  sandbox.controls.setFaults([{ path: '/orders.json', breakContract: true, times: 1 }]);
  assert.match((await failed(alice.api.orders())).message, /^Invalid field\(s\) \S/);
});

it('incomplete applications: listed with batch code; a new application is deleted (204), then gone', async ({ alice }) => {
  const seeded = (await ok(alice.api.incompleteApplications())).find((a) => a.batchCode === '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01');
  assert.ok(seeded);
  assert.is(seeded!.isPayable, true, 'every module saved');
  // A fresh application is deleted, so the seeded ones stay for the other suites sharing the sandbox.
  const { flowId } = await ok(
    alice.api.createFlow({
      productType: 'ADJUSTER_LICENSING',
      applicationType: 'NEW',
      residencyType: 'NONRESIDENT',
      basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
      states: [{ stateCode: 'GA', licenses: [{ licenseClassCode: 'ADJUSTER', loaCodes: ['PC'] }] }],
    }),
  );
  const created = (await ok(alice.api.incompleteApplications())).find((a) => a.batchCode === flowId);
  assert.ok(created);
  assert.is(created!.isLicensing, true);
  assert.is(await ok(alice.api.deleteIncompleteApplication(flowId)), null);
  assert.not.ok((await ok(alice.api.incompleteApplications())).some((a) => a.batchCode === flowId));
  const again = await failed(alice.api.deleteIncompleteApplication(flowId));
  assert.is(again.message, 'Unexpected incomplete application delete response: 404');
});

it.run();
