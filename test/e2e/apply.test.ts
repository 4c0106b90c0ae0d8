/**
 * Applying for a license from start to payment, as issue 9 asks of the whole journey: Alice
 * Morgan opens "Apply for a license" from the user menu, applies for Arizona Life + Accident &
 * Health and Georgia Property (the 181.20 estimate), fills every module, passes review, submitter
 * (herself), attestation, verification contact and validation, pays on the sandbox's payment
 * page (the registry refusing the submitter once: a 400 shown in the form), and finds the order in
 * her order history. Once with the mouse, once with the keyboard
 * alone (no mouse call). The steps' own details (errors, back, forward, reload, outcomes) are in
 * start-flow, modules and flow-steps.test.ts; axe runs on each page reached here.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startE2E, type E2E } from './harness';
import { arriveAt, focusedName, tabAndPress, tabAndType, tabTo } from './keyboard';
import { signInAsAlice } from './sign-in';
import { screenshot } from './screenshot';
import { clientFor, type Client } from '../sandbox/journeys/client';
import { must } from '../must';
import { expectTermsAcceptedAtSignIn } from './finish-journey';

const t = suite('e2e apply for a license, start to payment');
let e: E2E;
let alice: Client;
t.before(async () => {
  e = await startE2E();
  alice = await clientFor(e.sandbox, 'ind-alice');
});
t.after(async () => {
  await e?.close();
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const main = (page: Page) => page.getByRole('main');
const shoot = (page: Page, name: string) => screenshot(page, `apply-${name}`);
const orderCodes = async () =>
  ((await alice.get('/orders.json')).body as { orderSummaries: Array<{ orderCode: string }> }).orderSummaries.map((o) => o.orderCode);

/** The payment page for the new flow, then Pay: the confirmation with the order number, then the order in the order history. */
async function paysAndFindsTheOrder(page: Page, before: readonly string[], pay: () => Promise<void>) {
  await page.waitForURL(/\/my-licensehub\/payment\/[A-Za-z0-9-]+\.htm$/);
  await page.getByRole('heading', { level: 1, name: 'Pay for your producer license application' }).waitFor();
  await pay();
  await page.waitForURL(/\/order-history\/LH\d+\/confirmation$/);
  await heading(page, 'Payment received');
  const added = (await orderCodes()).filter((code) => !before.includes(code));
  assert.is(added.length, 1, `one new order: ${added.join(', ')}`);
  const orderCode = must(added[0], 'the new order');
  await main(page).getByText(orderCode, { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the confirmation');
  await main(page).getByRole('link', { name: 'Order history' }).click();
  await heading(page, 'Order History');
  await main(page).getByText(orderCode, { exact: true }).first().waitFor();
  await expectNoAxeViolations(page, 'order history with the new order');
}

t('Alice applies for Arizona and Georgia, fills every module, passes the shared steps and pays; the order is in her history', async () => {
  const before = await orderCodes();
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Apply for a license' }).click();

  // The wizard.
  await heading(page, /What do you want to do\?$/);
  await main(page).getByRole('radio', { name: 'Producer license', exact: true }).check();
  await main(page).getByRole('radio', { name: 'A new license', exact: true }).check();
  await main(page).getByRole('radio', { name: 'Non-resident (another state)', exact: true }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await heading(page, /Which license is your application based on\?$/);
  await main(page).getByRole('radio', { name: 'TX General Lines Agent, license TX-100001 (resident)', exact: true }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await heading(page, /Which states do you want to apply in\?$/);
  await main(page).getByRole('checkbox', { name: 'Arizona', exact: true }).check();
  await main(page).getByRole('checkbox', { name: 'Georgia', exact: true }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await heading(page, /Licenses in Arizona$/);
  await main(page).getByRole('checkbox', { name: 'Life', exact: true }).check();
  await main(page).getByRole('checkbox', { name: 'Accident & Health', exact: true }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await heading(page, /Licenses in Georgia$/);
  await main(page).getByRole('checkbox', { name: 'Property', exact: true }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await heading(page, /Fee estimate$/);
  await main(page).getByRole('table', { name: 'Fees for each license' }).getByRole('cell', { name: '$181.20' }).waitFor();
  await expectNoAxeViolations(page, 'fee estimate');
  await main(page).getByRole('button', { name: 'Start application' }).click();

  // The modules.
  await heading(page, 'Personal details');
  await page.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('04121986');
  await page.getByRole('radio', { name: 'Female' }).check();
  // Contact details from one source: the registry's, as the submitter starts from; changed here, asked no more.
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  assert.is(await email.inputValue(), 'alice.morgan@example.com');
  assert.is(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue(), '(512) 555-0134');
  await email.fill('alice@morgan.example');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await heading(page, 'Residence address');
  await page.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('200 W Washington St');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Phoenix');
  await page.getByRole('combobox', { name: 'State' }).selectOption('AZ');
  await page.getByRole('textbox', { name: 'Zip Code', exact: true }).fill('85003');
  await page.getByRole('radio', { name: '3 or more' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await heading(page, 'Background questions');
  await page.getByRole('group', { name: 'Have you ever been convicted of a felony?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: 'Has an insurance regulator ever taken action against you?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: 'Are you more than 12 months behind on child support?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await heading(page, 'Employment history');
  await page.getByRole('button', { name: 'Add to Employment history' }).click();
  const job = page.getByRole('group', { name: 'Employment history 1' });
  await job.getByRole('textbox', { name: 'Employer', exact: true }).fill('Lone Star Mutual');
  await job.getByRole('textbox', { name: 'Position', exact: true }).fill('Agent');
  await job.getByRole('textbox', { name: 'Start Date', exact: true }).fill('01052015');
  await job.getByRole('checkbox', { name: 'I still work here' }).check();
  for (const [i, name, phone] of [
    [1, 'Maria Lopez', '5125550199'],
    [2, 'Tom Reed', '4055550123'],
  ] as const) {
    const row = page.getByRole('group', { name: `Professional reference ${i}` });
    await row.getByRole('textbox', { name: 'Reference Name', exact: true }).fill(name);
    await row.getByRole('textbox', { name: 'Reference Phone', exact: true }).fill(phone);
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The shared steps.
  await heading(page, 'Check your answers');
  await page.getByText('Lone Star Mutual').first().waitFor();
  // What is applied for, with its fees and total, before payment.
  const applied = main(page).getByRole('table', { name: 'Fees for each license' });
  await applied.getByRole('row', { name: /Arizona Insurance Producer Life, Accident & Health \$120\.00 \$5\.60/ }).waitFor();
  await applied.getByRole('row', { name: /Georgia Insurance Producer Property \$50\.00 \$5\.60/ }).waitFor();
  await applied.getByRole('row', { name: /Total \$181\.20/ }).waitFor();
  await expectNoAxeViolations(page, 'review of the new application');
  await shoot(page, 'check-your-answers');
  // A Change link per answer; Back after a Change returns here, not to the first module.
  await main(page)
    .getByRole('link', { name: /^Change .*Employer$/ })
    .click();
  await heading(page, 'Employment history');
  await expectNoAxeViolations(page, 'a module opened from Change');
  await main(page).getByRole('button', { name: 'Back' }).click();
  await heading(page, 'Check your answers');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Who is submitting');
  const submitter = page.getByRole('form', { name: 'Submitter' });
  assert.ok(await submitter.getByRole('radio', { name: 'Myself' }).isChecked(), 'an individual submits for herself');
  await expectTermsAcceptedAtSignIn(submitter);
  await submitter.getByText('You gave this email and phone number earlier in this application.').waitFor();
  assert.equal(await submitter.getByRole('definition').allTextContents(), ['alice@morgan.example', '(512) 555-0134']);
  assert.is(await submitter.getByRole('textbox', { name: 'Email' }).count(), 0, 'the email is not asked again');
  await submitter.getByRole('button', { name: 'Change email or phone' }).waitFor();
  // A 400 on the submitter post (docs/portal.md §Errors): its errors in the form, which keeps what was chosen.
  e.sandbox.controls.setFaults([{ method: 'POST', path: '/submitter.json', status: 400, times: 1 }]);
  await submitter.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('group', { name: 'There is a problem' }).getByText('Injected fault: HTTP 400').waitFor();
  await expectTermsAcceptedAtSignIn(submitter);
  await expectNoAxeViolations(page, 'submitter with the registry refusing the post');
  await submitter.getByRole('button', { name: 'Save and continue' }).click();
  await heading(page, 'Attestation');
  await page.getByRole('checkbox', { name: 'I confirm that the statements above are true' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Verification contact');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Check for problems');
  await page.getByText('No problems found').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Submit your application');
  // What will be paid, as the other journeys' submit pages show it: the payment page charges the same.
  await main(page).getByText('You will pay $181.20 for this application on the payment page.').waitFor();
  await main(page)
    .getByRole('table', { name: 'Fees for each license' })
    .getByRole('row', { name: /Total \$181\.20/ })
    .waitFor();
  await expectNoAxeViolations(page, 'submit of the new application');
  await shoot(page, 'submit');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await paysAndFindsTheOrder(page, before, () => page.getByRole('button', { name: /^Pay \$/ }).click());
});

t("the same journey with the keyboard alone (no mouse call), past the first journey's order as a possible duplicate", async () => {
  const before = await orderCodes();
  const { page } = await e.newPage();
  const next = (name: string | RegExp = 'Continue') => tabAndPress(page, name, 'Enter');
  await page.goto(`${e.app}/identify-licensee`);
  await tabAndPress(page, 'Individual', 'Space');
  await next();
  await arriveAt(page, /Search details/);
  // A radio group is one Tab stop: the arrow keys choose within it.
  await tabTo(page, 'License Number');
  for (let i = 0; i < 3 && (await focusedName(page)) !== 'National Producer Number (NPN)'; i++) await page.keyboard.press('ArrowDown');
  await tabAndType(page, 'Last Name', 'Morgan');
  await tabAndType(page, 'National Producer Number (NPN)', '1000001');
  await tabAndPress(page, 'I accept the use agreement', 'Space');
  await next('Submit');
  await arriveAt(page, 'User Menu');
  await tabAndPress(page, 'Apply for a license', 'Enter');

  await arriveAt(page, /What do you want to do\?$/);
  await tabAndPress(page, 'Producer license', 'Space');
  await tabAndPress(page, 'A new license', 'Space');
  // The residency types are one radio group: Tab reaches its first answer, the arrow the second.
  await tabTo(page, 'Resident (my home state)');
  await page.keyboard.press('ArrowDown');
  assert.is(await focusedName(page), 'Non-resident (another state)');
  await next();
  await arriveAt(page, /Which license is your application based on\?$/);
  await tabAndPress(page, 'TX General Lines Agent, license TX-100001 (resident)', 'Space');
  await next();
  await arriveAt(page, /Which states do you want to apply in\?$/);
  await tabAndPress(page, 'Arizona', 'Space');
  await tabAndPress(page, 'Georgia', 'Space');
  await next();
  await arriveAt(page, /Licenses in Arizona$/);
  await tabAndPress(page, 'Life', 'Space');
  await tabAndPress(page, 'Accident & Health', 'Space');
  await next();
  await arriveAt(page, /Licenses in Georgia$/);
  await tabAndPress(page, 'Property', 'Space');
  await next();
  // The first journey's order is now a possible duplicate: the registry's table, then on.
  await arriveAt(page, /You may have applied for this already$/);
  await main(page).getByRole('cell', { name: 'R1000100-2' }).waitFor();
  await next();
  await arriveAt(page, /Fee estimate$/);
  await main(page).getByRole('cell', { name: '$181.20' }).waitFor();
  await next('Start application');

  await arriveAt(page, 'Personal details');
  await tabAndType(page, 'Date of Birth', '04121986');
  await tabAndPress(page, 'Female', 'Space');
  await tabAndType(page, 'Email', 'alice.morgan@example.com');
  await next('Save and continue');
  await arriveAt(page, 'Residence address');
  await tabAndType(page, 'Address Line 1', '200 W Washington St');
  await tabAndType(page, 'City', 'Phoenix');
  await tabTo(page, 'State');
  await page.keyboard.type('Arizona');
  await tabAndType(page, 'Zip Code', '85003');
  await tabTo(page, 'Less than 3');
  await page.keyboard.press('ArrowDown');
  assert.is(await focusedName(page), '3 or more');
  await next('Save and continue');
  await arriveAt(page, 'Background questions');
  for (const question of [
    'Have you ever been convicted of a felony?',
    'Has an insurance regulator ever taken action against you?',
    'Are you more than 12 months behind on child support?',
  ]) {
    // Each question's answers are one radio group: Tab reaches its first answer, the arrows the others.
    await tabTo(page, 'Yes');
    const group = await page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]')?.getAttribute('aria-labelledby') ?? '');
    const label = await page.evaluate((id) => document.getElementById(id)?.textContent ?? '', group);
    assert.match(label, question);
    await page.keyboard.press('ArrowDown');
    assert.is(await focusedName(page), 'No');
  }
  await next('Save and continue');
  await arriveAt(page, 'Employment history');
  await next('Add to Employment history');
  await page.waitForFunction(() => document.activeElement?.id === 'module-employers-0-employer');
  await page.keyboard.type('Lone Star Mutual');
  await tabAndType(page, 'Position', 'Agent');
  await tabAndType(page, 'Start Date', '01052015');
  await tabAndPress(page, 'I still work here', 'Space');
  for (const [name, phone] of [
    ['Maria Lopez', '5125550199'],
    ['Tom Reed', '4055550123'],
  ] as const) {
    await tabAndType(page, 'Reference Name', name);
    await tabAndType(page, 'Reference Phone', phone);
  }
  await next('Save and continue');

  await arriveAt(page, 'Check your answers');
  await next();
  await arriveAt(page, 'Who is submitting');
  await next(/^Save and continue$/i);
  await arriveAt(page, 'Attestation');
  await tabAndPress(page, 'I confirm that the statements above are true', 'Space');
  await next();
  await arriveAt(page, 'Verification contact');
  await next();
  await page.getByRole('status').getByText('No problems found').waitFor();
  // Nothing to fix: the heading has focus, as on every page change, and the result is announced; Continue to submit is next.
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement === document.querySelector('main h1'));
  await tabTo(page, 'Continue to submit');
  await page.keyboard.press('Enter');
  await heading(page, 'Submit your application'); // a full page load: the browser's own focus start
  await next(/^Continue to payment$/i);
  await paysAndFindsTheOrder(page, before, async () => {
    await tabTo(page, /^Pay \$/);
    await page.keyboard.press('Enter');
  });
});

t.run();
