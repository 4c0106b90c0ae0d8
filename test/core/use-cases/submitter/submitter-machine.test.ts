/** The submitter machine and use-case (docs/portal.md §Submitter, §Address lookup). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { badRequest, serverError } from '../../../../core/errors';
import type { AddressVerification } from '../../../../core/model/address';
import type { Submitter } from '../../../../core/model/submitter';
import { submitterDefaults } from '../../../../core/use-cases/submitter/defaults';
import {
  addressOf,
  initialSubmitter,
  needsAddressCheck,
  submitterReducer,
  type SubmitterEvent,
  type SubmitterState,
} from '../../../../core/use-cases/submitter/machine';
import {
  addressCheckView,
  addressLine,
  callFailureText,
  createSubmitterUseCase,
  hasFormProblems,
  isBusy,
  regionKind,
  serverErrorField,
  submitterErrorList,
} from '../../../../core/use-cases/submitter/use-case';
import { austin, dallas, someoneElse } from './fixtures';

const run = (s: SubmitterState, ...events: SubmitterEvent[]) => events.reduce(submitterReducer, s);
const start = (form: Submitter = someoneElse, type: Parameters<typeof initialSubmitter>[0] = 'FLOWS') => initialSubmitter(type, 'F-1', form);

test('submit with a rule broken stays on the form with the messages (docs/portal.md §Submitter) in form order, and sends nothing', () => {
  const s = run(start({ ...someoneElse, firstName: 'D4na', email: 'nope', useAcceptance: false }), { type: 'SUBMIT' });
  assert.is(s.status, 'EDITING');
  assert.equal(s.effects, []);
  assert.equal(
    submitterErrorList(s).map((e) => e.message),
    ['First Name may only contain letters, periods and hyphens', 'Email is not valid', 'Please accept to continue'],
  );
  assert.is(s.attempt, 1);
  assert.ok(hasFormProblems(s));
});

test('typing in a field clears that field’s message only', () => {
  const s = run(start({ ...someoneElse, firstName: '', lastName: '' }), { type: 'SUBMIT' }, { type: 'EDIT', field: 'firstName', value: 'Dana' });
  assert.equal(Object.keys(s.errors), ['lastName']);
  assert.is(s.form.firstName, 'Dana');
});

test('switching to "Myself" after a refused submit: the summary lists only what is still on the page', () => {
  const empty = { ...someoneElse, firstName: '', lastName: '', address1: '', city: '', useAcceptance: false };
  const refused = run(start(empty), { type: 'SUBMIT' });
  assert.ok(submitterErrorList(refused).length > 2);
  const mine = run(refused, { type: 'EDIT', field: 'submittingFor', value: 'MY_SELF' });
  assert.equal(
    submitterErrorList(mine).map((e) => e.message),
    ['Please accept to continue'],
  );
  // Back to someone else: nothing is shown until the next submit asks again.
  assert.equal(
    submitterErrorList(run(mine, { type: 'EDIT', field: 'submittingFor', value: 'SOMEONE_ELSE' })).map((e) => e.message),
    ['Please accept to continue'],
  );
});

test('a SOMEONE_ELSE US address is verified before the post', () => {
  const s = run(start(), { type: 'SUBMIT' });
  assert.is(s.status, 'VERIFYING');
  assert.equal(s.effects, [{ type: 'VERIFY_ADDRESS', address: addressOf(someoneElse) }]);
  assert.ok(isBusy(s));
});

test('MY_SELF and non-US addresses are posted without an address check', () => {
  const mine = run(start(submitterDefaults({ useAcceptance: true })), { type: 'SUBMIT' });
  assert.is(mine.status, 'POSTING');
  assert.is(mine.effects[0]?.type, 'POST_SUBMITTER');
  assert.not.ok(needsAddressCheck({ ...someoneElse, country: '156' }));
});

test('VERIFY_SINGLE offers the match; using it puts it in the form and posts', () => {
  const s = run(start(), { type: 'SUBMIT' }, { type: 'VERIFIED', result: { requestStatus: 'VERIFY_SINGLE', verifiedAddress: austin } });
  assert.is(s.status, 'CONFIRM_ADDRESS');
  assert.equal(s.addressCheck, { kind: 'SINGLE', address: austin });
  assert.is(addressCheckView(s.addressCheck!).title, 'Confirm the address');
  const posted = run(s, { type: 'USE_ADDRESS', address: austin });
  assert.is(posted.status, 'POSTING');
  assert.is(posted.form.zipCode, '78701');
  const effect = posted.effects[0];
  assert.ok(effect?.type === 'POST_SUBMITTER' && effect.body.flowId === 'F-1' && effect.body.zipCode === '78701' && !effect.pdb);
});

test('VERIFY_MULTIPLE lists the candidates; the chosen one is posted, and is not verified again', () => {
  const s = run(start(), { type: 'SUBMIT' }, { type: 'VERIFIED', result: { requestStatus: 'VERIFY_MULTIPLE', verificationCandidates: [austin, dallas] } });
  assert.equal(s.addressCheck, { kind: 'MULTIPLE', candidates: [austin, dallas] });
  assert.is(addressCheckView(s.addressCheck!).title, 'Choose the address');
  const posted = run(s, { type: 'USE_ADDRESS', address: dallas });
  assert.is(posted.form.city, 'Dallas');
  // A 400 after that: submitting again posts at once (the address is settled).
  const again = run(posted, { type: 'POST_FAILED', error: badRequest(['Email is not valid']) }, { type: 'SUBMIT' });
  assert.is(again.status, 'POSTING');
});

test('VALIDATION_FAIL returns to the form with the address message and keeps what was typed', () => {
  const s = run(
    start(),
    { type: 'SUBMIT' },
    { type: 'VERIFIED', result: { requestStatus: 'VALIDATION_FAIL', verificationCandidates: [addressOf(someoneElse)] } },
  );
  assert.is(s.status, 'EDITING');
  assert.equal(s.form, someoneElse);
  assert.match(addressCheckView(s.addressCheck!).text, 'The address is not complete');
  assert.ok(hasFormProblems(s));
});

test('VERIFICATION_FAIL keeps what was typed; keeping it posts the typed address, editing returns to the form', () => {
  const result: AddressVerification = { requestStatus: 'VERIFICATION_FAIL', verificationCandidates: [addressOf(someoneElse)] };
  const s = run(start(), { type: 'SUBMIT' }, { type: 'VERIFIED', result });
  assert.is(s.status, 'CONFIRM_ADDRESS');
  assert.is(addressCheckView(s.addressCheck!).title, 'We could not find this address');
  const kept = run(s, { type: 'KEEP_TYPED_ADDRESS' });
  assert.is(kept.status, 'POSTING');
  assert.equal(kept.form, someoneElse);
  const edited = run(s, { type: 'EDIT_ADDRESS' });
  assert.equal([edited.status, edited.addressCheck, edited.form], ['EDITING', undefined, someoneElse]);
});

test('changing the address while a suggestion is shown withdraws it', () => {
  const s = run(
    start(),
    { type: 'SUBMIT' },
    { type: 'VERIFIED', result: { requestStatus: 'VERIFY_SINGLE', verifiedAddress: austin } },
    { type: 'EDIT', field: 'city', value: 'Round Rock' },
  );
  assert.equal([s.status, s.addressCheck], ['EDITING', undefined]);
  const other = run(
    start(),
    { type: 'SUBMIT' },
    { type: 'VERIFIED', result: { requestStatus: 'VERIFY_SINGLE', verifiedAddress: austin } },
    { type: 'EDIT', field: 'email', value: 'x@y.z' },
  );
  assert.is(other.status, 'CONFIRM_ADDRESS');
});

test('address search: a found address fills the address fields and clears their messages, and is posted without being verified again', () => {
  const typed = run(start({ ...someoneElse, address1: '', city: '' }), { type: 'SUBMIT' });
  assert.equal(Object.keys(typed.errors).sort(), ['address1', 'city']);
  const filled = run(typed, { type: 'FILL_ADDRESS', address: dallas });
  assert.is(filled.status, 'EDITING');
  assert.equal(addressOf(filled.form), dallas);
  assert.equal(filled.errors, {});
  assert.equal(filled.effects, []);
  assert.is(filled.form.firmName, someoneElse.firmName, 'the other fields are kept');
  const submitted = run(filled, { type: 'SUBMIT' });
  assert.is(submitted.status, 'POSTING', 'the address service’s own record is not sent back to it');
});

test('address search: a found address changed afterwards is verified on submit', () => {
  const s = run(start(), { type: 'FILL_ADDRESS', address: dallas }, { type: 'EDIT', field: 'address2', value: 'Suite 9' }, { type: 'SUBMIT' });
  assert.is(s.status, 'VERIFYING');
});

test('address search: a found address withdraws a suggestion shown; it fills only a US address and not while posting', () => {
  const suggested = run(start(), { type: 'SUBMIT' }, { type: 'VERIFIED', result: { requestStatus: 'VERIFICATION_FAIL', verificationCandidates: [] } });
  const filled = run(suggested, { type: 'FILL_ADDRESS', address: austin });
  assert.is(filled.status, 'EDITING');
  assert.is(filled.addressCheck, undefined);
  const canada = run(start(), { type: 'EDIT', field: 'country', value: '156' });
  assert.is(run(canada, { type: 'FILL_ADDRESS', address: austin }), canada);
  const posting = run(start(), { type: 'FILL_ADDRESS', address: austin }, { type: 'SUBMIT' });
  assert.is(posting.status, 'POSTING');
  assert.is(run(posting, { type: 'FILL_ADDRESS', address: dallas }), posting);
});

test('a failed address call keeps the form and says so; submitting again retries', () => {
  const s = run(start(), { type: 'SUBMIT' }, { type: 'VERIFY_FAILED', error: serverError(503) });
  assert.equal([s.status, s.callFailure?.message, s.form], ['EDITING', 'Server error: 503', someoneElse]);
  assert.is(
    callFailureText(s.callFailure!),
    'We could not check the address or save the submitter: The registry had a problem answering. Nothing you entered was lost; submit again.',
  );
  assert.is(run(s, { type: 'SUBMIT' }).status, 'VERIFYING');
});

test('a 400 on the post stays on the screen and shows the returned errors', () => {
  const s = run(start(submitterDefaults({ useAcceptance: true })), { type: 'SUBMIT' }, { type: 'POST_FAILED', error: badRequest(['Phone is not valid']) });
  assert.equal([s.status, s.serverErrors], ['EDITING', ['Phone is not valid']]);
  assert.is(serverErrorField('Phone is not valid'), 'phone');
  assert.is(serverErrorField('Address Line 1 is a required field'), 'address1');
  assert.is(serverErrorField('Please accept to continue'), undefined);
});

test('another post failure keeps the form and shows the failure', () => {
  const s = run(start(submitterDefaults({ useAcceptance: true })), { type: 'SUBMIT' }, { type: 'POST_FAILED', error: serverError(500) });
  assert.equal([s.status, s.callFailure?.message], ['EDITING', 'Server error: 500']);
});

test('a successful post goes to the attestation screen of its type', () => {
  for (const [type, to] of [
    ['FLOWS', '/flows/F-1/attestation'],
    ['PDB-REPORT', '/pdb-report/F-1/attestation'],
    ['DEMOGRAPHIC-UPDATE', '/demographic-update/F-1/attestation'],
  ] as const) {
    const s = run(start(submitterDefaults({ useAcceptance: true }), type), { type: 'SUBMIT' }, { type: 'POSTED' });
    assert.equal([s.status, s.effects], ['DONE', [{ type: 'NAVIGATE', to }]]);
  }
  const pdb = run(start(submitterDefaults({ useAcceptance: true }), 'PDB-REPORT'), { type: 'SUBMIT' });
  const effect = pdb.effects[0];
  assert.ok(effect?.type === 'POST_SUBMITTER' && effect.pdb);
});

test('switching the country to Canada brings province and postal code, and clears the US state and ZIP', () => {
  const s = run(start(), { type: 'EDIT', field: 'country', value: '156' });
  assert.equal([s.form.state, s.form.zipCode, regionKind(s.form.country)], ['', '', 'CANADA']);
  const checked = run(s, { type: 'EDIT', field: 'province', value: 'ON' }, { type: 'EDIT', field: 'postalCode', value: 'W1A 1A1' }, { type: 'SUBMIT' });
  assert.is(checked.errors.postalCode, 'Postal Code is not valid');
  assert.is(run(checked, { type: 'EDIT', field: 'postalCode', value: 'K1A 0B1' }, { type: 'SUBMIT' }).status, 'POSTING');
  const other = run(s, { type: 'EDIT', field: 'province', value: 'Bavaria' }, { type: 'EDIT', field: 'country', value: '276' });
  assert.equal([other.form.province, regionKind('276')], ['', 'OTHER']);
  const same = run(other, { type: 'EDIT', field: 'province', value: 'Bavaria' }, { type: 'EDIT', field: 'country', value: '250' });
  assert.is(same.form.province, 'Bavaria');
  assert.is(run(same, { type: 'EDIT', field: 'country', value: '250' }).form.country, '250');
  assert.is(regionKind('1'), 'US');
});

test('events that do not fit the status change nothing', () => {
  const s = start();
  for (const e of [
    { type: 'VERIFIED', result: { requestStatus: 'VERIFY_SINGLE' } },
    { type: 'VERIFY_FAILED', error: serverError(500) },
    { type: 'USE_ADDRESS', address: austin },
    { type: 'KEEP_TYPED_ADDRESS' },
    { type: 'EDIT_ADDRESS' },
    { type: 'POSTED' },
    { type: 'POST_FAILED', error: serverError(500) },
  ] as SubmitterEvent[]) {
    assert.is(submitterReducer(s, e), s);
  }
  const posting = run(start(submitterDefaults({ useAcceptance: true })), { type: 'SUBMIT' });
  assert.is(submitterReducer(posting, { type: 'SUBMIT' }), posting);
  assert.is(submitterReducer(posting, { type: 'EDIT', field: 'email', value: 'x' }), posting);
});

test('a verified single match with no address falls back to what was typed; VERIFY_MULTIPLE with none lists none', () => {
  const s = run(start(), { type: 'SUBMIT' }, { type: 'VERIFIED', result: { requestStatus: 'VERIFY_SINGLE' } });
  assert.equal(s.addressCheck, { kind: 'SINGLE', address: addressOf(someoneElse) });
  const m = run(start(), { type: 'SUBMIT' }, { type: 'VERIFIED', result: { requestStatus: 'VERIFY_MULTIPLE' } });
  assert.equal(m.addressCheck, { kind: 'MULTIPLE', candidates: [] });
});

test('an address shows on one line with the postal code displayed per docs/portal.md §Submitter', () => {
  assert.is(addressLine({ ...austin, postalCode: '787011234' }), '100 Main St, Austin, TX, 78701-1234');
});

test('the use-case verifies, posts through the API and navigates on success', async () => {
  const visited: string[] = [];
  const posted: unknown[] = [];
  const useCase = createSubmitterUseCase(
    {
      api: {
        validateAddress: () => TE.right({ requestStatus: 'VERIFY_MULTIPLE', verificationCandidates: [austin, dallas] }),
        postSubmitter: (body) => {
          posted.push(body);
          return TE.right(null);
        },
        postPdbSubmitter: () => TE.left(serverError(500)),
      },
      navigate: (to) => visited.push(to),
    },
    'FLOWS',
    'F-1',
    someoneElse,
  );
  useCase.dispatch({ type: 'SUBMIT' });
  await useCase.settled();
  assert.is(useCase.getState().status, 'CONFIRM_ADDRESS');
  useCase.dispatch({ type: 'USE_ADDRESS', address: dallas });
  await useCase.settled();
  assert.equal(visited, ['/flows/F-1/attestation']);
  assert.is((posted[0] as Submitter).city, 'Dallas');
});

test('the use-case turns failed calls into events', async () => {
  const useCase = createSubmitterUseCase(
    {
      api: {
        validateAddress: () => TE.left(serverError(502)),
        postSubmitter: () => TE.right(null),
        postPdbSubmitter: () => TE.left(badRequest(['Email is not valid'])),
      },
    },
    'PDB-REPORT',
    'F-2',
    someoneElse,
  );
  useCase.dispatch({ type: 'SUBMIT' });
  await useCase.settled();
  assert.is(useCase.getState().callFailure?.message, 'Server error: 502');
  const mine = createSubmitterUseCase(
    {
      api: {
        validateAddress: () => TE.left(serverError(502)),
        postSubmitter: () => TE.right(null),
        postPdbSubmitter: () => TE.left(badRequest(['Email is not valid'])),
      },
    },
    'PDB-REPORT',
    'F-2',
    submitterDefaults({ useAcceptance: true }),
  );
  mine.dispatch({ type: 'SUBMIT' });
  await mine.settled();
  assert.equal(mine.getState().serverErrors, ['Email is not valid']);
  mine.dispatch({ type: 'SUBMIT' });
  mine.dispatch({ type: 'POSTED' });
  await mine.settled();
  assert.is(mine.getState().status, 'DONE');
});

test.run();
