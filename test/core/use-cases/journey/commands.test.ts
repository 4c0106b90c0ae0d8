/** The journey as a terminal shows it: each step's command, the next step, the lines of a journey and of a refused payment. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ModuleSummary } from '../../../../core/model/modules';
import { FLOW_SCREEN_TYPES } from '../../../../core/model/constants';
import {
  continueStep,
  landingLines,
  journeyReport,
  nextStep,
  nextStepLines,
  notReadyLines,
  paymentLines,
  stepAction,
  stepCommand,
  typeOption,
} from '../../../../core/use-cases/journey/commands';
import { journeyPlan, NO_FACTS, NOT_READY_TITLE, presentJourney, type JourneyFacts } from '../../../../core/use-cases/journey/journey';
import { journeyReadsModules } from '../../../../core/use-cases/journey/facts';
import { presentLanding } from '../../../../core/use-cases/journey/landing';

const MODULES: ModuleSummary[] = [
  { id: 'B', path: 'biographic', title: 'Biographic Information', contextualMessageId: 'b' },
  { id: 'C', path: 'contact', title: 'Contact Details', contextualMessageId: 'c' },
];
const facts = (over: Partial<JourneyFacts> = {}): JourneyFacts => ({ ...NO_FACTS, ...over });
const modulesDone = new Set(['biographic', 'contact']);

test('every step of every journey has a licensehub command for its flow and type', () => {
  const commands = FLOW_SCREEN_TYPES.flatMap((type) => journeyPlan(type, 'F-1', MODULES).map((step) => [type, step.id, stepCommand(type, 'F-1', step)]));
  for (const [type, id, command] of commands) assert.match(command!, /^licensehub [a-z -]+ F-1( |$)/, `${type} ${id}`);
  const flows = Object.fromEntries(journeyPlan('FLOWS', 'F-1', MODULES).map((s) => [s.id, stepCommand('FLOWS', 'F-1', s)]));
  assert.equal(flows, {
    'module:biographic': 'licensehub modules show F-1 biographic',
    'module:contact': 'licensehub modules show F-1 contact',
    review: 'licensehub modules list F-1',
    submitter: 'licensehub submitter set F-1 --accept-use',
    attestation: 'licensehub attest F-1 --confirm',
    'verification-contact': 'licensehub contact F-1',
    validation: 'licensehub validate F-1',
    submit: 'licensehub pay F-1',
    pay: 'licensehub pay F-1',
  });
  const [names] = journeyPlan('DEMOGRAPHIC-UPDATE', 'D-1');
  assert.is(stepCommand('DEMOGRAPHIC-UPDATE', 'D-1', names!), 'licensehub name-change show D-1');
  const [drlp, review] = journeyPlan('LICENSE-UPDATE', 'L-1');
  assert.is(stepCommand('LICENSE-UPDATE', 'L-1', drlp!), 'licensehub license-update show L-1');
  assert.is(stepCommand('LICENSE-UPDATE', 'L-1', review!), 'licensehub license-update show L-1');
  const ccrReview = journeyPlan('CCR', 'C-1', MODULES).find((s) => s.id === 'review')!;
  assert.is(stepCommand('CCR', 'C-1', ccrReview), 'licensehub contact-change review C-1');
  assert.is(typeOption('PDB-REPORT'), 'pdb-report');
});

test('each step says what the licensee does there', () => {
  const actions = [
    ...journeyPlan('FLOWS', 'F-1', MODULES).map((s) => stepAction('FLOWS', s)),
    ...journeyPlan('DEMOGRAPHIC-UPDATE', 'D-1').map((s) => stepAction('DEMOGRAPHIC-UPDATE', s)),
    ...journeyPlan('LICENSE-UPDATE', 'L-1').map((s) => stepAction('LICENSE-UPDATE', s)),
  ];
  for (const action of actions) assert.match(action, /^[A-Z].*\.$/);
  assert.ok(actions.includes('Answer the questions of "Biographic Information".'));
  assert.ok(actions.includes('Ask for the new name.'));
  assert.ok(actions.includes('Choose the designated responsible licensed producers.'));
  assert.ok(actions.includes('Check the verification contact.'));
});

test("the review's and the check's actions name the journey's own noun, never an application's words for another journey", () => {
  const action = (type: 'FLOWS' | 'DEMOGRAPHIC-UPDATE' | 'CCR', id: string) =>
    stepAction(
      type,
      journeyPlan(type, 'X-1', MODULES).find((s) => s.id === id)!,
    );
  assert.is(action('DEMOGRAPHIC-UPDATE', 'validation'), 'Have the registry check your name change before you pay.');
  assert.is(action('FLOWS', 'validation'), 'Have the registry check your application before you pay.');
  assert.is(action('CCR', 'review'), 'Read your contact change as it will be sent and change anything that is wrong.');
});

test('the next step is the first not done; Continue leads to the step after the one shown', () => {
  const view = presentJourney('FLOWS', 'F-1', facts({ modulesDone, submitterSaved: true }), { modules: MODULES });
  assert.equal(nextStep(view, 'F-1'), {
    id: 'attestation',
    title: 'Attestation',
    path: '/flows/F-1/attestation',
    action: 'Confirm the attestation.',
    command: 'licensehub attest F-1 --confirm',
  });
  assert.equal(nextStepLines(nextStep(view, 'F-1')), ['Next: Attestation. Confirm the attestation.', 'Run: licensehub attest F-1 --confirm']);
  const atSubmitter = presentJourney('FLOWS', 'F-1', facts({ modulesDone }), { modules: MODULES, at: 'submitter' });
  assert.is(continueStep(atSubmitter, 'F-1').id, 'attestation');
  const atPay = presentJourney('FLOWS', 'F-1', facts({ modulesDone }), { modules: MODULES, at: 'pay' });
  assert.is(continueStep(atPay, 'F-1').id, 'submitter');
});

test('the landing as lines: its words, what it costs, each step with its status in words, then the step in progress and its command', () => {
  const f = facts({ leadDone: true, submitterSaved: true });
  const view = presentJourney('DEMOGRAPHIC-UPDATE', 'D-1', f);
  assert.equal(landingLines(presentLanding('DEMOGRAPHIC-UPDATE', 'D-1', f), view, 'D-1'), [
    'Continue your name change',
    'You have started this name change. What you saved is kept: pick up at the step in progress.',
    'What it costs: a fee for each state you choose on the name page, shown state by state before you pay.',
    'Steps of your name change (2 of 7 completed)',
    '   1. Completed         Your name',
    '   2. Completed         Who is submitting',
    '   3. In progress       Attestation',
    '   4. Cannot start yet  Verification contact',
    '   5. Cannot start yet  Check for problems',
    '   6. Cannot start yet  Submit your name change',
    '   7. Cannot start yet  Pay',
    'Next: Attestation. Confirm the attestation.',
    'Run: licensehub attest D-1 --confirm',
  ]);
});

test('a refused payment as lines: the title, the sentence, each missing step with its command', () => {
  const view = presentJourney('PDB-REPORT', 'R-1', facts(), { at: 'pay' });
  assert.equal(notReadyLines(view, 'R-1'), [
    NOT_READY_TITLE,
    'Some steps of this report request are not done. Payment opens once each of them is.',
    '  - Say who is submitting.',
    '    licensehub submitter set R-1 --accept-use',
    '  - Confirm the attestation.',
    '    licensehub attest R-1 --confirm',
  ]);
  const report = journeyReport(view, 'R-1');
  assert.is(report.canPay, false);
  assert.equal(report.missing[0], { id: 'submitter', text: 'Say who is submitting.', command: 'licensehub submitter set R-1 --accept-use' });
  assert.is(report.type, 'pdb-report');
  assert.is(report.caption, 'Step 4 of 4');
});

test('an open payment as lines: the counter, the sentence, the address', () => {
  const view = presentJourney('CCR', 'C-1', facts({ modulesDone, submitterSaved: true, attested: true, validated: true }), { modules: MODULES, at: 'pay' });
  assert.ok(view.canPay);
  assert.equal(paymentLines(view, 'https://registry.example/my-licensehub/payment/C-1.htm'), [
    'Step 9 of 9: Pay',
    'The contact change can be paid. The licensee pays on this page:',
    'https://registry.example/my-licensehub/payment/C-1.htm',
  ]);
});

test('module journeys are the licensing and contact change ones', () => {
  assert.equal(FLOW_SCREEN_TYPES.filter(journeyReadsModules), ['FLOWS', 'CCR']);
});

test.run();
