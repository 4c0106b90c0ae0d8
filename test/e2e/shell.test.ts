/**
 * The app frame end to end (docs/portal.md §Shell, §Routes, §Maintenance, "Authentication"): the
 * root redirect, the 404 page, the auth guard, maintenance notices, signing in to the user menu,
 * reload, logout. Role and label queries only; axe-core on every screen reached.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startE2E, type E2E } from './harness';
import { signInAsAlice } from './sign-in';

const t = suite('e2e shell');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

t('the root redirects to the identify screen', async () => {
  const { page } = await e.newPage();
  await page.goto(`${e.app}/`);
  await page.waitForURL(/\/identify-licensee/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.is(pathOf(page), '/my-licensehub/frontend/identify-licensee');
  await expectNoAxeViolations(page, 'identify (after the root redirect)');
});

t('the mobile breakpoint is 767 px (docs/portal.md §Limits): the page keeps the phone margins at 767 px wide and the wider ones from 768 px', async () => {
  const { page } = await e.newPage({ width: 767, height: 800 });
  await page.goto(`${e.app}/identify-licensee`);
  await page.getByRole('heading', { level: 1, name: /Who is the licensee\?/ }).waitFor();
  const margin = () => page.getByRole('main').evaluate((el) => getComputedStyle(el).paddingLeft);
  const phone = await margin();
  await page.setViewportSize({ width: 768, height: 800 });
  const wide = await margin();
  assert.is.not(phone, wide, `767 px: ${phone}, 768 px: ${wide}`);
  assert.ok(parseFloat(phone) < parseFloat(wide));
});

t('a first visit asks for config.json and the maintenance notices once, with the scripts', async () => {
  const { page } = await e.newPage(undefined, { isolated: true });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${e.app}/identify-licensee`);
  await page.getByRole('heading', { level: 1, name: /Who is the licensee\?/ }).waitFor();
  // index.html preloads both, so neither waits for the scripts and the calls before it.
  const entryScript = requests.findIndex((p) => /\/assets\/main-[^/]*\.js$/.test(p));
  assert.ok(entryScript > 0, `the entry script asked for: ${requests.join(', ')}`);
  for (const [name, suffix] of [
    ['config.json', '/config.json'],
    ['the maintenance notices', '/maintenance-notifications.json'],
  ] as const) {
    const asked = requests.filter((p) => p.endsWith(suffix));
    assert.is(asked.length, 1, `${name} fetched once: the preload is what the app reads`);
    assert.ok(requests.indexOf(asked[0]!) < entryScript, `${name} is asked for with the scripts, not after them: ${requests.join(', ')}`);
  }
});

t("a first visit paints the identify page itself: the shell's loading indicator never shows", async () => {
  const { page } = await e.newPage(undefined, { isolated: true });
  // Every status the page ever holds, recorded as it is added, before the app's scripts run.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { statusesSeen: string[] }).statusesSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]')) if (el.textContent && !seen.includes(el.textContent)) seen.push(el.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${e.app}/identify-licensee`);
  await page.getByRole('heading', { level: 1, name: /Who is the licensee\?/ }).waitFor();
  const seen = await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen);
  assert.not.ok(
    seen.some((text) => text.includes('Loading')),
    `no loading indicator before the page: ${seen.join(' | ')}`,
  );
});

t("the identify screen's later steps and the loading indicator's spinner load on the first key press, not with the page", async () => {
  const { page } = await e.newPage(undefined, { isolated: true });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${e.app}/identify-licensee`);
  await page.getByRole('heading', { level: 1, name: /Who is the licensee\?/ }).waitFor();
  await page.waitForLoadState('networkidle');
  const laterSteps = (p: string) => /\/chunks\/later-parts-[^/]*\.js$/.test(p);
  assert.not.ok(scripts.some(laterSteps), `not with the page: ${scripts.join(', ')}`);
  const asked = page.waitForRequest((r) => laterSteps(new URL(r.url()).pathname));
  await page.keyboard.press('Tab');
  await asked;
  await expectNoAxeViolations(page, 'identify (after the first key press)');
});

/** Records when the page's first heading is in the document (before the app's scripts run), and what it asked for when. */
async function whenAsked(page: Page, path: string, heading: RegExp) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h1')) return;
      (window as unknown as { headingAt: number }).headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${e.app}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    headingAt: (window as unknown as { headingAt: number }).headingAt,
    asked: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, at: r.startTime })),
  }));
}

function assertAskedAfter({ headingAt, asked }: Awaited<ReturnType<typeof whenAsked>>, late: RegExp[]) {
  for (const pattern of late) {
    const request = asked.find((r) => pattern.test(r.path));
    assert.ok(request, `${pattern} asked for: ${asked.map((r) => r.path).join(', ')}`);
    assert.ok(request.at > headingAt, `${request.path} at ${request.at} ms, after the page at ${headingAt} ms`);
  }
}

const SIGNED_IN_CHUNK = /\/chunks\/signed-in-[^/]*\.js$/;

t("a first visit asks for the reference lists only once the page is on screen, and never for the signed-in pages' code", async () => {
  const { page } = await e.newPage(undefined, { isolated: true });
  const seen = await whenAsked(page, '/identify-licensee', /Who is the licensee\?/);
  assertAskedAfter(seen, [/\/countries\.json$/, /\/states\.json$/, /\/provinces\.json$/]);
  assert.not.ok(
    seen.asked.some((r) => SIGNED_IN_CHUNK.test(r.path)),
    `the identify page asked for the signed-in pages' code: ${seen.asked.map((r) => r.path).join(', ')}`,
  );
});

t('any other path shows the 404 page with links to the product home and the provider homepage, named by the provider', async () => {
  const { page } = await e.newPage();
  await page.goto(`${e.app}/no-such-page`);
  await page.getByRole('heading', { level: 1, name: '404 - Not Found' }).waitFor();
  assert.is(await page.title(), '404 - Not Found - LicenseHub');
  await page.getByText('We were not able to find the page you requested.').waitFor();
  assert.is(await page.getByRole('link', { name: 'LicenseHub home' }).getAttribute('href'), '/my-licensehub/');
  assert.is(await page.getByRole('link', { name: 'Insurance Registry home page' }).getAttribute('href'), 'https://registry.example.org/');
  await expectNoAxeViolations(page, '404');
});

t('a protected route redirects to identify when signed out', async () => {
  const { page } = await e.newPage();
  await page.goto(`${e.app}/user-menu`);
  await page.waitForURL(/\/identify-licensee/);
  assert.is(await page.getByRole('navigation', { name: 'Main' }).count(), 0, 'no User Menu bar when signed out');
});

t('the payment error page links to where the application waits and to the user menu', async () => {
  const { page } = await e.newPage();
  await page.goto(`${e.app}/payment-error`);
  await page.getByRole('heading', { level: 1, name: 'Payment not completed' }).waitFor();
  await page.getByRole('link', { name: 'Resume an application' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'User Menu' }).waitFor();
  await expectNoAxeViolations(page, 'payment error');
});

t('after identify the user menu shows the licensee, reload keeps the session, Logout signs out', async () => {
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Alice Morgan' }).waitFor();
  await banner.getByRole('region', { name: 'Signed in as' }).getByText('Alice Morgan').waitFor();
  await page.getByRole('main').getByText('Welcome, Alice Morgan (NPN 1000001).').waitFor();
  assert.is(await page.title(), 'User Menu - LicenseHub');
  await expectNoAxeViolations(page, 'user menu');

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
  await banner.getByRole('button', { name: 'Alice Morgan' }).waitFor();

  await banner.getByRole('button', { name: 'Alice Morgan' }).click();
  // No axe run on the open menu: its focus sentinels (Tabster's data-tabster-dummy elements) are a
  // known aria-hidden-focus false positive of Fluent v9 (microsoft/tabster#288).
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/my-licensehub\/logout$/);
  await page.getByRole('heading', { level: 1, name: 'You have signed out of LicenseHub' }).waitFor();

  await page.goto(`${e.app}/user-menu`);
  await page.waitForURL(/\/identify-licensee/);
});

t("the secondary bar's User Menu link leads to the user menu", async () => {
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  await page.goto(`${e.app}/payment-error`);
  await page.getByRole('heading', { level: 1, name: 'Payment not completed' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Menu' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
  // Focus moves to the new page's heading.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
});

t('the page works 375 px wide', async () => {
  const { page } = await e.newPage({ width: 375, height: 800 });
  await signInAsAlice(page, e.app);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `no horizontal scroll (${width}px)`);
  await expectNoAxeViolations(page, 'user menu at 375 px');
});

t('warning and alert notices show above the content', async () => {
  e.sandbox.controls.setMaintenance(['warning', 'alert']);
  try {
    const { page } = await e.newPage();
    await page.goto(`${e.app}/identify-licensee`);
    const notices = page.getByRole('region', { name: 'Maintenance notices' });
    await notices.getByText(/scheduled maintenance on Sunday/).waitFor();
    await notices.getByText(/Payments are delayed/).waitFor();
    assert.is(await notices.getByRole('group', { name: 'Alert' }).count(), 1);
    assert.is(await notices.getByRole('group', { name: 'Notice' }).count(), 1);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoAxeViolations(page, 'identify with notices');
  } finally {
    e.sandbox.controls.setMaintenance([]);
  }
});

t('a disableLogin notice replaces the app with the unavailable screen', async () => {
  const closed = await startE2E({ maintenance: ['disable-login'] });
  try {
    const { page } = await closed.newPage();
    await page.goto(`${closed.app}/identify-licensee`);
    await page.getByRole('heading', { level: 1, name: 'LicenseHub is temporarily unavailable' }).waitFor();
    await page.getByText('LicenseHub is temporarily unavailable due to maintenance.').waitFor();
    await page
      .getByRole('list', { name: 'Maintenance notices' })
      .getByText(/Sign-in is disabled/)
      .waitFor();
    assert.is(await page.getByRole('button', { name: 'Continue' }).count(), 0, 'no identify screen');
    await expectNoAxeViolations(page, 'unavailable');
  } finally {
    await closed.close();
  }
});

t.run();
