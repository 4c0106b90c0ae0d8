/** The journey model: one plan per flow type, where a flow stands on it, and the payment gate. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ModuleContent, ModuleSummary } from '../../../../core/model/modules';
import { changeFromReviewPath, journeyPlan, missingStepText, NO_FACTS, presentJourney, type JourneyFacts } from '../../../../core/use-cases/journey/journey';
import { journeyFacts, leadDone } from '../../../../core/use-cases/journey/facts';
import { journeyRecords } from '../../../../core/use-cases/journey/records';
import { MemorySessionStore } from '../../../../adapters/storage/memory-session-store';

const MODULES: ModuleSummary[] = ['biographic', 'residence', 'background', 'employment'].map((path) => ({
  id: path,
  path,
  title: `About ${path}`,
  contextualMessageId: path,
}));

const facts = (over: Partial<JourneyFacts> = {}): JourneyFacts => ({ ...NO_FACTS, ...over });
const allModules = new Set(MODULES.map((m) => m.path));

test('a licensing journey counts one step from its first module to payment', () => {
  const first = presentJourney('FLOWS', 'F-1', facts(), { modules: MODULES, at: 'module:biographic' });
  assert.is(first.caption, 'Step 1 of 11');
  const lastModule = presentJourney('FLOWS', 'F-1', facts(), { modules: MODULES, at: 'module:employment' });
  assert.is(lastModule.caption, 'Step 4 of 11');
  assert.is(lastModule.nextPath, '/flows/F-1/review');
  const review = presentJourney('FLOWS', 'F-1', facts(), { modules: MODULES, at: 'review' });
  assert.is(review.caption, 'Step 5 of 11');
  assert.is(review.backPath, '/flows/F-1/modules?module=employment');
  const pay = presentJourney('FLOWS', 'F-1', facts(), { modules: MODULES, at: 'pay' });
  assert.is(pay.caption, 'Step 11 of 11');
  assert.is(pay.nextPath, undefined);
});

test('each flow type has one plan from its first page to payment', () => {
  const ids = (type: Parameters<typeof journeyPlan>[0]) => journeyPlan(type, 'F-1', MODULES.slice(0, 1)).map((s) => s.id);
  assert.equal(ids('FLOWS'), ['module:biographic', 'review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay']);
  assert.equal(ids('CCR'), ['module:biographic', 'review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay']);
  assert.equal(ids('DEMOGRAPHIC-UPDATE'), ['names', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay']);
  assert.equal(ids('LICENSE-UPDATE'), ['drlp', 'review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay']);
  assert.equal(ids('PDB-REPORT'), ['submitter', 'attestation', 'submit', 'pay']);
  const pdbPay = journeyPlan('PDB-REPORT', 'F-1').at(-1);
  assert.is(pdbPay?.path, '/pdb-report/F-1/status');
});

test('payment is refused until the submitter, the attestation and the validation are done', () => {
  const modulesSaved = presentJourney('FLOWS', 'F-1', facts({ modulesDone: allModules }), { modules: MODULES, at: 'pay' });
  assert.is(modulesSaved.canPay, false);
  assert.equal(
    modulesSaved.missing.map((s) => s.id),
    ['submitter', 'attestation', 'validation'],
  );
  assert.equal(modulesSaved.missing.map(missingStepText), ['Say who is submitting.', 'Confirm the attestation.', 'Check for problems.']);
  const ready = presentJourney('FLOWS', 'F-1', facts({ modulesDone: allModules, submitterSaved: true, attested: true, validated: true }), {
    modules: MODULES,
    at: 'pay',
  });
  assert.is(ready.canPay, true);
  assert.equal(ready.missing, []);
});

test('a module not answered keeps the payment closed', () => {
  const view = presentJourney('FLOWS', 'F-1', facts({ modulesDone: new Set(['biographic']), submitterSaved: true, attested: true, validated: true }), {
    modules: MODULES,
  });
  assert.is(view.canPay, false);
  assert.equal(
    view.missing.map((s) => s.id),
    ['module:residence', 'module:background', 'module:employment'],
  );
});

test('a flow with saved modules and no submitter resumes at the submitter, then the attestation, then the validation', () => {
  const resumeAt = (f: JourneyFacts) => presentJourney('FLOWS', 'F-1', f, { modules: MODULES }).resume.id;
  assert.is(resumeAt(facts({ modulesDone: allModules })), 'submitter');
  assert.is(resumeAt(facts({ modulesDone: allModules, submitterSaved: true })), 'attestation');
  assert.is(resumeAt(facts({ modulesDone: allModules, submitterSaved: true, attested: true })), 'verification-contact');
  assert.is(resumeAt(facts({ modulesDone: allModules, submitterSaved: true, attested: true, validated: true })), 'submit');
});

test('resume opens the first module not answered', () => {
  const view = presentJourney('FLOWS', 'F-1', facts({ modulesDone: new Set(['biographic', 'residence']) }), { modules: MODULES });
  assert.is(view.resume.path, '/flows/F-1/modules?module=background');
  assert.is(view.caption, 'Step 3 of 11');
});

test('the attestation is not taken from before: a validation without it does not count', () => {
  const f = journeyFacts({ submitter: null }, { attested: false, validated: true });
  assert.is(f.validated, false);
});

test('Change on the review returns to the review once the module is saved', () => {
  assert.is(changeFromReviewPath('FLOWS', 'F-1', 'employment'), '/flows/F-1/modules?module=employment&return=review');
});

test('the steps say which are done, which is current and which are still to do', () => {
  const view = presentJourney('FLOWS', 'F-1', facts({ modulesDone: allModules, submitterSaved: true }), { modules: MODULES, at: 'attestation' });
  const status = Object.fromEntries(view.steps.map((s) => [s.id, s.status]));
  assert.is(status['module:biographic'], 'done');
  assert.is(status.submitter, 'done');
  assert.is(status.attestation, 'current');
  assert.is(status.validation, 'to-do');
});

test('journey facts: a module is done when its held answers meet its rules; the submitter when saved with the use acceptance', () => {
  const content = (data: Record<string, string>): ModuleContent => ({
    components: [{ kind: 'field', key: 'firstName', title: 'First name', type: 'text', required: true }],
    data,
  });
  const f = journeyFacts(
    {
      modules: [
        { summary: MODULES[0] as ModuleSummary, content: content({ firstName: 'Alice' }) },
        { summary: MODULES[1] as ModuleSummary, content: content({}) },
      ],
      submitter: { submittingFor: 'MY_SELF', useAcceptance: true },
    },
    { attested: true, validated: true },
  );
  assert.equal([...f.modulesDone], ['biographic']);
  assert.is(f.submitterSaved, true);
  assert.is(journeyFacts({ submitter: { submittingFor: 'MY_SELF', useAcceptance: false } }, { attested: false, validated: false }).submitterSaved, false);
});

test('journey records: a new session asks for the attestation again; a change withdraws it; validation counts only after it', () => {
  const store = new MemorySessionStore();
  const records = journeyRecords(store);
  assert.equal(records.get('F-1'), { termsAccepted: false, attested: false, validated: false });
  records.validate('F-1');
  assert.equal(records.get('F-1'), { termsAccepted: false, attested: false, validated: false });
  records.attest('F-1');
  records.validate('F-1');
  assert.equal(records.get('F-1'), { termsAccepted: false, attested: true, validated: true });
  assert.equal(journeyRecords(store).get('F-1'), { termsAccepted: false, attested: true, validated: true }, 'kept in the session store');
  records.attest('F-1');
  assert.equal(records.get('F-1'), { termsAccepted: false, attested: true, validated: false }, 'a new attestation asks for the validation again');
  records.withdraw('F-1');
  assert.equal(records.get('F-1'), { termsAccepted: false, attested: false, validated: false });
  assert.equal(journeyRecords(new MemorySessionStore()).get('F-1'), { termsAccepted: false, attested: false, validated: false });
});

test('the name page is done once the registry holds the requested name; the DRLP page once the working copy differs', () => {
  const jurisdiction = { jurisdiction: 'TX', resident: true, dhs: false, active: true, enabled: true };
  const names = (changed: boolean) => ({
    enabled: [{ currentName: { type: 'INDIVIDUAL' as const, first: 'Alice', last: 'Morgan' }, jurisdictions: [{ ...jurisdiction, changed }] }],
    disabled: [],
  });
  assert.is(leadDone({ names: names(false) }), false);
  assert.is(leadDone({ names: names(true) }), true);
  assert.is(leadDone({}), false);
  const drlp = (modified: boolean) => ({ businessEntity: { businessEntityName: 'Acme', fein: '12-3456789', states: [] }, modified, errors: [] });
  assert.is(leadDone({ drlp: drlp(false) }), false);
  assert.is(leadDone({ drlp: drlp(true) }), true);
  const view = presentJourney(
    'DEMOGRAPHIC-UPDATE',
    'D-1',
    journeyFacts({ submitter: null, lead: { names: names(true) } }, { attested: false, validated: false }),
  );
  assert.is(view.resume.id, 'submitter', 'a name change whose name is sent resumes at the submitter');
});

test.run();
