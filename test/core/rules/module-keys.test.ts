/** The keys a module takes, the typed keys it does not, its lists, and its conditions in words. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { conditionText, moduleKeys, moduleLists, unknownKeys } from '../../../core/rules/modules';
import { maskText, DATE_MASK, PHONE_MASK } from '../../../core/rules/masks';
import type { Component, Field } from '../../../core/model/modules';

const text = (key: string, extra: Partial<Field> = {}): Field => ({ kind: 'field', key, title: key, type: 'text', ...extra });
const components: Component[] = [
  text('email'),
  { kind: 'question', field: text('felony'), comment: text('felonyExplanation') },
  { kind: 'group', components: [text('city')], when: { conditions: [{ key: 'email', is: 'x' }] } },
  { kind: 'list', key: 'references', title: 'References', components: [text('referenceName')] },
];

test('moduleKeys: fields, questions and comments, keys in groups, lists and their row keys as list[].key', () => {
  assert.equal(moduleKeys(components), ['email', 'felony', 'felonyExplanation', 'city', 'references', 'references[].referenceName']);
});

test('unknownKeys: a misspelt key, also inside a list row, as a data path; declared keys pass, hidden groups too', () => {
  assert.equal(unknownKeys(components, { email: 'a', city: 'b', references: [{ referenceName: 'c' }] }), []);
  assert.equal(unknownKeys(components, { emial: 'a', references: [{ referenceNam: 'c' }] }), ['emial', 'references.0.referenceNam']);
});

test('moduleLists: each list with its row keys, inside groups too', () => {
  assert.equal(moduleLists([{ kind: 'group', components }]), [{ key: 'references', keys: ['referenceName'] }]);
});

test('conditionText: is, is not, several values, and the operator', () => {
  assert.is(conditionText({ conditions: [{ key: 'contactPreference', is: 'EMAIL' }] }), 'when contactPreference is EMAIL');
  assert.is(
    conditionText({
      operator: 'OR',
      conditions: [
        { key: 'a', is: ['X', 'Y'] },
        { key: 'b', isNot: 'Z' },
      ],
    }),
    'when a is X or Y or b is not Z',
  );
});

test('maskText: the date mask as MM/DD/YYYY, the others as written', () => {
  assert.is(maskText(DATE_MASK), 'MM/DD/YYYY');
  assert.is(maskText(PHONE_MASK), '(999) 999-9999');
});

test.run();
