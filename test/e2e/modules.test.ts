/**
 * The modules of a flow end to end (docs/portal.md §Modules) against
 * the sandbox: Alice's Arizona + Georgia application, created through the API (the wizard has its
 * own test), filled module by module with every component kind of the sandbox's configuration,
 * a refused Submit (the core's messages), a 200 with the registry's errors that typing clears,
 * the step list, browser Back / Forward and Reload, and the review address at the end (the
 * resume landing is in resume-incomplete.test.ts). One page
 * session walks the whole journey (e2e time is scarce); axe runs on each module and each error
 * state, and at 320 px no module scrolls sideways. With SCREENSHOTS=1 each module is saved at
 * 1280 and 375 px wide.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { AZ_AND_GA } from '../sandbox/journeys/requests';
import { screenshot } from './screenshot';
import { expectNoAxeViolations, startE2E, type E2E } from './harness';
import { targetHeights } from './screens';
import { signInAsAlice } from './sign-in';

let e: E2E;

/** Alice's Arizona + Georgia flow, created as the wizard would (PUT /flows.json). */
async function createFlow(sandboxUrl: string): Promise<string> {
  const api = `${sandboxUrl}/my-licensehub/api`;
  const identified = await fetch(`${api}/identify.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001', useAgreementAccepted: true }),
  });
  const authorization = identified.headers.get('Authorization');
  assert.ok(authorization, `identify answered ${identified.status} without a token`);
  const created = await fetch(`${api}/flows.json`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(AZ_AND_GA),
  });
  assert.is(created.status, 200);
  return ((await created.json()) as { flowId: string }).flowId;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const main = (page: Page) => page.getByRole('main');
const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps of your application' });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const moduleParam = (page: Page) => new URL(page.url()).searchParams.get('module');

/** axe, screenshots at 1280 and 375, touch targets of 44 px at 375, no sideways scroll at 320; back to 1280 after. */
async function checkModule(page: Page, name: string) {
  await expectNoAxeViolations(page, `module ${name}`);
  await screenshot(page, `modules-${name}`);
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 812 });
    if (width === 375) {
      await screenshot(page, `modules-${name}`);
      const small = (await targetHeights(page)).filter((t) => t.height < 44).map((t) => `${t.target} ${t.height.toFixed(1)}px`);
      assert.equal(small, [], `targets under 44 px on module ${name}`);
    }
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    assert.ok(scrollWidth <= innerWidth, `module ${name} is ${scrollWidth}px wide at ${innerWidth}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The error summary took focus and lists `message`. */
async function expectSummary(page: Page, message: string) {
  const summary = main(page).getByRole('group', { name: 'There is a problem' });
  await summary.getByRole('link', { name: message }).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'group');
  assert.match(await page.title(), /^Error: /);
}

test.before(async () => {
  e = await startE2E();
});
test.after(async () => {
  await e?.close();
});

test("Alice fills every module of her Arizona + Georgia application, with a refused Submit, the registry's errors, Back, Forward and Reload, and reaches the review", async () => {
  const started = Date.now();
  const flowId = await createFlow(e.sandbox.url);
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);

  // The address without a module opens the first one, and says so in the address.
  await page.goto(`${e.app}/flows/${flowId}/modules`);
  await heading(page, 'Personal details');
  assert.is(moduleParam(page), 'biographic');
  assert.is(await steps(page).locator('[aria-current="step"]').textContent(), '1. Personal details');
  assert.is(await steps(page).getByRole('listitem').first().locator('span').last().textContent(), 'In progress');
  assert.is(await steps(page).getByRole('link').count(), 0, 'no earlier step to go back to');
  await main(page).getByText('Enter your legal name exactly as it appears on your government-issued ID.').waitFor();

  // Biographic: what the registry knows is filled in; defaults; the disabled group; the sensitive field.
  assert.is(await page.getByRole('textbox', { name: 'First Name', exact: true }).inputValue(), 'Alice');
  assert.is(await page.getByRole('textbox', { name: 'National Producer Number (NPN)', exact: true }).isDisabled(), true);
  const ssn = page.getByLabel('Social Security Number (SSN)');
  assert.is(await ssn.getAttribute('type'), 'password');
  assert.is(await ssn.isDisabled(), true);
  assert.is(await page.getByRole('combobox', { name: 'Preferred contact method' }).inputValue(), 'EMAIL');
  // The email and phone on file, the ones the submitter starts from: contact details from one source.
  assert.is(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue(), 'alice.morgan@example.com');
  assert.is(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue(), '(512) 555-0134');
  await page.getByText('As it appears on your government-issued ID.', { exact: true }).waitFor();
  await checkModule(page, 'biographic');

  // A refused Submit: the core's messages, in the summary and at the fields; nothing sent.
  await page.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('13/45/1880');
  await saveAndContinue(page);
  await expectSummary(page, 'Date of Birth must be a valid date (MM/DD/YYYY)');
  await main(page).getByRole('link', { name: 'Gender is a required field' }).waitFor();
  await expectNoAxeViolations(page, 'module biographic with errors');
  await screenshot(page, 'modules-biographic-errors');
  assert.is(moduleParam(page), 'biographic');

  await page.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('04121986');
  assert.is(await page.getByRole('textbox', { name: 'Date of Birth', exact: true }).inputValue(), '04/12/1986', 'the mask lays out the digits');
  await page.getByRole('radio', { name: 'Female' }).check();
  // OR: a text alert makes the phone required; choosing Phone as well keeps it so.
  await page.getByRole('checkbox', { name: 'Text me about my application' }).check();
  await page.getByRole('combobox', { name: 'Preferred contact method' }).selectOption('PHONE');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('');
  await saveAndContinue(page);
  await expectSummary(page, 'Phone is a required field');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('5125550134');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('alice.morgan@example.com');
  await saveAndContinue(page);

  // Residence address: select with the reference states, zipCode, conditional group (AND).
  await heading(page, 'Residence address');
  assert.is(moduleParam(page), 'residence-address');
  assert.is(await steps(page).getByRole('link', { name: '1. Personal details' }).count(), 1);
  assert.is(await page.getByRole('combobox', { name: 'Country' }).inputValue(), 'US');
  await page.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('200 W Washington St');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Phoenix');
  await page.getByRole('combobox', { name: 'State' }).selectOption('AZ');
  await page.getByRole('textbox', { name: 'Zip Code', exact: true }).fill('85003');
  assert.is(await page.getByRole('heading', { name: 'Previous address' }).count(), 0);
  await page.getByRole('radio', { name: 'Less than 3' }).check();
  await page.getByRole('heading', { level: 2, name: 'Previous address' }).waitFor();
  await page.getByRole('textbox', { name: 'Previous Address Line 1', exact: true }).fill('1600 Congress Ave');
  await page.getByRole('textbox', { name: 'Previous City', exact: true }).fill('Austin');
  await page.getByRole('textbox', { name: 'Previous Zip Code', exact: true }).fill('78701');
  await checkModule(page, 'residence-address');

  // Browser Back and Forward keep what was typed; the step link saves valid data first.
  await steps(page).getByRole('link', { name: '1. Personal details' }).click();
  await heading(page, 'Personal details');
  assert.is(await page.getByRole('textbox', { name: 'Date of Birth', exact: true }).inputValue(), '04/12/1986');
  await page.goBack();
  await heading(page, 'Residence address');
  assert.is(await page.getByRole('textbox', { name: 'City', exact: true }).inputValue(), 'Phoenix');
  await page.goForward();
  await heading(page, 'Personal details');
  await page.goBack();
  await heading(page, 'Residence address');
  // Reload: the module stays, with what was saved.
  await page.reload();
  await heading(page, 'Residence address');
  assert.is(await page.getByRole('textbox', { name: 'Previous City', exact: true }).inputValue(), 'Austin');

  // The registry refuses what the portal accepted (a rule it has and the portal did not load):
  // a 200 with errors, shown at the field and in the summary; typing clears them.
  await e.sandbox.db.query(
    `UPDATE module_configs SET components = jsonb_set(components, '{3,validation,regex}', '"^[A-Z ]+$"') WHERE path = 'residence-address'`,
  );
  await saveAndContinue(page);
  await expectSummary(page, 'City is not valid');
  const city = page.getByRole('textbox', { name: 'City', exact: true });
  assert.is(await city.getAttribute('aria-invalid'), 'true');
  await expectNoAxeViolations(page, 'module residence-address with the registry errors');
  await screenshot(page, 'modules-residence-address-registry-errors');
  await e.sandbox.db.query(`UPDATE module_configs SET components = components #- '{3,validation,regex}' WHERE path = 'residence-address'`);
  await city.fill('Phoenix ');
  await main(page).getByRole('group', { name: 'There is a problem' }).waitFor({ state: 'detached' });
  await city.fill('Phoenix');
  await saveAndContinue(page);

  // Background questions: header, supplemental and answer texts, a comment shown and required by the answer.
  await heading(page, 'Background questions');
  await page.getByRole('heading', { level: 2, name: 'Criminal history' }).waitFor();
  await page.getByText('Include convictions that were expunged or sealed.').waitFor();
  // A legal declaration starts unanswered, and each explanation box shows only once its question is answered Yes.
  const childSupport = page.getByRole('group', { name: 'Are you more than 12 months behind on child support?' });
  assert.equal(
    [await childSupport.getByRole('radio', { name: 'Yes' }).isChecked(), await childSupport.getByRole('radio', { name: 'No' }).isChecked()],
    [false, false],
  );
  for (const box of ['Felony explanation', 'Regulatory action explanation'])
    assert.is(await page.getByRole('textbox', { name: box, exact: true }).count(), 0, `${box}: hidden before an answer`);
  await childSupport.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: 'Have you ever been convicted of a felony?' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Felony explanation', exact: true }).fill('Too short');
  const regulatory = page.getByRole('group', { name: 'Has an insurance regulator ever taken action against you?' });
  await regulatory.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Regulatory action explanation', exact: true }).waitFor();
  await regulatory.getByRole('radio', { name: 'No' }).check();
  assert.is(await page.getByRole('textbox', { name: 'Regulatory action explanation', exact: true }).count(), 0, 'No hides the comment');
  await saveAndContinue(page);
  await expectSummary(page, 'Felony explanation must be at least 20 characters');
  await page.getByRole('textbox', { name: 'Felony explanation', exact: true }).fill('Speeding ticket, 2009, Travis County court, fine paid.');
  await checkModule(page, 'background-questions');
  await saveAndContinue(page);

  // Employment history: a list with rows added and removed, a checkbox hiding a field in its row,
  // and a DISABLE_ADD list whose two rows are fixed.
  await heading(page, 'Employment history');
  await main(page).getByText('No entries yet.').waitFor();
  await page.getByRole('button', { name: 'Add to Employment history' }).click();
  await page.getByRole('group', { name: 'Employment history 1' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'module-employers-0-employer');
  const first = page.getByRole('group', { name: 'Employment history 1' });
  await first.getByRole('textbox', { name: 'Employer', exact: true }).fill('Lone Star Mutual');
  await first.getByRole('textbox', { name: 'Position', exact: true }).fill('Agent');
  await first.getByRole('textbox', { name: 'Start Date', exact: true }).fill('01052015');
  await first.getByRole('textbox', { name: 'End Date', exact: true }).waitFor();
  await first.getByRole('checkbox', { name: 'I still work here' }).check();
  assert.is(await first.getByRole('textbox', { name: 'End Date', exact: true }).count(), 0);
  await page.getByRole('button', { name: 'Add to Employment history' }).click();
  await page.getByRole('group', { name: 'Employment history 2' }).waitFor();
  await page.getByRole('button', { name: 'Remove Employment history 2' }).click();
  await page.getByRole('group', { name: 'Employment history 2' }).waitFor({ state: 'detached' });
  assert.is(await page.getByRole('button', { name: 'Add to Professional references' }).count(), 0, 'DISABLE_ADD: no Add');
  assert.is(await page.getByRole('button', { name: /^Remove Professional reference/ }).count(), 0, 'DISABLE_ADD: the rows are fixed');
  // Both references empty: the summary says which reference each message is about, before the spec's message.
  await saveAndContinue(page);
  await expectSummary(page, 'Professional reference 1: Reference Name is a required field');
  await main(page).getByRole('link', { name: 'Professional reference 2: Reference Name is a required field' }).waitFor();
  await page.getByRole('group', { name: 'Professional reference 2' }).getByText('Reference Name is a required field', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'module employment history with errors in two rows');
  await screenshot(page, 'modules-employment-history-row-errors');
  for (const [i, name, phone] of [
    [1, 'Maria Lopez', '5125550199'],
    [2, 'Tom Reed', '4055550123'],
  ] as const) {
    const row = page.getByRole('group', { name: `Professional reference ${i}` });
    await row.getByRole('textbox', { name: 'Reference Name', exact: true }).fill(name);
    await row.getByRole('textbox', { name: 'Reference Phone', exact: true }).fill(phone);
  }
  await checkModule(page, 'employment-history');
  // Back: the previous module, saved first.
  await page.getByRole('button', { name: 'Back' }).click();
  await heading(page, 'Background questions');
  await page.goBack();
  await heading(page, 'Employment history');
  assert.is(
    await page.getByRole('group', { name: 'Employment history 1' }).getByRole('textbox', { name: 'Employer', exact: true }).inputValue(),
    'Lone Star Mutual',
  );

  // The last module goes to the review.
  await saveAndContinue(page);
  await page.waitForURL(new RegExp(`/flows/${flowId}/review$`));
  console.log(`  modules journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.run();
