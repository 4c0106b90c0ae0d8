import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { badRequest, invalidResponse, networkError, notFound, serverError, tooManyRequests, unexpectedResponse } from '../../../../core/errors';
import { plainErrorText } from '../../../../core/use-cases/errors/plain-error';

test('a failed call reads in plain words: no decoding detail, no status name', () => {
  assert.is(plainErrorText(invalidResponse('Invalid field(s) (root)', ['(root)'])), 'The registry had a problem answering.');
  assert.is(plainErrorText(serverError(503)), 'The registry had a problem answering.');
  assert.is(plainErrorText(unexpectedResponse('drlp', 418)), 'The registry had a problem answering.');
  assert.is(plainErrorText(networkError('fetch failed')), 'The registry could not be reached. Check your internet connection.');
  assert.is(plainErrorText(tooManyRequests(3)), 'The registry is busy. Wait a moment.');
  assert.is(plainErrorText(notFound('Order LH1 was not found')), 'The registry had a problem answering.');
});

test("the registry's own messages of a 400 are shown as they are", () => {
  assert.is(plainErrorText(badRequest(['Texas is closed.', 'Try later.'])), 'Texas is closed. Try later.');
  assert.is(plainErrorText(badRequest([])), 'The registry had a problem answering.');
});

test.run();
