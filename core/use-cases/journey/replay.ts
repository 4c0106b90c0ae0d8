/**
 * A licensee's journey as support staff replay it. The browser keeps, beside its session
 * recording, the commands its writes stand for, in the terminal's words (`start-flow`, `modules
 * submit`, `submitter set`, and from the journey's records `attest` and `validate`), with nothing
 * personal: a flow is named by a placeholder (flowPlaceholder), a module or the submitter by the
 * keys that were saved (never their values), a start by its product, types, states and license
 * classes (never the basis license). `replaySteps` turns them into the steps of a `licensehub run`
 * scenario that walks the same path with a test identity, the personal values coming from that
 * identity's test data. */
import * as t from 'io-ts';
import type { LicensingRequest } from '../../model/licensing';
import type { ModuleData } from '../../model/modules';
import type { SubmitterPost } from '../../model/submitter';
import { parseRecords } from './records';

export const JourneyCommand = t.union(
  [
    t.intersection([
      t.type({ command: t.literal('start-flow'), flow: t.string, product: t.string, states: t.array(t.string), licenses: t.array(t.string) }),
      t.partial({ applicationType: t.string, residencyType: t.string }),
    ]),
    t.type({ command: t.literal('modules submit'), flow: t.string, module: t.string, keys: t.array(t.string) }),
    t.type({ command: t.literal('submitter set'), flow: t.string, keys: t.array(t.string) }),
    t.type({ command: t.union([t.literal('attest'), t.literal('validate')]), flow: t.string }),
  ],
  'JourneyCommand',
);
export type JourneyCommand = t.TypeOf<typeof JourneyCommand>;

/** The recorded items that are journey commands (anything else a recording holds is left out). */
export const journeyCommandsOf = (items: readonly unknown[]): JourneyCommand[] => items.filter((i): i is JourneyCommand => JourneyCommand.is(i));

/** The commands the journey's successful registry writes stand for, each flow named by its placeholder. */
export interface JourneyKeeper {
  createFlow(body: LicensingRequest, flowId: string): JourneyCommand;
  saveModule(flowId: string, module: string, data: ModuleData): JourneyCommand;
  postSubmitter(body: SubmitterPost): JourneyCommand;
  /** The attestations confirmed and validations passed between two writes of the journey's records. */
  recordsWritten(before: string | null, after: string): JourneyCommand[];
}

/**
 * A flow's placeholder: `flow-` and a hash of its id (FNV-1a), the same on every page of the
 * session (each page load keeps its own commands) and not the registry's id.
 */
export function flowPlaceholder(flowId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < flowId.length; i++) hash = Math.imul(hash ^ flowId.charCodeAt(i), 0x01000193) >>> 0;
  return `flow-${hash.toString(16).padStart(8, '0')}`;
}

export const keptCommand: JourneyKeeper = {
  createFlow: (body, flowId) => ({
    command: 'start-flow',
    flow: flowPlaceholder(flowId),
    product: body.productType,
    ...(body.applicationType ? { applicationType: body.applicationType } : {}),
    ...(body.residencyType ? { residencyType: body.residencyType } : {}),
    states: (body.states ?? []).map((s) => s.stateCode),
    licenses: (body.states ?? []).flatMap((s) => s.licenses.map((l) => `${s.stateCode}:${l.licenseClassCode}:${l.loaCodes.join(',')}`)),
  }),
  saveModule: (flowId, module, data) => ({ command: 'modules submit', flow: flowPlaceholder(flowId), module, keys: Object.keys(data).sort() }),
  postSubmitter: (body) => ({ command: 'submitter set', flow: flowPlaceholder(body.flowId), keys: Object.keys(body).filter((k) => k !== 'flowId') }),
  recordsWritten: (before, after) => {
    const was = parseRecords(before);
    return Object.entries(parseRecords(after)).flatMap(([flowId, now]) => {
      const flow = flowPlaceholder(flowId);
      return [
        ...(now.attested && !was[flowId]?.attested ? [{ command: 'attest' as const, flow }] : []),
        ...(now.validated && !was[flowId]?.validated ? [{ command: 'validate' as const, flow }] : []),
      ];
    });
  },
};

/** A test identity of staging (the sandbox's demo identities): how it signs in, its basis license, a flow to start and its test data. */
export interface TestIdentity {
  readonly identify: readonly string[];
  readonly basis: string;
  /** A start-flow for a flow the recording did not start (it was resumed). */
  readonly startFlow: readonly string[];
  /** Test values by field key, used for the keys a journey saved. */
  readonly values: Readonly<Record<string, string>>;
}

const TEST_ADDRESS = { country: 'US', addressLine1: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', yearsAtAddress: '3_OR_MORE' };

/** A nonresident producer application for California life insurance. */
const CA_LIFE_APPLICATION = '--product producer-licensing --application-type new --residency-type nonresident --state CA --license CA:PRODUCER:LIFE'.split(' ');

export const TEST_IDENTITIES = {
  alice: {
    identify: ['--entity', 'individual', '--by', 'npn', '--last-name', 'Morgan', '--npn', '1000001', '--accept-use-agreement'],
    basis: 'TX:TX-100001',
    startFlow: CA_LIFE_APPLICATION,
    values: {
      firstName: 'Alice',
      lastName: 'Morgan',
      birthDate: '04/12/1986',
      gender: 'F',
      contactPreference: 'EMAIL',
      email: 'alice.morgan@example.com',
      phone: '(555) 010-0100',
      ...TEST_ADDRESS,
    },
  },
  acme: {
    identify: ['--entity', 'firm', '--by', 'npn', '--npn', '2000001', '--accept-use-agreement'],
    basis: 'TX:AG-5001',
    startFlow: CA_LIFE_APPLICATION,
    // The firm's test contact person, for the modules that ask for a person.
    values: {
      firstName: 'Dana',
      lastName: 'Reyes',
      birthDate: '01/15/1980',
      gender: 'X',
      contactPreference: 'EMAIL',
      email: 'office@acme.example.com',
      phone: '(555) 010-0200',
      ...TEST_ADDRESS,
    },
  },
} as const satisfies Record<string, TestIdentity>;
export type TestIdentityName = keyof typeof TEST_IDENTITIES;

/** The test identity for a recorded licensee: the firm's for a FEIN, else the individual's. */
export const testIdentityFor = (licensee: { fein?: string | undefined }): TestIdentityName => (licensee.fein ? 'acme' : 'alice');

/** One step of a `licensehub run` scenario (cli/scenario's format). */
export interface ReplayStep {
  readonly name: string;
  readonly run: readonly string[];
  readonly stdin?: string;
  readonly save?: Readonly<Record<string, string>>;
}

const flowVar = (flow: string) => `\${${flow}}`;

/** The steps that replay `commands` as `identity`: sign in, then each command, a flow the recording did not start being started first. */
export function replaySteps(commands: readonly JourneyCommand[], identity: TestIdentity): ReplayStep[] {
  const started = new Set<string>();
  const steps: ReplayStep[] = [{ name: 'sign in as the test identity', run: ['identify', ...identity.identify] }];
  const start = (flow: string, name: string, args: readonly string[]) => {
    started.add(flow);
    steps.push({ name, run: ['start-flow', ...args, '--basis', identity.basis, '--accept-duplicates'], save: { [flow]: 'flowId' } });
  };
  for (const c of commands) {
    if (c.command === 'start-flow') {
      const args = [
        ...['--product', c.product.toLowerCase().replace(/_/g, '-')],
        ...(c.applicationType ? ['--application-type', c.applicationType.toLowerCase()] : []),
        ...(c.residencyType ? ['--residency-type', c.residencyType.toLowerCase()] : []),
        ...c.states.flatMap((s) => ['--state', s]),
        ...c.licenses.flatMap((l) => ['--license', l]),
      ];
      start(c.flow, `start ${c.flow} as recorded`, args);
      continue;
    }
    if (!started.has(c.flow)) start(c.flow, `start ${c.flow} (the recording resumed it)`, identity.startFlow);
    if (c.command === 'modules submit') {
      const values = Object.fromEntries(c.keys.flatMap((k) => (k in identity.values ? [[k, identity.values[k]]] : [])));
      const withData = Object.keys(values).length > 0;
      steps.push({
        name: `save and continue ${c.module} of ${c.flow}`,
        run: ['modules', 'submit', flowVar(c.flow), c.module, ...(withData ? ['--data', '-'] : [])],
        ...(withData ? { stdin: JSON.stringify(values) } : {}),
      });
    } else if (c.command === 'submitter set')
      steps.push({ name: `set the submitter of ${c.flow}`, run: ['submitter', 'set', flowVar(c.flow), '--accept-use'] });
    else if (c.command === 'attest') steps.push({ name: `confirm the attestation of ${c.flow}`, run: ['attest', flowVar(c.flow), '--confirm'] });
    else steps.push({ name: `validate ${c.flow}`, run: ['validate', flowVar(c.flow)] });
  }
  return steps;
}

/** The scenario of a recorded session: its name, what it replays, and the steps. */
export function replayScenario(
  session: { readonly sessionId: string; readonly startedAt: string; readonly lastAt: string },
  commands: readonly JourneyCommand[],
  identity: TestIdentityName,
): { name: string; description: string; steps: ReplayStep[] } {
  return {
    name: `Session ${session.sessionId} replayed as ${identity}`,
    description: `${commands.length} journey command${commands.length === 1 ? '' : 's'} recorded from ${session.startedAt} to ${session.lastAt}, replayed with a test identity's data.`,
    steps: replaySteps(commands, TEST_IDENTITIES[identity]),
  };
}

/** What `replays scenario` says once the file is written. */
export const replayScenarioLines = (path: string, steps: number, commands: number, identity: string): string[] => [
  `Saved ${path}: ${steps} steps from ${commands} journey command${commands === 1 ? '' : 's'}, as the test identity ${identity}.`,
  `Run: licensehub run ${path}`,
];
