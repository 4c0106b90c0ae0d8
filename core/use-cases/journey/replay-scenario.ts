/**
 * A recorded journey (replay.ts) as a `licensehub run` scenario: the steps walk the same path with
 * a test identity of staging, every personal value coming from that identity's test data. Each
 * flow is replayed with its type's `--type` (from its start, or from the pages of its own that
 * were recorded; a resumed flow is started anew as its type). Before a flow's attestation (or its
 * validation), the steps its type needs that the recording did not save (modules, the name, the
 * DRLP changes sent on, the submitter) are done with the test data, as the validation would
 * otherwise find them missing (a module saved after the attestation would withdraw it, so the
 * filling comes first).
 */
import type { FlowScreenType } from '../../model/constants';
import { isLicensingProduct, ProductType } from '../../model/licensing';
import { flowScreenTypeOf } from '../start-flow/create-flow';
import { productName } from '../start-flow/choices';
import type { JourneyCommand } from './replay';
import { typeOption } from './type-names';
import { definitionOf, JOURNEY_TYPES, LICENSING } from './types';

type Answers = Readonly<Record<string, unknown>>;

/** A producer on a firm license, as `license-update add|remove` names one. */
export interface TestDrlp {
  readonly npn: string;
  readonly lastName: string;
  readonly state: string;
  readonly licenseCode: string;
}

/** A test identity of staging (the sandbox's demo identities): how it signs in and its test data. */
export interface TestIdentity {
  readonly identify: readonly string[];
  /** A firm names the person who submits (`submitter set --set`). */
  readonly firm: boolean;
  readonly basis: string;
  /** A start-flow for a licensing flow the recording did not start (it was resumed). */
  readonly startFlow: readonly string[];
  /** Test values by field key, used for the keys a journey saved. */
  readonly values: Answers;
  /** Answers meeting the rules of each module of a type's flow (by `--type` name, then module path). */
  readonly modules: Readonly<Record<string, Readonly<Record<string, Answers>>>>;
  /** The requested name of a name change, by name part (first, middle, last, suffix, company). */
  readonly requestedName: Readonly<Record<string, string>>;
  /** The person who submits for a firm or for someone else (`submitter set --set`). */
  readonly submitter: Readonly<Record<string, string>>;
  /** The firm's test DRLP (added) and the DRLP on file (removed once another one is added). */
  readonly drlp: { readonly add: TestDrlp; readonly onFile: TestDrlp };
}

const TEST_ADDRESS = { country: 'US', addressLine1: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', yearsAtAddress: '3_OR_MORE' };

/** A nonresident producer application for California life insurance. */
const CA_LIFE_APPLICATION = '--product producer-licensing --application-type new --residency-type nonresident --state CA --license CA:PRODUCER:LIFE'.split(' ');

/** The firm's Texas license: the sandbox's test producer Dan Evans is added on it, Alice Morgan is on file. */
const FIRM_DRLP = {
  add: { npn: '1000004', lastName: 'Evans', state: 'TX', licenseCode: 'AG-5001' },
  onFile: { npn: '1000001', lastName: 'Morgan', state: 'TX', licenseCode: 'AG-5001' },
};

/** A test person who submits for someone else, at a test address. */
const SUBMITTING_PERSON = { firstName: 'Dana', lastName: 'Lee', address1: '1600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };

/** The modules of each type's flow, answered with a person's test values. */
function moduleAnswers(person: { email: string; phone: string } & Answers) {
  const { yearsAtAddress: _years, country: _country, ...mailing } = TEST_ADDRESS;
  return {
    licensing: {
      biographic: person,
      'residence-address': TEST_ADDRESS,
      'background-questions': { felony: 'NO', regulatoryAction: 'NO', childSupport: 'NO' },
      'employment-history': {
        employers: [{ employer: 'Test Insurance Agency', position: 'Agent', startDate: '01/01/2020', current: ['YES'] }],
        references: [
          { referenceName: 'Test Reference One', referencePhone: '(555) 010-0300' },
          { referenceName: 'Test Reference Two', referencePhone: '(555) 010-0301' },
        ],
      },
    },
    'contact-change': { 'residence-address': TEST_ADDRESS, 'contact-details': { email: person.email, phone: person.phone }, 'mailing-address': mailing },
  };
}

const ALICE_VALUES = {
  firstName: 'Alice',
  lastName: 'Morgan',
  birthDate: '04/12/1986',
  gender: 'F',
  contactPreference: 'EMAIL',
  email: 'alice.morgan@example.com',
  phone: '(555) 010-0100',
};
// The firm's test contact person, for the modules that ask for a person.
const ACME_VALUES = {
  firstName: 'Dana',
  lastName: 'Reyes',
  birthDate: '01/15/1980',
  gender: 'X',
  contactPreference: 'EMAIL',
  email: 'office@acme.example.com',
  phone: '(555) 010-0200',
};

export const TEST_IDENTITIES = {
  alice: {
    firm: false,
    identify: ['--entity', 'individual', '--by', 'npn', '--last-name', 'Morgan', '--npn', '1000001', '--accept-use-agreement'],
    basis: 'TX:TX-100001',
    startFlow: CA_LIFE_APPLICATION,
    values: { ...ALICE_VALUES, ...TEST_ADDRESS },
    modules: moduleAnswers(ALICE_VALUES),
    requestedName: { first: 'Alicia', last: 'Morgan' },
    submitter: SUBMITTING_PERSON,
    drlp: FIRM_DRLP,
  },
  acme: {
    firm: true,
    identify: ['--entity', 'firm', '--by', 'npn', '--npn', '2000001', '--accept-use-agreement'],
    basis: 'TX:AG-5001',
    startFlow: CA_LIFE_APPLICATION,
    values: { ...ACME_VALUES, ...TEST_ADDRESS },
    modules: moduleAnswers(ACME_VALUES),
    requestedName: { company: 'Acme Holdings' },
    submitter: SUBMITTING_PERSON,
    drlp: FIRM_DRLP,
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
const kebab = (value: string) => value.toLowerCase().replace(/_/g, '-');

/** The type of each recorded flow: from its start, else from a page of its own type, else a licensing flow. */
export function recordedFlowTypes(commands: readonly JourneyCommand[]): Map<string, FlowScreenType> {
  const types = new Map<string, FlowScreenType>();
  const typeOf = (c: JourneyCommand): FlowScreenType | undefined => {
    if (c.command === 'start-flow') return ProductType.is(c.product) ? flowScreenTypeOf(c.product) : undefined;
    const pdb = c.command === 'submitter set' && c.pdb === true;
    return JOURNEY_TYPES.find((d) => d.replay.recognizes(c.command, pdb))?.type;
  };
  for (const c of commands) {
    const type = typeOf(c);
    if (type && (c.command === 'start-flow' || !types.has(c.flow))) types.set(c.flow, type);
  }
  return types;
}

const NAME_FLAGS: Readonly<Record<string, string>> = {
  first: '--first-name',
  middle: '--middle-name',
  last: '--last-name',
  suffix: '--suffix',
  company: '--company',
};
const ADDRESS_KEYS = ['address1', 'city', 'state', 'zipCode'];

const drlpFlags = (d: TestDrlp) => ['--npn', d.npn, '--last-name', d.lastName, '--state', d.state, '--license-code', d.licenseCode];

const NOT_RECORDED = ' with test data (the recording did not save it)';

/**
 * The steps that replay `commands` as `identity`: sign in, then each command, a flow the recording
 * did not start being started first, and before a flow's attestation (or validation) the steps
 * its type needs that the recording did not save: modules, the name, the DRLP changes sent on, the
 * submitter.
 */
export function replaySteps(commands: readonly JourneyCommand[], identity: TestIdentity): ReplayStep[] {
  const types = recordedFlowTypes(commands);
  const typeOf = (flow: string): FlowScreenType => types.get(flow) ?? LICENSING.type;
  const started = new Set<string>();
  /** Per flow: what was replayed (a command, or `modules submit <path>`), and whether the missing steps were filled. */
  const done = new Map<string, Set<string>>();
  const did = (flow: string, what: string) => done.set(flow, new Set([...(done.get(flow) ?? []), what]));
  const has = (flow: string, what: string) => done.get(flow)?.has(what) === true;
  const filled = new Set<string>();
  const steps: ReplayStep[] = [{ name: 'sign in as the test identity', run: ['identify', ...identity.identify] }];
  const startFlow = (flow: string, name: string, args: readonly string[], licensing: boolean) => {
    started.add(flow);
    const choices = licensing ? ['--basis', identity.basis, '--accept-duplicates'] : [];
    steps.push({ name, run: ['start-flow', ...args, ...choices], save: { [flow]: 'flowId' } });
  };
  const startReport = (flow: string, name: string) => {
    started.add(flow);
    steps.push({ name, run: ['pdb-report', 'start'], save: { [flow]: 'flowId' } });
  };
  const resume = (flow: string) => {
    const type = typeOf(flow);
    const name = `start ${flow} (the recording resumed it)`;
    const { restart } = definitionOf(type).replay;
    if (restart === 'licensing') startFlow(flow, name, identity.startFlow, true);
    else if (restart === 'report') startReport(flow, name);
    else startFlow(flow, name, restart, false);
  };
  const addTestDrlp = (flow: string, applyToAll: boolean, name: string) => {
    did(flow, 'license-update add');
    steps.push({ name, run: ['license-update', 'add', flowVar(flow), ...drlpFlags(identity.drlp.add), ...(applyToAll ? ['--apply-to-all'] : [])] });
  };
  /** The steps a flow's type needs before its attestation that the recording did not save, from the test data. */
  const fillMissing = (flow: string) => {
    if (filled.has(flow)) return;
    filled.add(flow);
    const definition = definitionOf(typeOf(flow));
    const modules = identity.modules[definition.cliType] ?? {};
    const fill: JourneyCommand[] =
      definition.replay.fill === 'name-change set'
        ? [{ command: 'name-change set', flow, keys: [] }]
        : definition.replay.fill === 'license-update proceed'
          ? [{ command: 'license-update proceed', flow }]
          : [];
    const missing: JourneyCommand[] = [
      ...Object.entries(modules).map(([module, answers]): JourneyCommand => ({ command: 'modules submit', flow, module, keys: Object.keys(answers) })),
      ...fill,
      { command: 'submitter set', flow, keys: Object.keys(identity.submitter), ...(definition.reportSubmitter ? { pdb: true } : {}) },
    ];
    for (const c of missing) if (!has(flow, c.command === 'modules submit' ? `${c.command} ${c.module}` : c.command)) replay(c, NOT_RECORDED);
  };
  const replay = (c: JourneyCommand, why = ''): void => {
    if (c.command === 'start-flow') {
      const product = ProductType.is(c.product) && isLicensingProduct(c.product);
      const args = [
        ...['--product', ProductType.is(c.product) ? productName(c.product) : kebab(c.product)],
        ...(c.applicationType ? ['--application-type', kebab(c.applicationType)] : []),
        ...(c.residencyType ? ['--residency-type', kebab(c.residencyType)] : []),
        ...c.states.flatMap((s) => ['--state', s]),
        ...c.licenses.flatMap((l) => ['--license', l]),
      ];
      startFlow(c.flow, `start ${c.flow} as recorded`, args, product);
      return;
    }
    if (c.command === 'pdb-report start') {
      startReport(c.flow, `start the report ${c.flow} as recorded`);
      return;
    }
    if (!started.has(c.flow)) resume(c.flow);
    const flow = flowVar(c.flow);
    const type = ['--type', typeOption(typeOf(c.flow))];
    switch (c.command) {
      case 'modules submit': {
        did(c.flow, `${c.command} ${c.module}`);
        const answers = identity.modules[typeOption(typeOf(c.flow))]?.[c.module] ?? {};
        const values = Object.fromEntries(c.keys.flatMap((k) => (k in answers ? [[k, answers[k]]] : k in identity.values ? [[k, identity.values[k]]] : [])));
        const withData = Object.keys(values).length > 0;
        steps.push({
          name: `save and continue ${c.module} of ${c.flow}${why}`,
          run: ['modules', 'submit', flow, c.module, ...(withData ? ['--data', '-'] : [])],
          ...(withData ? { stdin: JSON.stringify(values) } : {}),
        });
        return;
      }
      case 'submitter set': {
        did(c.flow, c.command);
        const person = c.submittingFor === 'SOMEONE_ELSE' || identity.firm ? c.keys.filter((k) => k in identity.submitter) : [];
        const sets = person.flatMap((k) => ['--set', `${k}=${identity.submitter[k]}`]);
        const who = c.submittingFor ? ['--submitting-for', kebab(c.submittingFor)] : [];
        const address = person.some((k) => ADDRESS_KEYS.includes(k)) ? ['--keep-address'] : [];
        steps.push({ name: `set the submitter of ${c.flow}${why}`, run: ['submitter', 'set', flow, ...type, ...who, ...sets, '--accept-use', ...address] });
        return;
      }
      case 'name-change set': {
        did(c.flow, c.command);
        const parts = c.keys.filter((k) => k in identity.requestedName);
        const flags = (parts.length ? parts : Object.keys(identity.requestedName)).flatMap((k) => [NAME_FLAGS[k] ?? `--${k}`, identity.requestedName[k] ?? '']);
        steps.push({ name: `request a new name on ${c.flow}${why || ' with test data'}`, run: ['name-change', 'set', flow, ...flags] });
        return;
      }
      case 'license-update add':
        addTestDrlp(c.flow, c.applyToAll, `add the test DRLP on ${c.flow}`);
        return;
      case 'license-update remove':
        // A remove that succeeded left the license an active DRLP: the test DRLP stands in for it.
        if (!has(c.flow, 'license-update add')) addTestDrlp(c.flow, false, `add the test DRLP on ${c.flow}, so that the license keeps an active one`);
        steps.push({ name: `remove the DRLP on file from ${c.flow}`, run: ['license-update', 'remove', flow, ...drlpFlags(identity.drlp.onFile)] });
        return;
      case 'license-update proceed':
        did(c.flow, c.command);
        steps.push({ name: `send the DRLP changes of ${c.flow} on${why}`, run: ['license-update', 'proceed', flow] });
        return;
      case 'attest':
        fillMissing(c.flow);
        steps.push({ name: `confirm the attestation of ${c.flow}`, run: ['attest', flow, ...type, '--confirm'] });
        return;
      case 'contact': {
        const other = ['--email', String(identity.values.email), '--phone', String(identity.values.phone)];
        steps.push({
          name: `choose the verification contact of ${c.flow}`,
          run: ['contact', flow, ...type, '--use', c.use, ...(c.use === 'other' ? other : [])],
        });
        return;
      }
      case 'validate':
        fillMissing(c.flow);
        steps.push({ name: `validate ${c.flow}`, run: ['validate', flow, ...type] });
        return;
    }
  };
  for (const c of commands) replay(c);
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
