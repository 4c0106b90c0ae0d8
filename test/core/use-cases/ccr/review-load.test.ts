import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { notFound, serverError, tooManyRequests, unauthorized, unexpectedResponse, type DomainError } from '../../../../core/errors';
import type { CcrReview } from '../../../../core/model/ccr';
import { loadCcrReview } from '../../../../core/use-cases/ccr/review-load';

const test = suite('CCR review load (docs/portal.md §Calls "a review failure has an empty error")');

const REVIEW: CcrReview = { columnHeaders: ['State'], data: [{ state: 'TX' }] };

async function load(call: TE.TaskEither<DomainError, CcrReview>) {
  const reported: unknown[] = [];
  const result = await loadCcrReview(call, { error: (error) => void reported.push(error) })();
  return { result, reported: reported.map((e) => (e instanceof Error ? e.message : String(e))) };
}

test('the review loaded is a success with its data, nothing reported', async () => {
  assert.equal(await load(TE.right(REVIEW)), { result: { _tag: 'Right', right: { status: 'success', data: REVIEW } }, reported: [] });
});

test('a failed review load sets the review failure with an empty error, and reports the error', async () => {
  for (const error of [unexpectedResponse('ccr review', 403), serverError(500)]) {
    const { result, reported } = await load(TE.left(error));
    assert.equal(result, { _tag: 'Right', right: { status: 'failure', error: '' } }, error.message);
    assert.equal(reported, [error.message]);
  }
});

test("a 401, a 429 and the registry's 404 keep their own handling (sign-out, the wait screen, not found)", async () => {
  for (const error of [unauthorized(), tooManyRequests(3), notFound(), unexpectedResponse('ccr review', 404)]) {
    const { result, reported } = await load(TE.left(error));
    assert.equal(result, { _tag: 'Left', left: error }, error.message);
    assert.equal(reported, []);
  }
});

test.run();
