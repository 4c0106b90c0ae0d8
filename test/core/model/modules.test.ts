import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as t from 'io-ts';
import { Component, ModuleContent, ModuleData, ModuleErrors, ModuleList } from '../../../core/model/modules';
import { decodes, rejects } from './expect-decode';

const components = [
  { kind: 'field', key: 'residentState', title: 'Resident State', type: 'select', options: [{ label: 'Texas', value: 'TX' }], required: true },
  {
    kind: 'group',
    title: 'Mailing',
    disabled: false,
    when: { operator: 'OR', conditions: [{ key: 'sameAsHome', isNot: 'Y' }] },
    components: [
      { kind: 'field', key: 'mailZip', title: 'ZIP Code', type: 'zipCode', mask: '99999', validation: { regex: '^\\d{5}$', minLength: 5, maxLength: 5 } },
      {
        kind: 'list',
        key: 'employers',
        title: 'Employers',
        flags: ['DISABLE_ADD'],
        components: [
          { kind: 'field', key: 'name', title: 'Employer', type: 'text', placeholder: 'Name', required: { conditions: [{ key: 'employed', is: ['Y'] }] } },
        ],
      },
    ],
  },
  {
    kind: 'question',
    field: { kind: 'field', key: 'felony', title: 'Felony?', type: 'radio', sensitive: true, help: 'Any state', defaultValue: 'NO' },
    comment: { kind: 'field', key: 'felonyComment', title: 'Explain', type: 'text' },
    params: { headerText: 'Background', supplementalText: 'Answer truthfully', answerText: 'Yes' },
  },
];

test('modules: a recursive component tree decodes (field, group, list, question)', () => {
  decodes(t.array(Component), components);
});

test('modules: a mismatch deep in the component tree names its path', () => {
  const broken = structuredClone(components) as any[];
  broken[1].components[1].components[0].key = 7;
  broken[2].field.type = 'slider';
  rejects(t.array(Component), broken, 'Invalid field(s) 1.components.1.components.0.key, 2.field.type');
  rejects(Component, { kind: 'widget' }, 'Invalid field(s) (root)');
});

test('modules: module data holds strings, string arrays and nested rows', () => {
  decodes(ModuleData, { city: 'Austin', lines: ['LIFE', 'HEALTH'], address: { zip: '78701' }, employers: [{ name: 'Acme' }, { name: 'Summit' }] });
});

test('modules: a wrong value in module data names its key, inside rows too', () => {
  rejects(ModuleData, { city: 5 }, 'Invalid field(s) city');
  rejects(ModuleData, { employers: [{ name: 'Acme' }, { name: true }] }, 'Invalid field(s) employers.1.name');
});

test('modules: module list, content and errors decode', () => {
  decodes(ModuleList, {
    modules: [
      { id: 'm1', path: 'biographic', title: 'Biographic', contextualMessageId: 'bio' },
      { id: 'm2', path: 'tx', title: 'Texas', contextualMessageId: 'tx', stateCode: 'TX' },
    ],
  });
  decodes(ModuleContent, { components, data: { residentState: 'TX' }, destination: 'background' });
  decodes(ModuleErrors, { errors: ['ZIP Code does not match the state'] });
  rejects(ModuleContent, { components: [], data: [] }, 'Invalid field(s) data');
});

test('modules: module data nested past its limit, or too large, fails with one short message and decodes nothing deep', () => {
  let deep: unknown = { name: 'x' };
  for (let i = 0; i < 2200; i++) deep = { a: deep };
  const wide = { rows: Array.from({ length: 6000 }, (_, i) => ({ n: String(i) })) };
  let nine: unknown = { name: 'x' };
  for (let i = 0; i < 8; i++) nine = { a: nine };
  for (const value of [deep, wide, nine]) {
    const result = ModuleData.decode(value);
    assert.ok(result._tag === 'Left');
    assert.equal(
      result.left.map((e) => e.message),
      ['Module data may nest at most 8 levels and hold at most 5000 values.'],
    );
  }
  assert.ok(ModuleData.decode({ rows: [{ n: '1', tags: ['a', 'b'] }] })._tag === 'Right', 'a list of rows is well within');
});

test.run();
