/**
 * The order detail page (docs/portal.md §Order history, "Order detail", §Calls the PDFs,
 * §Order history "Order detail failure": treated as not found) against a fake registry.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveObjectURL } from 'node:buffer';
import { byText, click, waitFor, type Rendered } from '../../render';
import { code, detail, orderAnswers, renderOrders } from './order-fixtures';
import { must } from '../../../must';

const t = suite('order detail page');
let app: Rendered | undefined;
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

const h1 = (host: HTMLElement) => host.querySelector('h1')?.textContent;
const fields = (root: ParentNode) => Object.fromEntries([...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

t('shows the order code, en-US date with the registry zone, product, total and each transaction with its state messages', async () => {
  app = await renderOrders(`/order-history/${code(12)}`);
  await waitFor(() => h1(app!.host) === `Order ${code(12)}`, 'the order');
  const main = app.host.querySelector('section')!;
  const order = fields(main.querySelector('dl')!);
  assert.equal(order, { 'Order #': code(12), Date: '01/12/2026 9:00 AM CST', Product: 'Producer license', Total: '$12.00' });
  const transactions = [...main.querySelectorAll('article')];
  assert.equal(
    transactions.map((a) => a.querySelector('h3')?.textContent),
    ['IL — Insurance Producer', 'CA — Insurance Producer'],
  );
  assert.equal(fields(must(transactions[0], 'the first transaction')), {
    State: 'IL',
    'License Class': 'Insurance Producer',
    // A dash to the eye, "None" to a screen reader.
    'License #': '—None',
    'Lines of authority': 'Property, Casualty',
    Result: 'Pending',
    'State messages': 'Under review.',
  } as Record<string, string>);
  assert.is(transactions[1]?.querySelector('li')?.textContent, 'Action required: Schedule a fingerprint appointment.');
  assert.is(transactions[0]?.querySelector('li')?.textContent, 'Under review.');
  assert.is(document.title, 'Order details - LicenseHub');
});

t('an unknown order is "Order not found" with a link back to the list', async () => {
  app = await renderOrders('/order-history/O99');
  await waitFor(() => h1(app!.host) === 'Order not found', 'not found');
  assert.is(byText(app.host, 'a', 'Back to order history')?.getAttribute('href'), '/order-history');
});

t('an order not in the licensee\'s list is "Order not found", even when the registry answers its detail', async () => {
  const answers = orderAnswers();
  answers[`/orders/${code(77)}.json`] = detail(77);
  app = await renderOrders(`/order-history/${code(77)}`, answers);
  await waitFor(() => h1(app!.host) === 'Order not found', 'not found');
});

t('a failed list makes the order "Order not found", not the error screen (docs/portal.md §Order history: NOT_FOUND on failure)', async () => {
  const answers = orderAnswers();
  answers['/orders.json'] = new Response('{}', { status: 500 });
  app = await renderOrders(`/order-history/${code(4)}`, answers);
  await waitFor(() => h1(app!.host) === 'Order not found', 'not found');
  assert.ok(app.calls.includes(`/orders/${code(4)}.json`), 'the detail was asked for');
});

t('order detail failure: a failed detail call is "Order not found"', async () => {
  const answers = orderAnswers();
  answers[`/orders/${code(4)}.json`] = new Response('{}', { status: 503 });
  app = await renderOrders(`/order-history/${code(4)}`, answers);
  await waitFor(() => h1(app!.host) === 'Order not found', 'not found');
});

t('a detail that failed in the list is asked for again when its own page opens', async () => {
  const answers = orderAnswers();
  answers[`/orders/${code(4)}.json`] = new Response('{}', { status: 503 });
  app = await renderOrders('/order-history?page=2', answers);
  await waitFor(() => app!.host.querySelector('table') && !app!.host.textContent?.includes('Loading details'), 'page 2 with its details');
  app.answers[`/orders/${code(4)}.json`] = detail(4);
  await click([...app.host.querySelectorAll('a')].find((a) => a.getAttribute('href') === `/order-history/${code(4)}`)!);
  await waitFor(() => h1(app!.host) === `Order ${code(4)}`, 'the order');
  assert.is(app.calls.filter((c) => c === `/orders/${code(4)}.json`).length, 2);
});

t('the order code in the address is sanitized before the call', async () => {
  app = await renderOrders(`/order-history/${code(5)}%3C%2F%3E`);
  await waitFor(() => h1(app!.host) === `Order ${code(5)}`, 'the order');
  assert.ok(app.calls.includes(`/orders/${code(5)}.json`), JSON.stringify(app.calls));
});

t('an archived order shows its summary and "Details are not available for this order."', async () => {
  app = await renderOrders(`/order-history/${code(1)}`);
  await waitFor(() => h1(app!.host) === `Order ${code(1)}`, 'the order');
  assert.match(app.host.textContent ?? '', 'Details are not available for this order.');
  assert.is(app.host.querySelectorAll('article').length, 0);
});

t('Download receipt (PDF) saves the document under its file name, confirms it in a live region, and the Blob URL is revoked after', async () => {
  const pdf = new TextEncoder().encode('%PDF-1.4 receipt');
  const answers = orderAnswers();
  answers[`/orders/${code(6)}/pdf-receipt.pdf`] = new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
  app = await renderOrders(`/order-history/${code(6)}`, answers);
  await waitFor(() => h1(app!.host) === `Order ${code(6)}`, 'the order');
  const saved: { name: string; href: string; bytes?: string }[] = [];
  const click0 = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  };
  try {
    await click(byText(app.host, 'button', 'Download receipt (PDF)')!);
    await waitFor(() => saved.length === 1, 'the download');
  } finally {
    HTMLAnchorElement.prototype.click = click0;
  }
  const download = must(saved[0], 'the saved file');
  assert.is(download.name, `${code(6)}-receipt.pdf`);
  assert.ok(app.calls.includes(`/orders/${code(6)}/pdf-receipt.pdf`));
  const blob = resolveObjectURL(download.href);
  assert.ok(blob, 'the Blob URL holds the file');
  assert.is(await blob!.text(), '%PDF-1.4 receipt');
  const status = await waitFor(() => byText(app!.host, '[role=status]', /downloaded/), 'the confirmation');
  assert.is(status.textContent, `Receipt for order ${code(6)} downloaded as a PDF. Check your downloads folder.`);
  await waitFor(() => resolveObjectURL(download.href) === undefined, 'the URL revoked', 3000);
});

t('a failed download says so and can be tried again', async () => {
  app = await renderOrders(`/order-history/${code(6)}`);
  await waitFor(() => h1(app!.host) === `Order ${code(6)}`, 'the order');
  await click(byText(app.host, 'button', 'Download order details (PDF)')!);
  const alert = await waitFor(() => app!.host.querySelector('[role=alert]'), 'the alert');
  assert.is(alert.textContent, 'The file could not be downloaded. Please try again.');
  assert.is(document.title, 'Error: Order details - LicenseHub', 'the title says the page shows an error');
  assert.not.ok(byText(app.host, '[role=status]', /downloaded/), 'a failed download is not confirmed');
});

t.run();
