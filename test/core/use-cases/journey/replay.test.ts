/** A journey kept with a recording: its commands hold no personal value, and become the steps of a scenario with a test identity. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  flowPlaceholder,
  journeyCommandsOf,
  keptCommand,
  replayScenario,
  replayScenarioLines,
  replaySteps,
  TEST_IDENTITIES,
  testIdentityFor,
} from '../../../../core/use-cases/journey/replay';
import type { SubmitterPost } from '../../../../core/model/submitter';

const PERSONAL = ['07/23/1979', 'alice.real@example.org', '(602) 555-0199', '123-45-6789', 'Morgan', 'F-9001', 'F-9002', 'TX-100001', '12 Elm St'];

function recordedJourney() {
  return [
    keptCommand.createFlow(
      {
        productType: 'ADJUSTER_LICENSING',
        applicationType: 'NEW',
        residencyType: 'RESIDENT',
        basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
        states: [{ stateCode: 'TX', licenses: [{ licenseClassCode: 'ADJ', loaCodes: ['PROPERTY', 'CASUALTY'] }] }],
      },
      'F-9001',
    ),
    keptCommand.saveModule('F-9001', 'biographic', { lastName: 'Morgan', birthDate: '07/23/1979', email: 'alice.real@example.org', ssn: '123-45-6789' }),
    keptCommand.postSubmitter({
      flowId: 'F-9001',
      email: 'alice.real@example.org',
      phone: '(602) 555-0199',
      addressLine1: '12 Elm St',
    } as unknown as SubmitterPost),
    keptCommand.saveModule('F-9002', 'residence-address', { addressLine1: '12 Elm St', mystery: 'x' }),
  ];
}

const [F1, F2] = [flowPlaceholder('F-9001'), flowPlaceholder('F-9002')];
/** A saved value as a scenario step names it. */
const ref = (name: string) => ['$', '{', name, '}'].join('');

test('a flow placeholder is the same for the same flow on every page, another for another flow, and not its id', () => {
  assert.is(flowPlaceholder('F-9001'), F1);
  assert.match(F1, /^flow-[0-9a-f]{8}$/);
  assert.is.not(F1, F2);
});

test('the journey commands name flows by placeholder and modules and the submitter by their keys, never a personal value', () => {
  const commands = recordedJourney();
  assert.equal(commands, [
    {
      command: 'start-flow',
      flow: F1,
      product: 'ADJUSTER_LICENSING',
      applicationType: 'NEW',
      residencyType: 'RESIDENT',
      states: ['TX'],
      licenses: ['TX:ADJ:PROPERTY,CASUALTY'],
    },
    { command: 'modules submit', flow: F1, module: 'biographic', keys: ['birthDate', 'email', 'lastName', 'ssn'] },
    { command: 'submitter set', flow: F1, keys: ['email', 'phone', 'addressLine1'] },
    { command: 'modules submit', flow: F2, module: 'residence-address', keys: ['addressLine1', 'mystery'] },
  ]);
  const text = JSON.stringify(commands);
  for (const value of PERSONAL) assert.not.ok(text.includes(value), value);
});

test("an attestation confirmed and a validation passed are read from the journey's records as they are written, once each", () => {
  assert.equal(keptCommand.recordsWritten(null, JSON.stringify({ 'F-9001': { attested: true, validated: false } })), [{ command: 'attest', flow: F1 }]);
  assert.equal(
    keptCommand.recordsWritten(
      JSON.stringify({ 'F-9001': { attested: true } }),
      JSON.stringify({ 'F-9001': { attested: true, validated: true }, 'F-9002': { attested: true, validated: true } }),
    ),
    [
      { command: 'validate', flow: F1 },
      { command: 'attest', flow: F2 },
      { command: 'validate', flow: F2 },
    ],
  );
  assert.equal(keptCommand.recordsWritten('not json', '{}'), []);
});

test('attest and validate replay as the terminal confirms and validates the flow', () => {
  const steps = replaySteps(
    [
      { command: 'attest', flow: F1 },
      { command: 'validate', flow: F1 },
    ],
    TEST_IDENTITIES.alice,
  ).slice(2);
  assert.equal(
    steps.map((s) => s.run),
    [
      ['attest', ref(F1), '--confirm'],
      ['validate', ref(F1)],
    ],
  );
});

test('only journey commands are read back from a recording', () => {
  assert.equal(journeyCommandsOf([{ command: 'attack' }, 'x', null, ...recordedJourney()]).length, 4);
});

test('the scenario signs in as the test identity, starts flows as recorded (or one for a resumed flow) and fills the saved keys with test data', () => {
  const alice = TEST_IDENTITIES.alice;
  const steps = replaySteps(recordedJourney(), alice);
  assert.equal(
    steps.map((s) => s.run),
    [
      ['identify', ...alice.identify],
      [
        'start-flow',
        ...'--product adjuster-licensing --application-type new --residency-type resident --state TX --license TX:ADJ:PROPERTY,CASUALTY'.split(' '),
        '--basis',
        'TX:TX-100001',
        '--accept-duplicates',
      ],
      ['modules', 'submit', ref(F1), 'biographic', '--data', '-'],
      ['submitter', 'set', ref(F1), '--accept-use'],
      ['start-flow', ...alice.startFlow, '--basis', 'TX:TX-100001', '--accept-duplicates'],
      ['modules', 'submit', ref(F2), 'residence-address', '--data', '-'],
    ],
  );
  assert.equal(steps[1]?.save, { [F1]: 'flowId' });
  assert.equal(steps[4]?.save, { [F2]: 'flowId' });
  assert.equal(JSON.parse(steps[2]?.stdin ?? ''), { lastName: 'Morgan', birthDate: '04/12/1986', email: 'alice.morgan@example.com' });
  assert.equal(JSON.parse(steps[5]?.stdin ?? ''), { addressLine1: alice.values.addressLine1 });
  const text = JSON.stringify(steps);
  for (const value of PERSONAL.filter((v) => v !== 'Morgan' && v !== 'TX-100001')) assert.not.ok(text.includes(value), value);
});

test('a module saved with no key of the test data is submitted as the registry holds it', () => {
  const [step] = replaySteps([{ command: 'modules submit', flow: F1, module: 'questions', keys: ['felony'] }], TEST_IDENTITIES.acme).slice(2);
  assert.equal(step?.run, ['modules', 'submit', ref(F1), 'questions']);
  assert.is(step?.stdin, undefined);
});

test('the test identity is the firm for a FEIN and the individual otherwise; the scenario names the session and its commands', () => {
  assert.is(testIdentityFor({ fein: '12-3456789' }), 'acme');
  assert.is(testIdentityFor({}), 'alice');
  const scenario = replayScenario({ sessionId: 's-1', startedAt: '2026-11-26T10:00:00.000Z', lastAt: '2026-11-26T10:05:00.000Z' }, recordedJourney(), 'alice');
  assert.match(scenario.name, /s-1.*alice/);
  assert.match(scenario.description, /^4 journey commands/);
  assert.is(scenario.steps.length, 6);
  assert.equal(replayScenarioLines('s.yaml', 6, 4, 'alice'), [
    'Saved s.yaml: 6 steps from 4 journey commands, as the test identity alice.',
    'Run: licensehub run s.yaml',
  ]);
});

test.run();
