/**
 * Every journey's landing end to end against the sandbox (docs/portal.md §Shared flow steps
 * "Landing"): reached as a licensee reaches it (the user menu for a new name change, license
 * update, contact change and report; "Continue application" for a resumed application), each with
 * its own words, the fee named at the start, its task list and one action to the step in progress;
 * axe-core on each, at 1280 and 375 px (screenshots with SCREENSHOTS=1).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startE2E, type E2E, h1 } from './harness';
import { screenshot } from './screenshot';
import { signInAsAcme, signInAsAlice } from './sign-in';

const t = suite('e2e journey landings');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name });

/** The landing's parts, by role: the task list (a navigation named by its heading) with each step's status in words, and the fee sentence. */
async function checkLanding(page: Page, name: string, costs: RegExp, firstStatus: string) {
  const tasks = page.getByRole('navigation', { name: /^Steps of your / });
  await tasks.getByRole('listitem').first().waitFor();
  assert.match(await tasks.getByRole('listitem').first().innerText(), firstStatus);
  await page.getByRole('main').getByText(costs).waitFor();
  await expectNoAxeViolations(page, name);
  await screenshot(page, `landing-${name}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page, `${name} at 375 px`);
  await screenshot(page, `landing-${name}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

t('a new name change opens at its landing (the fee worked out per state, no figure), whose Start opens the name page', async () => {
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  await menuLink(page, 'Change your name').click();
  await h1(page, 'Start your name change');
  await page.waitForURL(/\/demographic-update\/[^/]+\/overview$/);
  await checkLanding(page, 'name-change', /^What it costs: a fee for each state you choose on the name page/, 'In progress');
  await page.getByRole('button', { name: 'Start' }).click();
  await h1(page, 'Change your name');
});

t("a new license update opens at its landing, whose Start opens the firm's DRLP page", async () => {
  const { page } = await e.newPage();
  await signInAsAcme(page, e.app);
  await menuLink(page, "Update your firm's DRLPs").click();
  await h1(page, "Update your firm's DRLPs");
  await checkLanding(page, 'license-update', /^What it costs: a fee for each state where a DRLP is added or removed/, 'In progress');
  await page.getByRole('button', { name: 'Start' }).click();
  await h1(page, 'Designated responsible licensed producers');
});

t('a new contact change opens at its landing with the fee the registry prices named at the start', async () => {
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  await menuLink(page, 'Change your contact details').click();
  await h1(page, 'Change your contact details');
  await checkLanding(page, 'contact-change', /^The fee for this contact change is \$\d+\.\d\d\./, 'In progress');
});

t("the report's info page is its landing: its price named as the fee, and its steps", async () => {
  const { page } = await e.newPage();
  await signInAsAlice(page, e.app);
  await menuLink(page, 'PDB detail report').click();
  await h1(page, 'Get your producer database detail report');
  await checkLanding(page, 'pdb-report', /^The fee for this report request is \$20\.00\. You pay it once the report is ready\.$/, 'In progress');
});

t(
  'a resumed application opens at its landing ("Continue your application", what is done marked Completed), whose Continue opens the first step not done',
  async () => {
    const { page } = await e.newPage();
    await signInAsAlice(page, e.app);
    await menuLink(page, 'Resume an application').click();
    await page.getByRole('link', { name: /^View details of Producer license application/ }).click();
    await page.getByRole('button', { name: 'Continue application' }).click();
    await h1(page, 'Continue your application');
    await checkLanding(page, 'application', /^The fee for this application is \$\d+\.\d\d\./, 'Completed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Who is submitting');
  },
);

t.run();
