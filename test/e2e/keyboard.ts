/**
 * A keyboard user's ways round a page, for the tests that use no mouse call: what the focused
 * control is called, and Tab until a named control has focus.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';

/** The accessible name of the focused element, as a keyboard user hears it. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const label = (el as HTMLInputElement).labels?.[0];
    return (el.getAttribute('aria-label') ?? (label ? label.textContent : el.textContent) ?? '').replace(/\s*\*$/, '').trim();
  });

/** Presses Tab until the focused control's name matches (the keyboard user's way to reach it). */
export async function tabTo(page: Page, name: string | RegExp) {
  const passed: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const now = await focusedName(page);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
    passed.push(now);
  }
  assert.unreachable(`Tab never reached "${String(name)}"; it passed ${JSON.stringify([...new Set(passed)])}`);
}

/** Tab to a control and type into it. */
export async function tabAndType(page: Page, name: string | RegExp, text: string) {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/** Tab to a control and press a key on it (Space ticks a box or a radio, Enter presses a button or follows a link). */
export async function tabAndPress(page: Page, name: string | RegExp, key: 'Space' | 'Enter') {
  await tabTo(page, name);
  await page.keyboard.press(key);
}

/**
 * A page reached by a route change: once its h1 is shown, the portal moves focus to it, and the
 * next Tab starts from there (as it does for a keyboard user). Waiting for that focus keeps a late
 * move from taking focus away from a control the test has just reached.
 */
export async function arriveAt(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement === document.querySelector('main h1'));
}
