import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { incompleteReducer as reduce, initialIncomplete, statusOf, findApplication } from '../../../../core/use-cases/incomplete/incomplete';
import type { IncompleteApplication } from '../../../../core/model/incomplete';
import { serverError } from '../../../../core/errors';

const app = (batchCode: string): IncompleteApplication => ({
  batchCode,
  gatewayProductName: 'Producer Licensing',
  isLicensing: true,
  dateModified: '2024-02-01',
  isPayable: false,
  licenses: [],
});
const loaded = () => initialIncomplete;

test("incomplete applications are SUCCESS; one is found in the registry's list by its batch code", () => {
  assert.is(statusOf(loaded(), 'B1'), 'SUCCESS');
  assert.is(findApplication([app('B1'), app('B2')], 'B2')?.batchCode, 'B2');
  assert.is(findApplication([app('B1')], 'B9'), undefined);
});

test('deleting sets DELETING and requests the deletion', () => {
  const s = reduce(loaded(), { type: 'DELETE', batchCode: 'B1' });
  assert.is(statusOf(s, 'B1'), 'DELETING');
  assert.equal(s.effects, [{ type: 'DELETE_INCOMPLETE', batchCode: 'B1' }]);
  assert.equal(reduce(s, { type: 'DELETE', batchCode: 'B1' }).effects, []);
});

test('after deletion the user goes to the resume list, without the application deleted', () => {
  const s = reduce(reduce(loaded(), { type: 'DELETE', batchCode: 'B1' }), { type: 'DELETED', batchCode: 'B1' });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/resume-incomplete', deleted: 'B1' }]);
  assert.is(statusOf(s, 'B1'), 'SUCCESS');
});

test('a failed deletion returns the application to SUCCESS with the error', () => {
  const s = reduce(reduce(loaded(), { type: 'DELETE', batchCode: 'B1' }), { type: 'DELETE_FAILED', batchCode: 'B1', error: serverError(500) });
  assert.is(statusOf(s, 'B1'), 'SUCCESS');
  assert.equal(s.error, serverError(500));
});

test.run();
