import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { validateName } from '../../../core/rules/names';
import { LAST_NAME_MAX } from '../../../core/model/constants';

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

test("name: a person's name parts use letters, periods, hyphens, apostrophes and spaces only", () => {
  assert.equal(validateName({ type: 'INDIVIDUAL', first: "D'Arcy", last: 'Morgan-Smith', middle: 'J.', suffix: 'Jr.' }), {});
  assert.equal(validateName({ type: 'INDIVIDUAL', first: 'Al1ce', last: 'Morgan', middle: 'B2', suffix: '3rd' }), {
    first: 'First Name may only contain letters, periods and hyphens',
    middle: 'Middle Name may only contain letters, periods and hyphens',
    suffix: 'Suffix may only contain letters, periods and hyphens',
  });
});

test('name: a last name is at most 100 characters', () => {
  assert.equal(validateName({ type: 'INDIVIDUAL', first: 'A', last: 'x'.repeat(LAST_NAME_MAX) }), {});
  assert.equal(validateName({ type: 'INDIVIDUAL', first: 'A', last: 'x'.repeat(LAST_NAME_MAX + 1) }), { last: 'Last Name must be 100 characters or less' });
});

test.run();
