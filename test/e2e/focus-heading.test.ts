/**
 * The heading that takes focus (tabindex -1) draws no box, the GOV.UK way: the app put focus
 * there, not the user (docs/decisions.md §Habits for every screen). Controls reached by Tab keep
 * the strong ring. axe-core on every screen reached.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startE2E, type E2E, h1 } from './harness';
import { screenshot } from './screenshot';

const t = suite('e2e focused heading');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

const headingFocused = (page: Page) => page.waitForFunction(() => document.activeElement?.tagName === 'H1');

/** The focused element's tag and whether it draws a box (an outline or a ring). */
const focusBox = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { tag: el.tagName, box: s.outlineStyle !== 'none' || s.boxShadow !== 'none' };
  });

t(
  'the heading that takes focus draws no box: on a step of identify, after signing in, after a page change; a link reached by keyboard keeps its ring',
  async () => {
    const { page } = await e.newPage();
    await page.goto(`${e.app}/identify-licensee`);
    await h1(page, 'Identify Licensee');
    await page.getByRole('radio', { name: 'Individual' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await headingFocused(page);
    assert.equal(await focusBox(page), { tag: 'H1', box: false }, 'the search step heading');
    await expectNoAxeViolations(page, 'identify search details reached by keyboard');
    await page.getByRole('radio', { name: 'National Producer Number (NPN)' }).check();
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Morgan');
    await page.getByRole('textbox', { name: 'National Producer Number (NPN)' }).fill('1000001');
    await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await h1(page, 'User Menu');
    await headingFocused(page);
    assert.equal(await focusBox(page), { tag: 'H1', box: false }, 'the user menu heading after signing in');
    await expectNoAxeViolations(page, 'user menu after signing in by keyboard');
    await page.getByRole('link', { name: 'Order history' }).focus();
    assert.equal(await focusBox(page), { tag: 'A', box: true }, 'a link reached by keyboard keeps its ring');
    await page.keyboard.press('Enter');
    await h1(page, 'Order History');
    await headingFocused(page);
    assert.equal(await focusBox(page), { tag: 'H1', box: false }, 'the next page heading');
    await expectNoAxeViolations(page, 'order history reached by keyboard');
    await screenshot(page, 'focus-heading-order-history');
    await page.close();
  },
);

t.run();
