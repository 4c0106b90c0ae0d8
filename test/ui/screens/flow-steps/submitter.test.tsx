/**
 * The submitter screen (docs/portal.md §Submitter, §Address lookup
 * "400 on submitter posts"): the firm default, every rule's message, the country's region
 * fields, the four address outcomes, the 400, and success to the attestation of the type.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { click, waitFor } from '../../render';
import { button, byLabel, description, heading, select, summaryMessages, type } from '../../identify/dom-actions';
import { ADDRESS_SEARCH_FAILED, NO_ADDRESS_FOUND } from '../../../../core/use-cases/address-lookup/search-view';
import { ACME, CONTACT, FLOW, json, renderStep } from './fixtures';
import { TERMS_ACCEPTED_KEY } from '../../../../core/model/constants';

const t = suite('submitter');
const VERIFY = '/address-verification/validate.json';
const POST = '/submitter.json';

const austin = { addressLine1: '100 Main St', addressLine2: '', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '78701' };
const tulsa = { ...austin, city: 'Tulsa', state: 'OK', postalCode: '741031234' };

const radio = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => root.querySelector(`label[for="${r.id}"]`)?.textContent?.startsWith(label))!;
const checkbox = (root: ParentNode, id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;
const path = (app: { router?: { state: { location: { pathname: string } } } }) => app.router?.state.location.pathname;

async function fillAcme(host: HTMLElement, over: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First Name': 'Dana',
    'Last Name': "O'Neil",
    'Address Line 1': '100 Main St',
    City: 'Austin',
    'ZIP Code': '73301',
    ...over,
  };
  for (const [label, value] of Object.entries(values)) await type(byLabel(host, label), value);
  await select(byLabel<HTMLSelectElement>(host, 'State'), over.State ?? 'TX');
  await click(checkbox(host, 'submitter-useAcceptance'));
}

t('a firm submits for SOMEONE_ELSE by default, with the firm name and contact the registry holds', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: ACME });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    assert.is(heading(app.host), 'Who is submitting');
    assert.ok(radio(app.host, 'Someone else').checked);
    assert.is(byLabel(app.host, 'Firm Name').value, 'Acme Insurance Agency');
    assert.is(byLabel(app.host, 'Email').value, 'office@acme.example');
    assert.is(byLabel<HTMLSelectElement>(app.host, 'Country').value, '1');
  } finally {
    await app.unmount();
  }
});

t('an individual submits for MY_SELF: only the contact and the use acceptance; "Please accept to continue" until accepted', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: { isFirm: false }, [POST]: new Response(null, { status: 204 }) });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    assert.ok(radio(app.host, 'Myself').checked);
    assert.throws(() => byLabel(app.host, 'Firm Name'));
    await click(button(app.host, 'Save and continue'));
    assert.equal(summaryMessages(app.host), ['Please accept to continue']);
    assert.is(document.title, 'Error: Who is submitting - LicenseHub');
    assert.not.ok(app.calls.includes(POST));
    await type(byLabel(app.host, 'Extension'), '12a');
    await click(checkbox(app.host, 'submitter-useAcceptance'));
    await click(button(app.host, 'Save and continue'));
    assert.equal(summaryMessages(app.host), ['Extension is not valid']);
    await type(byLabel(app.host, 'Extension'), '12');
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => path(app) === `/flows/${FLOW}/attestation`, 'the attestation');
    assert.not.ok(app.calls.includes(VERIFY), 'no address check for MY_SELF');
  } finally {
    await app.unmount();
  }
});

t('the terms accepted when signing in: no checkbox, one sentence with the terms link, and the post carries useAcceptance true', async () => {
  const app = await renderStep(
    `/flows/${FLOW}/submitter`,
    { [`/submitter/${FLOW}.json`]: { isFirm: false }, [POST]: new Response(null, { status: 204 }) },
    { [TERMS_ACCEPTED_KEY]: 'true' },
  );
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    assert.not.ok(checkbox(app.host, 'submitter-useAcceptance'), 'the use acceptance is not asked again');
    const form = app.host.querySelector('form')!;
    assert.not.ok(form.textContent?.includes('I accept the terms of use'));
    const sentence = [...form.querySelectorAll('p')].find((p) => p.textContent?.startsWith('You accepted the terms of use'));
    assert.is(sentence?.textContent, 'You accepted the terms of use (opens in a new tab) when you signed in.');
    const link = sentence?.querySelector('a');
    assert.is(link?.textContent, 'terms of use');
    assert.is(link?.getAttribute('target'), '_blank');
    assert.match(link?.getAttribute('href') ?? '', /\/terms-of-use$/);
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => path(app) === `/flows/${FLOW}/attestation`, 'the attestation');
    assert.is((app.bodies[POST] as { useAcceptance?: boolean }).useAcceptance, true);
  } finally {
    await app.unmount();
  }
});

t('contact details asked once: the email and phone given earlier in the journey are shown with a way to change them, not asked again', async () => {
  const given = { email: 'alice@example.com', phone: '(602) 555-0101' };
  const app = await renderStep(`/flows/${FLOW}/submitter`, {
    [`/flows/${FLOW}/modules/contact.json`]: { ...CONTACT, data: given },
    [`/submitter/${FLOW}.json`]: { isFirm: false, ...given },
    [POST]: new Response(null, { status: 204 }),
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    const form = app.host.querySelector('form')!;
    assert.throws(() => byLabel(form, 'Email'), undefined, 'the email is not asked again');
    assert.throws(() => byLabel(form, 'Phone'));
    assert.ok(form.textContent?.includes('You gave this email and phone number earlier in this application.'));
    assert.equal(
      [...form.querySelectorAll('dd')].map((d) => d.textContent),
      ['alice@example.com', '(602) 555-0101'],
    );
    await click(button(app.host, 'Change email or phone'));
    await waitFor(() => document.activeElement === byLabel(app.host, 'Email'), 'the email field, focused');
    assert.is(byLabel(app.host, 'Email').value, 'alice@example.com');
    await type(byLabel(app.host, 'Email'), 'alice@new.example');
    await click(checkbox(app.host, 'submitter-useAcceptance'));
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => path(app) === `/flows/${FLOW}/attestation`, 'the attestation');
    assert.is((app.bodies[POST] as { email?: string }).email, 'alice@new.example');
  } finally {
    await app.unmount();
  }
});

t('only what the journey gave is shown as given: its email listed, a phone it did not give asked', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: { isFirm: false, email: CONTACT.data.email as string } });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    const form = app.host.querySelector('form')!;
    assert.throws(() => byLabel(form, 'Email'));
    assert.ok(form.textContent?.includes('You gave this email earlier in this application.'));
    assert.equal(
      [...form.querySelectorAll('dd')].map((d) => d.textContent),
      ['alice@example.com'],
    );
    assert.is(byLabel(form, 'Phone').value, '');
    await click(button(app.host, 'Change email'));
    await waitFor(() => document.activeElement === byLabel(app.host, 'Email'), 'the email field, focused');
  } finally {
    await app.unmount();
  }
});

t('someone else’s contact is always asked, even when it is the one given earlier', async () => {
  const given = { email: 'alice@example.com', phone: '(602) 555-0101' };
  const app = await renderStep(`/flows/${FLOW}/submitter`, {
    [`/flows/${FLOW}/modules/contact.json`]: { ...CONTACT, data: given },
    [`/submitter/${FLOW}.json`]: { isFirm: false, submittingFor: 'SOMEONE_ELSE', ...given },
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    assert.is(byLabel(app.host, 'Email').value, 'alice@example.com');
  } finally {
    await app.unmount();
  }
});

t('the ZIP Code refuses 00000: no address has it, in the summary and at the field; the address is not sent to be checked', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: ACME });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await fillAcme(app.host, { 'ZIP Code': '00000' });
    await click(button(app.host, 'Save and continue'));
    assert.equal(summaryMessages(app.host), ['ZIP Code is not valid: no address has this ZIP code']);
    assert.match(description(app.host, byLabel(app.host, 'ZIP Code')), 'ZIP Code is not valid: no address has this ZIP code');
    assert.not.ok(app.calls.includes(VERIFY));
    assert.not.ok(app.calls.includes(POST));
  } finally {
    await app.unmount();
  }
});

t("a module left unanswered: Save and continue leads to it, not to the attestation (the journey's next step, as the terminal's)", async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, {
    [`/submitter/${FLOW}.json`]: { isFirm: false },
    [`/flows/${FLOW}/modules/contact.json`]: { ...CONTACT, data: {} },
    [POST]: new Response(null, { status: 204 }),
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await click(checkbox(app.host, 'submitter-useAcceptance'));
    await click(button(app.host, 'Save and continue'));
    const at = () => `${app.router?.state.location.pathname}${app.router?.state.location.search}`;
    await waitFor(() => app.calls.includes(POST) && at() !== `/flows/${FLOW}/submitter`, 'Continue after the save');
    assert.is(at(), `/flows/${FLOW}/modules?module=contact`);
  } finally {
    await app.unmount();
  }
});

t('every SOMEONE_ELSE rule shows its message (docs/portal.md §Submitter), in the summary and on its field', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: { isFirm: true } });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await click(button(app.host, 'Save and continue'));
    assert.equal(summaryMessages(app.host), [
      'Firm Name is a required field',
      'First Name is a required field',
      'Last Name is a required field',
      'Address Line 1 is a required field',
      'City is a required field',
      'State is a required field',
      'ZIP Code is a required field',
      'Phone is a required field',
      'Email is a required field',
      'Please accept to continue',
    ]);
    assert.is(document.activeElement?.getAttribute('role'), 'group', 'the summary takes focus');
    await type(byLabel(app.host, 'First Name'), 'Dana2');
    await type(byLabel(app.host, 'Last Name'), 'L'.repeat(101));
    await type(byLabel(app.host, 'Email'), 'dana@acme');
    await type(byLabel(app.host, 'Phone'), '(512) 555');
    await click(button(app.host, 'Save and continue'));
    const messages = summaryMessages(app.host);
    for (const m of [
      'First Name may only contain letters, periods and hyphens',
      'Last Name must be 100 characters or less',
      'Email is not valid',
      'Phone is not valid',
    ])
      assert.ok(messages.includes(m), m);
    assert.match(description(app.host, byLabel(app.host, 'Email')), 'Email is not valid');
    await type(byLabel(app.host, 'First Name'), 'D'.repeat(26));
    await click(button(app.host, 'Save and continue'));
    assert.ok(summaryMessages(app.host).includes('First Name must be 25 characters or less'));
    // A non-US number: the area code must start 2–9.
    await click(checkbox(app.host, 'submitter-nonUsaNumber'));
    await type(byLabel(app.host, 'Phone'), '(112) 555-0100');
    await click(button(app.host, 'Save and continue'));
    assert.ok(summaryMessages(app.host).includes('Phone is not valid'));
    assert.not.ok(app.calls.includes(POST));
  } finally {
    await app.unmount();
  }
});

t('Canada brings the province and the Canadian postal-code rule; another country a free province', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: ACME });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await select(byLabel<HTMLSelectElement>(app.host, 'Country'), '156');
    assert.throws(() => byLabel(app.host, 'ZIP Code'));
    assert.is(byLabel(app.host, 'Province').tagName, 'SELECT');
    await type(byLabel(app.host, 'Postal Code'), 'W1A 1A1');
    await click(button(app.host, 'Save and continue'));
    const messages = summaryMessages(app.host);
    assert.ok(messages.includes('Province is a required field'));
    assert.ok(messages.includes('Postal Code is not valid'));
    assert.not.ok(messages.includes('State is a required field'));
    assert.match(description(app.host, byLabel(app.host, 'Postal Code')), 'A1A 1A1');
    await select(byLabel<HTMLSelectElement>(app.host, 'Country'), '276');
    assert.is(byLabel(app.host, 'Province').tagName, 'INPUT');
  } finally {
    await app.unmount();
  }
});

t('several matches: a radio list to choose from; the chosen address is posted and the user goes to the attestation', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, {
    [`/submitter/${FLOW}.json`]: ACME,
    [VERIFY]: { requestStatus: 'VERIFY_MULTIPLE', verificationCandidates: [austin, tulsa] },
    [POST]: new Response(null, { status: 204 }),
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await fillAcme(app.host);
    await click(button(app.host, 'Save and continue'));
    const panel = await waitFor(() => app.host.querySelector<HTMLElement>('[role=region][aria-label="Choose the address"]'), 'the choice');
    assert.is(document.activeElement, panel);
    assert.match(panel.textContent ?? '', '100 Main St, Tulsa, OK, 74103-1234');
    await click(button(panel, 'Use the chosen address'));
    assert.match(panel.textContent ?? '', 'Choose one of the addresses');
    assert.not.ok(app.calls.includes(POST));
    await click(radio(panel, '100 Main St, Tulsa'));
    await click(button(panel, 'Use the chosen address'));
    await waitFor(() => path(app) === `/flows/${FLOW}/attestation`, 'the attestation');
    assert.ok(app.calls.includes(POST));
  } finally {
    await app.unmount();
  }
});

t('a single match is offered to accept; Change the address returns to the form with what was typed', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, {
    [`/submitter/${FLOW}.json`]: ACME,
    [VERIFY]: { requestStatus: 'VERIFY_SINGLE', verifiedAddress: austin },
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await fillAcme(app.host);
    await click(button(app.host, 'Save and continue'));
    const panel = await waitFor(() => app.host.querySelector<HTMLElement>('[role=region][aria-label="Confirm the address"]'), 'the match');
    assert.match(panel.textContent ?? '', '100 Main St, Austin, TX, 78701');
    await click(button(panel, 'Change the address'));
    assert.not.ok(app.host.querySelector('[role=region][aria-label="Confirm the address"]'));
    assert.is(byLabel(app.host, 'ZIP Code').value, '73301');
    assert.is(document.activeElement, byLabel(app.host, 'Address Line 1'));
  } finally {
    await app.unmount();
  }
});

t('a validation failure says what is missing and keeps the form; a verification failure keeps what was typed and can post it as typed', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, {
    [`/submitter/${FLOW}.json`]: ACME,
    [VERIFY]: { requestStatus: 'VALIDATION_FAIL', verificationCandidates: [austin] },
    [POST]: new Response(null, { status: 204 }),
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await fillAcme(app.host, { 'ZIP Code': '73301' });
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => summaryMessages(app.host)[0]?.startsWith('The address is not complete'), 'the validation failure');
    assert.is(document.activeElement?.getAttribute('role'), 'group', 'the summary takes focus');
    assert.is(byLabel(app.host, 'ZIP Code').value, '73301');
    assert.is(document.title, 'Error: Who is submitting - LicenseHub');
    app.answers[VERIFY] = { requestStatus: 'VERIFICATION_FAIL', verificationCandidates: [austin] };
    await type(byLabel(app.host, 'ZIP Code'), '99999');
    await click(button(app.host, 'Save and continue'));
    const panel = await waitFor(
      () => app.host.querySelector<HTMLElement>('[role=region][aria-label="We could not find this address"]'),
      'the verification failure',
    );
    assert.match(panel.textContent ?? '', 'You entered: 100 Main St, Austin, TX, 99999');
    await click(button(panel, 'Use the address as I entered it'));
    await waitFor(() => path(app) === `/flows/${FLOW}/attestation`, 'the attestation');
  } finally {
    await app.unmount();
  }
});

t('a 400 on the post stays on the screen with the registry errors in the form; a 500 keeps everything typed', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, {
    [`/submitter/${FLOW}.json`]: { isFirm: false },
    [POST]: json({ errors: ['Phone is not valid'] }, 400),
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await type(byLabel(app.host, 'Phone'), '(602) 555-0101');
    await click(checkbox(app.host, 'submitter-useAcceptance'));
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => summaryMessages(app.host).length > 0, 'the registry errors');
    assert.equal(summaryMessages(app.host), ['Phone is not valid']);
    assert.is(app.host.querySelector('a[href="#submitter-phone"]')?.textContent, 'Phone is not valid');
    assert.is(path(app), `/flows/${FLOW}/submitter`);
    app.answers[POST] = json({ errors: ['boom'] }, 500);
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => (app.host.textContent ?? '').includes('The registry had a problem answering.'), 'the failure');
    assert.is(byLabel(app.host, 'Phone').value, '(602) 555-0101');
    assert.is(path(app), `/flows/${FLOW}/submitter`);
  } finally {
    await app.unmount();
  }
});

t('after a save, Back from the attestation shows the submitter as the registry now holds it', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: { isFirm: false }, [POST]: new Response(null, { status: 204 }) });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await type(byLabel(app.host, 'Extension'), '12');
    await click(checkbox(app.host, 'submitter-useAcceptance'));
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => path(app) === `/flows/${FLOW}/attestation`, 'the attestation');
    await waitFor(() => heading(app.host) === 'Attestation', 'the attestation heading');
    // The registry now holds what was posted; each step reads it afresh.
    app.answers[`/submitter/${FLOW}.json`] = { isFirm: false, submittingFor: 'MY_SELF', extension: '12', useAcceptance: true };
    await click([...app.host.querySelectorAll<HTMLElement>('a')].find((a) => a.textContent === 'Back')!);
    await waitFor(() => app.host.querySelector('form[aria-label="Submitter"]'), 'the submitter again');
    assert.is(byLabel(app.host, 'Extension').value, '12');
    assert.ok(checkbox(app.host, 'submitter-useAcceptance').checked);
  } finally {
    await app.unmount();
  }
});

t('the PDB report uses its own submitter calls and goes to its attestation', async () => {
  const app = await renderStep('/pdb-report/R-1/submitter', {
    '/pdb-report-submitter/R-1.json': { isFirm: false, useAcceptance: true },
    '/pdb-report-submitter.json': new Response(null, { status: 204 }),
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    assert.match(app.host.textContent ?? '', 'Step 1 of 4');
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => path(app) === '/pdb-report/R-1/attestation', 'the report attestation');
    assert.ok(app.calls.includes('/pdb-report-submitter.json'));
  } finally {
    await app.unmount();
  }
});

t('address search: Find lists the US addresses found; choosing one fills the address fields, focuses the first and says what they hold', async () => {
  const SEARCH = '/addresses.json';
  const app = await renderStep(`/flows/${FLOW}/submitter`, {
    [`/submitter/${FLOW}.json`]: ACME,
    [SEARCH]: [austin, tulsa],
    [POST]: new Response(null, { status: 204 }),
  });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    const field = byLabel(app.host, 'Find the address');
    assert.is(description(app.host, field), 'Type part of a US address (street, city or ZIP code), then choose Find.');
    // No validation is shown: an empty query searches nothing and says nothing.
    await click(button(app.host, 'Find'));
    assert.not.ok(app.calls.includes(SEARCH), 'nothing searched');
    assert.is(app.host.querySelector('[role=status]')?.textContent, '');
    await type(field, 'main st');
    await click(button(app.host, 'Find'));
    const line = await waitFor(
      () => [...app.host.querySelectorAll('[role=status]')].find((el) => el.textContent?.startsWith('2 addresses found')),
      'the count',
    );
    assert.is(document.activeElement, line, 'the answer takes focus');
    const list = app.host.querySelector('ul[aria-label="Addresses found"]')!;
    assert.equal(
      [...list.querySelectorAll('button')].map((b) => b.textContent),
      ['100 Main St, Austin, TX, 78701', '100 Main St, Tulsa, OK, 74103-1234'],
    );
    await click(button(app.host, '100 Main St, Tulsa, OK, 74103-1234'));
    assert.is(byLabel(app.host, 'Address Line 1').value, '100 Main St');
    assert.is(byLabel(app.host, 'City').value, 'Tulsa');
    assert.is(byLabel<HTMLSelectElement>(app.host, 'State').value, 'OK');
    assert.is(byLabel(app.host, 'ZIP Code').value, '741031234');
    assert.is(document.activeElement, byLabel(app.host, 'Address Line 1'), 'focus goes to the address to check it');
    assert.is(line.textContent, 'The address fields now hold 100 Main St, Tulsa, OK, 74103-1234.');
    assert.not.ok(app.host.querySelector('ul[aria-label="Addresses found"]'), 'the choices are gone');
    // The address service's own record is posted without being sent back for verification.
    await type(byLabel(app.host, 'First Name'), 'Dana');
    await type(byLabel(app.host, 'Last Name'), "O'Neil");
    await click(checkbox(app.host, 'submitter-useAcceptance'));
    await click(button(app.host, 'Save and continue'));
    await waitFor(() => path(app)?.endsWith('/attestation'), 'the attestation');
    assert.not.ok(app.calls.includes(VERIFY), 'not verified again');
  } finally {
    await app.unmount();
  }
});

t('address search: none found and a failed search say so, show no validation and keep what was typed', async () => {
  const SEARCH = '/addresses.json';
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: ACME, [SEARCH]: [] });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await type(byLabel(app.host, 'Address Line 1'), '9 Nowhere Rd');
    const field = byLabel(app.host, 'Find the address');
    await type(field, 'nowhere');
    await click(button(app.host, 'Find'));
    await waitFor(() => app.host.querySelector('[role=status]')?.textContent === NO_ADDRESS_FOUND || undefined, 'none found');
    assert.equal(summaryMessages(app.host), [], 'no validation shown');
    app.answers[SEARCH] = json({ errors: ['down'] }, 500);
    await click(button(app.host, 'Find'));
    await waitFor(() => app.host.querySelector('[role=status]')?.textContent === ADDRESS_SEARCH_FAILED || undefined, 'the failure');
    assert.is(byLabel(app.host, 'Address Line 1').value, '9 Nowhere Rd');
    assert.is(field.value, 'nowhere');
  } finally {
    await app.unmount();
  }
});

t('address search: what a chosen address filled in is said only while the fields hold it', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: ACME, '/addresses.json': [austin] });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    await type(byLabel(app.host, 'Find the address'), 'main');
    await click(button(app.host, 'Find'));
    await click(await waitFor(() => [...app.host.querySelectorAll('button')].find((b) => b.textContent === '100 Main St, Austin, TX, 78701'), 'the choice'));
    const line = app.host.querySelector('[role=status]')!;
    assert.is(line.textContent, 'The address fields now hold 100 Main St, Austin, TX, 78701.');
    await type(byLabel(app.host, 'City'), 'Round Rock');
    assert.is(line.textContent, '');
  } finally {
    await app.unmount();
  }
});

t('address search: it is offered for a US address only', async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: ACME });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    byLabel(app.host, 'Find the address');
    await select(byLabel<HTMLSelectElement>(app.host, 'Country'), '156');
    assert.throws(() => byLabel(app.host, 'Find the address'));
  } finally {
    await app.unmount();
  }
});

t.run();
