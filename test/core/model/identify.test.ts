import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { IdentifyRequest, IdentifyResult } from '../../../core/model/identify';
import { LOOKUP_OPTIONS, lookupOption, lookupOptionsFor } from '../../../core/model/lookup';
import { decodes, rejects } from './expect-decode';

test('identify: request decodes with only the option fields', () => {
  decodes(IdentifyRequest, { entityType: 'INDIVIDUAL', searchType: 'NPN', useAgreementAccepted: true, lastName: 'Morgan', npn: '1000001' });
  decodes(IdentifyRequest, { entityType: 'FIRM', searchType: 'TAX_ID', useAgreementAccepted: true, fein: '12-3456789' });
  rejects(IdentifyRequest, { entityType: 'ROBOT', searchType: 'EMAIL', useAgreementAccepted: true }, 'Invalid field(s) entityType, searchType');
});

test('identify: results decode for success and each failure', () => {
  decodes(IdentifyResult, { status: 'SUCCESS' });
  decodes(IdentifyResult, { status: 'IDENTIFICATION_FAILURE' });
  decodes(IdentifyResult, { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'LAST_FOUR' });
  decodes(IdentifyResult, { status: 'ERROR', errors: ['Your account is locked.'] });
  rejects(IdentifyResult, { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'SOME' }, 'Invalid field(s) ssnVerification');
});

test('lookup: options of docs/portal.md §Identify per entity type', () => {
  assert.equal(
    lookupOptionsFor('FIRM').map((o) => [o.searchType, o.fields]),
    [
      ['LICENSE', ['licenseNumber', 'licenseState']],
      ['NPN', ['npn']],
      ['TAX_ID', ['fein']],
    ],
  );
  assert.equal(lookupOption('INDIVIDUAL', 'TAX_ID')?.fields, ['lastName', 'ssn']);
  assert.is(lookupOption('INDIVIDUAL', 'TAX_ID')?.label, 'Social Security Number (SSN)');
  assert.is(LOOKUP_OPTIONS.length, 6);
});

test.run();
