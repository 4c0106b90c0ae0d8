import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { toIdentifyRequest, validateAuthorization, validateIdentify, IDENTIFY_LABELS, type IdentifyForm } from '../../../core/rules/identify';
import { errorList } from '../../../core/rules/messages';
import { applyMask, SSN_MASK } from '../../../core/rules/masks';

const blank: IdentifyForm = {
  entityType: 'INDIVIDUAL',
  searchType: 'NPN',
  useAgreementAccepted: true,
  fein: '',
  lastName: '',
  licenseNumber: '',
  licenseState: '',
  npn: '',
  ssn: '',
};
const form = (over: Partial<IdentifyForm>): IdentifyForm => ({ ...blank, ...over });
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

test('identify: searchType required ("Please select a search type")', () => {
  assert.equal(validateIdentify(form({ searchType: '' })), { searchType: 'Please select a search type' });
});

test('identify: searchType must be one of LICENSE, NPN, TAX_ID', () => {
  assert.is(validateIdentify(form({ searchType: 'EMAIL' as never })).searchType, 'Please select a search type');
});

test('identify: the use agreement must be accepted ("Please accept to continue")', () => {
  const errors = validateIdentify(form({ useAgreementAccepted: false, lastName: 'Morgan', npn: '1000001' }));
  assert.equal(errors, { useAgreementAccepted: 'Please accept to continue' });
});

test('identify: only the fields of the chosen option are checked', () => {
  // individual by NPN: lastName and npn; a blank FEIN or SSN is not looked at
  assert.equal(validateIdentify(form({})), {
    lastName: 'Last Name is a required field',
    npn: 'National Producer Number (NPN) is a required field',
  });
  assert.equal(validateIdentify(form({ entityType: 'FIRM', searchType: 'LICENSE' })), {
    licenseNumber: 'License Number is a required field',
    licenseState: 'License State is a required field',
  });
  assert.equal(validateIdentify(form({ entityType: 'FIRM', searchType: 'NPN', npn: '2000001' })), {});
});

test('identify: fein must be 2 digits, hyphen, 7 digits ("is not valid")', () => {
  const firm = (fein: string) => validateIdentify(form({ entityType: 'FIRM', searchType: 'TAX_ID', fein }));
  assert.equal(firm('12-3456789'), {});
  assert.is(firm('123456789').fein, 'Federal Employer Identification Number (FEIN) is not valid');
  assert.is(firm('').fein, 'Federal Employer Identification Number (FEIN) is not valid');
  fc.assert(fc.property(digits(2, 2), digits(7, 7), (a, b) => firm(`${a}-${b}`).fein === undefined));
  fc.assert(fc.property(fc.string(), (s) => /^\d{2}-\d{7}$/.test(s.trim()) || firm(s).fein !== undefined));
});

test('identify: lastName required, printable ASCII, at most 100 characters', () => {
  const lastName = (v: string) => validateIdentify(form({ lastName: v, npn: '1' })).lastName;
  assert.is(lastName('   '), 'Last Name is a required field');
  assert.is(lastName('Müller'), 'Last Name is not valid');
  assert.is(lastName('a'.repeat(100)), undefined);
  assert.is(lastName('a'.repeat(101)), 'Last Name must be 100 characters or less');
  fc.assert(fc.property(fc.stringMatching(/^[\x21-\x7E][\x20-\x7E]{0,98}$/), (v) => lastName(v) === undefined));
  fc.assert(
    fc.property(
      fc
        .tuple(
          fc.string({ maxLength: 40 }),
          fc.string({ unit: 'binary', minLength: 1 }).filter((s) => /[^\x20-\x7E]/.test(s.trim())),
        )
        .map(([a, b]) => `x${a}${b}x`),
      (v) => lastName(v) === 'Last Name is not valid',
    ),
  );
});

test('identify: licenseNumber required and printable ASCII; licenseState required', () => {
  const byLicense = (licenseNumber: string, licenseState: string) => validateIdentify(form({ searchType: 'LICENSE', licenseNumber, licenseState }));
  assert.equal(byLicense('TX-100001', 'TX'), {});
  assert.equal(byLicense('TX\u0007', ''), {
    licenseNumber: 'License Number is not valid',
    licenseState: 'License State is a required field',
  });
});

test('identify: npn required and numeric ("must be numeric")', () => {
  const npn = (v: string) => validateIdentify(form({ lastName: 'Morgan', npn: v })).npn;
  assert.is(npn(''), 'National Producer Number (NPN) is a required field');
  assert.is(npn('12a'), 'National Producer Number (NPN) must be numeric');
  fc.assert(fc.property(digits(1, 10), (v) => npn(v) === undefined));
  fc.assert(
    fc.property(
      fc.string({ unit: 'binary' }).filter((s) => /\D/.test(s.trim())),
      (v) => npn(v) === 'National Producer Number (NPN) must be numeric',
    ),
  );
});

test('identify: ssn required, 3-2-4 digits with hyphens', () => {
  const ssn = (v: string) => validateIdentify(form({ searchType: 'TAX_ID', lastName: 'Morgan', ssn: v })).ssn;
  assert.is(ssn(''), 'Social Security Number (SSN) is a required field');
  assert.is(ssn('123456789'), 'Social Security Number (SSN) is not valid');
  assert.is(ssn('123-45-6789'), undefined);
  fc.assert(fc.property(digits(9, 9), (d) => ssn(applyMask(SSN_MASK, d)) === undefined));
  fc.assert(fc.property(digits(0, 8), (d) => ssn(applyMask(SSN_MASK, d)) !== undefined));
});

test('identify: ssn in last-four mode is exactly four digits', () => {
  const ssn = (v: string) => validateIdentify(form({ searchType: 'TAX_ID', lastName: 'Diaz', ssn: v }), 'LAST_FOUR').ssn;
  assert.is(ssn('8901'), undefined);
  assert.is(ssn('123-45-6789'), 'Social Security Number (SSN) is not valid');
});

test('identify: authorization SSN follows the requested verification', () => {
  assert.equal(validateAuthorization('8901', 'LAST_FOUR'), {});
  assert.equal(validateAuthorization('', 'LAST_FOUR'), { ssn: 'Social Security Number (SSN) is a required field' });
  assert.equal(validateAuthorization('456-78-9012', 'FULL_SSN'), {});
  assert.equal(validateAuthorization('8901', 'FULL_SSN'), { ssn: 'Social Security Number (SSN) is not valid' });
  fc.assert(fc.property(digits(4, 4), (d) => validateAuthorization(d, 'LAST_FOUR').ssn === undefined));
});

test('identify: error summary lists errors in form order', () => {
  const errors = validateIdentify(form({ useAgreementAccepted: false, searchType: 'TAX_ID' }));
  assert.equal(
    errorList(errors, IDENTIFY_LABELS).map((e) => e.field),
    ['lastName', 'ssn', 'useAgreementAccepted'],
  );
});

test('identify: the request carries only the option fields, trimmed', () => {
  const filled = form({ lastName: ' Morgan ', npn: ' 1000001', ssn: '123-45-6789', fein: '12-3456789' }) as IdentifyForm & {
    entityType: 'INDIVIDUAL';
    searchType: 'NPN';
  };
  assert.equal(toIdentifyRequest(filled), {
    entityType: 'INDIVIDUAL',
    searchType: 'NPN',
    useAgreementAccepted: true,
    lastName: 'Morgan',
    npn: '1000001',
  });
});

test('identify: the request adds the authorization SSN when given', () => {
  const filled = { ...form({ lastName: 'Diaz', npn: '1000003' }), entityType: 'INDIVIDUAL', searchType: 'NPN' } as const;
  assert.equal(toIdentifyRequest(filled, ' 8901 ').ssn, '8901');
});

test.run();
