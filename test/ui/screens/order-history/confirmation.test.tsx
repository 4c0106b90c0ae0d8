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
  assert.match(app.host.textContent ?? '', 'Your report is ready: it is in the order details PDF of this order.');
  assert.ok(byText(app.host, 'h2', 'What you bought'));
  assert.match(
    app.host.textContent ?? '',
    'Your producer database detail report: your demographics, your licenses with their lines of authority, and your appointments',
  );
});

t("an order that is not the licensee's is not found, not confirmed", async () => {
  app = await renderOrders('/order-history/O99/confirmation');
  await waitFor(() => h1(app!.host) === 'Order not found', 'not found');
  assert.not.match(app.host.textContent ?? '', 'Payment received');
});

t.run();
