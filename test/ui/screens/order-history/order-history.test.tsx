/**
 * The order list (docs/portal.md §Order history, "Order lists", "Order detail failure", §Limits page
 * size 5, newest first, next page prefetched) against a fake registry.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { byText, click, quietConsole, waitFor, type Rendered } from '../../render';
import { code, detailCalls, orderAnswers, renderOrders, rowCode, shownCodes } from './order-fixtures';
import { expectNoAxeViolations } from '../../axe';
import { must } from '../../../must';

const t = suite('order history list');
let app: Rendered | undefined;
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

const pageLabel = (host: HTMLElement) => byText(host, 'nav[aria-label="Order pages"] span', /^Page \d+ of \d+$/)?.textContent?.trim();
const button = (host: HTMLElement, name: string) => byText(host, 'button', name) as HTMLButtonElement | undefined;
const rowOf = (host: HTMLElement, orderCode: string) => [...host.querySelectorAll('tbody tr')].find((tr) => rowCode(tr) === orderCode)!;
const toggleOf = (host: HTMLElement, orderCode: string) => rowOf(host, orderCode).querySelector<HTMLButtonElement>('button[aria-expanded]')!;
const loaded = (host: HTMLElement) => !host.textContent?.includes('Loading details');

t('5 orders a page, newest first, with "Page 1 of 3"', async () => {
  app = await renderOrders('/order-history');
  await waitFor(() => shownCodes(app!.host).length > 0 && loaded(app!.host), 'the first page');
  assert.equal(shownCodes(app.host), [12, 11, 10, 9, 8].map(code));
  assert.is(pageLabel(app.host), 'Page 1 of 3');
  assert.ok(button(app.host, 'Previous')?.disabled, 'no page before the first');
  assert.is(app.host.querySelector('table')?.getAttribute('aria-label'), 'Orders, page 1 of 3');
  assert.equal(
    [...app.host.querySelectorAll('thead th')].map((th) => th.textContent),
    ['Order #', 'Date', 'State', 'License Class', 'Status', 'Actions'],
  );
  await expectNoAxeViolations(app.host, 'the order history list');
});

t('the first page fetches its details and prefetches the next page, not the third', async () => {
  app = await renderOrders('/order-history');
  await waitFor(() => detailCalls(app!.calls).length >= 10 && loaded(app!.host), 'the detail fetches');
  assert.equal(new Set(detailCalls(app.calls)), new Set([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(code)));
});

t('Next goes to page 2 in the address, fetching only the page after it', async () => {
  app = await renderOrders('/order-history');
  await waitFor(() => shownCodes(app!.host).length === 5 && loaded(app!.host), 'the first page');
  await click(button(app.host, 'Next')!);
  await waitFor(() => pageLabel(app!.host) === 'Page 2 of 3', 'page 2');
  assert.is(app.router!.state.location.search, '?page=2');
  assert.equal(shownCodes(app.host), [7, 6, 5, 4, 3].map(code));
  await waitFor(() => detailCalls(app!.calls).length === 12, 'the third page prefetched');
  assert.is(detailCalls(app.calls).filter((c) => c === code(7)).length, 1, 'a known detail is not fetched again');
});

t('back and forward move between pages through the address; the list is fetched once', async () => {
  app = await renderOrders('/order-history');
  await waitFor(() => shownCodes(app!.host).length === 5 && loaded(app!.host), 'the first page');
  await click(button(app.host, 'Next')!);
  await waitFor(() => pageLabel(app!.host) === 'Page 2 of 3', 'page 2');
  await act(() => app!.router!.navigate(-1));
  await waitFor(() => pageLabel(app!.host) === 'Page 1 of 3', 'back on page 1');
  assert.is(app.router!.state.location.search, '');
  assert.equal(shownCodes(app.host), [12, 11, 10, 9, 8].map(code));
  await act(() => app!.router!.navigate(1));
  await waitFor(() => pageLabel(app!.host) === 'Page 2 of 3', 'forward on page 2');
  assert.equal(shownCodes(app.host), [7, 6, 5, 4, 3].map(code));
  assert.is(app.calls.filter((c) => c === '/orders.json').length, 1, 'the list comes from the cache');
});

t('?page=3 opens the last page (reload and back keep the page)', async () => {
  app = await renderOrders('/order-history?page=3');
  await waitFor(() => pageLabel(app!.host) === 'Page 3 of 3', 'page 3');
  assert.equal(shownCodes(app.host), [2, 1].map(code));
  assert.ok(button(app.host, 'Next')?.disabled, 'no page after the last');
});

t('a page beyond the last is clamped, and the address follows', async () => {
  app = await renderOrders('/order-history?page=9');
  await waitFor(() => pageLabel(app!.host) === 'Page 3 of 3', 'page 3');
  assert.is(app.router!.state.location.search, '?page=3');
});

t(
  'the row shows State, License Class and Status from the detail, and what the order is and its status in words; Details shows Type, License # and LOAs',
  async () => {
    app = await renderOrders('/order-history');
    await waitFor(() => loaded(app!.host) && shownCodes(app!.host).length === 5, 'the details');
    const cells = [...rowOf(app.host, code(11)).querySelectorAll('td')].map((td) => td.textContent);
    assert.equal(cells.slice(1, 5), ['01/11/2026', 'TX', 'Class 11', 'Approved']);
    // Where those columns leave the row (phones), the order's cell says it in words.
    assert.equal(
      [...rowOf(app.host, code(11)).querySelectorAll('td:first-child span span')].map((s) => s.textContent),
      ['Adjuster license', 'Texas, Class 11: Approved'],
    );
    const toggle = toggleOf(app.host, code(11));
    const region = app.host.querySelector<HTMLElement>(`[id="${toggle.getAttribute('aria-controls')}"]`)!;
    assert.is(toggle.getAttribute('aria-expanded'), 'false');
    assert.ok(region.hidden, 'collapsed');
    await click(toggle);
    assert.is(toggle.getAttribute('aria-expanded'), 'true');
    assert.not.ok(region.hidden, 'expanded');
    const terms = [...region.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    for (const pair of [
      ['Type', 'Adjuster license'],
      ['License #', 'TX-11'],
      ['LOAs', 'Life'],
    ])
      assert.ok(
        terms.some(([a, b]) => a === pair[0] && b === pair[1]),
        `${pair[0]} in ${JSON.stringify(terms)}`,
      );
    await click(toggle);
    assert.ok(region.hidden, 'collapsed again');
  },
);

t('an order with two transactions shows one line per transaction', async () => {
  app = await renderOrders('/order-history');
  await waitFor(() => loaded(app!.host) && shownCodes(app!.host).length === 5, 'the details');
  const state = must(rowOf(app.host, code(12)).querySelectorAll('td')[2], 'the state cell');
  assert.equal(
    [...state.querySelectorAll('span')].map((s) => s.textContent),
    ['IL', 'CA'],
  );
});

t('each row links to its order detail page', async () => {
  app = await renderOrders('/order-history');
  await waitFor(() => shownCodes(app!.host).length === 5, 'the first page');
  const link = rowOf(app.host, code(10)).querySelector('a')!;
  assert.is(link.textContent, 'View/Print Order Details');
  assert.is(link.getAttribute('href'), `/order-history/${code(10)}`);
});

t('order detail failure: a NOT_FOUND order shows its summary and "Details are not available for this order."', async () => {
  app = await renderOrders('/order-history?page=2');
  await waitFor(() => loaded(app!.host) && shownCodes(app!.host).length === 5, 'page 2');
  const row = rowOf(app.host, code(3));
  assert.equal([rowCode(row), row.querySelectorAll('td')[1]?.textContent], [code(3), '01/03/2026']);
  await click(toggleOf(app.host, code(3)));
  const region = app.host.querySelector<HTMLElement>(`[id="${toggleOf(app.host, code(3)).getAttribute('aria-controls')}"]`)!;
  assert.match(region.textContent ?? '', 'Details are not available for this order.');
  assert.match(region.textContent ?? '', '$3.00');
});

t('an archived order (isDetailAvailable false) shows no details either', async () => {
  app = await renderOrders('/order-history?page=3');
  await waitFor(() => loaded(app!.host) && shownCodes(app!.host).length === 2, 'page 3');
  await click(toggleOf(app.host, code(1)));
  const region = app.host.querySelector<HTMLElement>(`[id="${toggleOf(app.host, code(1)).getAttribute('aria-controls')}"]`)!;
  assert.match(region.textContent ?? '', 'Details are not available for this order.');
});

t('order list FAILURE: a failed orders call shows the error screen', async () => {
  const restore = quietConsole();
  try {
    const answers = orderAnswers();
    answers['/orders.json'] = new Response('{}', { status: 500 });
    app = await renderOrders('/order-history', answers);
    await waitFor(() => app!.host.querySelector('h1')?.textContent === 'Oops. Something went wrong.', 'the error screen');
  } finally {
    restore();
  }
});

t('order list 429: the too-many-requests screen, whose Try again fetches the list again', async () => {
  const restore = quietConsole();
  try {
    const answers = orderAnswers();
    answers['/orders.json'] = new Response(JSON.stringify({ errors: ['slow down'] }), { status: 429, headers: { 'Retry-After': '0' } });
    app = await renderOrders('/order-history', answers);
    const tryAgain = await waitFor(() => byText(app!.host, 'button', /Try again/), 'the too-many-requests screen');
    app.answers['/orders.json'] = orderAnswers()['/orders.json'];
    await click(tryAgain);
    await waitFor(() => shownCodes(app!.host).length === 5, 'the list after trying again');
    assert.is(app.calls.filter((c) => c === '/orders.json').length, 2);
  } finally {
    restore();
  }
});

t('the list shows a labeled loading indicator while the orders load', async () => {
  const answers = orderAnswers();
  answers['/orders.json'] = 'hang';
  app = await renderOrders('/order-history', answers);
  await waitFor(() => app!.host.querySelector('[role=status]')?.textContent?.includes('Loading your orders'), 'the spinner');
});

t.run();
