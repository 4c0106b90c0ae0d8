/**
 * The license update's DRLP edit screen and review (docs/portal.md §License update, "DRLP data",
 * §License update "DRLP"): each state in happy-dom against a fake registry.
 */
import { paidDrlpChange } from '../../../paid-drlp-change';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DrlpData, DrlpError } from '../../../../core/model/drlp';
import { byText, quietConsole, render, waitFor, type Rendered } from '../../render';
import { byLabel, button, heading, press, type } from '../../identify/dom-actions';

const t = suite('license update: DRLPs');
const BASE = '/license-update/F-7';
const alice = { firstName: 'Alice', lastName: 'Morgan', npn: '1000001', loas: ['Property'], active: true, added: false };
const ben = { firstName: 'Ben', lastName: 'Carter', npn: '1000002', loas: ['Property'], active: false, added: false };
const data = (drlps = [alice, ben], errors: DrlpError[] = []): DrlpData => ({
  businessEntity: {
    businessEntityName: 'Acme Insurance Agency LLC',
    fein: '12-3456789',
    states: [
      {
        stateName: 'Texas',
        stateCode: 'TX',
        licenses: [
          {
            licenseName: 'General Lines Agency',
            licenseCode: 'AG-5001',
            loas: [
              { loaName: 'Property', active: true },
              { loaName: 'Life', active: false },
            ],
            drlps,
          },
        ],
      },
    ],
  },
  errors,
});
const noDrlp: DrlpError = {
  stateCode: 'TX',
  stateName: 'Texas',
  licenseCode: 'AG-5001',
  licenseName: 'General Lines Agency',
  errors: ['General Lines Agency AG-5001 must have at least one active DRLP.'],
};
const removed = { ...alice, active: false, pending: true };
const dan = { firstName: 'Dan', lastName: 'Evans', npn: '1000004', loas: ['Property'], active: true, added: true, pending: true };

let app: Rendered | undefined;
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

async function open(answers: Record<string, unknown> = {}): Promise<Rendered> {
  app = await render({ path: `${BASE}/edit`, signedIn: true, answers: { [`${BASE}/drlp.json`]: data(), ...answers } });
  await waitFor(() => byText(app!.host, 'h3', 'General Lines Agency AG-5001'), 'the licenses');
  return app;
}
const dialog = (role: 'dialog' | 'alertdialog') => document.querySelector<HTMLElement>(`[role=${role}]`);
const byAria = (host: ParentNode, label: string) => host.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)!;

t('the business entity, its states, licenses with LOAs, and DRLPs with their status; Remove only on active ones', async () => {
  const { host } = await open();
  assert.is(heading(host), 'Designated responsible licensed producers');
  assert.is(document.title, 'Designated responsible licensed producers - LicenseHub');
  const text = host.textContent ?? '';
  assert.match(text, 'Business entityAcme Insurance Agency LLCFEIN12-3456789');
  assert.ok(byText(host, 'h2', 'Texas'));
  assert.match(text, 'Lines of authority: Property, Life (inactive)');
  assert.match(text, 'Alice MorganNPN 1000001PropertyStatus: Active');
  assert.match(text, 'Ben CarterNPN 1000002PropertyStatus: Inactive');
  assert.ok(byAria(host, 'Remove Alice Morgan from license AG-5001'));
  assert.not.ok(host.querySelector('[aria-label="Remove Ben Carter from license AG-5001"]'));
});

t('Remove: the answer shows by its license (Removal pending, the error), and the page says who was removed, with focus there', async () => {
  const { host } = await open({ [`${BASE}/drlp/remove.json`]: data([removed, { ...ben, active: true }]) });
  await press(byAria(host, 'Remove Alice Morgan from license AG-5001'));
  const notice = await waitFor(() => byText(host, '[role=status] p', 'Alice Morgan removed from license AG-5001.'), 'the notice');
  await waitFor(() => document.activeElement === notice, 'focus on the notice');
  assert.match(host.textContent ?? '', 'Status: Removal pending');
});

t('removing the only DRLP of a license: the refusal is an alert that takes focus (no "removed" notice), and the removal can be undone', async () => {
  const { host } = await open({ [`${BASE}/drlp/remove.json`]: data([removed, ben], [noDrlp]), [`${BASE}/drlp/add.json`]: data() });
  await press(byAria(host, 'Remove Alice Morgan from license AG-5001'));
  const alert = await waitFor(() => host.querySelector<HTMLElement>('[role=alert]'), 'the alert');
  assert.match(alert.textContent ?? '', 'This license needs a DRLP');
  assert.match(
    alert.textContent ?? '',
    'Alice Morgan is marked for removal from license AG-5001, but General Lines Agency AG-5001 must have at least one active DRLP. Add another DRLP to it, or undo the removal.',
  );
  await waitFor(() => document.activeElement === alert, 'focus on the alert');
  assert.not.ok(byText(host, '[role=status] p', 'Alice Morgan removed from license AG-5001.'), 'no success notice');
  assert.is(document.title, 'Error: Designated responsible licensed producers - LicenseHub');
  await press(byAria(host, 'Undo removal of Alice Morgan from license AG-5001'));
  const kept = await waitFor(() => byText(host, '[role=status] p', 'Alice Morgan kept on license AG-5001: the removal is undone.'), 'the undo notice');
  await waitFor(() => document.activeElement === kept, 'focus on the undo notice');
  assert.match(host.textContent ?? '', 'Alice MorganNPN 1000001PropertyStatus: Active');
  assert.not.ok(host.querySelector('[role=alert]'), 'the alert is gone');
  assert.ok(app!.calls.includes(`${BASE}/drlp/add.json`), 'the undo adds her back');
});

t('Next with errors opens the error modal (ACTIVATEMODAL); Go back and fix closes it; Proceed goes to the review', async () => {
  const { host } = await open({ [`${BASE}/drlp/proceed.json`]: data([removed, ben]), [`${BASE}/review.json`]: data([removed, ben]) });
  app!.answers[`${BASE}/drlp.json`] = data([removed, ben], [noDrlp]);
  await press(button(host, 'Next'));
  const modal = await waitFor(() => dialog('alertdialog'), 'the error modal');
  assert.match(modal.textContent ?? '', 'Some licenses need attention');
  assert.match(modal.textContent ?? '', 'Texas, General Lines Agency AG-5001: General Lines Agency AG-5001 must have at least one active DRLP.');
  assert.is.not(button(host, 'Next').className, button(host, 'Save changes').className, 'a primary button looks unlike a secondary one');
  assert.is(button(modal, 'Go back and fix').className, button(host, 'Next').className, 'Go back and fix is the primary action');
  assert.is(button(modal, 'Proceed anyway').className, button(host, 'Save changes').className, 'Proceed anyway is a secondary one');
  await press(button(modal, 'Go back and fix'));
  await waitFor(() => !dialog('alertdialog'), 'the modal closed');
  await press(button(host, 'Next'));
  const again = await waitFor(() => dialog('alertdialog'), 'the error modal again');
  await press(button(again, 'Proceed anyway'));
  await waitFor(() => app!.router!.state.location.pathname === `${BASE}/review`, 'the review address');
  await waitFor(() => heading(host) === 'Review your DRLP changes', 'the review');
});

t('Save with errors stores them on the page with the modal closed', async () => {
  const { host } = await open();
  app!.answers[`${BASE}/drlp.json`] = data([removed, ben], [noDrlp]);
  await press(button(host, 'Save changes'));
  await waitFor(() => byText(host, 'li', 'General Lines Agency AG-5001 must have at least one active DRLP.'), 'the stored errors');
  assert.not.ok(dialog('alertdialog'));
});

t('Next with no errors goes straight to the review', async () => {
  const { host } = await open({ [`${BASE}/review.json`]: data() });
  await press(button(host, 'Next'));
  await waitFor(() => app!.router!.state.location.pathname === `${BASE}/review`, 'the review address');
});

t('the add modal: Search checks NPN and last name, shows the producer and the licenses; Add needs one; a successful add closes it', async () => {
  const { host } = await open({
    [`${BASE}/drlp/search.json`]: {
      lastName: 'Evans',
      firstName: 'Dan',
      npn: '1000004',
      isApplyToAll: false,
      licenses: [{ licenseName: 'General Lines Agency', licenseCode: 'AG-5001', loas: ['Property'] }],
    },
    [`${BASE}/drlp/add.json`]: data([alice, ben, dan]),
  });
  await press(button(host, 'Add a DRLP in Texas'));
  const modal = await waitFor(() => dialog('dialog'), 'the add modal');
  assert.match(modal.textContent ?? '', 'Add a DRLP in Texas');
  assert.is(byLabel<HTMLSelectElement>(modal, 'State').value, 'TX');
  await press(button(modal, 'Search'));
  await waitFor(() => (modal.textContent ?? '').includes('National Producer Number (NPN) is a required field'), 'the NPN message');
  assert.match(modal.textContent ?? '', 'Last Name is a required field');
  assert.is(document.activeElement, byLabel(modal, 'National Producer Number (NPN)'));
  assert.not.ok(app!.calls.includes(`${BASE}/drlp/search.json`), 'nothing sent');
  await type(byLabel(modal, 'National Producer Number (NPN)'), '1000004');
  await type(byLabel(modal, 'Last Name'), 'Evans');
  await press(button(modal, 'Search'));
  await waitFor(() => (modal.textContent ?? '').includes('Dan Evans (NPN 1000004)'), 'the search result');
  await press(button(modal, 'Add DRLP'));
  await waitFor(() => (modal.textContent ?? '').includes('Select at least one license'), 'the license message');
  await press(byLabel(modal, 'General Lines Agency AG-5001 (Property)'));
  await press(button(modal, 'Add DRLP'));
  await waitFor(() => !dialog('dialog'), 'the add modal closed');
  await waitFor(() => byText(host, '[role=status] p', 'Dan Evans added as a DRLP on license AG-5001.'), 'the notice');
  assert.match(host.textContent ?? '', 'Dan EvansNPN 1000004PropertyStatus: Added, pending');
});

t('the add modal: a producer with no license there shows the registry message; a refused add keeps the modal and what was typed', async () => {
  const { host } = await open({
    [`${BASE}/drlp/search.json`]: {
      lastName: 'Diaz',
      firstName: 'Cora',
      npn: '1000003',
      isApplyToAll: false,
      licenses: [{ licenseName: 'General Lines Agency', licenseCode: 'AG-5001', loas: [] }],
      errors: ['Cora Diaz holds no active license in Texas.'],
    },
    [`${BASE}/drlp/add.json`]: new Response(JSON.stringify({ errors: ['Cora Diaz cannot be a DRLP on license AG-5001.'] }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    }),
  });
  await press(button(host, 'Add a DRLP in Texas'));
  const modal = await waitFor(() => dialog('dialog'), 'the add modal');
  await type(byLabel(modal, 'National Producer Number (NPN)'), '1000003');
  await type(byLabel(modal, 'Last Name'), 'Diaz');
  await press(button(modal, 'Search'));
  await waitFor(() => (modal.textContent ?? '').includes('Cora Diaz holds no active license in Texas.'), 'the search message');
  await press(byLabel(modal, 'General Lines Agency AG-5001 (no shared lines of authority)'));
  await press(button(modal, 'Add DRLP'));
  await waitFor(() => (modal.textContent ?? '').includes('Cora Diaz cannot be a DRLP on license AG-5001.'), 'the refusal');
  assert.is(byLabel(modal, 'Last Name').value, 'Diaz');
  await press(button(modal, 'Cancel'));
  await waitFor(() => !dialog('dialog'), 'closed');
});

t('a 500 on a DRLP call is the generic error screen', async () => {
  const restore = quietConsole();
  try {
    const { host } = await open({ [`${BASE}/drlp/remove.json`]: new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }) });
    await press(byAria(host, 'Remove Alice Morgan from license AG-5001'));
    await waitFor(() => heading(host) === 'Oops. Something went wrong.', 'the generic error screen');
  } finally {
    restore();
  }
});

t('the review: what this update changes, the licenses read only, Change and Continue to the submitter', async () => {
  app = await render({ path: `${BASE}/review`, signedIn: true, answers: { [`${BASE}/review.json`]: data([removed, ben, dan]) } });
  const { host } = app;
  await waitFor(() => byText(host, 'h2', 'Changes in this update'), 'the review');
  assert.is(document.title, 'Review your DRLP changes - LicenseHub');
  const changes = host.querySelector('[aria-label="Changes in this update"]')!;
  assert.equal(
    [...changes.querySelectorAll('li')].map((li) => li.textContent),
    [
      'Alice Morgan (NPN 1000001)Texas, General Lines Agency AG-5001Status: Removal pending',
      'Dan Evans (NPN 1000004)Texas, General Lines Agency AG-5001Status: Added, pending',
    ],
  );
  assert.not.ok(host.querySelector('[aria-label^="Remove "]'), 'read only');
  await press(button(host, 'Continue'));
  await waitFor(() => app!.router!.state.location.pathname === `${BASE}/submitter`, 'the submitter address');
});

t('the review with nothing changed says so', async () => {
  app = await render({ path: `${BASE}/review`, signedIn: true, answers: { [`${BASE}/review.json`]: data() } });
  await waitFor(() => (app!.host.textContent ?? '').includes('You have not changed any DRLP.'), 'the empty review');
  await press(button(app.host, 'Change DRLPs'));
  await waitFor(() => app!.router!.state.location.pathname === `${BASE}/edit`, 'the edit address');
});

// DRLP changes already paid for (docs/portal.md §License update).
const PAID = '/license-update/paid-changes.json';
const paidChange = (change: 'ADDED' | 'REMOVED', who: { firstName: string; lastName: string; npn: string }) => paidDrlpChange({ change, ...who });
const danSearch = {
  lastName: 'Evans',
  firstName: 'Dan',
  npn: '1000004',
  isApplyToAll: false,
  licenses: [{ licenseName: 'General Lines Agency', licenseCode: 'AG-5001', loas: ['Property'] }],
};

t('the DRLP page shows per state the changes already paid for: who, added or removed, the order and its status in words, names masked', async () => {
  const { host } = await open({ [PAID]: { paidChanges: [paidChange('ADDED', dan), paidChange('REMOVED', alice)] } });
  const list = await waitFor(() => host.querySelector<HTMLElement>('[aria-label="Already paid for in Texas"]'), 'the paid changes');
  assert.ok(byText(host, 'h3', 'Already paid for'));
  assert.match(host.textContent ?? '', 'You have paid for these changes. The registry has not made them yet');
  assert.equal(
    [...list.querySelectorAll('li')].map((li) => li.textContent),
    [
      'Dan Evans (NPN 1000004)Being added to license AG-5001Order LH1000016, paid 11/20/2026: Pending',
      'Alice Morgan (NPN 1000001)Being removed from license AG-5001Order LH1000016, paid 11/20/2026: Pending',
    ],
  );
  for (const li of list.querySelectorAll('li')) assert.ok(li.querySelector('[data-private]')?.textContent?.includes('(NPN '), 'the name is masked');
  assert.ok(app!.calls.includes(PAID), 'read from the registry');
});

t('adding a producer to a license already paid for says so beside the license, and Add refuses it without sending anything', async () => {
  const { host } = await open({ [PAID]: { paidChanges: [paidChange('ADDED', dan)] }, [`${BASE}/drlp/search.json`]: danSearch });
  await press(button(host, 'Add a DRLP in Texas'));
  const modal = await waitFor(() => dialog('dialog'), 'the add modal');
  await type(byLabel(modal, 'National Producer Number (NPN)'), '1000004');
  await type(byLabel(modal, 'Last Name'), 'Evans');
  await press(button(modal, 'Search'));
  const said = 'You have already paid for this: Dan Evans is being added to license AG-5001 in order LH1000016 (Pending). You do not need to add them again.';
  const license = await waitFor(() => byLabel<HTMLInputElement>(modal, 'General Lines Agency AG-5001 (Property)'), 'the license');
  assert.is(document.getElementById(license.getAttribute('aria-describedby') ?? '')?.textContent, said, 'said at the point of choice');
  await press(license);
  await press(button(modal, 'Add DRLP'));
  await waitFor(() => document.getElementById('drlp-add-licenses-error')?.textContent === said, 'the refusal');
  assert.not.ok(app!.calls.includes(`${BASE}/drlp/add.json`), 'nothing sent: nothing to pay twice');
});

t('when the registry cannot say what was paid for, the DRLP page says so and still works', async () => {
  const { host } = await open();
  await waitFor(() => (host.textContent ?? '').includes('We could not check which DRLP changes you have already paid for.'), 'the note');
  assert.ok(byAria(host, 'Remove Alice Morgan from license AG-5001'));
});

t.run();
