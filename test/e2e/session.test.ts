/**
 * The session timer end to end (docs/portal.md §Session, "Authentication"): the page's clock and
 * the sandbox's clock are moved forward together, so the JWT's exp ages as it would.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startE2E, type E2E } from './harness';
import { signInAsAlice } from './sign-in';

const t = suite('e2e session expiration');
let e: E2E;
let offsetMs = 0;
t.before(async () => {
  e = await startE2E({ now: () => new Date(Date.now() + offsetMs) });
});
t.after(async () => {
  await e?.close();
});

/** Moves the page's clock and the server's clock forward together. */
async function elapse(page: Page, minutes: number) {
  offsetMs += minutes * 60_000;
  await page.clock.fastForward(minutes * 60_000);
}

t('WARNING opens the Session Expiration modal with focus inside; Continue extends the session', async () => {
  const { page } = await e.newPage();
  await page.clock.install({ time: new Date(Date.now() + offsetMs) });
  await signInAsAlice(page, e.app);
  await elapse(page, 26);
  const modal = page.getByRole('alertdialog', { name: 'Session Expiration' });
  await modal.waitFor();
  await modal.getByText('Your session is about to expire. Click "Continue" to keep working.').waitFor();
  assert.ok(await modal.evaluate((el) => el.contains(document.activeElement)), 'focus is in the modal');
  await expectNoAxeViolations(page, 'session expiration modal');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.keyboard.press('Enter');
  await modal.waitFor({ state: 'hidden' });
  assert.ok(
    requests.some((p) => p.endsWith('/user-info.json')),
    'user info requested again',
  );
  // The fresh token holds: five more seconds bring no warning back.
  await page.clock.fastForward(5_000);
  assert.is(await modal.isVisible(), false);
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
});

t('EXPIRED logs out preserving single sign-on', async () => {
  const { page } = await e.newPage();
  await page.clock.install({ time: new Date(Date.now() + offsetMs) });
  await signInAsAlice(page, e.app);
  await elapse(page, 33);
  await page.waitForURL(/\/my-licensehub\/logout\?preserveSso=true$/);
  await page.getByText(/Other services you signed in to stay signed in/).waitFor();
});

t.run();
