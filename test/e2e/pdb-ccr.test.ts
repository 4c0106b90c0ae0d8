/**
 * The PDB detail report and the contact change review end to end against the sandbox (docs/portal.md §Contact change
 * PDB report and CCR routes, §Contact change, §PDB report "PDB status polling", §Calls, "Unexpected ccr review
 * response", §PDB report). Two long page sessions, axe-core on every portal screen state
 * reached, each screen also checked at 375 px (screenshots with SCREENSHOTS=1) and 320 px (no
 * sideways scrolling).
 *
 * The status page runs the production schedule (at once, then every 5 s). The sandbox answers 404
 * to the first three status requests of a flow; the browser's clock is Playwright's, moved on five
 * seconds at a time, so the test waits for no real timer and still exercises the real timers of
 * the page (RxJS on the Clock port's scheduler).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { SCREENSHOTS } from './screenshot';
import { expectNoAxeViolations, startE2E, type E2E, h1 } from './harness';
import { signInAsAlice } from './sign-in';
import { CCR_REVIEW_FAILED_TITLE } from '../../core/use-cases/ccr/review-load';
import { confirmed, expectTermsAcceptedAtSignIn } from './finish-journey';
import { targetHeights } from './screens';
import { must } from '../must';

const t = suite('e2e PDB detail report and contact change');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

/**
 * Like screenshot.ts, without waiting for animations to end: the status page's spinner turns
 * as long as the report is being prepared, and these pages open no dialog.
 */
async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `screenshots/${name}-${page.viewportSize()?.width ?? 1280}.png`, fullPage: true });
}

/** axe at 1280 px, then the same state at 375 px (axe again: the phone layout differs; touch targets 44 px) and 320 px (no sideways scroll). */
async function checkScreen(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  await screenshot(page, `pdb-ccr-${name}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page, `${name} at 375 px`);
  const small = (await targetHeights(page)).filter((target) => target.height < 44);
  assert.equal(small, [], `targets under 44 px on ${name}`);
  await screenshot(page, `pdb-ccr-${name}`);
  await page.setViewportSize({ width: 320, height: 640 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${name} is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const statusRegion = (page: Page) => page.getByRole('main').getByRole('status');

t(
  'PDB report: info page from the metadata, Continue creates the report flow, the status page polls (404 three times, left and come back to), then the payment page',
  async () => {
    const { page } = await e.newPage();
    await signInAsAlice(page, e.app);
    await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'PDB detail report' }).click();
    await h1(page, 'Get your producer database detail report');
    const facts = page.getByRole('main').locator('dl');
    await facts.getByText('Texas', { exact: true }).waitFor();
    await facts.getByText('$20.00').waitFor();
    await facts.getByText('11/19/2026').waitFor();
    assert.is(await page.title(), 'Get your producer database detail report - LicenseHub');
    await checkScreen(page, 'pdb-info');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/pdb-report\/[A-Za-z0-9-]+\/submitter$/);
    const flowId = must(new URL(page.url()).pathname.split('/')[4], 'the flow id in the address');

    // The shared screens of the PDB-REPORT type: submitter, attestation, submit (a full page load);
    // "Request the report" leads to the status page. While axe looks at that page (it needs the
    // page's timers running), the sandbox's fault injection keeps answering 404, so the report
    // stays "being prepared" and its count untouched.
    await h1(page, 'Who is submitting');
    const submitter = page.getByRole('form', { name: 'Submitter' });
    assert.ok(await submitter.getByRole('radio', { name: 'Myself' }).isChecked());
    await expectTermsAcceptedAtSignIn(submitter);
    await submitter.getByRole('button', { name: 'Save and continue' }).click();
    await h1(page, 'Attestation');
    await page.getByRole('checkbox', { name: 'I confirm that the statements above are true' }).check();
    // The submit path is loaded afresh (docs/portal.md §Contact change): wait for that load, not just the address.
    const submitLoaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Continue' }).click();
    await submitLoaded;
    await page.waitForURL(new RegExp(`/pdb-report/${flowId}/submit$`));
    await page.getByRole('button', { name: 'Request the report' }).waitFor();
    await expectNoAxeViolations(page, 'PDB report submit');
    const status = '/pdb-report-status.json';
    e.sandbox.controls.setFaults([{ method: 'POST', path: status, status: 404 }]);
    await page.getByRole('button', { name: 'Request the report' }).click();
    await page.waitForURL(new RegExp(`/pdb-report/${flowId}/status$`));
    await h1(page, 'Preparing your PDB detail report');
    await page.close();

    // The waiting, on a tab with Playwright's clock (a fake clock also replaces the `performance`
    // that tells the submit page where its document was loaded, so it is not used above): time
    // flows as usual until the test moves it on.
    // Its own browser context: a clock belongs to the context, and the next test's pages share this file's.
    const { page: waiting } = await e.newPage(undefined, { isolated: true });
    await waiting.clock.install();
    await signInAsAlice(waiting, e.app);
    await waiting.goto(`${e.app}/pdb-report/${flowId}/status`);
    await continueOnStatusPage(waiting, flowId);
  },
);

/** The status page of a report being prepared: polling, leaving and coming back, then the payment page. */
async function continueOnStatusPage(page: Page, flowId: string) {
  await h1(page, 'Preparing your PDB detail report');
  await page.getByText('Checked 1 time. The next check is in 5 seconds.').waitFor();
  assert.is(await statusRegion(page).textContent(), 'Your report is being prepared.');
  assert.is(await page.evaluate(() => document.activeElement?.closest('[role=status]') ?? null), null, 'the status region does not take focus');
  await checkScreen(page, 'pdb-status');

  // From now on the page's time moves only when the test moves it. Left and come back to: the
  // page checks again at once, then every 5 s; the sandbox answers 404 three times, then ready.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('link', { name: 'Go to the User Menu' }).click();
  await h1(page, 'User Menu');
  e.sandbox.controls.clearFaults();
  await page.goBack();
  await h1(page, 'Preparing your PDB detail report');
  await page.getByText('Checked 1 time. The next check is in 5 seconds.').waitFor();
  await page.clock.fastForward(4000);
  assert.is(await page.getByText('Checked 1 time.', { exact: false }).count(), 1, 'no second check before 5 s');
  await page.clock.fastForward(1000);
  await page.getByText('Checked 2 times. The next check is in 5 seconds.').waitFor();
  await page.clock.fastForward(5000);
  await page.getByText('Checked 3 times. The next check is in 5 seconds.').waitFor();
  await page.clock.fastForward(5000);
  await page.waitForURL(new RegExp(`/my-licensehub/payment/detail-report/${flowId}\\.htm$`));
  await h1(page, /^Pay for your /);
  await page.clock.resume();
  await expectNoAxeViolations(page, 'the detail report payment page');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  // The report is delivered as sold: the confirmation names it, and its page shows the demographics, licenses and appointments.
  await h1(page, 'Payment received');
  await page.getByText('Your report is ready: read it now, or later from your order history.', { exact: false }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'What you bought' }).waitFor();
  await page.getByRole('button', { name: 'Download order details (PDF)' }).waitFor();
  await expectNoAxeViolations(page, 'the detail report confirmation');
  await page.getByRole('link', { name: 'Read your report' }).click();
  await h1(page, 'Your producer database detail report');
  for (const section of ['Demographics', 'Licenses', 'Appointments']) await page.getByRole('heading', { level: 2, name: section }).waitFor();
  await page.getByText(/as the registry held it on .*, when you bought the report\.$/).waitFor();
  await page.getByText('Lone Star Mutual Insurance Company').first().waitFor();
  await expectNoAxeViolations(page, 'the detail report page');
}

/** Signs in through the API as Alice and creates a contact change with the module data saved. */
async function contactChangeWithChanges(): Promise<string> {
  const api = `${e.sandbox.url}/my-licensehub/api`;
  const identify = await fetch(`${api}/identify.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001', useAgreementAccepted: true }),
  });
  const token = identify.headers.get('authorization');
  assert.ok(token, 'signed in through the API');
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${api}${path}`, { method, headers: { 'Content-Type': 'application/json', Authorization: token! }, body: JSON.stringify(body) });
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`);
    return res;
  };
  const { flowId } = (await (await call('PUT', '/flows.json', { productType: 'CONTACT_CHANGE' })).json()) as { flowId: string };
  await call('PUT', `/flows/${flowId}/modules/residence-address.json`, {
    country: 'US',
    addressLine1: '1100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    yearsAtAddress: '3_OR_MORE',
  });
  await call('PUT', `/flows/${flowId}/modules/contact-details.json`, { email: 'alice.morgan@example.com', phone: '(512) 555-0199' });
  return flowId;
}

t(
  'CCR: the resume route and the landing list the steps; the review shows the changed address and phone marked "Changed"; Continue goes to the submitter; a 500 on the review is the review’s failure, and Try again shows it',
  async () => {
    const flowId = await contactChangeWithChanges();
    const { page } = await e.newPage();
    await signInAsAlice(page, e.app);

    // Changes saved: both addresses say it is a contact change to continue, with each step's status.
    await page.goto(`${e.app}/ccr/${flowId}/resume-ccr`);
    await h1(page, 'Continue your contact change');
    const tasks = page.getByRole('navigation', { name: 'Steps of your contact change' });
    await tasks.getByRole('listitem').filter({ hasText: 'Contact details' }).filter({ hasText: 'Completed' }).waitFor();
    await tasks.getByRole('listitem').filter({ hasText: 'Who is submitting' }).filter({ hasText: 'In progress' }).waitFor();
    await page.getByText(/^The fee for this contact change is \$\d+\.\d\d\. You pay it at the end/).waitFor();
    await checkScreen(page, 'ccr-resume');
    await page.goto(`${e.app}/ccr/${flowId}`);
    await h1(page, 'Continue your contact change');
    await checkScreen(page, 'ccr-landing');

    await page.goto(`${e.app}/ccr/${flowId}/review`);
    await h1(page, 'Review your contact changes');
    const table = page.getByRole('table', { name: 'Your contact details by state' });
    assert.equal(await table.getByRole('columnheader').allTextContents(), ['State', 'Residence', 'Mailing']);
    const texas = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'TX' }) });
    const residence = texas.getByRole('cell').first();
    const items = await residence.locator('xpath=./div/div').allTextContents();
    assert.equal(items, ['Address1100 Congress Ave, Austin, TX, 78701Changed', 'Emailalice.morgan@example.com', 'Phone(512) 555-0199Changed']);
    await page.getByText('You changed 2 items: Residence address and residence phone.', { exact: false }).waitFor();
    await checkScreen(page, 'ccr-review');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/ccr/${flowId}/submitter$`));

    e.sandbox.controls.setFaults([{ method: 'GET', path: `/review/ccr/${flowId}.json`, status: 500, times: 1 }]);
    await page.goto(`${e.app}/ccr/${flowId}/review`);
    await h1(page, 'Review your contact changes');
    await page.getByText(CCR_REVIEW_FAILED_TITLE).waitFor();
    await expectNoAxeViolations(page, 'the review failure after a 500 on the CCR review');
    e.sandbox.controls.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('table', { name: 'Your contact details by state' }).waitFor();
  },
);

t(
  'CCR end to end: Alice starts a contact change from the user menu, changes her phone and mailing address, sees both marked on review, has the submitter address verified (one match) and reaches the payment page',
  async () => {
    const { page } = await e.newPage();
    await signInAsAlice(page, e.app);
    // The menu entry starts the contact change at once (no product page): the new flow opens at
    // the contact-change resume route (PUT /flows.json).
    await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Change your contact details' }).click();
    await page.waitForURL(/\/ccr\/[^/]+\/resume-ccr$/);
    // A first visit: nothing is saved yet, and the page does not say it is; the fee comes first.
    await h1(page, 'Change your contact details');
    assert.not.match(await page.getByRole('main').innerText(), /saved|Pick up where you left off/);
    await page.getByText(/^The fee for this contact change is \$\d+\.\d\d\./).waitFor();
    const steps = page.getByRole('navigation', { name: 'Steps of your contact change' });
    await steps.getByRole('listitem').first().filter({ hasText: 'In progress' }).waitFor();
    await checkScreen(page, 'ccr-first-visit');
    const flowId = must(new URL(page.url()).pathname.split('/')[4], 'the flow id in the address');
    await page.getByRole('main').getByRole('button', { name: 'Start' }).click();

    // Each module starts from the contact points on file: nothing to retype.
    await h1(page, 'Residence address');
    assert.equal(
      [
        await page.getByRole('textbox', { name: 'Address Line 1', exact: true }).inputValue(),
        await page.getByRole('textbox', { name: 'City', exact: true }).inputValue(),
        await page.getByRole('combobox', { name: 'State' }).inputValue(),
        await page.getByRole('textbox', { name: 'Zip Code', exact: true }).inputValue(),
      ],
      ['1600 Congress Ave', 'Austin', 'TX', '78701'],
    );
    await page.getByRole('radio', { name: '3 or more' }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await h1(page, 'Contact details');
    assert.is(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue(), 'alice.morgan@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('5125550199');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await h1(page, 'Mailing address');
    await expectNoAxeViolations(page, 'CCR mailing address module');
    await page.getByRole('textbox', { name: 'Mailing Address Line 1', exact: true }).fill('PO Box 1200');
    await page.getByRole('textbox', { name: 'Mailing Address Line 2', exact: true }).fill('');
    await page.getByRole('textbox', { name: 'Mailing City', exact: true }).fill('Austin');
    await page.getByRole('combobox', { name: 'Mailing State' }).selectOption('TX');
    await page.getByRole('textbox', { name: 'Mailing Zip Code', exact: true }).fill('78767');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.waitForURL(new RegExp(`/ccr/${flowId}/review$`));
    await h1(page, 'Review your contact changes');
    const texas = page
      .getByRole('table', { name: 'Your contact details by state' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'TX' }) });
    await texas.getByText('PO Box 1200, Austin, TX, 78767').waitFor();
    const cells = await texas.getByRole('cell').allTextContents();
    assert.match(cells[0] ?? '', /Phone\(512\) 555-0199Changed/);
    assert.match(cells[1] ?? '', /PO Box 1200, Austin, TX, 78767Changed/);
    await expectNoAxeViolations(page, 'CCR review with the phone and mailing address changed');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The submitter, for herself first: the contact she gave in this contact change (the new
    // phone, not the one being replaced), listed, not asked again.
    await h1(page, 'Who is submitting');
    const form = page.getByRole('form', { name: 'Submitter' });
    await form.getByText('You gave this email and phone number earlier in this contact change.').waitFor();
    assert.equal(await form.getByRole('definition').allTextContents(), ['alice.morgan@example.com', '(512) 555-0199']);
    await expectNoAxeViolations(page, 'CCR submitter with the contact given in the contact change');
    // For someone else: the address the registry's service verifies, one match.
    await form.getByRole('radio', { name: /^Someone else/ }).check();
    await form.getByRole('textbox', { name: 'Firm Name' }).fill('Morgan Family Office');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Dana');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
    await form.getByRole('textbox', { name: 'Address Line 1' }).fill('1600 congress ave');
    await form.getByRole('textbox', { name: 'City' }).fill('Austin');
    await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await form.getByRole('textbox', { name: 'ZIP Code' }).fill('78701');
    await form.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).pressSequentially('5125550100');
    await expectTermsAcceptedAtSignIn(form);
    await form.getByRole('button', { name: 'Save and continue' }).click();
    const match = page.getByRole('region', { name: /address/i }).filter({ hasText: '1600 Congress Ave' });
    await match.waitFor();
    await expectNoAxeViolations(page, 'CCR submitter with one verified address');
    await match.getByRole('button', { name: /^Use this address/ }).click();
    await h1(page, 'Attestation');
    await page.getByRole('checkbox', { name: 'I confirm that the statements above are true' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Verification contact');
    await page.getByRole('radio', { name: /^Use the submitter’s contact: / }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('No problems found').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(new RegExp(`/my-licensehub/payment/${flowId}\\.htm$`));
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await confirmed(page, 'contact change');
  },
);

t.run();
