import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { drlpReducer as reduce, initialDrlpScreen, type DrlpScreenState } from '../../../../core/use-cases/drlp/status';
import type { DrlpData, DrlpError } from '../../../../core/model/drlp';
import { serverError } from '../../../../core/errors';

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
  assert.is(s.effects[0].type, 'REMOVE_DRLP');
  s = reduce(s, { type: 'REMOVED', data: data() });
  s = reduce(s, { type: 'LOAD_REVIEW' });
  assert.equal(s.effects, [{ type: 'FETCH_REVIEW', flowId: 'F-9' }]);
  assert.equal(reduce(s, { type: 'REVIEW_LOADED', data: data() }).review, data());
});

test('DRLP: a failed call sets FAILURE with the error', () => {
  const s = reduce(reduce(loaded(), { type: 'POST', action: 'NEXT', data: data() }), { type: 'FAILED', error: serverError(500) });
  assert.is(s.status, 'FAILURE');
  assert.equal(s.error, serverError(500));
});

test.run();
