/** The shared flow screens' core (docs/portal.md §Shared flow steps): the step table, review, validation, attestation, verification contact. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ModuleContent, ModuleSummary } from '../../../../core/model/modules';
import { submitterDefaults } from '../../../../core/use-cases/submitter/defaults';
import {
  beforeStepsPath,
  flowPaymentUrl,
  hasStep,
  isFlowStep,
  STEPS_BY_TYPE,
  stepTitle,
  SUBMIT_TEXT,
  submitAction,
  usesPdbSubmitter,
  validationType,
} from '../../../../core/use-cases/flow-steps/steps';
import { displayValue, HIDDEN_VALUE, moduleChangePath, NOT_PROVIDED, reviewSection } from '../../../../core/use-cases/flow-steps/review';
import { checkFlow, checksModules, noProblemsText, problemsTitle } from '../../../../core/use-cases/flow-steps/validation';
import { attestationStatements, CONFIRM_ATTESTATION, validateAttestation } from '../../../../core/use-cases/flow-steps/attestation';
import { contactChosenLines } from '../../../../core/use-cases/flow-steps/verification-contact';
import { must } from '../../../must';
import type { FlowScreenType } from '../../../../core/model/constants';
import { journeyPlan, NO_FACTS, presentJourney } from '../../../../core/use-cases/journey/journey';
import { sharedScreenSteps } from '../../../../core/use-cases/flow-steps/step-table';

/** Where Continue and Back lead from a shared step, as the journey presents it (a flow with no modules). */
/** Each step done as Continue leaves it (from the attestation on, Continue goes back to a gate step not done). */
const DONE = { ...NO_FACTS, submitterSaved: true, attested: true, validated: true };
const nextOf = (type: FlowScreenType, flowId: string, at: string) => presentJourney(type, flowId, DONE, { at }).nextPath;
const backOf = (type: FlowScreenType, flowId: string, at: string) =>
  presentJourney(type, flowId, NO_FACTS, { at, beforeFirst: beforeStepsPath(type, flowId) }).backPath;

test('FLOWS walks review, submitter, attestation, verification contact, validation, submit, pay', () => {
  const path: string[] = [];
  let at: string | undefined = '/flows/F-1/review';
  while (at) {
    path.push(at);
    at = nextOf('FLOWS', 'F-1', at.split('/').pop() as string);
  }
  assert.equal(path, [
    '/flows/F-1/review',
    '/flows/F-1/submitter',
    '/flows/F-1/attestation',
    '/flows/F-1/verification-contact',
    '/flows/F-1/validation',
    '/flows/F-1/submit',
    '/flows/F-1/pay',
  ]);
});

test("each type has the shared routes of docs/portal.md §Shared flow steps and nothing more; the PDB report's submit leads to its status page", () => {
  assert.equal(STEPS_BY_TYPE['PDB-REPORT'], ['submitter', 'attestation', 'submit', 'pay']);
  assert.equal(sharedScreenSteps('PDB-REPORT'), ['submitter', 'attestation', 'submit']);
  assert.equal(sharedScreenSteps('CCR'), ['submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay']);
  assert.equal(STEPS_BY_TYPE['DEMOGRAPHIC-UPDATE'], ['submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay']);
  assert.ok(hasStep('CCR', 'review') && hasStep('LICENSE-UPDATE', 'review') && !hasStep('DEMOGRAPHIC-UPDATE', 'review'));
  assert.is(nextOf('PDB-REPORT', 'R-1', 'attestation'), '/pdb-report/R-1/submit');
  assert.is(nextOf('PDB-REPORT', 'R-1', 'submit'), '/pdb-report/R-1/status');
  assert.is(nextOf('FLOWS', 'F-1', 'pay'), undefined);
  assert.equal([submitAction('PDB-REPORT'), submitAction('CCR')], ['Request the report', 'Continue to payment']);
  assert.equal(
    [stepTitle('FLOWS', 'submit'), stepTitle('CCR', 'submit'), stepTitle('PDB-REPORT', 'submit'), stepTitle('CCR', 'review')],
    ['Submit your application', 'Submit your contact change', 'Submit your report request', 'Check your answers'],
  );
  assert.not.ok(
    journeyPlan('PDB-REPORT', 'R-1').some((s) => s.id === 'review'),
    'the report has no review',
  );
  assert.is(nextOf('DEMOGRAPHIC-UPDATE', 'D-1', 'verification-contact'), '/demographic-update/D-1/validation');
});

test('Back from the first shared step returns to the page before: modules, name page, DRLP edit, report info', () => {
  assert.is(backOf('FLOWS', 'F-1', 'review'), '/flows/F-1/modules');
  assert.is(backOf('CCR', 'C-1', 'review'), '/ccr/C-1/modules');
  assert.is(backOf('DEMOGRAPHIC-UPDATE', 'D-1', 'submitter'), '/demographic-update/D-1');
  assert.is(backOf('LICENSE-UPDATE', 'L-1', 'review'), '/license-update/L-1/edit');
  assert.is(backOf('PDB-REPORT', 'R-1', 'submitter'), '/pdb-report');
  assert.is(backOf('FLOWS', 'F-1', 'attestation'), '/flows/F-1/submitter');
  assert.is(beforeStepsPath('FLOWS', '../x'), '/flows/x/modules');
  const { number, of } = presentJourney('FLOWS', 'F-1', NO_FACTS, { at: 'attestation' });
  assert.equal({ number, of }, { number: 3, of: 7 });
});

test('license-update validation uses the DEMOGRAPHIC-UPDATE type; only the PDB report uses its own submitter calls', () => {
  assert.is(validationType('LICENSE-UPDATE'), 'DEMOGRAPHIC-UPDATE');
  assert.is(validationType('CCR'), 'CCR');
  assert.ok(usesPdbSubmitter('PDB-REPORT') && !usesPdbSubmitter('FLOWS'));
  assert.ok(checksModules('FLOWS') && checksModules('CCR') && !checksModules('LICENSE-UPDATE') && !checksModules('DEMOGRAPHIC-UPDATE'));
});

test('pay goes to the external payment page of the flow, a detail report to its own', () => {
  assert.is(flowPaymentUrl('FLOWS', '/my-licensehub/', 'F-1'), '/my-licensehub/payment/F-1.htm');
  assert.is(flowPaymentUrl('CCR', '/my-licensehub', 'a/b?c'), '/my-licensehub/payment/abc.htm');
  assert.is(flowPaymentUrl('PDB-REPORT', '/my-licensehub', 'R-1'), '/my-licensehub/payment/detail-report/R-1.htm');
});

test('submit is a flow step, modules is not', () => {
  assert.ok(isFlowStep('submit') && !isFlowStep('modules'));
});

const summary: ModuleSummary = { id: 'MOD-B', path: 'biographic', title: 'Biographic Information', contextualMessageId: 'module-biographic' };
const content: ModuleContent = {
  components: [
    { kind: 'field', key: 'firstName', title: 'First Name', type: 'text', required: true },
    { kind: 'field', key: 'gender', title: 'Gender', type: 'radio', options: [{ label: 'Female', value: 'F' }] },
    { kind: 'field', key: 'ssn', title: 'SSN', type: 'text', sensitive: true },
    { kind: 'field', key: 'alerts', title: 'Text alerts', type: 'checkbox', options: [{ label: 'Text me', value: 'YES' }] },
    { kind: 'field', key: 'hidden', title: 'Hidden', type: 'text', when: { conditions: [{ key: 'gender', is: 'M' }] } },
    {
      kind: 'group',
      components: [
        { kind: 'list', key: 'employers', title: 'Employer', components: [{ kind: 'field', key: 'name', title: 'Name', type: 'text', required: true }] },
      ],
    },
  ],
  data: { firstName: 'Alice', gender: 'F', ssn: '123-45-6789', alerts: ['YES'], employers: [{ name: 'Acme' }, { name: '' }] },
};

test('the submit page says what is ready and that nothing is sent before payment, never that it is complete', () => {
  for (const type of ['FLOWS', 'CCR', 'DEMOGRAPHIC-UPDATE', 'LICENSE-UPDATE', 'PDB-REPORT'] as const) {
    assert.not.match(SUBMIT_TEXT[type], /complete/, type);
    assert.match(SUBMIT_TEXT[type], /ready/, type);
  }
});

test('review shows a ZIP+4 with its hyphen, as every postal code is shown', () => {
  const zip = { kind: 'field', key: 'zipCode', title: 'ZIP code', type: 'zipCode' } as const;
  assert.is(displayValue(zip, '958141234'), '95814-1234');
  assert.is(displayValue(zip, '95814'), '95814');
});

test('review shows each visible answer as chosen, hides sensitive values, numbers list rows, and links Change to the module', () => {
  const s = reviewSection('FLOWS', 'F-1', summary, content);
  assert.is(s.changePath, '/flows/F-1/modules?module=biographic&return=review');
  assert.equal(
    s.rows.map((r) => [r.label, r.value]),
    [
      ['First Name', 'Alice'],
      ['Gender', 'Female'],
      ['SSN', HIDDEN_VALUE],
      ['Text alerts', 'Text me'],
      ['Employer 1: Name', 'Acme'],
      ['Employer 2: Name', NOT_PROVIDED],
    ],
  );
  assert.is(moduleChangePath('CCR', 'C-1', 'contact details'), '/ccr/C-1/modules?module=contact%20details');
  assert.is(displayValue(content.components[0] as never, { nested: 'x' } as never), NOT_PROVIDED);
  assert.is(displayValue({ kind: 'field', key: 'x', title: 'X', type: 'select' }, 'TX'), 'TX');
});

test('validation lists each module problem and each submitter problem with the page that fixes it', () => {
  const broken = { ...content, data: { ...content.data, firstName: '' } };
  const problems = checkFlow('FLOWS', 'F-1', { modules: [{ summary, content: broken }], submitter: submitterDefaults({}) });
  assert.equal(
    problems.map((p) => [p.where, p.message, p.fixPath]),
    [
      ['Biographic Information', 'First Name is a required field', '/flows/F-1/modules?module=biographic'],
      ['Biographic Information', 'Name is a required field', '/flows/F-1/modules?module=biographic'],
      ['Who is submitting', 'Please accept to continue', '/flows/F-1/submitter'],
    ],
  );
  assert.equal(
    checkFlow('FLOWS', 'F-1', {
      modules: [{ summary, content: { ...content, data: { ...content.data, employers: [] } } }],
      submitter: submitterDefaults({ useAcceptance: true }),
    }),
    [],
  );
  assert.is(problemsTitle(1), '1 problem to fix');
  assert.is(problemsTitle(3), '3 problems to fix');
  assert.match(noProblemsText('application'), 'submit your application');
});

test('license-update validation checks as DEMOGRAPHIC-UPDATE: the submitter only, fixed on its own route', () => {
  const problems = checkFlow('LICENSE-UPDATE', 'L-1', { modules: [{ summary, content: { ...content, data: {} } }], submitter: submitterDefaults({}) });
  assert.equal(
    problems.map((p) => p.fixPath),
    ['/license-update/L-1/submitter'],
  );
});

test('attestation: the box must be checked ("Confirm that the statements are true to continue"); the statements name the type', () => {
  assert.is(validateAttestation(false), CONFIRM_ATTESTATION);
  assert.is(validateAttestation(true), undefined);
  assert.match(must(attestationStatements('CCR')[0], 'a first statement'), 'this contact change');
  assert.is(attestationStatements('FLOWS').length, 3);
});

test("verification contact: the terminal prints the choice in effect in the page's words", () => {
  const submitter = submitterDefaults({ email: 'alice@example.com', phone: '(512) 555-0134' });
  assert.equal(contactChosenLines({ use: 'submitter' }, submitter), ['Use the submitter’s contact: alice@example.com, (512) 555-0134']);
  assert.equal(contactChosenLines({ use: 'other', email: 'a@b.example', phone: '(512) 555-0100' }, submitter), [
    'Use another email address and phone number',
    '  Email: a@b.example',
    '  Phone: (512) 555-0100',
  ]);
});

test.run();
