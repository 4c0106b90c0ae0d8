import type { Page } from 'playwright-core';

/** Signs in through the identify screen as Alice Morgan (NPN 1000001) and waits for the user menu. */
export async function signInAsAlice(page: Page, app: string): Promise<void> {
  await page.goto(`${app}/identify-licensee`);
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'National Producer Number (NPN)' }).check();
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'National Producer Number (NPN)' }).fill('1000001');
  await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
}

/** Signs in through the identify screen as Acme Insurance Agency LLC (firm NPN 2000001) and waits for the user menu. */
export async function signInAsAcme(page: Page, app: string): Promise<void> {
  await page.goto(`${app}/identify-licensee`);
  await page.getByRole('radio', { name: 'Firm' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'National Producer Number (NPN)' }).check();
  await page.getByRole('textbox', { name: 'National Producer Number (NPN)' }).fill('2000001');
  await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
}
