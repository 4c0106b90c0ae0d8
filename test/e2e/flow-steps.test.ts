/**
 * The shared flow screens end to end (docs/portal.md §Shared flow steps, §Submitter, §Address lookup
 * verification) against the sandbox, in one page session: Acme Insurance Agency's licensing flow,
 * created and filled through the API (the wizard and the modules screen are their own journeys),
 * walked through review, submitter (SOMEONE_ELSE: the rules' messages, Canada's province and
 * postal-code rule, several address matches to choose from), attestation, verification contact,
 * validation, submit (a full page load) and pay, to the sandbox's payment page; then the order in
 * order history, and a second pay or a reload that creates no second order. axe-core on every
 * screen state reached; no sideways scroll at 320 px. With SCREENSHOTS=1 each screen is saved at
 * 1280 and 375 px wide under screenshots/.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, screenshot } from './screenshot';
import { expectNoAxeViolations, startE2E, type E2E, h1 } from './harness';
import { clientFor, type Client } from '../sandbox/journeys/client';
import { arriveAt, focusedName, tabTo } from './keyboard';
import { must } from '../must';
import { LICENSING_MODULE_ANSWERS } from '../module-answers';
import { signInAsAcme } from './sign-in';
import { expectTermsAcceptedAtSignIn } from './finish-journey';

const t = suite('e2e shared flow screens');
let e: E2E;
let acme: Client;
let alice: Client;
t.before(async () => {
  e = await startE2E();
  acme = await clientFor(e.sandbox, 'firm-acme');
  alice = await clientFor(e.sandbox, 'ind-alice');
});
t.after(async () => {
  await e?.close();
});

const ACME_APPLICATION = {
  productType: 'PRODUCER_LICENSING',
  applicationType: 'NEW',
  residencyType: 'NONRESIDENT',
  basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'AG-5001' },
  states: [{ stateCode: 'AZ', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE'] }] }],
};
const MODULE_DATA = LICENSING_MODULE_ANSWERS;

/** A flow of the licensee's, every module saved through the API. */
async function savedFlow(client: Client = acme, application: unknown = ACME_APPLICATION): Promise<string> {
  const created = await client.send('PUT', '/flows.json', application);
  assert.is(created.status, 200, JSON.stringify(created.body));
  const flowId = (created.body as { flowId: string }).flowId;
  for (const [path, data] of Object.entries(MODULE_DATA)) {
    const saved = await client.send('PUT', `/flows/${flowId}/modules/${path}.json`, data);
    assert.is(saved.status, 204, `${path}: ${JSON.stringify(saved.body)}`);
  }
  return flowId;
}

const summaryLinks = (page: Page) => page.getByRole('group', { name: 'There is a problem' }).getByRole('link').allTextContents();

/** The error summary lists exactly these messages (waiting for the render under a loaded machine). */
async function expectSummary(page: Page, messages: string[]) {
  let last: string[] = [];
  for (let i = 0; i < 50; i++) {
    last = await summaryLinks(page);
    if (JSON.stringify(last) === JSON.stringify(messages)) return;
    await page.waitForTimeout(100);
  }
  assert.equal(last, messages);
}

/** Nothing wider than the viewport at 320 px: no sideways scrolling on a small phone. */
async function expectNoSidewaysScrollAt320(page: Page, screen: string) {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 700 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${screen} is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
  await page.setViewportSize(before);
}

/** With SCREENSHOTS=1: the screen at 1280 and at 375 px wide. */
async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const before = page.viewportSize()!;
  await screenshot(page, `flow-steps-${name}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `flow-steps-${name}`);
  await page.setViewportSize(before);
}

async function check(page: Page, screen: string) {
  await expectNoAxeViolations(page, screen);
  await expectNoSidewaysScrollAt320(page, screen);
  await shoot(page, screen.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
}

t(
  'Acme walks review, submitter (someone else, Canada, several address matches), attestation, verification contact, validation, submit and pay; the order is paid once',
  async () => {
    const flowId = await savedFlow();
    const { page } = await e.newPage();
    await signInAsAcme(page, e.app);
    const ordersBefore = ((await acme.get('/orders.json')).body as { orderSummaries: unknown[] }).orderSummaries.length;

    // Review: every module's answers, a Change link per answer.
    await page.goto(`${e.app}/flows/${flowId}/review`);
    await h1(page, 'Check your answers');
    await page.getByRole('heading', { level: 2, name: 'Employment history' }).waitFor();
    assert.is(
      await page.getByRole('link', { name: 'Change City' }).getAttribute('href'),
      `/my-licensehub/frontend/flows/${flowId}/modules?module=residence-address&return=review`,
    );
    await page.getByText('Employment history 1: Employer').waitFor();
    assert.is(await page.title(), 'Check your answers - LicenseHub');
    await check(page, 'review');
    // Change leads to the module, and saving it returns to the review, not through the modules after it.
    await page.getByRole('link', { name: 'Change City' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await h1(page, 'Check your answers');
    await page.getByText('Step 5 of 11').waitFor();
    await expectNoSidewaysScrollAt320(page, 'review');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Submitter: a firm submits for someone else by default, starting from what the registry
    // holds of the firm (its name and address): only the person is asked for.
    await h1(page, 'Who is submitting');
    const form = page.getByRole('form', { name: 'Submitter' });
    assert.ok(await form.getByRole('radio', { name: /^Someone else/ }).isChecked());
    assert.is(await form.getByRole('textbox', { name: 'Firm Name' }).inputValue(), 'Acme Insurance Agency LLC');
    assert.equal(
      [
        await form.getByRole('textbox', { name: 'Address Line 1' }).inputValue(),
        await form.getByRole('textbox', { name: 'City' }).inputValue(),
        await form.getByRole('combobox', { name: 'State' }).inputValue(),
        await form.getByRole('textbox', { name: 'ZIP Code' }).inputValue(),
      ],
      ['100 Main St', 'Dallas', 'TX', '75201'],
    );
    const save = form.getByRole('button', { name: 'Save and continue' });
    await save.click();
    // The terms were accepted when signing in: not asked again, so not in the summary.
    await expectSummary(page, ['First Name is a required field', 'Last Name is a required field']);
    // Switching to "Myself": the summary no longer lists the fields that left the page.
    await form.getByRole('radio', { name: /^Myself/ }).check();
    assert.equal(await page.getByRole('group', { name: 'There is a problem' }).getByRole('link').allTextContents(), []);
    await check(page, 'submitter switched to myself');
    await form.getByRole('radio', { name: /^Someone else/ }).check();
    await save.click();
    await expectSummary(page, ['First Name is a required field', 'Last Name is a required field']);
    await page.waitForFunction(() => document.title === 'Error: Who is submitting - LicenseHub');
    await check(page, 'submitter with errors');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Dana 2');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
    await form.getByRole('textbox', { name: 'Email' }).fill('dana@acme');
    await form.getByRole('textbox', { name: 'Phone' }).fill('');
    await save.click();
    await page.getByRole('link', { name: 'First Name may only contain letters, periods and hyphens' }).waitFor();
    await page.getByRole('link', { name: 'Email is not valid' }).waitFor();
    await page.getByRole('link', { name: 'Phone is a required field' }).waitFor();
    await form.getByRole('textbox', { name: 'First Name' }).fill('Dana');
    await form.getByRole('textbox', { name: 'Email' }).fill('dana@acme-agency.example.com');
    await form.getByRole('textbox', { name: 'Phone' }).pressSequentially('2145550100');

    // Canada: the province and the Canadian postal-code rule.
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
    await form.getByRole('combobox', { name: 'Province' }).waitFor();
    assert.is(await form.getByRole('textbox', { name: 'ZIP Code' }).count(), 0);
    await form.getByRole('textbox', { name: 'Address Line 1' }).fill('1 Bay St');
    await form.getByRole('textbox', { name: 'City' }).fill('Toronto');
    await form.getByRole('textbox', { name: 'Postal Code' }).fill('Z5J 2N8');
    await expectTermsAcceptedAtSignIn(form);
    await save.click();
    await expectSummary(page, ['Province is a required field', 'Postal Code is not valid']);
    await check(page, 'submitter in Canada');
    await expectNoSidewaysScrollAt320(page, 'submitter');

    // Back to the US: ZIP 00000 is no ZIP code; "100 Main St" with a ZIP code none of its places
    // has (73301) has several matches; the user chooses one.
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
    await form.getByRole('textbox', { name: 'Address Line 1' }).fill('100 Main St');
    await form.getByRole('textbox', { name: 'City' }).fill('Austin');
    await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await form.getByRole('textbox', { name: 'ZIP Code' }).fill('00000');
    await save.click();
    await expectSummary(page, ['ZIP Code is not valid: no address has this ZIP code']);
    await form.getByRole('textbox', { name: 'ZIP Code' }).fill('73301');
    await save.click();
    const choice = page.getByRole('region', { name: 'Choose the address' });
    await choice.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Choose the address');
    const candidates = await choice.getByRole('radio').count();
    assert.ok(candidates >= 3, `${candidates} candidates`);
    await check(page, 'submitter several matches');
    await choice.getByRole('radio', { name: '100 Main St, Tulsa, OK, 74103' }).check();
    await choice.getByRole('button', { name: 'Use the chosen address' }).click();

    // Attestation.
    await h1(page, 'Attestation');
    await page.getByText('Read each statement carefully').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Confirm that the statements are true to continue' }).waitFor();
    await check(page, 'attestation with error');
    await page.getByRole('checkbox', { name: 'I confirm that the statements above are true' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Verification contact: one question, the submitter's contact the first choice (not the submitter page again).
    await h1(page, 'Verification contact');
    await page.getByRole('radio', { name: /^Use the submitter’s contact: / }).waitFor();
    await check(page, 'verification contact');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Validation, then submit with a full page load (the marker set on this document disappears).
    await h1(page, 'Check for problems');
    await page.getByText('No problems found').waitFor();
    await check(page, 'validation');
    await page.evaluate(() => ((globalThis as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Submit your application');
    assert.is(await page.evaluate(() => (globalThis as unknown as { __sameDocument?: boolean }).__sameDocument), undefined, 'submit was loaded afresh');
    await check(page, 'submit');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The sandbox's payment page for this flow; Pay returns to the order's confirmation, focused on its heading.
    await page.waitForURL(new RegExp(`/my-licensehub/payment/${flowId}\\.htm$`));
    await page.getByRole('heading', { level: 1, name: 'Pay for your producer license application' }).waitFor();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/order-history\/LH\d+\/confirmation$/);
    await h1(page, 'Payment received');
    const orders = () => acme.get('/orders.json').then((r) => (r.body as { orderSummaries: Array<{ orderCode: string }> }).orderSummaries);
    const after = await orders();
    assert.is(after.length, ordersBefore + 1);
    const orderCode = must(after[0], 'the new order').orderCode;
    await page.getByText(orderCode, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'What happens next' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Payment received');
    await check(page, 'confirmation');

    // Returning twice, reloading the return page, or paying the flow again creates no second order.
    await page.reload();
    await h1(page, 'Payment received');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /Payment received|Pay for your/ }).waitFor();
    // The pay route leaves at once for the payment page: wait for the address only, not for the page to load.
    await page.goto(`${e.app}/flows/${flowId}/pay`, { waitUntil: 'commit' });
    await page.waitForURL(new RegExp(`/my-licensehub/payment/${flowId}\\.htm$`));
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    assert.is(await page.getByRole('button', { name: /^Pay \$/ }).count(), 0);
    assert.is((await orders()).length, ordersBefore + 1);
  },
);

t('Alice walks the shared screens with the keyboard alone (no mouse call), submitting for herself, to the payment page', async () => {
  const flowId = await savedFlow(alice, {
    productType: 'PRODUCER_LICENSING',
    applicationType: 'NEW',
    residencyType: 'NONRESIDENT',
    basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
    states: [{ stateCode: 'AZ', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE', 'AH'] }] }],
  });
  const { page } = await e.newPage();
  await page.goto(`${e.app}/identify-licensee`);
  await tabTo(page, 'Individual');
  await page.keyboard.press('Space');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await arriveAt(page, /Search details/);
  // The search types are one radio group, one Tab stop: the arrow keys choose within it.
  await tabTo(page, 'License Number');
  for (let i = 0; i < 3 && (await focusedName(page)) !== 'National Producer Number (NPN)'; i++) await page.keyboard.press('ArrowDown');
  await tabTo(page, 'Last Name');
  await page.keyboard.type('Morgan');
  await tabTo(page, 'National Producer Number (NPN)');
  await page.keyboard.type('1000001');
  await tabTo(page, 'I accept the use agreement');
  await page.keyboard.press('Space');
  await tabTo(page, 'Submit');
  await page.keyboard.press('Enter');
  await arriveAt(page, 'User Menu');

  await page.goto(`${e.app}/flows/${flowId}/review`);
  await page.getByRole('heading', { level: 2, name: 'Personal details' }).waitFor();
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await arriveAt(page, 'Who is submitting');
  const form = page.getByRole('form', { name: 'Submitter' });
  assert.ok(await form.getByRole('radio', { name: 'Myself' }).isChecked());
  // The terms were accepted when signing in: nothing to tick, Save and continue saves.
  await expectTermsAcceptedAtSignIn(form);
  await expectNoAxeViolations(page, 'submitter for myself');
  await tabTo(page, /^Save and continue$/i);
  await page.keyboard.press('Enter');
  await arriveAt(page, 'Attestation');
  await tabTo(page, 'I confirm that the statements above are true');
  await page.keyboard.press('Space');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await arriveAt(page, 'Verification contact');
  await page.getByRole('radio', { name: /^Use the submitter’s contact: / }).waitFor();
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText('No problems found').waitFor();
  // Nothing to fix: the heading has focus, as on every page change, and the result is announced; Continue to submit is next.
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement === document.querySelector('main h1'));
  await tabTo(page, 'Continue to submit');
  await page.keyboard.press('Enter');
  await h1(page, 'Submit your application'); // a full page load: the browser's own focus start
  await tabTo(page, /^Continue to payment$/i);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/my-licensehub/payment/${flowId}\\.htm$`));
  await page.getByRole('heading', { level: 1, name: 'Pay for your producer license application' }).waitFor();
});

t('address search on the submitter: Enter in the field finds US addresses without submitting; choosing one with the keyboard fills the fields', async () => {
  const flowId = await savedFlow();
  const { page } = await e.newPage();
  await signInAsAcme(page, e.app);
  await page.goto(`${e.app}/flows/${flowId}/submitter`); // a full page load: the browser's own focus start
  await h1(page, 'Who is submitting');
  const form = page.getByRole('form', { name: 'Submitter' });
  await tabTo(page, 'Find the address');
  await page.keyboard.type('main st');
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: /addresses found/ });
  await status.waitFor();
  assert.match(must(await status.textContent(), 'the status line'), /^\d+ addresses found\. Choose one to fill in the address\.$/);
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status'); // the answer is read first
  assert.is(await page.getByRole('group', { name: 'There is a problem' }).count(), 0, 'Enter searched; the form was not submitted');
  const found = page.getByRole('list', { name: 'Addresses found' });
  assert.ok((await found.getByRole('button').count()) >= 3);
  await check(page, 'submitter address search');
  await tabTo(page, '100 Main St, Tulsa, OK, 74103');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'submitter-address1');
  assert.is(await form.getByRole('textbox', { name: 'City' }).inputValue(), 'Tulsa');
  assert.is(await form.getByRole('combobox', { name: 'State' }).inputValue(), 'OK');
  assert.is(await form.getByRole('textbox', { name: 'ZIP Code' }).inputValue(), '74103');
  await page.getByRole('status').filter({ hasText: 'The address fields now hold 100 Main St, Tulsa, OK, 74103.' }).waitFor();
  await expectNoAxeViolations(page, 'submitter with a found address');
  // Nothing typed, nothing searched and nothing said: no validation on the search.
  await form.getByRole('searchbox', { name: 'Find the address' }).fill('');
  await form.getByRole('button', { name: 'Find' }).click();
  assert.is(await page.getByRole('group', { name: 'There is a problem' }).count(), 0);
});

t.run();
