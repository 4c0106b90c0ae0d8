/** A recorded journey of each type becomes the steps of a scenario with a test identity, its flows replayed with their own --type. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flowPlaceholder, keptCommand, type JourneyCommand } from '../../../../core/use-cases/journey/replay';
import {
  recordedFlowTypes,
  replayScenario,
  replayScenarioLines,
  replaySteps,
  TEST_IDENTITIES,
  testIdentityFor,
} from '../../../../core/use-cases/journey/replay-scenario';
import type { SubmitterPost } from '../../../../core/model/submitter';
import { recordedJourney } from '../../../recorded-journey';

const [F1, F2] = [flowPlaceholder('F-9001'), flowPlaceholder('F-9002')];
/** A saved value as a scenario step names it. */
const ref = (name: string) => ['$', '{', name, '}'].join('');
const { alice, acme } = TEST_IDENTITIES;
const runs = (commands: JourneyCommand[], identity: typeof alice | typeof acme = alice) => replaySteps(commands, identity).map((s) => s.run);
const IDENTIFY = ['identify', ...alice.identify];
const LICENSING_MODULES = Object.keys(alice.modules.licensing);

const recorded = recordedJourney;

test('the scenario signs in as the test identity, starts flows as recorded (or one for a resumed flow) and fills the saved keys with test data', () => {
  const steps = replaySteps(recorded(), alice);
  assert.equal(
    steps.map((s) => s.run),
    [
      IDENTIFY,
      [
        'start-flow',
        ...'--product adjuster-licensing --application-type new --residency-type resident --state TX --license TX:ADJ:PROPERTY,CASUALTY'.split(' '),
        '--basis',
        'TX:TX-100001',
        '--accept-duplicates',
      ],
      ['modules', 'submit', ref(F1), 'biographic', '--data', '-'],
      ['submitter', 'set', ref(F1), '--type', 'licensing', '--submitting-for', 'my-self', '--accept-use'],
      ['start-flow', ...alice.startFlow, '--basis', 'TX:TX-100001', '--accept-duplicates'],
      ['modules', 'submit', ref(F2), 'residence-address', '--data', '-'],
    ],
  );
  assert.equal(steps[1]?.save, { [F1]: 'flowId' });
  assert.equal(steps[4]?.save, { [F2]: 'flowId' });
  assert.equal(JSON.parse(steps[2]?.stdin ?? ''), { lastName: 'Morgan', birthDate: '04/12/1986', email: 'alice.morgan@example.com' });
  assert.equal(JSON.parse(steps[5]?.stdin ?? ''), { addressLine1: alice.values.addressLine1 });
  const text = JSON.stringify(steps);
  for (const value of ['07/23/1979', 'alice.real@example.org', '123-45-6789', 'F-9001', '12 Elm St']) assert.not.ok(text.includes(value), value);
});

test('a module saved with no key of the test data is submitted as the registry holds it', () => {
  const [step] = replaySteps([{ command: 'modules submit', flow: F1, module: 'questions', keys: ['felony'] }], acme).slice(2);
  assert.equal(step?.run, ['modules', 'submit', ref(F1), 'questions']);
  assert.is(step?.stdin, undefined);
});

test("validate in a replay: the modules and the submitter the recording did not save are filled from the test data before the attestation, then attest and validate as the flow's type", () => {
  const steps = replaySteps(
    [keptCommand.saveModule('F-9001', 'biographic', { lastName: 'x' }), { command: 'attest', flow: F1 }, { command: 'validate', flow: F1 }],
    alice,
  );
  assert.equal(
    steps.slice(2).map((s) => s.run),
    [
      ['modules', 'submit', ref(F1), 'biographic', '--data', '-'],
      ...LICENSING_MODULES.filter((m) => m !== 'biographic').map((m) => ['modules', 'submit', ref(F1), m, '--data', '-']),
      ['submitter', 'set', ref(F1), '--type', 'licensing', '--accept-use'],
      ['attest', ref(F1), '--type', 'licensing', '--confirm'],
      ['validate', ref(F1), '--type', 'licensing'],
    ],
  );
  assert.match(steps[3]?.name ?? '', /the recording did not save it/);
  assert.equal(JSON.parse(steps[4]?.stdin ?? ''), alice.modules.licensing['background-questions']);
});

test('a contact change replays its start, its modules, the contact choice, and attest and validate with --type contact-change', () => {
  const steps = runs([
    keptCommand.createFlow({ productType: 'CONTACT_CHANGE' }, 'F-9001'),
    keptCommand.saveModule('F-9001', 'contact-details', { email: 'alice.real@example.org', phone: '(602) 555-0199' }),
    { command: 'attest', flow: F1 },
    { command: 'contact', flow: F1, use: 'other' },
    { command: 'validate', flow: F1 },
  ]);
  assert.equal(steps, [
    IDENTIFY,
    ['start-flow', '--product', 'contact-change'],
    ['modules', 'submit', ref(F1), 'contact-details', '--data', '-'],
    ['modules', 'submit', ref(F1), 'residence-address', '--data', '-'],
    ['modules', 'submit', ref(F1), 'mailing-address', '--data', '-'],
    ['submitter', 'set', ref(F1), '--type', 'contact-change', '--accept-use'],
    ['attest', ref(F1), '--type', 'contact-change', '--confirm'],
    ['contact', ref(F1), '--type', 'contact-change', '--use', 'other', '--email', 'alice.morgan@example.com', '--phone', '(555) 010-0100'],
    ['validate', ref(F1), '--type', 'contact-change'],
  ]);
});

test('a name change replays as name-change set with the test requested name for the name parts sent, and its submitter with --type name-change', () => {
  const commands = [
    keptCommand.startUpdate('DEMOGRAPHIC_UPDATE_2', 'F-9001'),
    { command: 'name-change set' as const, flow: F1, keys: ['first', 'last'] },
    keptCommand.postSubmitter({ flowId: 'F-9001', submittingFor: 'MY_SELF' } as unknown as SubmitterPost),
    { command: 'attest' as const, flow: F1 },
    { command: 'contact' as const, flow: F1, use: 'submitter' as const },
  ];
  assert.equal(runs(commands), [
    IDENTIFY,
    ['start-flow', '--product', 'name-change'],
    ['name-change', 'set', ref(F1), '--first-name', 'Alicia', '--last-name', 'Morgan'],
    ['submitter', 'set', ref(F1), '--type', 'name-change', '--submitting-for', 'my-self', '--accept-use'],
    ['attest', ref(F1), '--type', 'name-change', '--confirm'],
    ['contact', ref(F1), '--type', 'name-change', '--use', 'submitter'],
  ]);
  assert.equal(runs(commands.slice(1, 2), acme)[2], ['name-change', 'set', ref(F1), '--company', 'Acme Holdings'], "the firm's name parts");
});

test("a license update replays the test DRLP added and the DRLP on file removed, proceed, and the firm's submitter person with --type license-update", () => {
  const steps = runs(
    [
      keptCommand.startUpdate('LICENSE_UPDATE', 'F-9001'),
      { command: 'license-update remove', flow: F1 },
      { command: 'license-update proceed', flow: F1 },
      keptCommand.postSubmitter({ flowId: 'F-9001', firstName: 'Real', address1: 'x', phone: '' } as unknown as SubmitterPost),
      { command: 'license-update add', flow: F2, applyToAll: true },
    ],
    acme,
  );
  const testDrlp = ['--npn', '1000004', '--last-name', 'Evans', '--state', 'TX', '--license-code', 'AG-5001'];
  assert.equal(steps, [
    ['identify', ...acme.identify],
    ['start-flow', '--product', 'license-update'],
    ['license-update', 'add', ref(F1), ...testDrlp],
    ['license-update', 'remove', ref(F1), '--npn', '1000001', '--last-name', 'Morgan', '--state', 'TX', '--license-code', 'AG-5001'],
    ['license-update', 'proceed', ref(F1)],
    [
      'submitter',
      'set',
      ref(F1),
      '--type',
      'license-update',
      '--set',
      'firstName=Dana',
      '--set',
      'address1=1600 Congress Ave',
      '--accept-use',
      '--keep-address',
    ],
    ['start-flow', '--product', 'license-update'],
    ['license-update', 'add', ref(F2), ...testDrlp, '--apply-to-all'],
  ]);
});

test('a PDB report replays pdb-report start (or starts one for a resumed report) and its submitter with --type pdb-report', () => {
  assert.equal(
    runs([
      keptCommand.startReport('F-9001'),
      keptCommand.postSubmitter({ flowId: 'F-9001', submittingFor: 'MY_SELF' } as unknown as SubmitterPost, true),
      { command: 'attest', flow: F1 },
      keptCommand.postSubmitter({ flowId: 'F-9002' } as unknown as SubmitterPost, true),
    ]),
    [
      IDENTIFY,
      ['pdb-report', 'start'],
      ['submitter', 'set', ref(F1), '--type', 'pdb-report', '--submitting-for', 'my-self', '--accept-use'],
      ['attest', ref(F1), '--type', 'pdb-report', '--confirm'],
      ['pdb-report', 'start'],
      ['submitter', 'set', ref(F2), '--type', 'pdb-report', '--accept-use'],
    ],
  );
});

test('a resumed name change, license update or report attested and validated gets its name, DRLP changes and submitter from the test data first', () => {
  const attested = (flow: string): JourneyCommand[] => [
    { command: 'attest', flow },
    { command: 'validate', flow },
  ];
  assert.equal(runs([{ command: 'name-change set', flow: F1, keys: ['first'] }, ...attested(F1)]).slice(3), [
    ['submitter', 'set', ref(F1), '--type', 'name-change', '--accept-use'],
    ['attest', ref(F1), '--type', 'name-change', '--confirm'],
    ['validate', ref(F1), '--type', 'name-change'],
  ]);
  const firm = replaySteps([{ command: 'license-update add', flow: F1, applyToAll: false }, ...attested(F1)], acme);
  assert.equal(
    firm.slice(3, 5).map((s) => s.run.slice(0, 4)),
    [
      ['license-update', 'proceed', ref(F1)],
      ['submitter', 'set', ref(F1), '--type'],
    ],
  );
  assert.match(firm[3]?.name ?? '', /the recording did not save it/);
  assert.ok(firm[4]?.run.includes('firstName=Dana'), "the firm's submitter person");
  assert.equal(runs([keptCommand.startReport('F-9001'), ...attested(F1)]).slice(2, 3), [['submitter', 'set', ref(F1), '--type', 'pdb-report', '--accept-use']]);
});

test("a flow's type comes from its start, else from a page of its own, else it is a licensing flow", () => {
  const types = recordedFlowTypes([
    { command: 'attest', flow: 'a' },
    { command: 'license-update proceed', flow: 'b' },
    { command: 'start-flow', flow: 'c', product: 'CONTACT_CHANGE', states: [], licenses: [] },
    { command: 'name-change set', flow: 'd', keys: [] },
  ]);
  assert.equal(
    [...types],
    [
      ['b', 'LICENSE-UPDATE'],
      ['c', 'CCR'],
      ['d', 'DEMOGRAPHIC-UPDATE'],
    ],
  );
});

test('the test identity is the firm for a FEIN and the individual otherwise; the scenario names the session and its commands', () => {
  assert.is(testIdentityFor({ fein: '12-3456789' }), 'acme');
  assert.is(testIdentityFor({}), 'alice');
  const scenario = replayScenario({ sessionId: 's-1', startedAt: '2026-11-26T10:00:00.000Z', lastAt: '2026-11-26T10:05:00.000Z' }, recorded(), 'alice');
  assert.match(scenario.name, /s-1.*alice/);
  assert.match(scenario.description, /^4 journey commands/);
  assert.is(scenario.steps.length, 6);
  assert.equal(replayScenarioLines('s.yaml', 6, 4, 'alice'), [
    'Saved s.yaml: 6 steps from 4 journey commands, as the test identity alice.',
    'Run: licensehub run s.yaml',
  ]);
});

test.run();
