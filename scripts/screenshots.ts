/**
 * Screenshots of the app frame's screens at 1280 and 375 px wide, into screenshots/ (git-ignored):
 * `node build.mjs ui && node --import tsx scripts/screenshots.ts`. Look at them after UI changes.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../test/e2e/harness';
import { signInAsAlice } from '../test/e2e/sign-in';

const WIDTHS = [1280, 375] as const;
/** Alice's seeded application with every module answered and no submitter. */
const ALICE_PAYABLE_FLOW = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01';
const OUT = 'screenshots';

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function shoot(e: E2E, name: string, width: number, steps: (page: Page) => Promise<void>) {
  // A context of its own: each screen starts signed out, and closing it leaves the others.
  const { page, context } = await e.newPage({ width, height: width === 375 ? 812 : 900 }, { isolated: true });
  try {
    await steps(page);
    await settle(page);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
    console.log(`${OUT}/${name}-${width}.png`);
  } finally {
    await context.close();
  }
}

mkdirSync(OUT, { recursive: true });
const e = await startE2E();
const closed = await startE2E({ maintenance: ['disable-login'] });
try {
  for (const width of WIDTHS) {
    await shoot(e, 'not-found', width, async (page) => {
      await page.goto(`${e.app}/no-such-page`);
      await page.getByRole('heading', { level: 1, name: '404 - Not Found' }).waitFor();
    });
    await shoot(e, 'payment-error', width, async (page) => {
      await page.goto(`${e.app}/payment-error`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    await shoot(e, 'user-menu', width, (page) => signInAsAlice(page, e.app));
    await shoot(e, 'user-menu-open', width, async (page) => {
      await signInAsAlice(page, e.app);
      await page.getByRole('banner').getByRole('button', { name: 'Alice Morgan' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    });
    await shoot(e, 'session-expiration', width, async (page) => {
      await page.clock.install();
      await signInAsAlice(page, e.app);
      await page.clock.fastForward('26:00');
      await page.getByRole('alertdialog', { name: 'Session Expiration' }).waitFor();
    });
    await shoot(e, 'startup-failure', width, async (page) => {
      await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"apiBase": 1}' }));
      await page.goto(`${e.app}/identify-licensee`);
      await page.getByRole('heading', { level: 1, name: 'Error Starting the Application' }).waitFor();
    });
    // The submitter of a session that accepted the terms when signing in: asked once.
    await shoot(e, 'submitter', width, async (page) => {
      await signInAsAlice(page, e.app);
      await page.goto(`${e.app}/flows/${ALICE_PAYABLE_FLOW}/submitter`);
      await page.getByRole('heading', { level: 1, name: 'Who is submitting' }).waitFor();
    });
    // The end of the journeys: a payment refused while steps are left, and a confirmation.
    await shoot(e, 'pay-not-ready', width, async (page) => {
      await signInAsAlice(page, e.app);
      await page.goto(`${e.app}/flows/${ALICE_PAYABLE_FLOW}/pay`);
      await page.getByRole('alert').getByText('You cannot pay yet').waitFor();
    });
    await shoot(e, 'confirmation', width, async (page) => {
      await signInAsAlice(page, e.app);
      await page.goto(`${e.app}/order-history/LH1000012/confirmation`);
      await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    });
    await shoot(e, 'confirmation-report', width, async (page) => {
      await signInAsAlice(page, e.app);
      await page.goto(`${e.app}/order-history/LH1000008/confirmation`);
      await page.getByText('Your report is ready').waitFor();
    });
    e.sandbox.controls.setMaintenance(['warning', 'alert']);
    await shoot(e, 'notices', width, async (page) => {
      await page.goto(`${e.app}/identify-licensee`);
      await page.getByRole('region', { name: 'Maintenance notices' }).waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    });
    e.sandbox.controls.setMaintenance([]);
    await shoot(closed, 'unavailable', width, async (page) => {
      await page.goto(`${closed.app}/identify-licensee`);
      await page.getByRole('heading', { level: 1, name: 'LicenseHub is temporarily unavailable' }).waitFor();
    });
  }
} finally {
  await closed.close();
  await e.close();
}
