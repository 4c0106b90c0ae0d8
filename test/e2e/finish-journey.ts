/**
 * The end of every journey as a licensee walks it, from the submitter page to the confirmation:
 * submitting for themselves, the attestation, the verification contact, the validation, the
 * submit page (a full page load), the payment page and Pay. Each screen is checked with axe, and
 * the step counter of each is returned so a test can hold it against the CLI's.
 */
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { USE_ACCEPTED_AT_SIGN_IN } from '../../core/use-cases/submitter/use-acceptance';
import { expectNoAxeViolations, h1 } from './harness';

const main = (page: Page) => page.getByRole('main');
const caption = async (page: Page) =>
  (await main(page)
    .getByText(/^Step \d+ of \d+$/)
    .first()
    .textContent()) ?? '';

export interface Finished {
  /** "Step n of m" on each step, in order: submitter, attestation, verification contact, validation, submit. */
  readonly captions: readonly string[];
  readonly orderCode: string;
  /** What the submit step said would be charged ("$10.00"), which the payment page then asked for. */
  readonly fee?: string;
}

/**
 * The submitter form of a session signed in on the identify page (the use agreement accepted):
 * the terms are not asked again, no checkbox, one sentence that says so, linking to the terms.
 */
export async function expectTermsAcceptedAtSignIn(form: Locator): Promise<void> {
  const { before, link, after } = USE_ACCEPTED_AT_SIGN_IN;
  await form.getByText(`${before}${link}${after}`, { exact: true }).waitFor();
  await form.getByRole('link', { name: link, exact: true }).waitFor();
  assert.is(await form.getByRole('checkbox', { name: /^I accept the terms of use/ }).count(), 0, 'the terms are accepted once');
}

export async function finishFromSubmitter(page: Page, journey: string): Promise<Finished> {
  const captions: string[] = [];
  await h1(page, 'Who is submitting');
  captions.push(await caption(page));
  const form = page.getByRole('form', { name: 'Submitter' });
  await form.getByRole('radio', { name: /^Myself/ }).check();
  await expectTermsAcceptedAtSignIn(form);
  await form.getByRole('button', { name: 'Save and continue' }).click();

  await h1(page, 'Attestation');
  captions.push(await caption(page));
  await page.getByRole('checkbox', { name: 'I confirm that the statements above are true' }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();

  await h1(page, 'Verification contact');
  captions.push(await caption(page));
  await main(page).getByRole('button', { name: 'Continue' }).click();

  await h1(page, 'Check for problems');
  await page.getByText('No problems found').waitFor();
  captions.push(await caption(page));
  await main(page).getByRole('button', { name: 'Continue' }).click();

  await h1(page, /^Submit your /);
  captions.push(await caption(page));
  // Fees shown before payment (a contact change, name change or license update): the payment page asks for that amount.
  const feeLead = main(page).getByText(/^(You will pay \$[\d,.]+|There is nothing to pay)/);
  const fee = (await feeLead.count()) > 0 ? (/\$[\d,.]+/.exec((await feeLead.textContent()) ?? '')?.[0] ?? '$0.00') : undefined;
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();

  await page.waitForURL(/\/my-licensehub\/payment\/[A-Za-z0-9-]+\.htm$/);
  if (fee !== undefined) await page.getByRole('button', { name: `Pay ${fee}`, exact: true }).waitFor();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  return { captions, orderCode: await confirmed(page, journey), ...(fee === undefined ? {} : { fee }) };
}

/** The confirmation a payment returns to: its heading focused, a panel with the order number, what was paid for restated; returns the number. */
export async function confirmed(page: Page, journey: string): Promise<string> {
  await page.waitForURL(/\/order-history\/LH\d+\/confirmation$/);
  await h1(page, 'Payment received');
  const orderCode = /\/order-history\/(LH\d+)\/confirmation$/.exec(page.url())?.[1] ?? '';
  await main(page).getByText(orderCode, { exact: true }).waitFor();
  await main(page).getByRole('heading', { level: 2, name: 'What happens next' }).waitFor();
  await main(page)
    .getByRole('heading', { level: 2, name: /^What you (applied for|changed|bought)$/ })
    .waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Payment received');
  assert.match(orderCode, /^LH\d+$/);
  await expectNoAxeViolations(page, `${journey} confirmation`);
  return orderCode;
}
