import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { identifyReducer as reduce, initialIdentify, NOT_MATCHED_MESSAGE, type IdentifyState } from '../../../../core/use-cases/identify/machine';
import type { IdentifyRequest } from '../../../../core/model/identify';
import { serverError } from '../../../../core/errors';

const byNpn: IdentifyRequest = { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Roe', npn: '1234', useAgreementAccepted: true };
const withSsn: IdentifyRequest = { ...byNpn, ssn: '6789' };

const searching = (): IdentifyState => reduce(initialIdentify, { type: 'SELECT_ENTITY_TYPE', entityType: 'INDIVIDUAL' });
const submitted = (s = searching(), request = byNpn) => reduce(s, { type: 'SUBMIT', request });
const authorizing = (): IdentifyState => reduce(submitted(), { type: 'RESULT', result: { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'LAST_FOUR' } });

test('INITIAL goes to SEARCH_DETAILS after an entity type is selected', () => {
  const s = searching();
  assert.is(s.step, 'SEARCH_DETAILS');
  assert.is(s.entityType, 'INDIVIDUAL');
});

test('submitting the search details requests the identify call', () => {
  const s = submitted();
  assert.is(s.submitting, true);
  assert.equal(s.effects, [{ type: 'IDENTIFY', request: byNpn }]);
  // the request (which may hold an SSN) is not kept in the state
  assert.not.ok(JSON.stringify({ ...s, effects: [] }).includes('1234'));
});

test('a server AUTHORIZATION_FAILURE moves SEARCH_DETAILS to AUTHORIZE carrying ssnVerification', () => {
  const s = authorizing();
  assert.is(s.step, 'AUTHORIZE');
  assert.is(s.ssnVerification, 'LAST_FOUR');
  assert.is(s.failure, undefined);
  assert.is(s.submitting, false);
});

test('IDENTIFICATION_FAILURE returns to SEARCH_DETAILS with the generic failure shown', () => {
  const s = reduce(submitted(), { type: 'RESULT', result: { status: 'IDENTIFICATION_FAILURE' } });
  assert.is(s.step, 'SEARCH_DETAILS');
  assert.equal(s.failure, { kind: 'FAILED' });
});

test('a failure with authorization already supplied returns to SEARCH_DETAILS with "The information you provided does not match our records."', () => {
  const s = reduce(submitted(authorizing(), withSsn), { type: 'RESULT', result: { status: 'IDENTIFICATION_FAILURE' } });
  assert.is(s.step, 'SEARCH_DETAILS');
  assert.equal(s.failure, { kind: 'NOT_MATCHED', message: NOT_MATCHED_MESSAGE });
  assert.is(NOT_MATCHED_MESSAGE, 'The information you provided does not match our records.');
});

test('AUTHORIZATION_FAILURE again with authorization supplied stays on AUTHORIZE with the not-matched message', () => {
  const s = reduce(submitted(authorizing(), withSsn), { type: 'RESULT', result: { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'LAST_FOUR' } });
  assert.is(s.step, 'AUTHORIZE');
  assert.is(s.ssnVerification, 'LAST_FOUR');
  assert.equal(s.failure, { kind: 'NOT_MATCHED', message: NOT_MATCHED_MESSAGE });
});

test('ERROR returns to SEARCH_DETAILS carrying its errors', () => {
  const s = reduce(submitted(), { type: 'RESULT', result: { status: 'ERROR', errors: ['NPN is not valid', 'Try later'] } });
  assert.is(s.step, 'SEARCH_DETAILS');
  assert.equal(s.failure, { kind: 'ERROR', errors: ['NPN is not valid', 'Try later'] });
});

test('a failed call returns to SEARCH_DETAILS with the error for the driver', () => {
  const s = reduce(submitted(authorizing(), withSsn), { type: 'REQUEST_FAILED', error: serverError(503) });
  assert.is(s.step, 'SEARCH_DETAILS');
  assert.equal(s.failure, { kind: 'REQUEST_FAILED', error: serverError(503) });
});

test('success resets the identify flow and reports IDENTIFIED', () => {
  const s = reduce(submitted(authorizing(), withSsn), { type: 'RESULT', result: { status: 'SUCCESS' } });
  assert.equal(s, { ...initialIdentify, effects: [{ type: 'IDENTIFIED' }] });
});

test('reset returns to the start from any step', () => {
  assert.equal(reduce(authorizing(), { type: 'RESET' }), initialIdentify);
  assert.equal(reduce(searching(), { type: 'RESET' }), initialIdentify);
});

test('submitting again clears the previous failure; a double submit is ignored', () => {
  const failed = reduce(submitted(), { type: 'RESULT', result: { status: 'IDENTIFICATION_FAILURE' } });
  const again = submitted(failed);
  assert.is(again.failure, undefined);
  assert.equal(reduce(again, { type: 'SUBMIT', request: byNpn }).effects, []);
});

test('a result arriving when nothing was submitted is ignored', () => {
  const s = reduce(searching(), { type: 'RESULT', result: { status: 'SUCCESS' } });
  assert.is(s.step, 'SEARCH_DETAILS');
});

test('selecting another entity type starts the search details afresh', () => {
  const s = reduce(authorizing(), { type: 'SELECT_ENTITY_TYPE', entityType: 'FIRM' });
  assert.equal(s, { step: 'SEARCH_DETAILS', entityType: 'FIRM', submitting: false, authorizationSupplied: false, effects: [] });
});

test.run();
