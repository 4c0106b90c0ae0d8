/**
 * The terms accepted once per session (docs/portal.md §Submitter "use acceptance"): the use
 * agreement accepted when signing in is the submitter's use acceptance, carried, not asked again;
 * a session without it is asked, and the rule still holds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { MemorySessionStore } from '../../../../adapters/storage/memory-session-store';
import { VirtualClock } from '../../../../adapters/clock/virtual-clock';
import { RecordingNavigation } from '../../../../adapters/navigation/recording-navigation';
import { TERMS_ACCEPTED_KEY, TRANSITION_JWT_KEY } from '../../../../core/model/constants';
import type { IdentifyRequest, IdentifyResult } from '../../../../core/model/identify';
import { AuthSession } from '../../../../core/session/auth-session';
import { SessionService } from '../../../../core/session/session-service';
import { createIdentifyUseCase } from '../../../../core/use-cases/identify/use-case';
import { journeyRecords } from '../../../../core/use-cases/journey/records';
import { journeyFacts } from '../../../../core/use-cases/journey/facts';
import { journeyPlan, presentJourney } from '../../../../core/use-cases/journey/journey';
import { nextStep, nextStepLines, notReadyLines, stepCommand } from '../../../../core/use-cases/journey/commands';
import { submitterDefaults } from '../../../../core/use-cases/submitter/defaults';
import { createSubmitterUseCase, submitterSettled } from '../../../../core/use-cases/submitter/use-case';
import { asksUseAcceptance, withUseAcceptanceCarried } from '../../../../core/use-cases/submitter/use-acceptance';
import { validateSubmitter } from '../../../../core/rules/submitter';
import type { SubmitterPost } from '../../../../core/model/submitter';

const request = (useAgreementAccepted: boolean) =>
  ({ entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1000001', lastName: 'Morgan', useAgreementAccepted }) as unknown as IdentifyRequest;

async function signIn(store: MemorySessionStore, useAgreementAccepted: boolean, status: IdentifyResult['status'] = 'SUCCESS') {
  const uc = createIdentifyUseCase({ api: { identify: () => TE.right({ status } as IdentifyResult) }, store });
  uc.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType: 'INDIVIDUAL' });
  uc.dispatch({ type: 'SUBMIT', request: request(useAgreementAccepted) });
  await uc.settled();
  uc.dispose();
}

test('the use agreement accepted when signing in is kept in the session’s records; a failed sign-in records nothing', async () => {
  const store = new MemorySessionStore();
  await signIn(store, true, 'IDENTIFICATION_FAILURE');
  assert.not.ok(journeyRecords(store).termsAccepted());
  await signIn(store, true);
  assert.ok(journeyRecords(store).termsAccepted());
  assert.ok(journeyRecords(store).get('F-1').termsAccepted, 'every flow of the session sees it');
  await signIn(store, false);
  assert.not.ok(journeyRecords(store).termsAccepted(), 'a sign-in without it replaces it');
});

test('the submitter asks for the use acceptance only when the session holds none: carried into the form otherwise', () => {
  const form = submitterDefaults({ isFirm: false });
  assert.is(asksUseAcceptance(true), false);
  assert.is(asksUseAcceptance(false), true);
  assert.is(withUseAcceptanceCarried(form, true).useAcceptance, true);
  assert.is(withUseAcceptanceCarried(form, false).useAcceptance, false);
  // The spec's rule stays: a form without the acceptance is refused with its words.
  assert.equal(validateSubmitter(withUseAcceptanceCarried(form, false)), { useAcceptance: 'Please accept to continue' });
  assert.equal(validateSubmitter(withUseAcceptanceCarried(form, true)), {});
});

test('a submitter carried from sign-in posts useAcceptance true with nothing ticked', async () => {
  const posted: SubmitterPost[] = [];
  const api = {
    validateAddress: () => TE.left({ _tag: 'NetworkError', message: 'unused' } as never),
    postSubmitter: (body: SubmitterPost) => {
      posted.push(body);
      return TE.right(null);
    },
    postPdbSubmitter: () => TE.right(null),
  };
  const uc = createSubmitterUseCase({ api }, 'FLOWS', 'F-1', withUseAcceptanceCarried(submitterDefaults({ isFirm: false }), true));
  uc.dispatch({ type: 'SUBMIT' });
  await uc.settled();
  assert.is(submitterSettled(uc.getState()).kind, 'SAVED');
  assert.is(posted[0]?.useAcceptance, true);
  uc.dispose();
});

test('the terminal’s next command gives --accept-use only where the session holds no use agreement', () => {
  const submitter = journeyPlan('FLOWS', 'F-1').find((s) => s.id === 'submitter')!;
  const view = (termsAccepted: boolean) =>
    presentJourney('FLOWS', 'F-1', journeyFacts({ submitter: null }, { attested: false, validated: false, termsAccepted }));
  assert.is(stepCommand('FLOWS', 'F-1', submitter, view(true)), 'licensehub submitter set F-1');
  assert.is(stepCommand('FLOWS', 'F-1', submitter, view(false)), 'licensehub submitter set F-1 --accept-use');
  assert.ok(notReadyLines(view(true), 'F-1').includes('    licensehub submitter set F-1'));
  assert.ok(notReadyLines(view(false), 'F-1').includes('    licensehub submitter set F-1 --accept-use'));
  const atSubmitter = presentJourney('FLOWS', 'F-1', { ...journeyFacts({ submitter: null }, { attested: false, validated: false, termsAccepted: true }) });
  assert.not.match(nextStepLines(nextStep(atSubmitter, 'F-1')).join('\n'), '--accept-use');
});

test('logout, and a session adopted from a transition token, hold no use agreement', async () => {
  const make = (stored: Record<string, string>) => {
    const store = new MemorySessionStore(stored);
    const api = { logout: () => TE.right(null) };
    const service = new SessionService({
      store,
      session: new AuthSession(),
      clock: new VirtualClock(),
      navigation: new RecordingNavigation(),
      api,
      throttleMs: 0,
    });
    return { store, service };
  };
  const restored = make({ [TERMS_ACCEPTED_KEY]: 'true' });
  restored.service.start();
  assert.ok(journeyRecords(restored.store).termsAccepted(), 'a reload keeps it');
  await restored.service.logout({ preserveSso: false });
  assert.not.ok(journeyRecords(restored.store).termsAccepted());
  const transition = make({ [TERMS_ACCEPTED_KEY]: 'true', [TRANSITION_JWT_KEY]: 'transition.jwt.t' });
  transition.service.start();
  assert.not.ok(journeyRecords(transition.store).termsAccepted());
});

test.run();
