import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  addRow,
  canAddRows,
  canRemoveRows,
  currentModulePath,
  fieldOfMessage,
  messagesForStates,
  removeRow,
  setValueAt,
  valueAt,
  withDefaults,
} from '../../../core/rules/modules';
import type { Component, Field, List } from '../../../core/model/modules';

const text = (key: string, title: string, extra: Partial<Field> = {}): Field => ({ kind: 'field', key, title, type: 'text', ...extra });
const employers: List = {
  kind: 'list',
  key: 'employers',
  title: 'Employment history',
  components: [text('employer', 'Employer'), { ...text('current', 'Current', { defaultValue: ['NO'] }), type: 'checkbox' }],
};

test('defaults: a field without a value gets its default, in groups, questions and list rows; a saved value stays', () => {
  const components: Component[] = [
    text('country', 'Country', { defaultValue: 'US' }),
    { kind: 'group', components: [text('ssn', 'SSN', { defaultValue: '***-**-****' })] },
    { kind: 'question', field: text('felony', 'Felony', { defaultValue: 'NO' }), comment: text('why', 'Why', { defaultValue: '' }) },
    employers,
  ];
  assert.equal(withDefaults(components, { country: 'CA', employers: [{ employer: 'Acme' }] }), {
    country: 'CA',
    ssn: '***-**-****',
    felony: 'NO',
    why: '',
    employers: [{ employer: 'Acme', current: ['NO'] }],
  });
});

test('data paths: values are read and written inside list rows without touching the rest', () => {
  const data = { a: 'x', employers: [{ employer: 'One' }, { employer: 'Two' }] };
  assert.is(valueAt(data, 'employers.1.employer'), 'Two');
  assert.is(valueAt(data, 'a.b'), undefined);
  const next = setValueAt(data, 'employers.1.employer', 'Second');
  assert.equal(next, { a: 'x', employers: [{ employer: 'One' }, { employer: 'Second' }] });
  assert.equal(data.employers[1], { employer: 'Two' }, 'the original data is unchanged');
  assert.equal(setValueAt({}, 'refs.0.name', 'Maria'), { refs: [{ name: 'Maria' }] });
});

test('lists: a new row comes with its defaults at the end; removing takes out only that row', () => {
  const one = addRow({}, 'employers', employers);
  assert.equal(one, { employers: [{ current: ['NO'] }] });
  const two = addRow(setValueAt(one, 'employers.0.employer', 'A'), 'employers', employers);
  assert.equal(removeRow(two, 'employers', 0), { employers: [{ current: ['NO'] }] });
});

test('lists: DISABLE_ADD keeps the rows as given (no Add, no Remove)', () => {
  assert.ok(canAddRows(employers));
  assert.ok(canRemoveRows(employers));
  assert.not.ok(canAddRows({ flags: ['DISABLE_ADD'] }));
  assert.not.ok(canRemoveRows({ flags: ['DISABLE_ADD'] }));
});

test("registry messages: one naming a shown field's label belongs to it (list rows by their label); others to the module", () => {
  const components: Component[] = [text('city', 'City'), text('previousCity', 'Previous City'), employers];
  const data = { employers: [{ employer: '' }, { employer: '' }] };
  assert.is(fieldOfMessage(components, data, 'City is not valid'), 'city');
  assert.is(fieldOfMessage(components, data, 'Previous City is a required field'), 'previousCity');
  assert.is(fieldOfMessage(components, data, 'Employment history 2: Employer is a required field'), 'employers.1.employer');
  assert.is(fieldOfMessage(components, data, 'ZIP Code does not match the state'), undefined);
});

test("contextual messages: those for every state and those naming one of the flow's states", () => {
  const messages = [
    { text: 'all', stateCodes: [] },
    { text: 'texas', stateCodes: ['TX'] },
    { text: 'arizona', stateCodes: ['AZ', 'NM'] },
  ];
  assert.equal(
    messagesForStates(messages, ['AZ', 'GA']).map((m) => m.text),
    ['all', 'arizona'],
  );
  assert.equal(
    messagesForStates(messages, []).map((m) => m.text),
    ['all'],
  );
});

test('the current module: the one the address names when the flow has it, else the first', () => {
  const modules = [{ path: 'biographic' }, { path: 'residence-address' }];
  assert.is(currentModulePath(modules, 'residence-address'), 'residence-address');
  assert.is(currentModulePath(modules, null), 'biographic');
  assert.is(currentModulePath(modules, 'nope'), 'biographic');
  assert.is(currentModulePath([], 'x'), undefined);
});

test.run();
