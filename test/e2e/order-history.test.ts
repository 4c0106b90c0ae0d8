/**
 * Order history end to end (docs/portal.md §Order history, §Limits page size 5): Alice signs
 * in, opens Order history from the user menu, pages, expands a row, opens an order and downloads
 * its receipt; at 375 px the State, License Class and Status columns move into the details.
 * Role and label queries only; axe-core on every screen. With SCREENSHOTS=1 the list, an
 * expanded row and the detail page are saved under screenshots/ at 1280 and 375 px wide.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startE2E, type E2E } from './harness';
import { screenshot } from './screenshot';
import { signInAsAlice } from './sign-in';

const t = suite('e2e order history');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

const shoot = (page: Page, name: string) => screenshot(page, `order-history-${name}`);

async function openOrderHistory(width: number) {
  const { page } = await e.newPage({ width, height: width === 375 ? 812 : 900 });
  await signInAsAlice(page, e.app);
  await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Order history' }).click();
  await page.getByRole('heading', { level: 1, name: 'Order history' }).waitFor();
  const table = page.getByRole('table', { name: /^Orders, page 1 of 3$/ });
  await table.waitFor();
  // Every row's detail has arrived when no row still loads.
  await page.getByText('Loading details').first().waitFor({ state: 'detached' });
  return { page, table };
}

const rows = (page: Page) => page.getByRole('button', { name: /^Details, order / });

t('Alice pages her orders, expands one, opens it and downloads its receipt', async () => {
  const { page, table } = await openOrderHistory(1280);
  assert.is(await rows(page).count(), 5);
  await page.getByText('Page 1 of 3').waitFor();
  await table.getByRole('columnheader', { name: 'License Class' }).waitFor();
  await expectNoAxeViolations(page, 'order history');
  await shoot(page, 'list');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('table', { name: 'Orders, page 2 of 3' }).waitFor();
  await page.getByText('Page 2 of 3').waitFor();
  assert.match(page.url(), /\/order-history\?page=2$/);
  await page.getByText('Loading details').first().waitFor({ state: 'detached' });

  const toggle = page.getByRole('button', { name: 'Details, order LH1000007' });
  await toggle.click();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await region.getByText('Producer license', { exact: true }).waitFor();
  await region.getByText('Life', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'order history, row expanded');
  await shoot(page, 'expanded');

  await page.getByRole('link', { name: 'View/Print Order Details, order LH1000007' }).click();
  await page.getByRole('heading', { level: 1, name: 'Order LH1000007' }).waitFor();
  await page.getByRole('heading', { level: 3, name: 'GA — Insurance Producer' }).waitFor();
  await expectNoAxeViolations(page, 'order detail');
  await shoot(page, 'detail');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download receipt (PDF)' }).click()]);
  assert.is(download.suggestedFilename(), 'LH1000007-receipt.pdf');
  const bytes = readFileSync(await download.path());
  assert.is(bytes.subarray(0, 4).toString('latin1'), '%PDF');

  // Back keeps the page the user was on.
  await page.goBack();
  await page.getByRole('table', { name: 'Orders, page 2 of 3' }).waitFor();
});

t('at 375 px State, License Class and Status move into the expanded details, and each row still says what the order is and its status', async () => {
  const { page, table } = await openOrderHistory(375);
  assert.is(await table.getByRole('columnheader', { name: 'State' }).count(), 0);
  assert.is(await table.getByRole('columnheader', { name: 'Status' }).count(), 0);
  // Collapsed, each row says what the order is, then each state, license class and status in words.
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Details, order LH1000011' }) });
  await row.getByText('Adjuster license', { exact: true }).waitFor();
  await row.getByText('Texas, Independent Adjuster: Approved', { exact: true }).waitFor();
  for (const r of await table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Details, order / }) })
    .all()) {
    assert.match(
      await r.innerText(),
      /^(Producer license|Adjuster license|Name change|Contact change|PDB detail report|License update)\n[A-Z][a-z]+( [A-Z][a-z]+)*(, [^:\n]+)?: [A-Z][a-z]+/m,
      `what it is, each state and its status in ${await r.innerText()}`,
    );
  }
  const toggle = page.getByRole('button', { name: 'Details, order LH1000011' });
  await toggle.click();
  const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await region.getByText('Independent Adjuster').waitFor();
  await region.getByText('Approved', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'order history at 375 px, row expanded');
  await shoot(page, 'expanded');
  await toggle.click();
  await shoot(page, 'list');
  await page.getByRole('link', { name: 'View/Print Order Details, order LH1000012' }).click();
  await page.getByRole('heading', { level: 1, name: 'Order LH1000012' }).waitFor();
  await expectNoAxeViolations(page, 'order detail at 375 px');
  await shoot(page, 'detail');
});

t('an archived order shows that its details are not available', async () => {
  const { page } = await openOrderHistory(1280);
  await page.goto(`${e.app}/order-history/LH1000001`);
  await page.getByRole('heading', { level: 1, name: 'Order LH1000001' }).waitFor();
  await page.getByText('Details are not available for this order.').waitFor();
});

t.run();
