import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { isCanadianPostalCode, validateSubmitter, SUBMITTER_LABELS } from '../../../core/rules/submitter';
import { errorList } from '../../../core/rules/messages';
import { applyMask, PHONE_MASK } from '../../../core/rules/masks';
import type { Submitter } from '../../../core/model/submitter';
import { SAMPLE_SUBMITTER } from '../model/samples';

const valid = SAMPLE_SUBMITTER;
const check = (over: Partial<Submitter>) => validateSubmitter({ ...valid, ...over });
const canada = (postalCode: string) => check({ country: '156', state: '', zipCode: '', province: 'ON', postalCode }).postalCode;
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const FIRST_LETTERS = 'ABCEGHJKLMNPRSTVXY';
const letter = (set: string) => fc.constantFrom(...set.split(''));
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const sep = fc.constantFrom('', ' ', '-');

test('submitter: a complete form for someone else passes', () => {
  assert.equal(check({}), {});
});

test('submitter: use acceptance must be true ("Please accept to continue")', () => {
  assert.equal(check({ useAcceptance: false }), { useAcceptance: 'Please accept to continue' });
  assert.equal(check({ useAcceptance: false, submittingFor: 'MY_SELF' }), { useAcceptance: 'Please accept to continue' });
});

test('submitter: rules other than acceptance and extension apply only when submitting for someone else', () => {
  const empty = Object.fromEntries(Object.keys(SUBMITTER_LABELS).map((k) => [k, ''])) as Partial<Submitter>;
  assert.equal(validateSubmitter({ ...valid, ...empty, submittingFor: 'MY_SELF', useAcceptance: true, extension: 'x1' }), {
    extension: 'Extension is not valid',
  });
});

test('submitter: firmName, firstName, lastName, address1, city, country, email, phone required', () => {
  const errors = check({ firmName: '', firstName: '', lastName: '', address1: ' ', city: '', country: '', email: '', phone: '' });
  assert.equal(errors, {
    firmName: 'Firm Name is a required field',
    firstName: 'First Name is a required field',
    lastName: 'Last Name is a required field',
    address1: 'Address Line 1 is a required field',
    city: 'City is a required field',
    country: 'Country is a required field',
    province: 'Province is a required field',
    postalCode: 'Postal Code is a required field',
    email: 'Email is a required field',
    phone: 'Phone is a required field',
  });
});

test('submitter: title, address2, address3 optional', () => {
  assert.equal(check({ title: '', address2: '', address3: '' }), {});
});

test('submitter: firstName and lastName only letters, periods, hyphens, apostrophes and spaces', () => {
  assert.is(check({ firstName: 'Al1ce' }).firstName, 'First Name may only contain letters, periods and hyphens');
  assert.is(check({ lastName: 'Morgan!' }).lastName, 'Last Name may only contain letters, periods and hyphens');
  fc.assert(fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z.' -]{0,20}$/), (name) => check({ firstName: name, lastName: name }).firstName === undefined));
  fc.assert(
    fc.property(
      fc.string({ unit: 'binary', minLength: 1 }).filter((s) => /[^A-Za-z.' -]/.test(s) && s.trim() !== ''),
      (name) => check({ lastName: name }).lastName === 'Last Name may only contain letters, periods and hyphens',
    ),
  );
});

test('submitter: firstName at most 25 characters', () => {
  assert.is(check({ firstName: 'a'.repeat(25) }).firstName, undefined);
  assert.is(check({ firstName: 'a'.repeat(26) }).firstName, 'First Name must be 25 characters or less');
});

test('submitter: lastName at most 100 characters', () => {
  assert.is(check({ lastName: 'a'.repeat(100) }).lastName, undefined);
  assert.is(check({ lastName: 'a'.repeat(101) }).lastName, 'Last Name must be 100 characters or less');
});

test('submitter: email must have the x@y.z shape', () => {
  assert.is(check({ email: 'mary@acme' }).email, 'Email is not valid');
  assert.is(check({ email: 'mary acme@x.com' }).email, 'Email is not valid');
  fc.assert(
    fc.property(
      fc.emailAddress().filter((e) => /\.[^@]+$/.test(e.split('@')[1] ?? '')),
      (email) => check({ email }).email === undefined,
    ),
  );
});

test('submitter: phone (ddd) ddd-dddd when nonUsaNumber is false', () => {
  assert.is(check({ phone: '512-555-0100' }).phone, 'Phone is not valid');
  assert.is(check({ phone: '(012) 555-0100' }).phone, undefined);
  fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (d) => check({ phone: applyMask(PHONE_MASK, d) }).phone === undefined));
});

test('submitter: phone with nonUsaNumber true must have an area code starting 2-9', () => {
  assert.is(check({ nonUsaNumber: true, phone: '(212) 555-0100' }).phone, undefined);
  assert.is(check({ nonUsaNumber: true, phone: '(112) 555-0100' }).phone, 'Phone is not valid');
  assert.is(check({ nonUsaNumber: true, phone: '' }).phone, 'Phone is a required field');
  fc.assert(
    fc.property(fc.stringMatching(/^[01]\d{9}$/), (d) => check({ nonUsaNumber: true, phone: applyMask(PHONE_MASK, d) }).phone === 'Phone is not valid'),
  );
});

test('submitter: extension blank or digits only', () => {
  assert.is(check({ extension: '' }).extension, undefined);
  assert.is(check({ extension: '42' }).extension, undefined);
  assert.is(check({ extension: 'x42' }).extension, 'Extension is not valid');
  fc.assert(
    fc.property(
      fc.string().filter((s) => /\D/.test(s.trim())),
      (extension) => check({ extension }).extension === 'Extension is not valid',
    ),
  );
});

test('submitter: country 1 (US) requires state and zipCode, not province and postalCode', () => {
  assert.equal(check({ state: '', zipCode: '' }), { state: 'State is a required field', zipCode: 'ZIP Code is a required field' });
});

test('submitter: other countries require province and postalCode, not state and zipCode', () => {
  const errors = check({ country: '44', state: '', zipCode: '', province: '', postalCode: '' });
  assert.equal(errors, { province: 'Province is a required field', postalCode: 'Postal Code is a required field' });
  assert.equal(check({ country: '44', state: '', zipCode: '', province: 'Kent', postalCode: 'CT1 1AA' }), {});
});

test('submitter: country 156 (Canada) postalCode letter-digit-letter, optional space or hyphen, digit-letter-digit', () => {
  assert.is(canada('K1A 0B1'), undefined);
  assert.is(canada('k1a-0b1'), undefined);
  assert.is(canada('K1A0B1'), undefined);
  assert.is(canada('K1A  0B1'), 'Postal Code is not valid');
  assert.is(canada('12345'), 'Postal Code is not valid');
  fc.assert(
    fc.property(letter(FIRST_LETTERS), digit, letter(POSTAL_LETTERS), sep, digit, letter(POSTAL_LETTERS), digit, (...p) => isCanadianPostalCode(p.join(''))),
  );
});

test('submitter: Canadian postal codes never contain D, F, I, O, Q or U', () => {
  const code = fc
    .tuple(letter(FIRST_LETTERS), digit, letter(POSTAL_LETTERS), sep, digit, letter(POSTAL_LETTERS), digit, fc.constantFrom(0, 2, 5), letter('DFIOQUdfioqu'))
    .map(([a, b, c, s, d, e, f, at, bad]) => {
      const chars = [a, b, c, s, d, e, f];
      chars[at] = bad;
      return chars.join('');
    });
  fc.assert(fc.property(code, (c) => canada(c) === 'Postal Code is not valid'));
});

test('submitter: Canadian postal codes never start with W or Z', () => {
  fc.assert(fc.property(letter('WZwz'), digit, letter(POSTAL_LETTERS), sep, digit, letter(POSTAL_LETTERS), digit, (...p) => !isCanadianPostalCode(p.join(''))));
});

test('submitter: error summary follows the form order', () => {
  const errors = check({ email: '', firmName: '', useAcceptance: false });
  assert.equal(
    errorList(errors, SUBMITTER_LABELS).map((e) => e.field),
    ['firmName', 'email', 'useAcceptance'],
  );
});

test.run();
