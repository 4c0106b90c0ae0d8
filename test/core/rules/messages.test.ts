import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compact, errorList, firstError, hasErrors, SELECT_ENTITY_TYPE, type FieldErrors } from '../../../core/rules/messages';

test('messages: the first failing check gives the field its message', () => {
  assert.is(firstError('', [() => undefined, () => 'first', () => 'second']), 'first');
  assert.is(firstError('', []), undefined);
});

test('messages: compact keeps only failing fields', () => {
  assert.equal(compact({ a: undefined, b: 'bad' }), { b: 'bad' });
  assert.ok(hasErrors({ b: 'bad' }));
  assert.not.ok(hasErrors({ a: undefined }));
});

test('messages: error list follows the label order, unknown fields last', () => {
  const errors: FieldErrors<'a' | 'b' | 'c'> = { c: 'C is not valid', a: 'A is a required field' };
  assert.equal(errorList(errors, { a: 'A', b: 'B' }), [
    { field: 'a', message: 'A is a required field' },
    { field: 'c', message: 'C is not valid' },
  ]);
});

test('messages: the entity-type choice says what to do, not that a field is required', () => {
  assert.is(SELECT_ENTITY_TYPE, 'Select whether you are an individual or a firm');
  assert.not.match(SELECT_ENTITY_TYPE, /required field/);
});

test.run();
