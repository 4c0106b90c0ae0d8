/**
 * The confirmation the payment page returns to: payment received, the order number and amount,
 * what happens next, the order's PDFs, and where to follow it; a detail report's order offers
 * the report. Against a fake registry.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, waitFor, type Rendered } from '../../render';
import { code, detail, orderAnswers, renderOrders, summary } from './order-fixtures';

const t = suite('order confirmation');
let app: Rendered | undefined;
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

const h1 = (host: HTMLElement) => host.querySelector('h1')?.textContent;

t(
  'a paid application is confirmed in a panel (payment received, the order number, the amount) that restates what was applied for, then what happens next, the PDFs and the order',
  async () => {
    app = await renderOrders(`/order-history/${code(12)}/confirmation`);
    await waitFor(() => h1(app!.host) === 'Payment received', 'the confirmation');
    const text = app.host.textContent ?? '';
    const panel = app.host.querySelector('h1')?.parentElement;
    assert.is(panel?.querySelector('strong')?.textContent, code(12));
    assert.match(panel?.textContent ?? '', 'Your order number');
    assert.match(panel?.textContent ?? '', 'We received $12.00.');
    const applied = byText(app.host, 'h2', 'What you applied for');
    assert.ok(applied, 'the restatement');
    assert.ok(applied!.nextElementSibling?.querySelectorAll('li').length, 'a line per license');
    assert.match(text, 'What happens next');
    assert.match(text, 'Each state decides on its own, usually within 2 to 4 weeks.');
    assert.ok(byText(app.host, 'button', 'Download order details (PDF)'));
    assert.ok(byText(app.host, 'button', 'Download receipt (PDF)'));
    assert.is(byText(app.host, 'a', 'See this order')?.getAttribute('href'), `/order-history/${code(12)}`);
    assert.is(byText(app.host, 'a', 'Order history')?.getAttribute('href'), '/order-history');
    assert.is(document.title, 'Payment received - LicenseHub');
    await waitFor(() => document.activeElement === app!.host.querySelector('h1'), 'focus on the heading');
  },
);

t('a paid detail report is confirmed with the report ready in its order details PDF', async () => {
  const answers = orderAnswers();
  answers['/orders.json'] = { orderSummaries: [summary(20)] };
  answers[`/orders/${code(20)}.json`] = {
    ...detail(20),
    product: 'PDB Detail Report',
    transactions: [{ id: 'T20', applicationState: 'TX', licenseClassName: 'PDB Detail Report', loas: [], stateMessages: [], transactionResult: 'COMPLETE' }],
  };
  app = await renderOrders(`/order-history/${code(20)}/confirmation`, answers);
  await waitFor(() => h1(app!.host) === 'Payment received', 'the confirmation');
  assert.match(app.host.textContent ?? '', 'Your report is ready: read it now, or later from your order history.');
  assert.is(byText(app.host, 'a', 'Read your report')?.getAttribute('href'), `/order-history/${code(20)}/report`);
  assert.ok(byText(app.host, 'h2', 'What you bought'));
  assert.match(
    app.host.textContent ?? '',
    'Your producer database detail report: your demographics, your licenses with their lines of authority, and your appointments',
  );
});

t('the report page: a paid report as sold, its demographics, licenses with their lines of authority and appointments, as of the purchase', async () => {
  const answers = orderAnswers();
  answers[`/orders/${code(20)}/pdb-report.json`] = {
    asOf: '2026-07-14T18:20:00.000Z',
    name: 'Alice Morgan',
    identifier: 'NPN 1000001',
    demographics: { address: '1600 Congress Ave, Austin, TX, 78701', email: 'alice.morgan@example.com', phone: '(512) 555-0134' },
    licenses: [
      { state: 'Texas', number: 'TX-100001', className: 'General Lines Agent', residency: 'Resident', status: 'Active', loas: ['Property', 'Casualty'] },
    ],
    appointments: [],
  };
  app = await renderOrders(`/order-history/${code(20)}/report`, answers);
  await waitFor(() => h1(app!.host) === 'Your producer database detail report', 'the report');
  const text = app.host.textContent ?? '';
  assert.match(text, 'Alice Morgan (NPN 1000001), as the registry held it on 07/14/2026');
  assert.equal(
    [...app.host.querySelectorAll('h2')].map((h) => h.textContent),
    ['Demographics', 'Licenses', 'Appointments'],
  );
  assert.match(text, 'Address: 1600 Congress Ave, Austin, TX, 78701');
  assert.match(text, 'Texas: General Lines Agent, license TX-100001');
  assert.match(text, 'Lines of authority: Property, Casualty');
  assert.match(text, 'The registry held no appointments for you.');
  assert.ok(byText(app.host, 'button', 'Download the report (PDF)'), 'the report on its own as a PDF');
  assert.is(document.title, 'Your producer database detail report - LicenseHub');
});

t('the report page of an order that has no report is not found', async () => {
  app = await renderOrders(`/order-history/${code(12)}/report`);
  await waitFor(() => h1(app!.host) === 'Order not found', 'not found');
});

t("an order that is not the licensee's is not found, not confirmed", async () => {
  app = await renderOrders('/order-history/O99/confirmation');
  await waitFor(() => h1(app!.host) === 'Order not found', 'not found');
  assert.not.match(app.host.textContent ?? '', 'Payment received');
});

t.run();
