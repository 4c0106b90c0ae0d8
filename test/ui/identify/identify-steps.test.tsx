import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { serverError, tooManyRequests } from '../../../core/errors';
import { NOT_MATCHED_MESSAGE } from '../../../core/use-cases/identify/machine';
import { IDENTIFICATION_FAILED_MESSAGE } from '../../../core/use-cases/identify/use-case';
import { waitFor } from '../render';
import { button, byLabel, groups, heading, press, select, type } from './dom-actions';
import { renderIdentify, type IdentifyScreen } from './identify-harness';
import { expectNoAxeViolations } from '../axe';
import { must } from '../../must';
import { journeyRecords } from '../../../core/use-cases/journey/records';

const test = suite('identify licensee steps (docs/portal.md §Identify)');
let s: IdentifyScreen | undefined;
test.after.each(async () => {
  await s?.unmount();
  s = undefined;
});

const search = () => new URLSearchParams(s!.router.state.location.search);

async function toSearchDetails(entity: 'Individual' | 'Firm') {
  await press(byLabel(s!.host, entity));
  await press(button(s!.host, 'Continue'));
  await waitFor(() => heading(s!.host).includes('Search details'), 'the search details step');
}

/** Individual by NPN, filled and accepted. */
async function fillIndividualByNpn(lastName = 'Diaz', npn = '1000003') {
  await toSearchDetails('Individual');
  await press(byLabel(s!.host, 'National Producer Number (NPN)'));
  await type(byLabel(s!.host, 'Last Name'), lastName);
  const npnInputs = [...s!.host.querySelectorAll<HTMLInputElement>('input[type="text"]')].filter((i) => i.id === 'identify-npn');
  await type(must(npnInputs[0], 'the NPN input'), npn);
  await press(byLabel(s!.host, 'I accept the use agreement'));
}

const submit = () => press(button(s!.host, 'Submit'));
const alerts = (title: string) => groups(s!.host, title, 'alert').map((g) => g.textContent ?? '');
/** The failure took focus, so it is announced where the user is. */
const alertHasFocus = () => document.activeElement?.closest('[data-outcome-focus]')?.querySelector('[role="alert"]') != null;

/** Cora by NPN, answered with AUTHORIZATION_FAILURE: the authorization step. */
async function toAuthorization(ssnVerification: 'LAST_FOUR' | 'FULL_SSN') {
  await fillIndividualByNpn();
  s!.answer({ status: 'AUTHORIZATION_FAILURE', ssnVerification });
  await submit();
  await waitFor(() => heading(s!.host).includes('Verify your identity'), 'the authorization step');
}

test("INITIAL → SEARCH_DETAILS after an entity type is selected: the step gets its own URL and the entity type's lookup options", async () => {
  s = await renderIdentify();
  assert.match(heading(s.host), 'Who is the licensee?');
  await toSearchDetails('Firm');
  assert.is(document.activeElement, s.host.querySelector('h1'), "focus moves to the step's heading");
  assert.is(search().get('step'), 'search');
  assert.is(search().get('entity'), 'FIRM');
  const options = [...s.host.querySelectorAll('[role="radiogroup"] label')].map((l) => l.textContent);
  assert.equal(options, ['License Number', 'National Producer Number (NPN)', 'Federal Employer Identification Number (FEIN)']);
});

test("the search details show only the chosen option's fields, and the request carries only them", async () => {
  s = await renderIdentify();
  await toSearchDetails('Individual');
  await press(byLabel(s.host, 'License Number'));
  const fieldLabels = () => [...s!.host.querySelectorAll('form label')].map((l) => l.textContent?.replace(/\s*\*$/, ''));
  assert.ok(fieldLabels().includes('License State'));
  assert.not.ok(fieldLabels().includes('Last Name'));
  await select(byLabel<HTMLSelectElement>(s.host, 'License State'), 'TX');
  const licenseNumber = [...s.host.querySelectorAll<HTMLInputElement>('input')].find((i) => i.id === 'identify-licenseNumber')!;
  await type(licenseNumber, ' TX-100001 ');
  await press(byLabel(s.host, 'I accept the use agreement'));
  s.answer({ status: 'SUCCESS' });
  await submit();
  await waitFor(() => s!.requests.length === 1, 'the identify call');
  assert.equal(s.requests[0], { entityType: 'INDIVIDUAL', searchType: 'LICENSE', useAgreementAccepted: true, licenseNumber: 'TX-100001', licenseState: 'TX' });
});

test('success: the token is held, user info is fetched again, and the user menu opens', async () => {
  s = await renderIdentify();
  await fillIndividualByNpn('Morgan', '1000001');
  s.answer({ status: 'SUCCESS' });
  await submit();
  await waitFor(() => s!.router.state.location.pathname === '/user-menu', 'the user menu');
  assert.ok(s.auth.isAuthenticated);
  assert.ok(s.calls.includes('/user-info.json'));
  await waitFor(() => s!.host.textContent?.includes('Welcome, Alice Morgan'), 'the welcome');
});

test('the use agreement accepted on signing in is kept in the session’s records, so the submitter steps do not ask for it again', async () => {
  s = await renderIdentify();
  assert.not.ok(journeyRecords(s.store).termsAccepted());
  await fillIndividualByNpn('Morgan', '1000001');
  s.answer({ status: 'SUCCESS' });
  await submit();
  await waitFor(() => s!.router.state.location.pathname === '/user-menu', 'the user menu');
  assert.ok(journeyRecords(s.store).termsAccepted());
});

test('AUTHORIZATION_FAILURE → AUTHORIZE: the authorization step asks for the last four (mask 9999) and sends it with the search', async () => {
  s = await renderIdentify();
  await toAuthorization('LAST_FOUR');
  assert.is(search().get('step'), 'authorize');
  assert.not.ok(s.router.state.location.search.match(/\d/), 'nothing typed is in the URL');
  const ssn = byLabel(s.host, 'Social Security Number (SSN)');
  assert.is(ssn.getAttribute('autocomplete'), 'off');
  await type(ssn, '89012');
  assert.is(ssn.value, '8901', 'the last-four mask keeps four digits');
  s.answer({ status: 'SUCCESS' });
  await submit();
  await waitFor(() => s!.requests.length === 2, 'the authorized call');
  assert.equal(s.requests[1], { entityType: 'INDIVIDUAL', searchType: 'NPN', useAgreementAccepted: true, lastName: 'Diaz', npn: '1000003', ssn: '8901' });
  await waitFor(() => s!.router.state.location.pathname === '/user-menu', 'the user menu');
});

test('AUTHORIZATION_FAILURE with FULL_SSN: the authorization step uses the 999-99-9999 mask', async () => {
  s = await renderIdentify();
  await toAuthorization('FULL_SSN');
  const ssn = byLabel(s.host, 'Social Security Number (SSN)');
  await type(ssn, '456789012');
  assert.is(ssn.value, '456-78-9012');
});

test('a failure with the authorization already supplied: "The information you provided does not match our records."', async () => {
  s = await renderIdentify();
  await toAuthorization('LAST_FOUR');
  s.answer({ status: 'AUTHORIZATION_FAILURE', ssnVerification: 'LAST_FOUR' });
  await type(byLabel(s.host, 'Social Security Number (SSN)'), '0000');
  await submit();
  await waitFor(() => alerts('No match found').length === 1, 'the failure');
  assert.match(must(alerts('No match found')[0], 'the failure'), NOT_MATCHED_MESSAGE);
  await waitFor(alertHasFocus, 'focus on the failure');
  assert.is(document.title, 'Error: Verify your identity - Identify Licensee - LicenseHub');
  assert.is(byLabel(s.host, 'Social Security Number (SSN)').value, '0000', 'what was typed is kept');
});

test('IDENTIFICATION_FAILURE returns to SEARCH_DETAILS with the generic failed state; the input is kept', async () => {
  s = await renderIdentify();
  await fillIndividualByNpn('Nobody', '9999999');
  s.answer({ status: 'IDENTIFICATION_FAILURE' });
  await submit();
  await waitFor(() => alerts('No match found').length === 1, 'the failed state');
  assert.match(must(alerts('No match found')[0], 'the failed state'), IDENTIFICATION_FAILED_MESSAGE);
  await waitFor(alertHasFocus, 'focus on the failure');
  assert.is(document.title, 'Error: Search details - Identify Licensee - LicenseHub');
  assert.is(byLabel(s.host, 'Last Name').value, 'Nobody');
  assert.ok(byLabel(s.host, 'I accept the use agreement').checked);
  assert.is(search().get('step'), 'search');
});

test('status ERROR: the returned messages listed in one "There is a problem" box, with how to reach customer service, focused', async () => {
  s = await renderIdentify();
  await fillIndividualByNpn('Fox', '1000005');
  s.answer({ status: 'ERROR', errors: ['This record is under review by the registry.', 'Contact customer service to continue.'] });
  await submit();
  await waitFor(() => alerts('There is a problem').length === 1, 'one problem box');
  const box = must(groups(s.host, 'There is a problem', 'alert')[0], 'the problem box');
  assert.equal(
    [...box.querySelectorAll('li')].map((li) => li.textContent),
    ['This record is under review by the registry.', 'Contact customer service to continue.'],
  );
  assert.match(box.textContent ?? '', /customer service/);
  await waitFor(() => document.activeElement === box, 'focus on the box');
});

test('axe finds nothing on each identify step and on a failed search (default rules, in the component test DOM)', async () => {
  s = await renderIdentify();
  await expectNoAxeViolations(s.host, 'the entity step');
  await toAuthorization('LAST_FOUR');
  await expectNoAxeViolations(s.host, 'the authorization step');
  s.answer({ status: 'ERROR', errors: ['This record is under review by the registry.'] });
  await type(byLabel(s.host, 'Social Security Number (SSN)'), '0000');
  await submit();
  await waitFor(() => alerts('There is a problem').length === 1, 'the problem box');
  await expectNoAxeViolations(s.host, 'the search step with registry errors');
});

test('a 429 and a server error show in place; the form keeps its input and can be sent again', async () => {
  s = await renderIdentify();
  await fillIndividualByNpn();
  s.answer({ failure: tooManyRequests(5) }, { failure: serverError(500) });
  await submit();
  await waitFor(() => alerts('Too many requests').length === 1, 'the 429 alert');
  assert.match(must(alerts('Too many requests')[0], 'the 429 alert'), 'Please wait 5 seconds and try again.');
  await submit();
  await waitFor(() => alerts('Something went wrong').length === 1, 'the server error alert');
  assert.match(must(alerts('Something went wrong')[0], 'the server error alert'), 'The registry had a problem answering.');
  assert.is(byLabel(s.host, 'Last Name').value, 'Diaz');
  assert.is(s.requests.length, 2);
});

test('reset: Start over returns to the entity type step with the form cleared', async () => {
  s = await renderIdentify();
  await toAuthorization('LAST_FOUR');
  await press(button(s.host, 'Start over'));
  await waitFor(() => heading(s!.host).includes('Who is the licensee?'), 'the first step');
  assert.not.ok(byLabel(s.host, 'Individual').checked);
  await toSearchDetails('Individual');
  assert.is(s.host.querySelector('[role="radiogroup"] input:checked'), null, 'no search type kept');
});

test('back from the search details returns to the entity type with the choice kept; a typed authorize URL lands on the search', async () => {
  s = await renderIdentify();
  await toSearchDetails('Firm');
  await act(async () => {
    await s!.router.navigate(-1);
  });
  await waitFor(() => heading(s!.host).includes('Who is the licensee?'), 'the first step');
  assert.ok(byLabel(s.host, 'Firm').checked);
  await s.unmount();
  s = await renderIdentify('/identify-licensee?step=authorize&entity=INDIVIDUAL&search=NPN');
  await waitFor(() => heading(s!.host).includes('Search details'), 'the search step');
  assert.is(search().get('step'), 'search');
  assert.ok(byLabel(s.host, 'National Producer Number (NPN)').checked, 'the search type from the URL');
});

test.run();
