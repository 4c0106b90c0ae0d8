/** "Did you mean": the choice equal but for case, else the nearest within two edits; none when nothing is close. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { didYouMean, notOneOf } from '../../../core/rules/similar';
import { validateField } from '../../../core/rules/modules';

test('a value in the wrong case means the choice of that case', () => {
  assert.is(didYouMean('no', ['YES', 'NO']), ' Did you mean NO?');
});

test('a slip of one or two letters, or two letters swapped, means the nearest choice', () => {
  assert.is(didYouMean('recipt', ['view', 'receipt']), ' Did you mean receipt?');
  assert.is(didYouMean('licencing', ['licensing', 'contact-change']), ' Did you mean licensing?');
  assert.is(didYouMean('reciept', ['view', 'receipt']), ' Did you mean receipt?');
});

test('nothing close means no suggestion', () => {
  assert.is(didYouMean('Q', ['F', 'M', 'X']), '');
  assert.is(didYouMean('pet-licensing', ['contact-change', 'pdb-report']), '');
});

test('a choice field refuses a value it does not offer, listing its choices with their labels', () => {
  const options = [
    { value: 'YES', label: 'Yes' },
    { value: 'NO', label: 'No' },
  ];
  assert.is(notOneOf('Felony', 'no', options), 'Felony is not valid. Did you mean NO? Choose one of: YES (Yes), NO (No)');
  const field = { kind: 'field', key: 'felony', title: 'Felony', type: 'radio', options } as const;
  assert.is(validateField(field, 'no', {}), 'Felony is not valid. Did you mean NO? Choose one of: YES (Yes), NO (No)');
  assert.is(validateField(field, 'NO', {}), undefined);
  assert.is(validateField({ ...field, type: 'checkbox' }, ['YES', 'maybe'], {}), 'Felony is not valid. Choose one of: YES (Yes), NO (No)');
});

test.run();
