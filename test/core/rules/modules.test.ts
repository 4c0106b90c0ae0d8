import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { conditionsHold, isRequired, isVisible, summaryMessage, validateField, validateModule, visibleFields } from '../../../core/rules/modules';
import type { Component, Field, ModuleData } from '../../../core/model/modules';

const text = (key: string, title: string, extra: Partial<Field> = {}): Field => ({ kind: 'field', key, title, type: 'text', ...extra });

test('modules: the error summary names a list row before the spec’s message ("Professional reference 2: Reference Name is a required field")', () => {
  const components: Component[] = [
    { kind: 'list', key: 'references', title: 'Professional references', components: [text('name', 'Reference Name', { required: true })] },
  ];
  const data: ModuleData = { references: [{ name: '' }, { name: '' }] };
  const errors = validateModule(components, data);
  assert.equal(
    visibleFields(components, data).map((f) => summaryMessage(f, errors[f.path] ?? '')),
    ['Professional reference 1: Reference Name is a required field', 'Professional reference 2: Reference Name is a required field'],
  );
  // A field outside a list keeps the message as it is; the message at the field stays the spec's.
  assert.is(summaryMessage(visibleFields([text('city', 'City')], {})[0]!, 'City is a required field'), 'City is a required field');
  assert.equal(errors, { 'references.0.name': 'Reference Name is a required field', 'references.1.name': 'Reference Name is a required field' });
});

test('modules: required true reports "is a required field"', () => {
  const components: Component[] = [text('city', 'City', { required: true })];
  assert.equal(validateModule(components, { city: ' ' }), { city: 'City is a required field' });
  assert.equal(validateModule(components, { city: 'Austin' }), {});
  assert.equal(validateModule([text('city', 'City')], {}), {});
});

test('modules: required by conditions applies only while they hold', () => {
  const field = text('licenseNumber', 'License Number', { required: { conditions: [{ key: 'hasLicense', is: 'YES' }] } });
  assert.ok(isRequired(field, { hasLicense: 'YES' }));
  assert.not.ok(isRequired(field, { hasLicense: 'NO' }));
  assert.not.ok(isRequired(text('a', 'A', { required: false }), {}));
  assert.equal(validateModule([field], { hasLicense: 'YES' }), { licenseNumber: 'License Number is a required field' });
  assert.equal(validateModule([field], { hasLicense: 'NO' }), {});
});

test('modules: regex, minLength and maxLength', () => {
  const field = text('zip', 'ZIP Code', { validation: { regex: '^\\d{5}$', minLength: 5, maxLength: 5 } });
  assert.is(validateField(field, '7870', {}), 'ZIP Code must be at least 5 characters');
  assert.is(validateField(field, '787011', {}), 'ZIP Code must be 5 characters or less');
  assert.is(validateField(field, 'abcde', {}), 'ZIP Code is not valid');
  assert.is(validateField(field, '78701', {}), undefined);
  assert.is(validateField(field, '', {}), undefined, 'a blank optional value skips the other rules');
  fc.assert(
    fc.property(
      fc.string({ minLength: 6 }),
      (v) => validateField(text('x', 'X', { validation: { maxLength: 5 } }), v, {}) === 'X must be 5 characters or less',
    ),
  );
});

test('modules: a value in the wrong format says how to put it right, with the placeholder or a ZIP code as the example', () => {
  const email = text('email', 'Email', { placeholder: 'name@example.com', validation: { regex: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' } });
  assert.is(validateField(email, 'alice.example.com', {}), 'Email is not valid. Enter it in the correct format, like name@example.com');
  const zip: Field = { kind: 'field', key: 'zipCode', title: 'Zip Code', type: 'zipCode', validation: { regex: '^\\d{5}(-?\\d{4})?$' } };
  assert.is(validateField(zip, '9581', {}), 'Zip Code is not valid. Enter it in the correct format, like 95814 or 95814-1234');
});

test('modules: a field masked MM/DD/YYYY is a date: "must be a valid date (MM/DD/YYYY)" for a day that does not exist or a year outside 19xx–20xx (docs/portal.md §Validation rules "Dates")', () => {
  const field = text('birthDate', 'Date of Birth', { mask: '99/99/9999', validation: { regex: '^\\d{2}/\\d{2}/\\d{4}$' } });
  for (const bad of ['13/01/1986', '02/30/1986', '02/29/2023', '04/31/1990', '01/01/1899', '01/01/2100', '1/1/1990'])
    assert.is(validateField(field, bad, {}), 'Date of Birth must be a valid date (MM/DD/YYYY)', bad);
  for (const good of ['02/29/2024', '12/31/1900', '04/12/1986']) assert.is(validateField(field, good, {}), undefined, good);
  assert.is(validateField(text('code', 'Code', { mask: '99-99' }), '12-34', {}), undefined, 'another mask is not a date');
});

test('modules: a pattern that does not compile does not block the user', () => {
  assert.is(validateField(text('x', 'X', { validation: { regex: '([' } }), 'abc', {}), undefined);
});

test('modules: a checkbox (several values) is required when none is checked', () => {
  const field: Field = { kind: 'field', key: 'lines', title: 'Lines', type: 'checkbox', required: true };
  assert.equal(validateModule([field], { lines: [] }), { lines: 'Lines is a required field' });
  assert.equal(validateModule([field], { lines: ['LIFE'] }), {});
});

test('modules: when with is / isNot, combined by AND by default', () => {
  const when = {
    conditions: [
      { key: 'country', is: ['1', '156'] },
      { key: 'state', isNot: 'TX' },
    ],
  };
  const field = text('county', 'County', { when });
  assert.ok(isVisible(field, { country: '1', state: 'OK' }));
  assert.not.ok(isVisible(field, { country: '1', state: 'TX' }));
  assert.not.ok(isVisible(field, { country: '44', state: 'OK' }));
  assert.ok(isVisible(text('a', 'A'), {}));
});

test('modules: when combined by OR', () => {
  const set = {
    operator: 'OR' as const,
    conditions: [
      { key: 'a', is: 'x' },
      { key: 'b', is: 'y' },
    ],
  };
  assert.ok(conditionsHold(set, { a: 'x', b: '' }));
  assert.ok(conditionsHold(set, { a: '', b: 'y' }));
  assert.not.ok(conditionsHold(set, { a: '', b: '' }));
  assert.ok(conditionsHold({ conditions: [] }, {}));
});

test('modules: a condition with neither is nor isNot holds when the field has a value; checkboxes match any value', () => {
  assert.ok(conditionsHold({ conditions: [{ key: 'a' }] }, { a: 'x' }));
  assert.not.ok(conditionsHold({ conditions: [{ key: 'a' }] }, { a: '' }));
  assert.ok(conditionsHold({ conditions: [{ key: 'lines', is: 'LIFE' }] }, { lines: ['HEALTH', 'LIFE'] }));
  assert.not.ok(conditionsHold({ conditions: [{ key: 'lines', isNot: 'LIFE' }] }, { lines: ['HEALTH', 'LIFE'] }));
  assert.not.ok(conditionsHold({ conditions: [{ key: 'nested', is: 'x' }] }, { nested: { a: 'x' } }));
});

test('modules: hidden fields are not validated', () => {
  const components: Component[] = [text('other', 'Other', { required: true, when: { conditions: [{ key: 'reason', is: 'OTHER' }] } })];
  assert.equal(validateModule(components, { reason: 'MOVED' }), {});
  assert.equal(validateModule(components, { reason: 'OTHER' }), { other: 'Other is a required field' });
});

test('modules: disabled fields and the children of disabled groups are not validated', () => {
  const components: Component[] = [
    text('locked', 'Locked', { required: true, disabled: true }),
    {
      kind: 'group',
      disabled: true,
      components: [text('inner', 'Inner', { required: true }), { kind: 'list', key: 'rows', title: 'Rows', components: [text('r', 'R', { required: true })] }],
    },
  ];
  assert.equal(validateModule(components, { rows: [{ r: '' }] }), {});
  assert.equal(
    visibleFields(components, { rows: [{ r: '' }] }).map((f) => [f.path, f.disabled]),
    [
      ['locked', true],
      ['inner', true],
      ['rows.0.r', true],
    ],
  );
});

test('modules: a group hidden by its when hides its children', () => {
  const components: Component[] = [{ kind: 'group', when: { conditions: [{ key: 'show', is: 'Y' }] }, components: [text('g', 'G', { required: true })] }];
  assert.equal(validateModule(components, { show: 'N' }), {});
  assert.equal(validateModule(components, { show: 'Y' }), { g: 'G is a required field' });
});

test('modules: lists validate each row, keyed list.index.key', () => {
  const components: Component[] = [
    {
      kind: 'list',
      key: 'employers',
      title: 'Employers',
      components: [
        text('name', 'Employer Name', { required: true }),
        text('since', 'Since', { when: { conditions: [{ key: 'current', is: 'Y' }] }, required: true }),
      ],
    },
  ];
  const data: ModuleData = { current: 'N', employers: [{ name: 'Acme' }, { name: '', current: 'Y', since: '' }] };
  assert.equal(validateModule(components, data), {
    'employers.1.name': 'Employer Name is a required field',
    'employers.1.since': 'Since is a required field',
  });
  assert.equal(validateModule(components, {}), {}, 'a list without rows has nothing to check');
});

test('modules: a question validates its field and its comment', () => {
  const components: Component[] = [
    {
      kind: 'question',
      field: { kind: 'field', key: 'felony', title: 'Have you been convicted of a felony?', type: 'radio', required: true },
      comment: text('felonyComment', 'Explanation', { required: { conditions: [{ key: 'felony', is: 'YES' }] } }),
      params: { headerText: 'Background' },
    },
    { kind: 'question', field: text('other', 'Other') },
  ];
  assert.equal(validateModule(components, {}), { felony: 'Have you been convicted of a felony? is a required field' });
  assert.equal(validateModule(components, { felony: 'YES', felonyComment: '' }), { felonyComment: 'Explanation is a required field' });
  assert.equal(
    visibleFields(components, {}).map((f) => f.path),
    ['felony', 'felonyComment', 'other'],
  );
});

test('modules: a field with any value that passes its rules is valid whatever else the data holds', () => {
  const field = text('x', 'X', { required: true, validation: { regex: '^[a-z]+$' } });
  fc.assert(
    fc.property(
      fc.stringMatching(/^[a-z]+$/),
      fc.dictionary(fc.string(), fc.string()),
      (v, rest) => Object.keys(validateModule([field], { ...rest, x: v })).length === 0,
    ),
  );
});

test.run();
