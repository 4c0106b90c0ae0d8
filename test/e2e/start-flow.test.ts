/**
 * The start-flow wizard end to end (docs/portal.md §Start flow) against
 * the sandbox, in two long sessions: Alice applies in Arizona and Georgia (with Massachusetts'
 * per-state error on the way), sees the 181.20 estimate, meets a failed creation, then creates the
 * flow; back, forward and reload on every step keep it and its choices. Then, on a 320 px screen,
 * every other outcome: no licenses available (Ben Carter), nothing selected, license validation
 * errors, the duplicate order LH1000010. Role and label queries only; axe-core on every state.
 * With SCREENSHOTS=1 each step is saved under screenshots/ at 1280 and 375 px wide.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { screenshot, SCREENSHOTS } from './screenshot';
import { expectNoAxeViolations, startE2E, type E2E } from './harness';
import { signInAsAlice } from './sign-in';

const t = suite('e2e start flow');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

const PRODUCT = 'What do you want to do?';
const BASIS = 'Which license is your application based on?';
const STATES = 'Which states do you want to apply in?';
const ALICE_TX = 'TX General Lines Agent, license TX-100001 (resident)';

/** The page's h1 shows this question (after the journey's caption). */
const question = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: new RegExp(`: ${text.replace(/[.?()]/g, '\\$&')}$`) }).waitFor();
const main = (page: Page) => page.getByRole('main');
const tick = (page: Page, name: string) => main(page).getByRole('checkbox', { name, exact: true }).check();
const pick = (page: Page, name: string) => main(page).getByRole('radio', { name, exact: true }).check();
const next = (page: Page, name = 'Continue') => main(page).getByRole('button', { name }).click();
const checked = (page: Page, role: 'radio' | 'checkbox', name: string) => main(page).getByRole(role, { name, exact: true }).isChecked();

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${screen} is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
}

/** axe, the phone-width check when the page is narrow, and a screenshot. */
async function check(page: Page, name: string) {
  await expectNoAxeViolations(page, `start flow: ${name}`);
  if ((page.viewportSize()?.width ?? 1280) <= 375) await expectNoSidewaysScroll(page, name);
  await screenshot(page, `start-flow-${name}`);
}

/** Reload, then back and forward: the step and its choices each time. */
async function keepsStep(page: Page, text: string, previous: string, chosen: () => Promise<boolean>) {
  await page.reload();
  await question(page, text);
  assert.ok(await chosen(), `reload keeps the choices of "${text}"`);
  await page.goBack();
  await question(page, previous);
  await page.goForward();
  await question(page, text);
  assert.ok(await chosen(), `back and forward keep the choices of "${text}"`);
}

async function signIn(page: Page, lastName: string, npn: string) {
  await page.goto(`${e.app}/identify-licensee`);
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'National Producer Number (NPN)' }).check();
  await page.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'National Producer Number (NPN)' }).fill(npn);
  await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
}

/** From the product page: Producer license, new, resident. */
async function chooseProducer(page: Page) {
  await pick(page, 'Producer license');
  // The questions a choice reveals below are announced, so Continue is not pressed too soon.
  await page.getByRole('status').filter({ hasText: 'One more question below: Type of application.' }).waitFor({ state: 'attached' });
  await pick(page, 'A new license');
  await page.getByRole('status').filter({ hasText: '2 more questions below: Type of application and Residency.' }).waitFor({ state: 'attached' });
  await pick(page, 'Non-resident (another state)');
}

t(
  'Alice applies in Arizona and Georgia: every step at its own address, MA’s own error, the 181.20 estimate, a failed creation, then the new flow',
  async () => {
    const { page } = await e.newPage();
    await signInAsAlice(page, e.app);
    await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Apply for a license' }).click();
    await question(page, PRODUCT);
    // The caption and the question read as one sentence, no space before the colon.
    await page.getByRole('heading', { level: 1, name: `Apply for a license: ${PRODUCT}`, exact: true }).waitFor();
    await check(page, 'product');

    await next(page);
    await page.getByRole('group', { name: 'There is a problem' }).getByRole('link', { name: 'Please select a product' }).waitFor();
    assert.is(await page.title(), `Error: ${PRODUCT} - LicenseHub`);
    await check(page, 'product-error');

    await chooseProducer(page);
    await next(page);
    await question(page, BASIS);
    assert.match(page.url(), /\/start-flow\/basis\?product=PRODUCER_LICENSING&application=NEW&residency=NONRESIDENT$/);
    await check(page, 'basis');
    await pick(page, ALICE_TX);
    await next(page);
    await question(page, STATES);
    await check(page, 'states');
    await keepsStep(page, STATES, BASIS, async () => true);
    await page.goBack();
    await question(page, BASIS);
    assert.ok(await checked(page, 'radio', ALICE_TX), 'back on the basis page: the basis chosen');
    await page.goBack();
    await question(page, PRODUCT);
    assert.ok(await checked(page, 'radio', 'Non-resident (another state)'), 'back on the product page: the types chosen');
    await page.goForward();
    await page.goForward();
    await question(page, STATES);

    await tick(page, 'Arizona');
    await tick(page, 'Georgia');
    await tick(page, 'Massachusetts');
    await next(page);
    await question(page, 'Licenses in Arizona');
    await check(page, 'licenses');
    await keepsStep(page, 'Licenses in Arizona', STATES, async () => true);
    await tick(page, 'Life');
    await tick(page, 'Accident & Health');
    await next(page);
    await question(page, 'Licenses in Georgia');
    await tick(page, 'Property');
    await next(page);
    await question(page, 'Licenses in Massachusetts');
    await main(page).getByText('Massachusetts is not accepting applications through LicenseHub').waitFor();
    await check(page, 'licenses-state-error');
    await keepsStep(page, 'Licenses in Massachusetts', 'Licenses in Georgia', () => page.getByText('Massachusetts is not accepting applications').isVisible());
    await page.goBack();
    await question(page, 'Licenses in Georgia');
    assert.ok(await checked(page, 'checkbox', 'Property'), 'Georgia keeps Property');
    await page.goBack();
    await question(page, 'Licenses in Arizona');
    assert.ok((await checked(page, 'checkbox', 'Life')) && (await checked(page, 'checkbox', 'Accident & Health')), 'Arizona keeps Life and A&H');
    await page.goForward();
    await page.goForward();
    await question(page, 'Licenses in Massachusetts');

    await next(page);
    await question(page, 'Fee estimate');
    const fees = main(page).getByRole('table', { name: 'Fees for each license' });
    await fees.getByRole('cell', { name: '$181.20' }).waitFor();
    await fees.getByRole('rowheader', { name: 'Arizona' }).waitFor();
    await check(page, 'fee-estimate');
    await keepsStep(page, 'Fee estimate', 'Licenses in Massachusetts', () => fees.getByRole('cell', { name: '$181.20' }).isVisible());

    e.sandbox.controls.setFaults([{ method: 'PUT', path: '/flows.json', status: 500, times: 1 }]);
    await next(page, 'Start application');
    await question(page, 'Flow creation failed');
    await main(page).getByText('Flow creation failed (500).').waitFor();
    await check(page, 'creation-failed');
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await question(page, 'Fee estimate');
    await next(page, 'Start application');
    // The new flow opens at its first module (the modules route's loader names it in the address).
    await page.waitForURL(/\/my-licensehub\/frontend\/flows\/[A-Za-z0-9-]+\/modules\?module=[\w-]+$/);
    e.sandbox.controls.clearFaults();
  },
);

t(
  'on a phone (320 px): no licenses available (Ben Carter), nothing selected, license validation errors kept on the state’s page, the duplicate order LH1000010',
  async () => {
    // 320 px: the narrowest phone; with SCREENSHOTS=1, 375 px, the width the screens are looked at.
    const { page } = await e.newPage(SCREENSHOTS ? { width: 375, height: 812 } : { width: 320, height: 640 });
    await signIn(page, 'Carter', '1000002');
    await page.goto(`${e.app}/start-flow`);
    await question(page, PRODUCT);
    await check(page, 'product');
    await chooseProducer(page);
    await next(page);
    // One basis license: straight to the states.
    await question(page, STATES);
    await tick(page, 'Arizona');
    await next(page);
    await question(page, 'No licenses are available');
    await check(page, 'no-licenses-available');

    await signIn(page, 'Morgan', '1000001');
    const base = `${e.app}/start-flow/states?product=PRODUCER_LICENSING&application=NEW&residency=NONRESIDENT&basis=TX:TX-100001`;
    await page.goto(base.replace('/states?', '/basis?'));
    await question(page, BASIS);
    await check(page, 'basis');
    await page.goto(`${base}&states=AZ`);
    await question(page, STATES);
    await check(page, 'states');
    await next(page);
    await question(page, 'Licenses in Arizona');
    await check(page, 'licenses');
    await next(page);
    await question(page, 'No licenses selected');
    await check(page, 'no-licenses-selected');

    await main(page).getByRole('link', { name: 'Choose your licenses' }).click();
    await question(page, 'Licenses in Arizona');
    await tick(page, 'Variable Life & Variable Annuity');
    await main(page).getByText('Variable Life & Variable Annuity requires the Life line of authority in the same license.').waitFor();
    await check(page, 'licenses-refused');
    await next(page);
    // The refusal keeps the user on Arizona's page, with the registry's message in the error summary.
    await page
      .getByRole('group', { name: 'There is a problem' })
      .getByRole('link', { name: /requires the Life line of authority/ })
      .waitFor();
    await question(page, 'Licenses in Arizona');
    await check(page, 'licenses-refused-continue');

    // Adding Life to her Texas license: the home state, in a resident application.
    await page.goto(`${base.replace('application=NEW&residency=NONRESIDENT', 'application=ADD_LOA&residency=RESIDENT')}&states=TX`);
    await question(page, STATES);
    await next(page);
    await question(page, 'Licenses in Texas');
    await tick(page, 'Life');
    await next(page);
    await question(page, 'You may have applied for this already');
    await main(page).getByRole('table', { name: 'Possible duplicate orders' }).getByRole('rowheader', { name: 'LH1000010' }).waitFor();
    await check(page, 'duplicates');
    await next(page);
    await question(page, 'Fee estimate');
    await check(page, 'fee-estimate');

    if (SCREENSHOTS) {
      // Alice's own states and Massachusetts' page at a phone's width too, for looking at them.
      for (const [address, text, name] of [
        [`${base}&states=AZ,GA,MA`, STATES, 'states'],
        [`${base.replace('/states?', '/licenses/MA?')}&states=AZ,GA,MA`, 'Licenses in Massachusetts', 'licenses-state-error'],
      ] as const) {
        await page.goto(address);
        await question(page, text);
        await screenshot(page, `start-flow-${name}`);
      }
    }
  },
);

t.run();
