/**
 * The update journeys of issue 10 end to end against the sandbox: Alice's name change (PASS,
 * PARTIAL, FAIL, and PASS with the keyboard alone), Acme's DRLPs (remove Alice from TX AG-5001:
 * the error modal; add Dan Evans through search and the add modal; review), continuing
 * education (shown, hidden when the feature is disabled, the transcript-unavailable text), the
 * top-level pages, the global exception flag, and the fault cells (500 on the name post and on a
 * DRLP call: the generic error screen; 401: logout preserving single sign-on). Flows start
 * through the API (PUT …/start.json), as the start-flow wizard does. Role and label queries;
 * axe-core on every state reached; no sideways scrolling at 320 px. With UPDATES_SHOTS=<folder>
 * every screen is saved there at 1280 and 375 px wide.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startE2E, type E2E, h1 } from './harness';
import { signInAsAcme, signInAsAlice } from './sign-in';
import { finishFromSubmitter } from './finish-journey';

const t = suite('e2e updates: name change, DRLPs, continuing education, errors');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

const SHOTS = process.env.UPDATES_SHOTS;

/** With UPDATES_SHOTS set: the page at 1280 and 375 px wide, then back to where it was. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** axe on the state, then nothing scrolls sideways at 320 px. */
async function check(page: Page, state: string): Promise<void> {
  // Colours mid-transition (a button's hover fading) are not what the user reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page, state);
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 320, height: 640 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${state} is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
  await page.setViewportSize(size);
}

const api = () => `${e.sandbox.url}/my-licensehub/api`;

/** A JWT for a demo identity, through the API (a session of its own; flows belong to the licensee). */
async function tokenFor(body: Record<string, unknown>): Promise<string> {
  const r = await fetch(`${api()}/identify.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ useAgreementAccepted: true, ...body }),
  });
  const token = r.headers.get('authorization');
  assert.ok(token, `identify answered ${r.status} without a token`);
  return token.replace(/^Bearer /, '');
}
const ALICE = { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001' };
const ACME = { entityType: 'FIRM', searchType: 'NPN', npn: '2000001' };

/** PUT /{kind}/start.json with the product: the new flow's id. */
async function startFlow(who: Record<string, unknown>, kind: 'demographic-update' | 'license-update', productType: string): Promise<string> {
  const r = await fetch(`${api()}/${kind}/start.json`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenFor(who)}` },
    body: JSON.stringify({ productType }),
  });
  assert.is(r.status, 200, `${kind} start answered ${r.status}`);
  return ((await r.json()) as { flowId: string }).flowId;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const journeyLinks = (page: Page) => page.getByRole('navigation', { name: 'What you can do' }).getByRole('link').allTextContents();

async function openNamePage(page: Page, flowId: string) {
  await page.goto(`${e.app}/demographic-update/${flowId}`);
  await h1(page, 'Change your name');
}

t("Alice's name change: FAIL (last name in OK only), PARTIAL (TX and OK), PASS (first name) to the submitter, and PASS with the keyboard alone", async () => {
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  // The user menu: no DRLPs for an individual; name change and continuing education offered.
  const links = await journeyLinks(page);
  assert.ok(links.includes('Change your name'), links.join(', '));
  assert.not.ok(links.includes("Update your firm's DRLPs"), 'an individual is not offered DRLPs');

  const flowId = await startFlow(ALICE, 'demographic-update', 'DEMOGRAPHIC_UPDATE_2');
  await openNamePage(page, flowId);
  const first = page.getByRole('textbox', { name: 'First Name' });
  const last = page.getByRole('textbox', { name: 'Last Name' });
  const tx = page.getByRole('checkbox', { name: /^Texas \(TX\)/ });
  const ok = page.getByRole('checkbox', { name: /^Oklahoma \(OK\)/ });
  // On load: the requested name is the current one, every jurisdiction checked.
  assert.is(await first.inputValue(), 'Alice');
  assert.is(await last.inputValue(), 'Morgan');
  assert.ok((await tx.isChecked()) && (await ok.isChecked()), 'all jurisdictions start checked');
  await page.getByText('Current name', { exact: true }).waitFor();
  assert.is(await page.title(), 'Change your name - LicenseHub');
  await check(page, 'name page');
  await shoot(page, 'name-change');

  // The core's name rule: a blank first name is refused before anything is sent.
  await first.fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await summary.getByRole('link', { name: 'First Name is a required field' }).waitFor();
  assert.is(await focusedText(page), 'There is a problemFirst Name is a required field');
  assert.is(await page.title(), 'Error: Change your name - LicenseHub');
  await check(page, 'name page with a field error');
  await first.fill('Alice');

  // FAIL: a last-name change in Oklahoma only.
  await tx.uncheck();
  await last.fill('Morgan-Smith');
  await page.getByRole('button', { name: 'Continue' }).click();
  const alert = page.getByRole('alert');
  await alert.getByText('Your name change was not accepted', { exact: true }).waitFor();
  await page.getByText(/^Not accepted: Oklahoma requires a certified court order/).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
  await check(page, 'name change FAIL');
  await shoot(page, 'name-change-fail');

  // PARTIAL: the same change in Texas and Oklahoma.
  await tx.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await alert.getByText('Your name change was not accepted in every jurisdiction').waitFor();
  await page.getByText(/^Not accepted: Oklahoma requires/).waitFor();
  assert.is(await page.getByText(/^Not accepted:/).count(), 1, 'only Oklahoma refused');
  await check(page, 'name change PARTIAL');
  await shoot(page, 'name-change-partial');

  // PASS: a first-name change goes to the demographic-update submitter, and on to its confirmation.
  await last.fill('Morgan');
  await first.fill('Alicia');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/demographic-update/${flowId}/submitter$`));
  const finished = await finishFromSubmitter(page, 'name change');
  assert.equal(finished.captions, ['Step 2 of 7', 'Step 3 of 7', 'Step 4 of 7', 'Step 5 of 7', 'Step 6 of 7']);
  assert.is(finished.fee, '$10.00', 'fees shown before payment: $5.00 in each of her two states, then paid');

  // PASS again on a new flow, with the keyboard alone: Tab from the top of the page to First Name.
  const second = await startFlow(ALICE, 'demographic-update', 'DEMOGRAPHIC_UPDATE');
  await openNamePage(page, second);
  await first.waitFor();
  for (let i = 0; i < 12 && !(await page.evaluate(() => document.activeElement?.id === 'name-0-first')); i++) await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => (document.activeElement as HTMLInputElement).value), 'Alice', 'Tab reaches First Name');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Alicia');
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/demographic-update/${second}/submitter$`));
});

t(
  'a name change with Oklahoma unticked after it refused: the page reads the request back, and Oklahoma is never shown on submit, charged or ordered',
  async () => {
    const { page } = await e.newPage();
    await signInAsAlice(page, e.app);
    const flowId = await startFlow(ALICE, 'demographic-update', 'DEMOGRAPHIC_UPDATE');
    await openNamePage(page, flowId);
    const last = page.getByRole('textbox', { name: 'Last Name' });
    const ok = page.getByRole('checkbox', { name: /^Oklahoma \(OK\)/ });
    await last.fill('Reed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/^Not accepted: Oklahoma requires/).waitFor();
    // As the page asks: uncheck Oklahoma and send again.
    await ok.uncheck();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/demographic-update/${flowId}/submitter$`));
    // Back on the name page: what the registry holds is read back, Oklahoma still unticked.
    await openNamePage(page, flowId);
    await last.waitFor();
    assert.is(await last.inputValue(), 'Reed');
    assert.not.ok(await ok.isChecked(), 'Oklahoma stays unticked');
    await check(page, 'name page read back');
    await page.goto(`${e.app}/demographic-update/${flowId}/submitter`);
    const finished = await finishFromSubmitter(page, 'name change without Oklahoma');
    assert.is(finished.fee, '$5.00', 'Texas alone on the submit page and the payment page');
    await page.getByRole('heading', { level: 2, name: 'What you changed' }).waitFor();
    assert.is(await page.getByRole('main').getByText('Oklahoma').count(), 0, 'Oklahoma is not in the order');
    await page
      .getByRole('main')
      .getByText(/^Texas/)
      .first()
      .waitFor();
  },
);

t(
  'Acme removes Alice from TX AG-5001 and sees the error modal, adds Dan Evans in TX through search and the add modal, proceeds to review and pays; the next update shows the paid changes and refuses adding Dan Evans again',
  async () => {
    const { page } = await e.newPage();
    await signInAsAcme(page, e.app);
    assert.ok((await journeyLinks(page)).includes("Update your firm's DRLPs"), 'a firm is offered DRLPs');
    const flowId = await startFlow(ACME, 'license-update', 'LICENSE_UPDATE');
    await page.goto(`${e.app}/license-update/${flowId}/edit`);
    await h1(page, 'Designated responsible licensed producers');
    const texas = page.getByRole('article', { name: 'General Lines Agency AG-5001' });
    await texas.getByRole('list', { name: 'DRLPs on license AG-5001' }).getByText('Alice Morgan').waitFor();
    await check(page, 'DRLP edit');
    await shoot(page, 'drlp-edit');

    // Remove: the license is left without an active DRLP; the refusal is an alert that takes focus,
    // the registry's error shows by the license, and the removal can be undone.
    await texas.getByRole('button', { name: 'Remove Alice Morgan from license AG-5001' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This license needs a DRLP' });
    await alert.getByText(/Alice Morgan is marked for removal from license AG-5001, but .*must have at least one active DRLP/).waitFor();
    await texas.getByText('Removal pending').waitFor();
    await texas.getByText(/must have at least one active DRLP/).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    await texas.getByRole('button', { name: 'Undo removal of Alice Morgan from license AG-5001' }).waitFor();
    await check(page, 'DRLP edit after a remove');

    // Next with errors: the error modal (ACTIVATEMODAL).
    await page.getByRole('button', { name: 'Next' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Some licenses need attention' });
    await modal.getByText(/Texas, General Lines Agency AG-5001: .*must have at least one active DRLP/).waitFor();
    await check(page, 'DRLP error modal');
    await shoot(page, 'drlp-error-modal');
    await modal.getByRole('button', { name: 'Go back and fix' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Next');

    // Add Dan Evans in Texas: a refused search first (no NPN), then search, choose the license, add.
    await page.getByRole('button', { name: 'Add a DRLP in Texas' }).click();
    const add = page.getByRole('dialog', { name: 'Add a DRLP in Texas' });
    await add.getByRole('button', { name: 'Search' }).click();
    await add.getByText('National Producer Number (NPN) is a required field').waitFor();
    await add.getByRole('textbox', { name: 'National Producer Number (NPN)' }).fill('1000004');
    await add.getByRole('textbox', { name: 'Last Name' }).fill('Evans');
    await add.getByRole('button', { name: 'Search' }).click();
    const license = add.getByRole('checkbox', { name: /^General Lines Agency AG-5001/ });
    await license.waitFor();
    await add.getByText('Dan Evans').waitFor();
    await check(page, 'DRLP add modal with the search result');
    await shoot(page, 'drlp-add-modal');
    await add.getByRole('button', { name: 'Add DRLP' }).click();
    await add.getByText('Select at least one license').waitFor();
    await license.check();
    await add.getByRole('button', { name: 'Add DRLP' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByRole('status').getByText('Dan Evans added as a DRLP on license AG-5001.').waitFor();
    await texas.getByText('Added, pending').waitFor();
    assert.is(await texas.getByText(/must have at least one active DRLP/).count(), 0, 'the error is gone');

    // Next: no errors, straight to the review.
    await page.getByRole('button', { name: 'Next' }).click();
    await h1(page, 'Review your DRLP changes');
    assert.match(new URL(page.url()).pathname, new RegExp(`/license-update/${flowId}/review$`));
    const changes = page.getByRole('list', { name: 'Changes in this update' });
    await changes.getByText('Dan Evans (NPN 1000004)').waitFor();
    await changes.getByText('Alice Morgan (NPN 1000001)').waitFor();
    await check(page, 'license update review');
    await shoot(page, 'drlp-review');

    // Continue: the shared steps to the payment and its confirmation, counted in the whole journey.
    await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
    const finished = await finishFromSubmitter(page, 'license update');
    assert.equal(finished.captions, ['Step 3 of 8', 'Step 4 of 8', 'Step 5 of 8', 'Step 6 of 8', 'Step 7 of 8']);
    assert.is(finished.fee, '$5.00', 'fees shown before payment: Texas alone, where the DRLPs change (not Oklahoma), then paid');

    // The next update: the registry has not made the paid changes yet, so Texas says them, with the order and its status.
    const next = await startFlow(ACME, 'license-update', 'LICENSE_UPDATE');
    await page.goto(`${e.app}/license-update/${next}/edit`);
    await h1(page, 'Designated responsible licensed producers');
    const paid = page.getByRole('list', { name: 'Already paid for in Texas' });
    const order = `Order ${finished.orderCode}, paid \\d\\d/\\d\\d/\\d{4}: Pending`;
    await paid.getByRole('listitem').filter({ hasText: 'Dan Evans (NPN 1000004)' }).getByText(new RegExp(`^Being added to license AG-5001$`)).waitFor();
    await paid
      .getByRole('listitem')
      .filter({ hasText: 'Dan Evans (NPN 1000004)' })
      .getByText(new RegExp(`^${order}$`))
      .waitFor();
    await paid
      .getByRole('listitem')
      .filter({ hasText: 'Alice Morgan (NPN 1000001)' })
      .getByText('Being removed from license AG-5001', { exact: true })
      .waitFor();
    await check(page, 'DRLP edit with changes already paid for');
    await shoot(page, 'drlp-edit-paid');

    // Adding Dan Evans to AG-5001 again is said at the license, and Add refuses it.
    await page.getByRole('button', { name: 'Add a DRLP in Texas' }).click();
    const again = page.getByRole('dialog', { name: 'Add a DRLP in Texas' });
    await again.getByRole('textbox', { name: 'National Producer Number (NPN)' }).fill('1000004');
    await again.getByRole('textbox', { name: 'Last Name' }).fill('Evans');
    await again.getByRole('button', { name: 'Search' }).click();
    const repeated = again.getByRole('checkbox', { name: /^General Lines Agency AG-5001/ });
    const said = `You have already paid for this: Dan Evans is being added to license AG-5001 in order ${finished.orderCode} (Pending). You do not need to add them again.`;
    assert.is(await repeated.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()), said);
    await check(page, 'DRLP add modal naming an add already paid for');
    await shoot(page, 'drlp-add-paid');
    await repeated.check();
    await again.getByRole('button', { name: 'Add DRLP' }).click();
    await again.locator('#drlp-add-licenses-error').getByText(said).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await texas.getByRole('list', { name: 'DRLPs on license AG-5001' }).getByText('Status: Active').waitFor();
    assert.is(await texas.getByText('Added, pending').count(), 0, 'nothing added');
  },
);

t('continuing education: offered and shown with the transcript-unavailable text; hidden when the feature is disabled; the top-level pages', async () => {
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Continuing education' }).click();
  await h1(page, 'Continuing Education');
  await page
    .getByText(
      'Sorry for the delay in retrieving your transcript. Please try again later. If the problem persists, contact us for support and reference Error Code 0101429.',
    )
    .waitFor();
  await check(page, 'continuing education');
  await shoot(page, 'continuing-education');
  await page.getByRole('link', { name: 'Main Menu' }).click();
  await h1(page, 'User Menu');

  for (const [path, title] of [
    ['legacy-flow', "Applications on the registry's own pages"],
    ['validation', 'Validation'],
    ['attestation', 'Attestation'],
  ] as const) {
    await page.goto(`${e.app}/${path}`);
    await h1(page, title);
    await page.getByRole('link', { name: 'Resume an application' }).waitFor();
    await check(page, `/${path}`);
    await shoot(page, `top-${path}`);
  }

  // The environment disables continuing education: no menu entry, and its address is the 404 page.
  const hidden = await e.newPage();
  await hidden.page.route('**/my-licensehub/frontend/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, disabledFeatures: ['continuing_education'] } });
  });
  await signInAsAlice(hidden.page, e.app);
  assert.not.ok((await journeyLinks(hidden.page)).includes('Continuing education'), 'hidden from the menu');
  await hidden.page.goto(`${e.app}/continuing-education`);
  await h1(hidden.page, '404 - Not Found');
});

t(
  'errors: a 500 on the name post and on a DRLP call show the generic error screen; an uncaught error shows it until Main Menu; a 401 logs out preserving SSO',
  async () => {
    const { page } = await e.newPage();
    await signInAsAlice(page, e.app);
    const flowId = await startFlow(ALICE, 'demographic-update', 'DEMOGRAPHIC_UPDATE_2');
    await openNamePage(page, flowId);
    e.sandbox.controls.setFaults([{ method: 'POST', path: `/demographic-update/${flowId}/primary-name.json`, status: 500, times: 1 }]);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Alicia');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Oops. Something went wrong.');
    await page.getByText("Please try again or contact the provider's customer service if the error persists.").waitFor();
    await check(page, 'generic error screen');
    await shoot(page, 'generic-error');

    // An error outside rendering: the global exception flag shows the error screen; Main Menu clears it.
    await page.goto(`${e.app}/user-menu`);
    await h1(page, 'User Menu');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('an uncaught error outside React');
      });
    });
    await h1(page, 'Oops. Something went wrong.');
    await page.getByRole('link', { name: 'Main Menu' }).click();
    await h1(page, 'User Menu');
    await page.evaluate(() => void Promise.reject(new Error('a rejected promise nobody handled')));
    await h1(page, 'Oops. Something went wrong.');
    await page.getByRole('link', { name: 'Main Menu' }).click();
    await h1(page, 'User Menu');
    e.sandbox.controls.clearFaults();

    const acme = await e.newPage();
    await signInAsAcme(acme.page, e.app);
    const drlpFlow = await startFlow(ACME, 'license-update', 'LICENSE_UPDATE');
    await acme.page.goto(`${e.app}/license-update/${drlpFlow}/edit`);
    await h1(acme.page, 'Designated responsible licensed producers');
    e.sandbox.controls.setFaults([{ method: 'DELETE', path: `/license-update/${drlpFlow}/drlp/remove.json`, status: 500, times: 1 }]);
    await acme.page.getByRole('button', { name: 'Remove Alice Morgan from license AG-5001' }).click();
    await h1(acme.page, 'Oops. Something went wrong.');

    // 401 on a DRLP call: logout preserving single sign-on.
    await acme.page.goto(`${e.app}/license-update/${drlpFlow}/edit`);
    await h1(acme.page, 'Designated responsible licensed producers');
    e.sandbox.controls.setFaults([{ method: 'POST', path: `/license-update/${drlpFlow}/drlp.json`, status: 401, times: 1 }]);
    await acme.page.getByRole('button', { name: 'Next' }).click();
    await acme.page.waitForURL(/\/my-licensehub\/logout\?preserveSso=true$/);
    e.sandbox.controls.clearFaults();
  },
);

t.run();
