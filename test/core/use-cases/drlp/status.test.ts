import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { drlpReducer as reduce, initialDrlpScreen, type DrlpScreenState } from '../../../../core/use-cases/drlp/status';
import type { DrlpData, DrlpError } from '../../../../core/model/drlp';
import { badRequest, serverError } from '../../../../core/errors';
import { validateDrlpAdd, validateDrlpSearch } from '../../../../core/use-cases/drlp/add-modal';
import {
  canRemove,
  changedDrlps,
  drlpStatusText,
  errorLines,
  isFirm,
  licenseErrors,
  licenseLoasText,
  licenseUpdateSubmitterPath,
} from '../../../../core/use-cases/drlp/views';
import type { Drlp } from '../../../../core/model/drlp';
import { must } from '../../../must';

const data = (errors: DrlpError[] = []): DrlpData => ({
  businessEntity: { businessEntityName: 'Roe Agency', fein: '12-3456789', states: [{ stateName: 'Texas', stateCode: 'TX', licenses: [] }] },
  errors,
});
const err: DrlpError = { stateCode: 'TX', stateName: 'Texas', licenseCode: 'P', licenseName: 'Producer', errors: ['A DRLP is required'] };
const loaded = (): DrlpScreenState => reduce(reduce(initialDrlpScreen('F-9'), { type: 'LOAD' }), { type: 'LOADED', data: data() });

test('DRLP load fetches the data and shows it', () => {
  const s = reduce(initialDrlpScreen('F-9'), { type: 'LOAD' });
  assert.equal(s.effects, [{ type: 'FETCH_DRLP', flowId: 'F-9' }]);
  assert.is(loaded().status, 'SUCCESS');
});

test('DRLP: a post with no errors in the response goes to the license-update review page', () => {
  const s = reduce(reduce(loaded(), { type: 'POST', action: 'NEXT', data: data() }), { type: 'POSTED', data: data() });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/license-update/F-9/review' }]);
});

test('DRLP: a Next post with errors shows the result with status ACTIVATEMODAL and opens the modal', () => {
  const s = reduce(reduce(loaded(), { type: 'POST', action: 'NEXT', data: data() }), { type: 'POSTED', data: data([err]) });
  assert.is(s.status, 'ACTIVATEMODAL');
  assert.equal(s.errorModal, { errors: [err], isActive: true });
  assert.equal(s.response, data([err]));
  assert.equal(s.effects, []);
});

test('DRLP: a post with errors from another action shows the result with status SUCCESS and the modal closed', () => {
  const s = reduce(reduce(loaded(), { type: 'POST', action: 'SAVE', data: data() }), { type: 'POSTED', data: data([err]) });
  assert.is(s.status, 'SUCCESS');
  assert.equal(s.errorModal, { errors: [err], isActive: false });
});

test('DRLP: Proceed success goes to the license-update review page', () => {
  let s = reduce(reduce(loaded(), { type: 'POST', action: 'NEXT', data: data() }), { type: 'POSTED', data: data([err]) });
  s = reduce(s, { type: 'PROCEED' });
  assert.equal(s.effects, [{ type: 'PROCEED_DRLP', flowId: 'F-9', body: data([err]) }]);
  s = reduce(s, { type: 'PROCEEDED', data: data() });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/license-update/F-9/review' }]);
  assert.is(s.errorModal.isActive, false);
});

test('DRLP: errors with status ACTIVATEMODAL open the error modal; with another status they are stored with it closed', () => {
  assert.equal(reduce(loaded(), { type: 'SET_ERRORS', errors: [err], status: 'ACTIVATEMODAL' }).errorModal, { errors: [err], isActive: true });
  assert.equal(reduce(loaded(), { type: 'SET_ERRORS', errors: [err], status: 'SUCCESS' }).errorModal, { errors: [err], isActive: false });
});

test('DRLP: clearing errors closes the error modal', () => {
  const s = reduce(reduce(loaded(), { type: 'SET_ERRORS', errors: [err], status: 'ACTIVATEMODAL' }), { type: 'CLEAR_ERRORS' });
  assert.equal(s.errorModal, { errors: [], isActive: false });
  assert.is(s.status, 'SUCCESS');
});

test('DRLP add modal: search then add; a successful add closes the add modal', () => {
  let s = reduce(loaded(), { type: 'OPEN_ADD', stateCode: 'TX' });
  assert.is(s.addModal.isOpen, true);
  assert.is(s.addModal.selectedStateCode, 'TX');
  s = reduce(s, { type: 'EDIT_ADD', changes: { npn: '555', lastName: 'Doe' } });
  s = reduce(s, { type: 'SEARCH' });
  assert.equal(s.effects, [{ type: 'SEARCH_DRLP', flowId: 'F-9', body: { npn: '555', lastName: 'Doe', stateCode: 'TX', isApplyToAll: false } }]);
  s = reduce(s, {
    type: 'SEARCHED',
    result: { lastName: 'Doe', firstName: 'John', npn: '555', isApplyToAll: false, licenses: [{ licenseName: 'Producer', licenseCode: 'P', loas: ['Life'] }] },
  });
  s = reduce(s, { type: 'EDIT_ADD', changes: { licenseCodes: ['P'] } });
  s = reduce(s, { type: 'ADD' });
  assert.equal(s.effects, [
    { type: 'ADD_DRLP', flowId: 'F-9', body: { npn: '555', lastName: 'Doe', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['P'] } },
  ]);
  s = reduce(s, { type: 'ADDED', data: data() });
  assert.is(s.addModal.isOpen, false);
  assert.is(s.search, undefined);
});

test('DRLP remove and review', () => {
  let s = reduce(loaded(), { type: 'REMOVE', request: { licenseCode: 'P', npn: '555', lastName: 'Doe', stateCode: 'TX' } });
  assert.is(s.effects[0]?.type, 'REMOVE_DRLP');
  s = reduce(s, { type: 'REMOVED', data: data(), request: { licenseCode: 'P', npn: '555', lastName: 'Doe', stateCode: 'TX' } });
  s = reduce(s, { type: 'LOAD_REVIEW' });
  assert.equal(s.effects, [{ type: 'FETCH_REVIEW', flowId: 'F-9' }]);
  assert.equal(reduce(s, { type: 'REVIEW_LOADED', data: data() }).review, data());
});

test('DRLP: a failed call sets FAILURE with the error', () => {
  const s = reduce(reduce(loaded(), { type: 'POST', action: 'NEXT', data: data() }), { type: 'FAILED', error: serverError(500) });
  assert.is(s.status, 'FAILURE');
  assert.equal(s.error, serverError(500));
});

const alice: Drlp = { firstName: 'Alice', lastName: 'Morgan', npn: '1000001', loas: ['Property'], active: true, added: false };
const withAlice = (): DrlpData => ({
  businessEntity: {
    businessEntityName: 'Roe Agency',
    fein: '12-3456789',
    states: [
      {
        stateName: 'Texas',
        stateCode: 'TX',
        licenses: [{ licenseName: 'Agency', licenseCode: 'P', loas: [{ loaName: 'Property', active: true }], drlps: [alice] }],
      },
    ],
  },
});
const loadedWithAlice = (): DrlpScreenState => reduce(reduce(initialDrlpScreen('F-9'), { type: 'LOAD' }), { type: 'LOADED', data: withAlice() });

test('DRLP remove: the call is in flight until the answer, and the page says who was removed', () => {
  let s = reduce(loadedWithAlice(), { type: 'REMOVE', request: { licenseCode: 'P', npn: '1000001', lastName: 'Morgan', stateCode: 'TX' } });
  assert.is(s.inFlight, 'REMOVE');
  // A second call while one runs is ignored.
  assert.equal(reduce(s, { type: 'POST', action: 'NEXT', data: data() }).effects, []);
  s = reduce(s, { type: 'REMOVED', data: data(), request: { licenseCode: 'P', npn: '1000001', lastName: 'Morgan', stateCode: 'TX' } });
  assert.is(s.inFlight, undefined);
  assert.is(s.notice, 'Alice Morgan removed from license P.');
  assert.is(s.warning, undefined, 'no objection to license P');
  assert.equal(s.errorModal, { errors: [], isActive: false }, 'a remove stores no modal errors: the answer shows them by license');
});

test('DRLP remove that leaves its license without an active DRLP: a warning with what to do, no notice; undo adds the DRLP back', () => {
  const request = { licenseCode: 'P', npn: '1000001', lastName: 'Morgan', stateCode: 'TX' };
  const objection = { stateCode: 'TX', stateName: 'Texas', licenseCode: 'P', licenseName: 'Agency', errors: ['Agency P must have at least one active DRLP.'] };
  let s = reduce(loadedWithAlice(), { type: 'REMOVE', request });
  s = reduce(s, { type: 'REMOVED', data: { ...withAlice(), errors: [objection] }, request });
  assert.is(s.notice, undefined);
  assert.is(
    s.warning,
    'Alice Morgan is marked for removal from license P, but Agency P must have at least one active DRLP. Add another DRLP to it, or undo the removal.',
  );
  s = reduce(s, { type: 'UNDO_REMOVE', request });
  assert.equal(s.effects, [
    { type: 'RESTORE_DRLP', flowId: 'F-9', body: { npn: '1000001', lastName: 'Morgan', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['P'] } },
  ]);
  assert.equal([s.inFlight, s.warning, s.notice], ['REMOVE', undefined, 'Alice Morgan kept on license P: the removal is undone.']);
  s = reduce(s, { type: 'RESTORED', data: withAlice() });
  assert.equal([s.inFlight, s.response], [undefined, withAlice()]);
});

test('DRLP: a 400 on a call is REFUSED — its messages are kept where the call was made, nothing changes, no error screen', () => {
  let s = reduce(loaded(), { type: 'OPEN_ADD', stateCode: 'TX' });
  s = reduce(s, { type: 'EDIT_ADD', changes: { npn: '1000002', lastName: 'Carter', licenseCodes: ['P'] } });
  s = reduce(s, { type: 'ADD' });
  s = reduce(s, { type: 'REFUSED', call: 'ADD', errors: ['Ben Carter cannot be a DRLP on license P.'] });
  assert.equal(s.rejected, { call: 'ADD', errors: ['Ben Carter cannot be a DRLP on license P.'] });
  assert.is(s.error, undefined);
  assert.is(s.addModal.isOpen, true, 'the add modal stays open with what was typed');
  assert.is(s.addModal.npn, '1000002');
  // A refused Next post leaves LOADING.
  const p = reduce(reduce(loaded(), { type: 'POST', action: 'NEXT', data: data() }), { type: 'REFUSED', call: 'POST', errors: ['no'] });
  assert.is(p.status, 'SUCCESS');
  assert.is(p.inFlight, undefined);
});

test('DRLP effect runner: a 400 becomes REFUSED, any other failure FAILED (the generic error path)', async () => {
  const { runDrlpEffect } = await import('../../../../core/use-cases/drlp/status');
  const { left } = await import('fp-ts/TaskEither');
  const api = {
    removeDrlp: () => left(badRequest(['NPN 5 is not a DRLP'])),
    searchDrlp: () => left(serverError(500)),
  } as unknown as Parameters<typeof runDrlpEffect>[0]['api'];
  const run = runDrlpEffect({ api });
  assert.equal(await run({ type: 'REMOVE_DRLP', flowId: 'F', body: { licenseCode: 'P', npn: '5', lastName: 'X', stateCode: 'TX' } }), [
    { type: 'REFUSED', call: 'REMOVE', errors: ['NPN 5 is not a DRLP'] },
  ]);
  assert.equal(await run({ type: 'SEARCH_DRLP', flowId: 'F', body: { npn: '5', lastName: 'X', stateCode: 'TX', isApplyToAll: false } }), [
    { type: 'FAILED', error: serverError(500) },
  ]);
});

test('DRLP add modal: Search needs a numeric NPN and a last name; nothing is sent otherwise', () => {
  let s = reduce(loaded(), { type: 'OPEN_ADD', stateCode: 'TX' });
  s = reduce(s, { type: 'SEARCH' });
  assert.equal(s.effects, []);
  assert.equal(s.addErrors, { npn: 'National Producer Number (NPN) is a required field', lastName: 'Last Name is a required field' });
  s = reduce(s, { type: 'EDIT_ADD', changes: { npn: '10a' } });
  assert.equal(s.addErrors, { lastName: 'Last Name is a required field' }, 'editing a field clears its message');
  assert.equal(validateDrlpSearch({ npn: '10a', lastName: 'Evans' }), { npn: 'National Producer Number (NPN) must be numeric' });
  assert.equal(validateDrlpSearch({ npn: ' 1000004 ', lastName: 'Evans' }), {});
});

test('DRLP add modal: Add needs at least one license', () => {
  assert.equal(validateDrlpAdd({ npn: '1000004', lastName: 'Evans', licenseCodes: [] }), { licenseCodes: 'Select at least one license' });
  let s = reduce(loaded(), { type: 'OPEN_ADD', stateCode: 'TX' });
  s = reduce(s, { type: 'EDIT_ADD', changes: { npn: '1000004', lastName: 'Evans' } });
  s = reduce(s, { type: 'ADD' });
  assert.equal(s.effects, []);
  assert.is(s.addErrors.licenseCodes, 'Select at least one license');
});

test('DRLP add modal: changing who or where drops the last search answer and its chosen licenses', () => {
  let s = reduce(loaded(), { type: 'OPEN_ADD', stateCode: 'TX' });
  s = reduce(s, { type: 'EDIT_ADD', changes: { npn: '1000004', lastName: 'Evans' } });
  s = reduce(s, {
    type: 'SEARCHED',
    result: { lastName: 'Evans', firstName: 'Dan', npn: '1000004', isApplyToAll: false, licenses: [{ licenseName: 'Agency', licenseCode: 'P', loas: [] }] },
  });
  s = reduce(s, { type: 'EDIT_ADD', changes: { licenseCodes: ['P'] } });
  assert.ok(s.search);
  s = reduce(s, { type: 'EDIT_ADD', changes: { stateCode: 'OK' } });
  assert.is(s.search, undefined);
  assert.equal(s.addModal.licenseCodes, []);
});

test('DRLP: a successful add says who was added on which licenses', () => {
  let s = reduce(loaded(), { type: 'OPEN_ADD', stateCode: 'TX' });
  s = reduce(s, { type: 'EDIT_ADD', changes: { npn: '1000004', lastName: 'Evans' } });
  s = reduce(s, { type: 'SEARCHED', result: { lastName: 'Evans', firstName: 'Dan', npn: '1000004', isApplyToAll: false, licenses: [] } });
  s = reduce(s, { type: 'EDIT_ADD', changes: { licenseCodes: ['P', 'Q'] } });
  s = reduce(reduce(s, { type: 'ADD' }), { type: 'ADDED', data: data() });
  assert.is(s.notice, 'Dan Evans added as a DRLP on licenses P, Q.');
});

test('DRLP status in words: active, added, pending', () => {
  assert.is(drlpStatusText(alice), 'Active');
  assert.is(drlpStatusText({ ...alice, active: false }), 'Inactive');
  assert.is(drlpStatusText({ ...alice, active: false, pending: true }), 'Removal pending');
  assert.is(drlpStatusText({ ...alice, added: true, pending: true }), 'Added, pending');
  assert.is(drlpStatusText({ ...alice, added: true }), 'Added');
  assert.is(drlpStatusText({ ...alice, pending: true }), 'Reactivation pending');
  assert.ok(canRemove(alice));
  assert.not.ok(canRemove({ ...alice, active: false, pending: true }));
});

test('DRLP views: LOAs, errors by license, the error modal lines, the changes, the next step', () => {
  const license = must(must(withAlice().businessEntity.states[0], 'a state').licenses[0], 'a license');
  assert.is(
    licenseLoasText({
      ...license,
      loas: [
        { loaName: 'Life', active: true },
        { loaName: 'Property', active: false },
      ],
    }),
    'Life, Property (inactive)',
  );
  assert.equal(licenseErrors([err], 'TX', 'P'), ['A DRLP is required']);
  assert.equal(licenseErrors([err], 'TX', 'Q'), []);
  assert.equal(errorLines([err]), ['Texas, Producer P: A DRLP is required']);
  const changed = withAlice();
  must(must(changed.businessEntity.states[0], 'a state').licenses[0], 'a license').drlps = [
    { ...alice, active: false, pending: true },
    { ...alice, npn: '1000004', added: true, pending: true },
  ];
  assert.equal(
    changedDrlps(changed).map((c) => c.drlp.npn),
    ['1000001', '1000004'],
  );
  assert.equal(changedDrlps(withAlice()), []);
  assert.is(licenseUpdateSubmitterPath('F-9'), '/license-update/F-9/submitter');
});

test('a firm (identified by FEIN) is offered license update; an individual is not', () => {
  assert.ok(isFirm({ displayName: 'Acme', ldapUser: false, fein: '12-3456789', npn: '2000001' }));
  assert.not.ok(isFirm({ displayName: 'Alice Morgan', ldapUser: false, npn: '1000001' }));
  assert.not.ok(isFirm(undefined));
});

test.run();
