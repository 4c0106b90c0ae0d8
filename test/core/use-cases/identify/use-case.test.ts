import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import type { IdentifyRequest, IdentifyResult } from '../../../../core/model/identify';
import { tooManyRequests, type DomainError } from '../../../../core/errors';
import {
  authorizationRequest,
  createIdentifyUseCase,
  IDENTIFICATION_FAILED_MESSAGE,
  identifyFailureAlerts,
  identifyFailureStatus,
  isIdentified,
  needsAuthorization,
  runIdentifyEffect,
  ssnModeOf,
} from '../../../../core/use-cases/identify/use-case';
import { NOT_MATCHED_MESSAGE } from '../../../../core/use-cases/identify/machine';

const request = { entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1000003', lastName: 'Diaz', useAgreementAccepted: true } as unknown as IdentifyRequest;
const answering = (...answers: Array<IdentifyResult | DomainError>) => {
  const calls: IdentifyRequest[] = [];
  return {
    calls,
    identify: (r: IdentifyRequest): TE.TaskEither<DomainError, IdentifyResult> => {
      calls.push(r);
      const next = answers.shift()!;
      return '_tag' in next ? TE.left(next) : TE.right(next);
    },
  };
};

test('identify use-case: SUCCESS signs in once and the state says identified', async () => {
  const api = answering({ status: 'SUCCESS' } as IdentifyResult);
  let signIns = 0;
  const uc = createIdentifyUseCase({ api, signIn: async () => void (signIns += 1) });
  uc.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType: 'INDIVIDUAL' });
  uc.dispatch({ type: 'SUBMIT', request });
  await uc.settled();
  assert.is(api.calls.length, 1);
  assert.is(signIns, 1);
  assert.ok(isIdentified(uc.getState()));
});

test('identify use-case: AUTHORIZATION_FAILURE LAST_FOUR asks for the last four digits; NONE or no hint for the full SSN', async () => {
  const lastFour = createIdentifyUseCase({ api: answering({ status: 'AUTHORIZATION_FAILURE', ssnVerification: 'LAST_FOUR' } as IdentifyResult) });
  lastFour.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType: 'INDIVIDUAL' });
  lastFour.dispatch({ type: 'SUBMIT', request });
  await lastFour.settled();
  assert.ok(needsAuthorization(lastFour.getState()));
  assert.is(ssnModeOf(lastFour.getState()), 'LAST_FOUR');
  assert.is(ssnModeOf({ ssnVerification: 'NONE' as never }), 'FULL_SSN');
  assert.is(ssnModeOf({}), 'FULL_SSN');
  assert.is(authorizationRequest('LAST_FOUR').prompt, 'Last four digits of the SSN');
  assert.is(authorizationRequest('FULL_SSN').prompt, 'Social Security Number (SSN)');
});

test('identify use-case: a failed call becomes REQUEST_FAILED with its own alert', async () => {
  const uc = createIdentifyUseCase({ api: answering(tooManyRequests(30)) });
  uc.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType: 'INDIVIDUAL' });
  uc.dispatch({ type: 'SUBMIT', request });
  await uc.settled();
  const failure = uc.getState().failure!;
  assert.is(failure.kind, 'REQUEST_FAILED');
  assert.equal(identifyFailureAlerts(failure), [{ title: 'Too many requests', text: 'Please wait 30 seconds and try again.' }]);
});

test('identify failure texts: the generic failure, "does not match", and one alert per registry error', () => {
  assert.equal(identifyFailureAlerts({ kind: 'FAILED' }), [{ title: 'No match found', text: IDENTIFICATION_FAILED_MESSAGE }]);
  assert.equal(identifyFailureAlerts({ kind: 'NOT_MATCHED', message: NOT_MATCHED_MESSAGE }), [{ title: 'No match found', text: NOT_MATCHED_MESSAGE }]);
  assert.equal(
    identifyFailureAlerts({ kind: 'ERROR', errors: ['a', 'b'] }).map((a) => a.text),
    ['a', 'b'],
  );
  assert.equal(identifyFailureAlerts({ kind: 'REQUEST_FAILED', error: { _tag: 'BadRequest', message: 'm', errors: [] } }), [
    { title: 'Your request was not accepted', text: 'm' },
  ]);
  assert.equal(identifyFailureAlerts({ kind: 'REQUEST_FAILED', error: { _tag: 'ServerError', message: 'Down.', status: 500 } }), [
    { title: 'Something went wrong', text: 'The registry had a problem answering. Please try again.' },
  ]);
  assert.equal(identifyFailureAlerts({ kind: 'REQUEST_FAILED', error: tooManyRequests() })[0]?.text, 'Please wait a moment and try again.');
  assert.is(identifyFailureStatus({ kind: 'ERROR', errors: [] }), 'ERROR');
  assert.is(identifyFailureStatus({ kind: 'FAILED' }), 'IDENTIFICATION_FAILURE');
});

test('runIdentifyEffect: signing in that fails still settles, with no event', async () => {
  const run = runIdentifyEffect({ api: answering(), signIn: () => Promise.reject(new Error('offline')) });
  assert.equal(await run({ type: 'IDENTIFIED' }), []);
});

test.run();
