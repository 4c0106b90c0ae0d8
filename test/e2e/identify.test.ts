/**
 * Identify licensee end to end (docs/portal.md §Identify):
 * every demo identity through the UI to its documented outcome, each validation message for its
 * bad input, the authorization step, and the signed-in user menu. Role and label queries only.
 * With SCREENSHOTS=1 each step is saved under screenshots/ at 1280 and 375 px wide.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { lookupOption, SEARCH_FIELD_LABELS, type SearchField } from '../../core/model/lookup';
import type { EntityType, SearchType } from '../../core/model/identify';
import { screenshot } from './screenshot';
import { expectNoAxeViolations, startE2E, type E2E } from './harness';
import { must } from '../must';

interface DemoIdentity {
  label: string;
  entityType: EntityType;
  searchType: SearchType;
  fields: Partial<Record<SearchField, string>>;
  authorization?: { ssn: string };
  leadsTo: string;
  displayName?: string;
  errors?: string[];
}
const demoIdentities = JSON.parse(readFileSync('sandbox/seed/demo-identities.json', 'utf8')) as DemoIdentity[];

const NOT_MATCHED = 'The information you provided does not match our records.';
const NOT_IDENTIFIED = 'We could not identify a licensee with the information you provided. Check it and try again.';

const t = suite('e2e identify licensee');
let e: E2E;
t.before(async () => {
  e = await startE2E();
});
t.after(async () => {
  await e?.close();
});

/** Counts the identify calls a page makes, so a test can show that bad input sent nothing. */
function countIdentifyCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/identify.json')) calls += 1;
  });
  return () => calls;
}

async function openPage(width = 1280) {
  const { page } = await e.newPage({ width, height: 900 });
  await page.goto(`${e.app}/identify-licensee`);
  await page.getByRole('heading', { level: 1, name: /Who is the licensee\?/ }).waitFor();
  return page;
}

const shoot = (page: Page, name: string) => screenshot(page, `identify-${name}`);

async function chooseEntity(page: Page, entityType: EntityType) {
  await page.getByRole('radio', { name: entityType === 'FIRM' ? 'Firm' : 'Individual' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: /Search details/ }).waitFor();
}

async function fillField(page: Page, field: SearchField, value: string) {
  const label = SEARCH_FIELD_LABELS[field];
  if (field === 'licenseState') await page.getByRole('combobox', { name: label }).selectOption(value);
  else await page.getByRole('textbox', { name: label }).fill(value);
}

async function fillSearch(page: Page, d: Pick<DemoIdentity, 'entityType' | 'searchType' | 'fields'>, accept = true) {
  await chooseEntity(page, d.entityType);
  await page.getByRole('radio', { name: lookupOption(d.entityType, d.searchType)!.label }).check();
  for (const [field, value] of Object.entries(d.fields)) await fillField(page, field as SearchField, value!);
  if (accept) await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click();
const verifyHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /Verify your identity/ });

/** Cora (last four) or Dan (full SSN) searched for: the authorization step. */
async function toAuthorization(page: Page, ask: 'LAST_FOUR' | 'FULL_SSN') {
  await fillSearch(
    page,
    ask === 'LAST_FOUR'
      ? { entityType: 'INDIVIDUAL', searchType: 'NPN', fields: { lastName: 'Diaz', npn: '1000003' } }
      : { entityType: 'INDIVIDUAL', searchType: 'LICENSE', fields: { licenseState: 'NY', licenseNumber: 'NY-500001' } },
  );
  await submit(page);
  await verifyHeading(page).waitFor();
}

async function expectSignedIn(page: Page, displayName: string) {
  await page.waitForURL(/\/user-menu$/);
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
  await page.getByText(`Welcome, ${displayName}`).waitFor();
  // The shell's user menu names the signed-in user too.
  await page.getByRole('banner').getByRole('button', { name: displayName }).waitFor();
}

/** One alert with this title and text, announced by taking focus, and "Error: " in the page title. */
async function expectAlert(page: Page, title: string, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: title }).filter({ hasText: text });
  await alert.waitFor();
  assert.is(await alert.count(), 1, `one "${title}" alert reading "${text}"`);
  await page.waitForFunction(() => document.activeElement?.closest('[data-outcome-focus]')?.querySelector('[role="alert"]') != null);
  assert.match(await page.title(), /^Error: /);
}

for (const d of demoIdentities) {
  t(`demo identity "${d.label}" reaches ${d.leadsTo} through the UI`, async () => {
    const page = await openPage();
    await fillSearch(page, d);
    await submit(page);
    const [status, verification] = d.leadsTo.split(':');
    if (d.authorization) {
      await verifyHeading(page).waitFor();
      await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn }).fill(d.authorization.ssn);
      await submit(page);
    }
    if (status === 'SUCCESS') {
      await expectSignedIn(page, d.displayName!);
      await expectNoAxeViolations(page, 'user menu after identify');
    } else if (status === 'AUTHORIZATION_FAILURE') {
      await verifyHeading(page).waitFor();
      // A wrong answer keeps the question, saying it does not match.
      if (d.authorization) {
        await expectAlert(page, 'No match found', NOT_MATCHED);
        await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn }).waitFor();
        await expectNoAxeViolations(page, 'identify authorization after a wrong answer');
        await shoot(page, 'authorize-wrong-answer');
      }
      await page
        .getByText(
          verification === 'LAST_FOUR'
            ? 'To protect your record, enter the last four digits of your Social Security Number.'
            : 'To protect your record, enter your full Social Security Number.',
        )
        .waitFor();
      assert.match(page.url(), /step=authorize/);
    } else if (status === 'IDENTIFICATION_FAILURE') {
      await expectAlert(page, 'No match found', d.authorization ? NOT_MATCHED : NOT_IDENTIFIED);
      // A failed call keeps what was typed.
      const [field, value] = must(Object.entries(d.fields)[0], 'a search field of the case');
      const control =
        field === 'licenseState'
          ? page.getByRole('combobox', { name: SEARCH_FIELD_LABELS.licenseState })
          : page.getByRole('textbox', { name: SEARCH_FIELD_LABELS[field as SearchField] });
      assert.is(await control.inputValue(), value);
      await expectNoAxeViolations(page, 'identify failed state');
    } else {
      // One "There is a problem" box lists every returned message, with how to reach customer service.
      const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await problem.waitFor();
      assert.equal(await problem.getByRole('listitem').allTextContents(), d.errors);
      await problem.getByText(/^Contact customer service: /).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
      assert.match(await page.title(), /^Error: Search details - Identify Licensee/);
      await expectNoAxeViolations(page, 'identify ERROR messages');
    }
  });
}

t('identify flow: an authorization failure opens the authorization step for the last four digits (9999)', async () => {
  const page = await openPage();
  await toAuthorization(page, 'LAST_FOUR');
  await shoot(page, 'authorize-last-four');
  await expectNoAxeViolations(page, 'authorization step (last four)');
  const ssn = page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn });
  assert.is(await ssn.getAttribute('autocomplete'), 'off');
  await ssn.fill('89a01');
  assert.is(await ssn.inputValue(), '8901', 'the mask keeps four digits');
  await ssn.fill('8901');
  await submit(page);
  await expectSignedIn(page, 'Cora Diaz');
});

t('identify flow: an authorization failure asks for the full SSN (999-99-9999); the SSN is never in the URL or storage', async () => {
  const page = await openPage();
  const urls: string[] = [];
  page.on('framenavigated', (f) => urls.push(f.url()));
  await toAuthorization(page, 'FULL_SSN');
  await shoot(page, 'authorize-full-ssn');
  await expectNoAxeViolations(page, 'authorization step (full SSN)');
  const ssn = page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn });
  await ssn.fill('456789012');
  assert.is(await ssn.inputValue(), '456-78-9012', 'the mask lays the digits into 999-99-9999');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  await submit(page);
  await expectSignedIn(page, 'Dan Evans');
  urls.push(page.url());
  // The address less its origin: the sandbox's random port may hold the digits.
  for (const url of urls) {
    const { pathname, search, hash } = new URL(url);
    assert.not.match(pathname + search + hash, /456|9012/, `no SSN in ${url}`);
  }
  const storedAfter = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  for (const s of [stored, storedAfter]) assert.not.match(s, /456-?78-?9012/);
});

t('identify flow: a reload on the authorization step returns to the search with the choices kept, nothing typed kept, and says why', async () => {
  const page = await openPage();
  await toAuthorization(page, 'FULL_SSN');
  assert.is(await page.title(), 'Verify your identity - Identify Licensee - LicenseHub');
  await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn }).fill('456789012');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /Search details/ }).waitFor();
  await page.getByText('Enter your search details again').waitFor();
  await page.getByText(/does not keep your search details or Social Security Number/).waitFor();
  assert.match(page.url(), /step=search&entity=INDIVIDUAL&search=LICENSE/);
  assert.is(await page.getByRole('radio', { name: 'License Number' }).isChecked(), true, 'the search type is kept');
  assert.is(await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.licenseNumber }).inputValue(), '', 'typed details are not kept');
  assert.is(await page.title(), 'Search details - Identify Licensee - LicenseHub');
  await expectNoAxeViolations(page, 'search details after a reload on the authorization step');
});

t('identify words: the intro names the three ways to be found, each heading reads as one phrase, the SSN hints show the format by example', async () => {
  const page = await openPage();
  const intro = await page.getByText(/^You can be found in one of three ways: /).textContent();
  for (const way of ['a license you hold', 'National Producer Number (NPN)', 'Social Security Number (SSN)', 'Federal Employer Identification Number (FEIN)']) {
    assert.ok(intro?.includes(way), `the intro names ${way}`);
  }
  assert.not.match(intro ?? '', /identified by/);
  assert.match(await page.getByRole('heading', { level: 1 }).ariaSnapshot(), /heading "Identify Licensee: Who is the licensee\?" \[level=1\]/);
  await toAuthorization(page, 'LAST_FOUR');
  assert.match(await page.getByRole('heading', { level: 1 }).ariaSnapshot(), /heading "Identify Licensee: Verify your identity" \[level=1\]/);
  await page.getByText('The last 4 digits only, for example 6789').waitFor();
  assert.not.match(await page.getByRole('main').innerText(), /#/);
  await expectNoAxeViolations(page, 'identify authorization, last four');
  await shoot(page, 'authorize-hint');
});

t('identify flow: Start over on the authorization step returns to the entity type with nothing kept', async () => {
  const page = await openPage();
  await toAuthorization(page, 'LAST_FOUR');
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('heading', { level: 1, name: /Who is the licensee\?/ }).waitFor();
  assert.is(await page.getByRole('radio', { name: 'Individual' }).isChecked(), false);
});

t('identify flow: each step has its own URL; back and forward move between steps and focus the step heading', async () => {
  const page = await openPage();
  await chooseEntity(page, 'FIRM');
  assert.match(page.url(), /step=search&entity=FIRM/);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && /Search details/.test(document.activeElement.textContent ?? ''));
  // Choosing with the arrow keys keeps focus in the group (a choice is not a step).
  await page.getByRole('radio', { name: 'License Number' }).focus();
  await page.keyboard.press('ArrowDown');
  // The form shows the choice (its field), so the choice's render and effects have run.
  await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.npn }).waitFor();
  assert.is(await page.evaluate(() => (document.activeElement as HTMLInputElement).value), 'NPN');
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: /Who is the licensee\?/ }).waitFor();
  assert.ok(await page.getByRole('radio', { name: 'Firm' }).isChecked(), 'the choice is kept');
  await page.goForward();
  await page.getByRole('heading', { level: 1, name: /Search details/ }).waitFor();
  assert.ok(await page.getByRole('radio', { name: 'Federal Employer Identification Number (FEIN)' }).isVisible());
  assert.ok(await page.getByRole('radio', { name: 'National Producer Number (NPN)' }).isChecked(), 'the search type is kept');
  await page.getByRole('button', { name: 'Change licensee type' }).click();
  await page.getByRole('heading', { level: 1, name: /Who is the licensee\?/ }).waitFor();
  await chooseEntity(page, 'FIRM');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /Search details/ }).waitFor();
  await page.goto(`${e.app}/identify-licensee?step=authorize&entity=INDIVIDUAL&search=NPN`);
  await page.getByRole('heading', { level: 1, name: /Search details/ }).waitFor();
  assert.match(page.url(), /step=search/, 'only the server opens the authorization step');
});

const BAD_INPUTS: Array<{ message: string; entityType: EntityType; searchType?: SearchType; fields?: Partial<Record<SearchField, string>>; accept?: boolean }> =
  [
    { message: 'Please select a search type', entityType: 'INDIVIDUAL', accept: true },
    { message: 'Please accept to continue', entityType: 'FIRM', searchType: 'NPN', fields: { npn: '2000001' }, accept: false },
    { message: 'Last Name is a required field', entityType: 'INDIVIDUAL', searchType: 'NPN', fields: { npn: '1000001' } },
    { message: 'Last Name is not valid', entityType: 'INDIVIDUAL', searchType: 'NPN', fields: { lastName: 'Müller', npn: '1000001' } },
    { message: 'Last Name must be 100 characters or less', entityType: 'INDIVIDUAL', searchType: 'NPN', fields: { lastName: 'M'.repeat(101), npn: '1000001' } },
    { message: 'License Number is a required field', entityType: 'INDIVIDUAL', searchType: 'LICENSE', fields: { licenseState: 'TX' } },
    { message: 'License Number is not valid', entityType: 'FIRM', searchType: 'LICENSE', fields: { licenseState: 'TX', licenseNumber: 'AG–5001' } },
    { message: 'License State is a required field', entityType: 'FIRM', searchType: 'LICENSE', fields: { licenseNumber: 'AG-5001' } },
    { message: 'National Producer Number (NPN) is a required field', entityType: 'FIRM', searchType: 'NPN', fields: {} },
    { message: 'National Producer Number (NPN) must be numeric', entityType: 'INDIVIDUAL', searchType: 'NPN', fields: { lastName: 'Morgan', npn: '10O0001' } },
    { message: 'Federal Employer Identification Number (FEIN) is not valid', entityType: 'FIRM', searchType: 'TAX_ID', fields: { fein: '12-345' } },
    { message: 'Social Security Number (SSN) is a required field', entityType: 'INDIVIDUAL', searchType: 'TAX_ID', fields: { lastName: 'Morgan' } },
    { message: 'Social Security Number (SSN) is not valid', entityType: 'INDIVIDUAL', searchType: 'TAX_ID', fields: { lastName: 'Morgan', ssn: '123-45' } },
  ];

for (const bad of BAD_INPUTS) {
  t(`identify validation: "${bad.message}" shows inline and in the error summary, and nothing is sent`, async () => {
    const page = await openPage();
    const calls = countIdentifyCalls(page);
    await chooseEntity(page, bad.entityType);
    if (bad.searchType) await page.getByRole('radio', { name: lookupOption(bad.entityType, bad.searchType)!.label }).check();
    for (const [field, value] of Object.entries(bad.fields ?? {})) await fillField(page, field as SearchField, value!);
    if (bad.accept !== false) await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
    await submit(page);
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await summary.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'group');
    const link = summary.getByRole('link', { name: bad.message });
    assert.is(await link.count(), 1, 'the summary lists the message');
    // The inline message describes its control: that control is named by the summary link's target.
    const target = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    const described = await page.evaluate((id) => {
      const el = document.getElementById(id)!;
      const group = el.closest('[role="radiogroup"]') ?? el;
      return (group.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((d) => document.getElementById(d)?.textContent ?? '')
        .join(' ');
    }, target);
    assert.ok(described.includes(bad.message), `inline message tied to the field: ${described}`);
    await link.click();
    assert.is(await page.evaluate(() => document.activeElement?.id), target, 'the link focuses its field');
    if (bad.message === 'Please select a search type') {
      await shoot(page, 'search-errors');
      await expectNoAxeViolations(page, 'search details with errors');
    }
    assert.is(calls(), 0, 'bad input sends nothing');
  });
}

t('identify validation: Continue without an entity type shows its message; the entity step has no axe violations', async () => {
  const page = await openPage();
  await shoot(page, 'entity');
  await expectNoAxeViolations(page, 'entity type step');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('group', { name: 'There is a problem' }).getByRole('link', { name: 'Select whether you are an individual or a firm' }).waitFor();
  assert.match(page.url(), /identify-licensee$/);
  assert.is(await page.title(), 'Error: Who is the licensee? - Identify Licensee - LicenseHub');
  await expectNoAxeViolations(page, 'entity type step with error');
});

t('identify validation: a bad authorization SSN shows "Social Security Number (SSN) is not valid" and sends nothing', async () => {
  const page = await openPage();
  await toAuthorization(page, 'LAST_FOUR');
  const calls = countIdentifyCalls(page);
  await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn }).fill('89');
  await submit(page);
  await page.getByRole('group', { name: 'There is a problem' }).getByRole('link', { name: 'Social Security Number (SSN) is not valid' }).waitFor();
  await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn }).fill('');
  await submit(page);
  await page.getByRole('link', { name: 'Social Security Number (SSN) is a required field' }).waitFor();
  await expectNoAxeViolations(page, 'authorization step with errors');
  assert.is(calls(), 0);
});

t('identify errors: a 429 or a server error shows in place and keeps the form', async () => {
  const page = await openPage();
  await fillSearch(page, { entityType: 'FIRM', searchType: 'TAX_ID', fields: { fein: '12-3456789' } });
  e.sandbox.controls.setFaults([{ method: 'POST', path: '/identify.json', status: 429, retryAfter: 3, times: 1 }]);
  await submit(page);
  await expectAlert(page, 'Too many requests', 'Please wait 3 seconds and try again.');
  assert.is(await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.fein }).inputValue(), '12-3456789');
  e.sandbox.controls.setFaults([{ method: 'POST', path: '/identify.json', status: 503, times: 1 }]);
  await submit(page);
  await expectAlert(page, 'Something went wrong', 'The registry had a problem answering. Please try again.');
  await expectNoAxeViolations(page, 'identify with a server error');
  e.sandbox.controls.clearFaults();
  await submit(page);
  await expectSignedIn(page, 'Acme Insurance Agency LLC');
});

t('identify flow works at 375 px wide without horizontal scrolling', async () => {
  const page = await openPage(375);
  await shoot(page, 'entity');
  await chooseEntity(page, 'INDIVIDUAL');
  await page.getByRole('radio', { name: 'License Number' }).check();
  await submit(page);
  await page.getByRole('group', { name: 'There is a problem' }).waitFor();
  await shoot(page, 'search-errors');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no horizontal scroll at 375 px (overflow ${overflow}px)`);
  await expectNoAxeViolations(page, 'search details at 375 px');
  await fillField(page, 'licenseState', 'NY');
  await fillField(page, 'licenseNumber', 'NY-500001');
  await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
  await submit(page);
  await verifyHeading(page).waitFor();
  await shoot(page, 'authorize-full-ssn');
  await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn }).fill('000-00-0000');
  await submit(page);
  await expectAlert(page, 'No match found', NOT_MATCHED);
  await shoot(page, 'not-matched');
});

t.run();
