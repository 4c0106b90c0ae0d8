import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createExceptionFlag,
  exceptionFlagReducer as reduce,
  flagCleared,
  initialExceptionFlag,
  isIgnoredGlobalError,
} from '../../../../core/use-cases/errors/exception-flag';
import { isRouterErrorStatus, ROUTER_ERROR_TEXT } from '../../../../core/use-cases/errors/router-errors';
import { TRANSCRIPT_UNAVAILABLE_TEXT } from '../../../../core/use-cases/errors/transcript';

test('global exception: an uncaught error marks the app as having an exception and is reported', async () => {
  const reported: Array<[unknown, string]> = [];
  const flag = createExceptionFlag({ error: (error, type) => reported.push([error, type]) });
  const boom = new Error('boom');
  flag.dispatch({ type: 'UNCAUGHT', error: boom });
  await flag.settled();
  assert.is(flag.getState().hasException, true);
  assert.equal(reported, [[boom, 'saga']]);
  // A second one is reported too, the flag stays set.
  flag.dispatch({ type: 'UNCAUGHT', error: 'again' });
  await flag.settled();
  assert.is(reported.length, 2);
});

test('global exception: the error screen clears when the flag goes from set to unset', () => {
  const set = reduce(initialExceptionFlag, { type: 'UNCAUGHT', error: 'x' });
  const unset = reduce(set, { type: 'CLEAR' });
  assert.is(unset.hasException, false);
  assert.ok(flagCleared(set, unset));
  assert.not.ok(flagCleared(initialExceptionFlag, initialExceptionFlag));
  assert.is(reduce(initialExceptionFlag, { type: 'CLEAR' }), initialExceptionFlag, 'clearing an unset flag changes nothing');
});

test("global exception: the browser's own noise is not the app failing", () => {
  assert.ok(isIgnoredGlobalError('ResizeObserver loop completed with undelivered notifications.'));
  assert.ok(isIgnoredGlobalError('Script error.'));
  assert.not.ok(isIgnoredGlobalError('Uncaught TypeError: x is undefined'));
  assert.not.ok(isIgnoredGlobalError(undefined));
});

test('router errors: not found, method not allowed and bad request are generic with "Unexpected Application Error!"', () => {
  assert.is(ROUTER_ERROR_TEXT, 'Unexpected Application Error!');
  assert.equal([400, 404, 405, 500].map(isRouterErrorStatus), [true, true, true, false]);
});

test('the transcript-unavailable text, word for word, with error code 0101429', () => {
  assert.is(
    TRANSCRIPT_UNAVAILABLE_TEXT,
    'Sorry for the delay in retrieving your transcript. Please try again later. If the problem persists, contact us for support and reference Error Code 0101429.',
  );
});

test.run();
