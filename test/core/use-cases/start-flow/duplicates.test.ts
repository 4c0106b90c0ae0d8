import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DuplicateOrder } from '../../../../core/model/licensing';
import { duplicate as listed } from './fixtures';
import { DUPLICATE_COLUMNS, duplicateCells, needsDuplicateConfirmation } from '../../../../core/use-cases/start-flow/duplicates';
import { codeWords } from '../../../../core/rules/format';

// Every field a duplicate may have, license number included.
const duplicate: DuplicateOrder = { ...listed, loaNames: ['Life', 'Health'], licenseNumber: 'TX-100001' };

test('duplicates need the licensee to confirm before applying: none, or confirmed, goes on', () => {
  assert.is(needsDuplicateConfirmation([duplicate], false), true);
  assert.is(needsDuplicateConfirmation([duplicate], true), false);
  assert.is(needsDuplicateConfirmation([], false), false);
  assert.is(needsDuplicateConfirmation(undefined, false), false);
});

test('a duplicate shows every field, one cell per column (request code, product and license number included)', () => {
  const cells = duplicateCells(duplicate);
  assert.is(cells.length, DUPLICATE_COLUMNS.length);
  for (const value of [
    listed.orderCode,
    listed.requestCode,
    codeWords(listed.status),
    listed.product,
    listed.state,
    listed.licenseClassName,
    'Life, Health',
    'TX-100001',
  ])
    assert.ok(cells.includes(value), value);
  const { licenseNumber: _n, ...withoutNumber } = duplicate;
  assert.is(duplicateCells(withoutNumber).at(-1), '—');
});

test.run();
