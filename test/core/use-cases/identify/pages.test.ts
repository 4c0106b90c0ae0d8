/**
 * The identify steps as pages (core/use-cases/identify/pages.ts): what an address asks of the
 * use-case, and where the address goes once a submit has settled.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import type { IdentifyRequest, IdentifyResult } from '../../../../core/model/identify';
import { arriveAtIdentifyPage, pageAfterSubmit, shownPage } from '../../../../core/use-cases/identify/pages';
import { createIdentifyUseCase } from '../../../../core/use-cases/identify/use-case';

const request = { entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1000003', lastName: 'Diaz', useAgreementAccepted: true } as unknown as IdentifyRequest;
const answering = (...answers: IdentifyResult[]) => createIdentifyUseCase({ api: { identify: () => TE.right(answers.shift()!) } });

test('identify pages: a later page selects its entity type, the entity page starts over', () => {
  const uc = answering();
  assert.is(arriveAtIdentifyPage(uc, 'search', 'FIRM'), undefined);
  assert.equal([uc.getState().step, uc.getState().entityType], ['SEARCH_DETAILS', 'FIRM']);
  arriveAtIdentifyPage(uc, 'search', 'INDIVIDUAL');
  assert.is(uc.getState().entityType, 'INDIVIDUAL');
  arriveAtIdentifyPage(uc, 'entity', undefined);
  assert.is(uc.getState().step, 'INITIAL');
});

test('identify pages: an authorization address before the server asked for it is restarted on the search page', () => {
  const uc = answering();
  assert.is(arriveAtIdentifyPage(uc, 'authorize', 'INDIVIDUAL'), 'RESTARTED');
  assert.is(uc.getState().step, 'SEARCH_DETAILS');
  assert.is(shownPage('authorize', uc.getState(), false), 'search', 'the search shows until the address follows');
  assert.is(shownPage('authorize', uc.getState(), true), 'authorize', 'while signing in the machine has already reset');
});

test('identify pages: once a submit settles, an authorization request opens its page, a failure from it returns to the search in place', async () => {
  const uc = answering(
    { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'LAST_FOUR' } as IdentifyResult,
    { status: 'IDENTIFICATION_FAILURE' } as IdentifyResult,
  );
  arriveAtIdentifyPage(uc, 'search', 'INDIVIDUAL');
  uc.dispatch({ type: 'SUBMIT', request });
  assert.equal(await pageAfterSubmit(uc, 'search'), { page: 'authorize', replace: false });
  assert.is(arriveAtIdentifyPage(uc, 'authorize', 'INDIVIDUAL'), undefined, 'the server opened it: it stands');
  uc.dispatch({ type: 'SUBMIT', request });
  assert.equal(
    await pageAfterSubmit(uc, 'authorize'),
    { page: 'search', replace: true },
    'not identified: back to the search, in place of the authorization page',
  );
});

test('identify pages: a failed search stays on its page; a signed-in licensee moves nowhere (already on the way out)', async () => {
  const failing = answering({ status: 'IDENTIFICATION_FAILURE' } as IdentifyResult);
  arriveAtIdentifyPage(failing, 'search', 'INDIVIDUAL');
  failing.dispatch({ type: 'SUBMIT', request });
  assert.is(await pageAfterSubmit(failing, 'search'), undefined);
  const signed = answering({ status: 'SUCCESS' } as IdentifyResult);
  arriveAtIdentifyPage(signed, 'search', 'INDIVIDUAL');
  signed.dispatch({ type: 'SUBMIT', request });
  assert.is(await pageAfterSubmit(signed, 'search'), undefined);
});

test.run();
