import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { participantIds, participantName } from '../../../ui/app/participant';

test("header name: the participant's name", () => {
  assert.is(participantName({ displayName: 'Alice Morgan', ldapUser: false, name: 'Alice Morgan', npn: '1000001' }), 'Alice Morgan');
});
test('header name: the company name with its suffix', () => {
  assert.is(
    participantName({ displayName: 'x', ldapUser: false, name: 'Summit Risk Partners', suffix: 'Inc.', fein: '98-7654321' }),
    'Summit Risk Partners Inc.',
  );
});
test('header name: the FEIN when there is no name', () => {
  assert.is(participantName({ displayName: 'x', ldapUser: false, fein: '12-3456789' }), 'FEIN 12-3456789');
});
test('header name: none without user info or anything to show', () => {
  assert.is(participantName(undefined), undefined);
  assert.is(participantName({ displayName: 'x', ldapUser: false, name: '  ' }), undefined);
});
test('welcome identifiers: NPN and FEIN when known', () => {
  assert.equal(participantIds({ displayName: 'x', ldapUser: false, npn: '2000001', fein: '12-3456789' }), ['NPN 2000001', 'FEIN 12-3456789']);
  assert.equal(participantIds(undefined), []);
});

test.run();
