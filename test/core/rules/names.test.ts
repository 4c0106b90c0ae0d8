import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { validateName } from '../../../core/rules/names';

test('name: an individual needs first and last name', () => {
  assert.equal(validateName({ type: 'INDIVIDUAL', first: '', last: ' ' }), {
    first: 'First Name is a required field',
    last: 'Last Name is a required field',
  });
  assert.equal(validateName({ type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan', middle: '' }), {});
});

test('name: a business needs its company name', () => {
  assert.equal(validateName({ type: 'BUSINESS', company: '' }), { company: 'Company Name is a required field' });
  fc.assert(
    fc.property(
      fc.string().filter((s) => s.trim() !== ''),
      (company) => Object.keys(validateName({ type: 'BUSINESS', company })).length === 0,
    ),
  );
});

test.run();
