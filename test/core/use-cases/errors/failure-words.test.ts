/** The class of a registry failure, and the words of a not-found, an address that did not answer and a wait that ran out. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  badRequest,
  flowCreationFailed,
  invalidResponse,
  networkError,
  notFound,
  serverError,
  unauthorized,
  unexpectedResponse,
} from '../../../../core/errors';
import { failureKindOf, notFoundText, timeoutText, unreachableText } from '../../../../core/use-cases/errors/failure-words';

test('failureKindOf: a 404 is a not-found whatever call answered it; no answer is network; a 400 is refused', () => {
  assert.is(failureKindOf(notFound()), 'not-found');
  assert.is(failureKindOf(unexpectedResponse('modules', 404)), 'not-found');
  assert.is(failureKindOf(unexpectedResponse('modules', 409)), 'failed');
  assert.is(failureKindOf(networkError('fetch failed')), 'network');
  assert.is(failureKindOf(badRequest(['x'])), 'refused');
  assert.is(failureKindOf(flowCreationFailed(500)), 'refused');
  assert.is(failureKindOf(unauthorized()), 'unauthorized');
  assert.is(failureKindOf(serverError(503)), 'failed');
  assert.is(failureKindOf(invalidResponse('bad', ['a'])), 'failed');
});

test('the words: one not-found shape, the address and what to check, how to wait longer', () => {
  assert.is(notFoundText('Order', 'LH1'), 'Order LH1 was not found.');
  assert.match(
    unreachableText('http://127.0.0.1:9/api', 'fetch failed'),
    /^The registry at http:\/\/127\.0\.0\.1:9\/api did not answer \(fetch failed\)\. Check .*--api/,
  );
  assert.match(timeoutText('The report was not ready', '2 s'), /^The report was not ready after 2 s\. .*--timeout\.$/);
});

test.run();
