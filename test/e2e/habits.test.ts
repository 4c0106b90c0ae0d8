/**
 * The habits every screen keeps (issue 13, docs/decisions.md §Habits for every screen), end to end
 * in Chromium: touch targets at least 44 px high at 375 px wide, no sideways scrolling at 320 px,
 * one strong focus style on links, fields and selects, the guard that remembers, "Error: " in
 * the title, downloads confirmed, and the order's time zone. axe-core on every screen reached;
 * with SCREENSHOTS=1 each screen is saved at 320, 375 and 1280 px wide.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startE2E, type E2E, h1 } from './harness';
import { openScreen, resize, SCREENS, sidewaysScroll, targetHeights, type Screen, type Servers, type Width } from './screens';
import { screenshot } from './screenshot';
import { signInAsAcme, signInAsAlice } from './sign-in';

const t = suite('e2e habits for every screen');
let e: E2E;
let closed: E2E;
let noticed: E2E;
t.before(async () => {
  e = await startE2E();
  closed = await startE2E({ maintenance: ['disable-login'] });
  noticed = await startE2E({ maintenance: ['warning', 'alert'] });
});
t.after(async () => {
  await noticed?.close();
  await closed?.close();
  await e?.close();
});

const servers = (): Servers => ({ e, closed, noticed });
const smallTargets = async (page: Page) => (await targetHeights(page)).filter((t) => t.height < 44).map((t) => `${t.target} ${t.height.toFixed(1)}px`);

// The signed-in screens share one signed-in tab (its session lives in the tab), so Alice signs
// in once; each other screen gets a fresh page.
let signedIn: Page | undefined;
async function reach(screen: Screen, width: Width): Promise<Page> {
  if (!screen.signedIn) return openScreen(servers(), screen, width);
  if (signedIn) return openScreen(servers(), screen, width, signedIn);
  signedIn = await openScreen(servers(), screen, width);
  return signedIn;
}

// Each screen is reached once and resized through the three widths, as a phone turned or a
// window narrowed would; what is measured at each width is what that width is for.
for (const screen of SCREENS) {
  t(`${screen.name}: touch targets of at least 44 px at 375 px wide, nothing scrolls sideways at 320 px, axe finds nothing at 375 and 1280 px`, async () => {
    const page = await reach(screen, 375);
    assert.equal(await smallTargets(page), [], `targets under 44 px on ${screen.name}`);
    await expectNoAxeViolations(page, `${screen.name} at 375 px`, { disableRules: screen.disableRules });
    await screenshot(page, `habits-${screen.name}`);

    await resize(page, 320);
    const { scrollWidth, innerWidth } = await sidewaysScroll(page);
    assert.ok(scrollWidth <= innerWidth, `${screen.name} is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
    await screenshot(page, `habits-${screen.name}`);

    await resize(page, 1280);
    await expectNoAxeViolations(page, `${screen.name} at 1280 px`, { disableRules: screen.disableRules });
    await screenshot(page, `habits-${screen.name}`);
    if (page !== signedIn) await page.close();
  });
}

/** The focused element's (or its field wrapper's) outline. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const shown = el.closest<HTMLElement>('.fui-Input, .fui-Select') ?? el;
    const s = getComputedStyle(shown);
    return { tag: el.tagName, outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, shadow: s.boxShadow };
  });

const STRONG = 'solid 3px rgb(255, 221, 0)';

t('focus style: a link, a text field and a select show the same 3 px yellow ring with a black edge when reached by keyboard', async () => {
  const { page } = await e.newPage();
  await page.goto(`${e.app}/identify-licensee`);
  await h1(page, 'Identify Licensee');
  // The logo link: first after the skip link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  let focus = await focusOutline(page);
  assert.is(focus.tag, 'A');
  assert.is(focus.outline, STRONG);
  assert.match(focus.shadow, 'rgb(11, 12, 12)');
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'License Number' }).check();
  await page.getByRole('combobox', { name: /State/ }).focus();
  focus = await focusOutline(page);
  assert.is(focus.tag, 'SELECT');
  assert.is(focus.outline, STRONG);
  await page.getByRole('textbox', { name: 'License Number' }).focus();
  focus = await focusOutline(page);
  assert.is(focus.tag, 'INPUT');
  assert.is(focus.outline, STRONG);
  assert.match(focus.shadow, 'rgb(11, 12, 12)');
});

t("a firm's name in the top bar takes at most two lines at 375 px, and its button is a full touch target", async () => {
  const { page } = await e.newPage({ width: 375, height: 812 });
  await signInAsAcme(page, e.app);
  await page.evaluate(() => document.fonts.ready);
  const name = page.getByRole('banner').getByRole('button', { name: /Acme Insurance Agency/ });
  const product = await page
    .getByRole('banner')
    .getByRole('link', { name: 'LicenseHub' })
    .evaluate((a) => {
      const box = a.getBoundingClientRect();
      return { right: box.right, bottom: box.bottom, clipped: a.scrollWidth > a.clientWidth };
    });
  const nameBox = await name.boundingBox();
  assert.not.ok(product.clipped, 'the product name is shown whole');
  assert.ok(nameBox !== null && (nameBox.x >= product.right || nameBox.y >= product.bottom), 'the name does not cover the product name');
  const lines = await name.evaluate((button) => {
    const text = button.querySelector('span') ?? button;
    return Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight));
  });
  assert.ok(lines <= 2, `the firm's name takes ${lines} lines`);
  assert.ok(((await name.boundingBox())?.height ?? 0) >= 44, 'a 44 px target');
  await screenshot(page, 'habits-top-bar-firm');
  await page.close();
});

t('maintenance notices are dismissable, and compact on a phone', async () => {
  const { page } = await noticed.newPage({ width: 375, height: 812 });
  await page.goto(`${noticed.app}/payment-error`);
  await h1(page, 'Payment not completed');
  const notices = page.getByRole('region', { name: 'Maintenance notices' });
  const { height } = (await notices.boundingBox())!;
  assert.ok(height <= 170, `the notices take ${height}px before the heading`);
  for (const name of ['Dismiss notice', 'Dismiss alert']) await notices.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await notices.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  await expectNoAxeViolations(page, 'payment error after dismissing the notices');
});

t('the guard remembers: a signed-out link to an order says why on identify, and sign-in opens that order', async () => {
  const { page } = await e.newPage();
  await page.goto(`${e.app}/order-history/LH1000012`);
  await h1(page, 'Identify Licensee');
  await page.getByText('Identify yourself to see your order history').waitFor();
  await expectNoAxeViolations(page, 'identify with the guard reason');
  await screenshot(page, 'habits-guard-reason');
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'National Producer Number (NPN)' }).check();
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'National Producer Number (NPN)' }).fill('1000001');
  await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await h1(page, 'Order LH1000012');
  assert.is(new URL(page.url()).pathname, '/my-licensehub/frontend/order-history/LH1000012');
});

t('order detail: the time shows its zone, a download is confirmed, a failed one puts "Error: " in the title', async () => {
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  await page.goto(`${e.app}/order-history/LH1000012`);
  await h1(page, 'Order LH1000012');
  await page.getByText(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M C[SD]T$/).waitFor();
  assert.is(await page.title(), 'Order details - LicenseHub');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  assert.is((await download).suggestedFilename(), 'LH1000012-receipt.pdf');
  await page.getByRole('status').filter({ hasText: 'Receipt for order LH1000012 downloaded as a PDF.' }).waitFor();
  await expectNoAxeViolations(page, 'order detail after a download');
  await page.route('**/pdf-view.pdf', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":["down"]}' }));
  await page.getByRole('button', { name: 'Download order details (PDF)' }).click();
  await page.getByRole('alert').filter({ hasText: 'The file could not be downloaded.' }).waitFor();
  await page.waitForFunction(() => document.title === 'Error: Order details - LicenseHub');
  await expectNoAxeViolations(page, 'order detail after a failed download');
});

t.run();
