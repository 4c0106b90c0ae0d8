import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  badRequest,
  DomainFailure,
  flowCreationFailed,
  invalidResponse,
  networkError,
  notFound,
  serverError,
  statusOf,
  tooManyRequests,
  unauthorized,
  unexpectedResponse,
} from '../../core/errors';

test("server status 500 or higher reads 'Server error: {status}'", () => {
  assert.is(serverError(503).message, 'Server error: 503');
});

test('an unexpected status names the call and the status', () => {
  assert.is(unexpectedResponse('ccr review', 404).message, 'Unexpected ccr review response: 404');
});

test('flow creation failure reads "Flow creation failed" with the status', () => {
  assert.ok(flowCreationFailed(502).message.startsWith('Flow creation failed'));
  assert.ok(flowCreationFailed(502).message.includes('502'));
});

test('each failure carries the HTTP status the screens key on', () => {
  assert.is(statusOf(unauthorized()), 401);
  assert.is(statusOf(tooManyRequests(5)), 429);
  assert.is(statusOf(badRequest(['x'])), 400);
  assert.is(statusOf(notFound()), 404);
  assert.is(statusOf(serverError(500)), 500);
  assert.is(statusOf(unexpectedResponse('x', 409)), 409);
  assert.is(statusOf(flowCreationFailed(422)), 422);
  assert.is(statusOf(networkError('offline')), undefined);
  assert.is(statusOf(invalidResponse('Invalid field(s) a', ['a'])), undefined);
});

test('a 429 keeps its Retry-After only when the server sent one', () => {
  const error = tooManyRequests(7);
  assert.is(error._tag === 'TooManyRequests' ? error.retryAfter : undefined, 7);
  assert.not.ok('retryAfter' in tooManyRequests());
});

test('a 400 without messages still reads as a sentence', () => {
  assert.is(badRequest([]).message, 'The request was not accepted.');
  assert.is(badRequest(['A', 'B']).message, 'A B');
});

test('DomainFailure carries the failure across exception boundaries', () => {
  const failure = new DomainFailure(tooManyRequests(3));
  assert.instance(failure, Error);
  assert.is(failure.message, 'Too many requests');
  assert.is(failure.error._tag, 'TooManyRequests');
});

test.run();
