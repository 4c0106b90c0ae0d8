import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { createIncompleteUseCase, incompleteReducer as reduce, initialIncomplete } from '../../../../core/use-cases/incomplete/incomplete';
import type { DuplicateOrder } from '../../../../core/model/licensing';
import { serverError } from '../../../../core/errors';

const DUPLICATE: DuplicateOrder = {
  orderDate: '10/01/2026',
  orderCode: 'LH1000010',
  requestCode: 'R1000010-1',
  status: 'PENDING',
  product: 'Producer Licensing',
  state: 'TX',
  licenseClassName: 'Insurance Producer',
  loaNames: ['Life'],
};

test('resume checks for duplicate orders of that application first', () => {
  const s = reduce(initialIncomplete, { type: 'RESUME', batchCode: 'B1' });
  assert.equal(s.effects, [{ type: 'CHECK_DUPLICATES', batchCode: 'B1' }]);
  assert.equal(s.resume, { batchCode: 'B1', checking: true });
  assert.equal(reduce(s, { type: 'RESUME', batchCode: 'B1' }).effects, [], 'a second press while checking does nothing');
});

test('resume with no duplicates leaves for the external flow page', () => {
  const s = reduce(reduce(initialIncomplete, { type: 'RESUME', batchCode: 'B1' }), { type: 'DUPLICATES_CHECKED', batchCode: 'B1', duplicates: [] });
  assert.equal(s.effects, [{ type: 'RESUME_FLOW', batchCode: 'B1' }]);
  assert.is(s.resume, undefined);
});

test('resume with duplicates shows them; the user resumes anyway or cancels', () => {
  const s = reduce(reduce(initialIncomplete, { type: 'RESUME', batchCode: 'B1' }), { type: 'DUPLICATES_CHECKED', batchCode: 'B1', duplicates: [DUPLICATE] });
  assert.equal(s.effects, []);
  assert.equal(s.resume, { batchCode: 'B1', checking: false, duplicates: [DUPLICATE] });
  assert.equal(reduce(s, { type: 'RESUME_CONFIRMED', batchCode: 'B1' }).effects, [{ type: 'RESUME_FLOW', batchCode: 'B1' }]);
  const cancelled = reduce(s, { type: 'RESUME_CANCELLED' });
  assert.equal([cancelled.resume, cancelled.effects], [undefined, []]);
});

test('a check answered for another application is ignored', () => {
  const s = reduce(initialIncomplete, { type: 'RESUME', batchCode: 'B1' });
  assert.equal(reduce(s, { type: 'DUPLICATES_CHECKED', batchCode: 'B2', duplicates: [] }).effects, []);
});

test('the use-case asks GET /duplicates/{batchCode}.json (duplicatesFor) and resumes through its port; a failed check resumes all the same', async () => {
  const asked: string[] = [];
  const resumed: string[] = [];
  let answer: TE.TaskEither<ReturnType<typeof serverError>, DuplicateOrder[]> = TE.right([]);
  const uc = createIncompleteUseCase({
    api: { deleteIncompleteApplication: () => TE.right(null), duplicatesFor: (code) => (asked.push(code), answer) },
    leave: () => undefined,
    resume: (code) => resumed.push(code),
  });
  uc.dispatch({ type: 'RESUME', batchCode: 'B1' });
  await uc.settled();
  assert.equal([asked, resumed], [['B1'], ['B1']]);
  answer = TE.left(serverError(500));
  uc.dispatch({ type: 'RESUME', batchCode: 'B2' });
  await uc.settled();
  assert.equal(resumed, ['B1', 'B2']);
  answer = TE.right([DUPLICATE]);
  uc.dispatch({ type: 'RESUME', batchCode: 'B3' });
  await uc.settled();
  assert.equal(resumed, ['B1', 'B2'], 'duplicates: the user decides');
});

test.run();
