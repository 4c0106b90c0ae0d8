/**
 * Resume incomplete applications end to end (docs/portal.md §Resume and pay routes, §Resume "Incomplete
 * application", §Resume) against the sandbox: Alice's two applications (Producer license application
 * in Arizona, payable; Adjuster license application in Louisiana, not payable). Role and label queries only;
 * axe-core on every portal screen reached. With SCREENSHOTS=1 the list, a detail and the confirm
 * box are saved under screenshots/ at 1280 and 375 px wide.
 * The tests share one sandbox and run in order: the deletion comes last.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { screenshot } from './screenshot';
import { expectNoAxeViolations, startE2E, type E2E } from './harness';
import { signInAsAlice } from './sign-in';

const LIST_TITLE = 'Incomplete applications';

const t = suite('e2e resume incomplete applications');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

const shoot = (page: Page, name: string) => screenshot(page, `resume-incomplete-${name}`);

/** Signed in as Alice, the journey opened from the user menu. */
async function openList(width = 1280): Promise<Page> {
  const { page } = await e.newPage({ width, height: width === 375 ? 812 : 900 });
  await signInAsAlice(page, e.app);
  await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Resume an application' }).click();
  await page.getByRole('heading', { level: 1, name: LIST_TITLE }).waitFor();
  return page;
}

const applicationTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

async function openDetail(page: Page, product: string) {
  await page.getByRole('link', { name: new RegExp(`^View details of ${product}`) }).click();
  await page.getByRole('heading', { level: 1, name: product }).waitFor();
}

/** Delete on a detail: the confirm box with this use's own question, checked and returned. */
async function askToDelete(page: Page, product: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const box = page.getByRole('alertdialog', { name: `Delete ${product}` });
  await box.getByText('Delete this application? You cannot undo this.').waitFor();
  return box;
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? document.activeElement?.tagName);

/** Nothing wider than the viewport: no sideways scrolling at a phone's width. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${screen} is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
}

t("the user menu opens the journey, which lists both of Alice's incomplete applications", async () => {
  const page = await openList();
  assert.equal(await applicationTitles(page), ['Adjuster license application', 'Producer license application']);
  // A new session: the answered application is not payable here until attested and checked again.
  await page.getByText('Questions answered: confirm and check it before you pay', { exact: true }).waitFor();
  assert.is(await page.getByText('Ready to pay', { exact: true }).count(), 0);
  await page.getByText('Questions still to answer', { exact: true }).waitFor();
  assert.is(await page.title(), `${LIST_TITLE} - LicenseHub`);
  await expectNoAxeViolations(page, 'resume list');
  await shoot(page, 'list');
});

t(
  'the answered application offers Continue application (no Pay a new session would refuse), which opens its landing, whose Continue opens its first step not done; Resume (duplicate check) reaches the flow page, whose link opens the landing; back to the detail',
  async () => {
    const page = await openList();
    await openDetail(page, 'Producer license application');
    const table = page.getByRole('table', { name: 'Licenses in this application' });
    await table.getByRole('cell', { name: 'Arizona' }).waitFor();
    assert.is(await page.getByRole('button', { name: 'Pay' }).count(), 0, 'no Pay in a session that cannot pay it');
    await page.getByRole('button', { name: 'Continue application' }).waitFor();
    await expectNoAxeViolations(page, 'resume detail (answered)');
    await shoot(page, 'detail');
    const detail = page.url();
    await page.getByRole('button', { name: 'Continue application' }).click();
    await page.getByRole('heading', { level: 1, name: 'Continue your application' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Who is submitting' }).waitFor();
    await expectNoAxeViolations(page, 'the submitter reached from Continue application');
    await page.goto(detail);
    await page.getByRole('heading', { level: 1, name: 'Producer license application' }).waitFor();
    const batchCode = new URL(page.url()).pathname.split('/').pop() ?? '';
    const duplicateCheck = page.waitForRequest((r) => r.method() === 'GET' && r.url().endsWith(`/api/duplicates/${batchCode}.json`));
    await page.getByRole('button', { name: 'Resume' }).click();
    await duplicateCheck;
    await page.waitForURL(/\/my-licensehub\/flow\.htm\?flowId=[A-Za-z0-9-]+&action=RESUME_FLOW$/);
    await page.getByRole('heading', { level: 1, name: 'Resume your producer license application' }).waitFor();
    // The external page's link opens the flow's first step not done: every module is answered and
    // nobody has said who is submitting, so the submitter, counted in the whole journey.
    await page.getByRole('link', { name: 'Continue in LicenseHub' }).click();
    await page.getByRole('heading', { level: 1, name: 'Continue your application' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Who is submitting' }).waitFor();
    await page.getByText('Step 6 of 11').waitFor();
    await expectNoAxeViolations(page, 'the submitter reached from the resume page');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Continue your application' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Resume your producer license application' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Producer license application' }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/my-licensehub\/frontend\/resume-incomplete\/[A-Za-z0-9-]+$/);
  },
);

t('the list, a detail and the confirm box fit a 375 px wide screen', async () => {
  const page = await openList(375);
  await expectNoSidewaysScroll(page, 'the list');
  await shoot(page, 'list');
  await openDetail(page, 'Producer license application');
  await expectNoSidewaysScroll(page, 'the detail');
  await shoot(page, 'detail');
  const box = await askToDelete(page, 'Producer license application');
  await expectNoSidewaysScroll(page, 'the confirm box');
  await shoot(page, 'confirm');
  await box.getByRole('button', { name: 'Cancel' }).click();
  await box.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: 'Producer license application' }).waitFor();
});

/** Whether a button is red with white text: a warning, not the way forward. */
const isWarning = (button: ReturnType<Page['getByRole']>) =>
  button.evaluate((el) => {
    const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return r! > 150 && g! < 80 && b! < 80 && getComputedStyle(el).color === 'rgb(255, 255, 255)';
  });

t('Delete and its confirmation are styled as warnings; closing the dialog with Cancel or Escape returns focus to the Delete button', async () => {
  const page = await openList();
  await openDetail(page, 'Producer license application');
  assert.ok(await isWarning(page.getByRole('button', { name: 'Delete', exact: true })), 'Delete is a warning');
  assert.not.ok(await isWarning(page.getByRole('button', { name: 'Resume' })), 'Resume is not');
  let box = await askToDelete(page, 'Producer license application');
  assert.ok(await isWarning(box.getByRole('button', { name: 'Delete application' })), 'the confirmation is a warning');
  await expectNoAxeViolations(page, 'the delete confirmation');
  await screenshot(page, 'resume-delete-confirmation');
  await box.getByRole('button', { name: 'Cancel' }).click();
  await box.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Delete');
  assert.is(await focusedName(page), 'Delete');
  box = await askToDelete(page, 'Producer license application');
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Delete');
  assert.is(await focusedName(page), 'Delete');
});

t('deleting the application that cannot be paid, after confirmation, returns to the list without it and says "Application deleted"', async () => {
  const page = await openList();
  await openDetail(page, 'Adjuster license application');
  assert.is(await page.getByRole('button', { name: 'Pay' }).count(), 0, 'no Pay for an application that is not payable');
  await page.getByRole('button', { name: 'Continue application' }).waitFor();
  const box = await askToDelete(page, 'Adjuster license application');
  await expectNoAxeViolations(page, 'resume delete confirmation');
  await shoot(page, 'confirm');
  await box.getByRole('button', { name: 'Delete application' }).click();
  await page.getByRole('heading', { level: 1, name: LIST_TITLE }).waitFor();
  assert.equal(await applicationTitles(page), ['Producer license application']);
  // Confirmed on screen, in an alert (announced), with focus on the list's heading.
  const alert = page.getByRole('alert').filter({ hasText: 'Application deleted' });
  await alert.getByText('Your adjuster license application was deleted.').waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  await shoot(page, 'deleted');
  await expectNoAxeViolations(page, 'resume list after a deletion');
});

t.run();
