/**
 * The JSON output of every command with --json, version JSON_OUTPUT_VERSION: one codec per
 * command (the portal's records of cli/output/portal-records.ts as exact shapes: a field they
 * do not name is a problem;
 * shapes of the CLI's own for the rest), and the one error object every failure gives. cli/README.md ("JSON output") documents
 * them; a test decodes every command's output with them.
 */
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { JurisdictionError } from '../../core/model/names';
import { FlowCreated } from '../../core/model/pdb-report';
import { Submitter } from '../../core/model/submitter';
import { SchemaRegistry, type JsonSchema } from '../../core/model/openapi/json-schema';

/** Raised when a shape changes in a way a script would notice (a field renamed or removed). */
import { JSON_OUTPUT_VERSION } from './emit';

const opt = <P extends t.Props>(required: P, optional: t.Props = {}) => t.intersection([t.type(required), t.partial(optional)]);

const FAILURE_KINDS = t.keyof({ usage: null, refused: null, failed: null, unauthorized: null, 'not-found': null, network: null, timeout: null });

/** The one error object: `kind`, `message`, `exit` always; what the failure carries when known. */
export const ErrorObject = t.type({
  error: opt(
    { kind: FAILURE_KINDS, message: t.string, exit: t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4), t.literal(5)]) },
    { status: t.number, errors: t.array(t.string), paths: t.array(t.string), retryAfter: t.number },
  ),
});
const ERROR_KEYS = ['kind', 'message', 'exit', 'status', 'errors', 'paths', 'retryAfter'];

const Saved = opt({ saved: t.literal(true), flowId: t.string });
const FieldErrors = t.type({ saved: t.literal(false), errors: t.record(t.string, t.string) });
const AddressReport = opt({ outcome: t.string, title: t.string, text: t.string, entered: t.string, choices: t.array(t.string) }, { used: t.unknown });

const StepReport = opt(
  { index: t.number, name: t.string, command: t.array(t.string), exit: t.number, ok: t.boolean, failures: t.array(t.string), ms: t.number },
  { line: t.number, stderr: t.string },
);

/** The one shape of `next` in every command's output: the command to run and the step's title. */
const Next = t.exact(t.type({ command: t.string, title: t.string }));
/** The next step of a journey, with the command that does it (core/use-cases/journey/commands.ts). */
const NextStep = t.type({ id: t.string, title: t.string, path: t.string, action: t.string, command: t.string });
/** Where a flow stands: `licensehub journey`, and `pay` when it refuses. */
const JourneyReport = t.type({
  flowId: t.string,
  type: t.string,
  caption: t.string,
  number: t.number,
  of: t.number,
  steps: t.array(t.type({ id: t.string, title: t.string, status: t.keyof({ done: null, current: null, 'to-do': null }) })),
  next: Next,
  nextStep: NextStep,
  canPay: t.boolean,
  missing: t.array(t.type({ id: t.string, text: t.string, command: t.string })),
});

/** A journey's landing, as `licensehub journey` shows it (core/use-cases/journey/landing.ts). */
const JourneyLanding = t.type({
  title: t.string,
  lead: t.string,
  costs: t.string,
  started: t.boolean,
  tasks: t.array(
    t.type({ id: t.string, title: t.string, status: t.keyof({ completed: null, 'in-progress': null, 'cannot-start-yet': null }), statusText: t.string }),
  ),
  next: Next,
});

/** A record in the portal's names: a field the registry keeps for itself is a problem (outputProblem). */
const exact = <P extends t.Props>(props: P) => t.exact(t.type(props));
const exactOpt = <P extends t.Props>(required: P, optional: t.Props = {}) => t.exact(t.intersection([t.type(required), t.partial(optional)]));
/** A flow's fee, as its submit step shows it (core/use-cases/flow-steps/fees.ts). */
const FeeLine = exactOpt({ state: t.string, reason: t.string, amount: t.string }, { licenseClass: t.string, linesOfAuthority: t.string, stateFee: t.string });
const FlowFee = exactOpt(
  { title: t.string, lead: t.string, why: t.string, caption: t.string, columns: t.array(t.string), lines: t.array(FeeLine), total: FeeLine },
  { stateFees: FeeLine, licensehubFees: FeeLine },
);
/** An enumerated value as the flags take it. */
const Kebab = t.refinement(t.string, (v) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), 'Kebab');

const Licensee = exactOpt({ displayName: t.string }, { npn: t.string, fein: t.string });
const Transaction = exact({
  state: t.string,
  licenseClass: t.string,
  licenseNumber: t.string,
  linesOfAuthority: t.array(t.string),
  result: t.string,
  stateMessages: t.array(exact({ text: t.string, actionRequired: t.boolean })),
});
const Order = exactOpt(
  { orderCode: t.string, date: t.string, total: t.string, product: t.string, detailsAvailable: t.boolean, transactions: t.array(Transaction) },
  { details: t.string },
);
const Incomplete = exact({
  flowId: t.string,
  product: t.string,
  licensing: t.boolean,
  modified: t.string,
  payable: t.boolean,
  payment: t.string,
  licenses: t.array(exact({ state: t.string, licenseClass: t.string, linesOfAuthority: t.array(t.string) })),
});
const Drlps = exact({
  firm: exact({ name: t.string, fein: t.string }),
  modified: t.boolean,
  states: t.array(
    exact({
      state: t.string,
      stateCode: t.string,
      licenses: t.array(
        exact({
          license: t.string,
          licenseCode: t.string,
          linesOfAuthority: t.array(exact({ name: t.string, active: t.boolean })),
          drlps: t.array(exact({ firstName: t.string, lastName: t.string, npn: t.string, linesOfAuthority: t.array(t.string), status: t.string })),
        }),
      ),
    }),
  ),
  errors: t.array(exact({ state: t.string, stateCode: t.string, license: t.string, licenseCode: t.string, messages: t.array(t.string) })),
});
/** `license-update show`: the DRLPs, and the changes already paid for (null: the registry could not say). */
const DrlpPaidChangeRecord = exact({
  state: t.string,
  stateCode: t.string,
  license: t.string,
  licenseCode: t.string,
  change: t.keyof({ added: null, removed: null }),
  firstName: t.string,
  lastName: t.string,
  npn: t.string,
  orderCode: t.string,
  orderDate: t.string,
  status: t.string,
});
const DrlpsShown = exact({ ...Drlps.type.props, paidChanges: t.union([t.array(DrlpPaidChangeRecord), t.null]) });
const DrlpCandidate = exact({
  firstName: t.string,
  lastName: t.string,
  npn: t.string,
  applyToAll: t.boolean,
  licenses: t.array(exact({ license: t.string, licenseCode: t.string, linesOfAuthority: t.array(t.string) })),
  errors: t.array(t.string),
});
const PortalName = t.union([exact({ company: t.string }), exactOpt({ firstName: t.string, lastName: t.string }, { middleName: t.string, suffix: t.string })]);
const SubmitterRecord = exact({ ...Submitter.props, submittingFor: Kebab });
const Selections = exactOpt(
  { states: t.array(t.string), licenses: t.unknown },
  { product: Kebab, applicationType: Kebab, residencyType: Kebab, basisLicense: t.unknown },
);
const Fees = exact({
  fees: t.array(exact({ state: t.string, licenseClass: t.string, linesOfAuthority: t.array(t.string), stateFee: t.string, licensehubFee: t.string })),
  stateTotal: t.string,
  licensehubTotal: t.string,
  grandTotal: t.string,
});
const Duplicate = exact({
  orderCode: t.string,
  date: t.string,
  requestCode: t.string,
  status: t.string,
  product: t.string,
  state: t.string,
  licenseClass: t.string,
  linesOfAuthority: t.array(t.string),
  licenseNumber: t.string,
});

/** What a start-flow step offers when its flag is missing, as the flag takes it. */
const ProductChoice = exact({ product: Kebab, type: Kebab, label: t.string, applicationTypes: t.array(Kebab), residencyTypes: t.array(Kebab) });
const OptionChoice = exact({ value: Kebab, label: t.string });
const BasisChoice = exact({ basis: t.string, licenseClass: t.string, residency: t.string });
const StateChoice = exact({ state: t.string, name: t.string });
const LicenseChoice = exactOpt(
  {
    state: t.string,
    classCode: t.string,
    licenseClass: t.string,
    linesOfAuthority: t.array(exactOpt({ code: t.string, name: t.string, available: t.boolean }, { message: t.string })),
  },
  { message: t.string },
);
const MissingChoice = t.union([
  exact({ step: t.literal('select-product'), missing: t.literal('--product'), choices: t.array(ProductChoice) }),
  exact({ step: t.literal('select-product'), missing: t.keyof({ '--application-type': null, '--residency-type': null }), choices: t.array(OptionChoice) }),
  exact({ step: t.literal('select-basis'), missing: t.literal('--basis'), choices: t.array(BasisChoice) }),
  exact({ step: t.literal('select-state'), missing: t.literal('--state'), choices: t.array(StateChoice) }),
  exact({ step: t.literal('select-licenses'), missing: t.literal('--license'), choices: t.array(LicenseChoice) }),
]);
/** A module as `--data` takes it (core/use-cases/portal-records.ts moduleRecord). */
const ModuleRecord = exact({
  fields: t.array(
    exactOpt(
      { key: t.string, label: t.string, type: Kebab, required: t.boolean },
      {
        row: t.number,
        requiredWhen: t.string,
        format: t.string,
        choices: t.array(exact({ value: t.string, label: t.string })),
        value: t.union([t.string, t.array(t.string)]),
      },
    ),
  ),
  lists: t.array(exact({ key: t.string, keys: t.array(t.string), rows: t.number })),
});
const FoundAddress = exact({
  choice: t.number,
  address: t.string,
  address1: t.string,
  address2: t.string,
  address3: t.string,
  city: t.string,
  state: t.string,
  zipCode: t.string,
});
const PdbMetadata = exactOpt(
  { residentStates: t.array(t.string), price: t.string },
  { demographicsDataAsOf: t.string, licensingDataAsOf: t.string, appointmentsDataAsOf: t.string },
);

/** Each command's output when it succeeds, or when it printed its refusal as its result (exit 1 or 2). */
export const OUTPUTS: Readonly<Record<string, t.Mixed>> = {
  identify: t.union([exact({ status: t.literal('success'), licensee: Licensee }), exact({ status: Kebab, errors: t.array(t.string) })]),
  whoami: Licensee,
  logout: t.type({ loggedOut: t.boolean }),
  'start-flow': t.union([
    MissingChoice,
    t.type({ step: Kebab, errors: t.array(t.string) }),
    opt(
      { product: Kebab, selections: Selections, duplicates: t.array(Duplicate), step: Kebab },
      { feeSummary: Fees, flowId: t.string, next: Next, path: t.string, dryRun: t.boolean, reason: t.string },
    ),
  ]),
  'modules list': t.type({ modules: t.array(t.type({ path: t.string, title: t.string, status: t.keyof({ done: null, 'not-done': null }) })) }),
  'modules show': ModuleRecord,
  'modules fill': t.union([
    opt({ saved: t.literal(true), flowId: t.string, module: t.string }),
    FieldErrors,
    t.type({ saved: t.literal(false), serverErrors: t.array(t.string) }),
  ]),
  'modules submit': t.union([
    t.type({ saved: t.literal(true), flowId: t.string, module: t.string, next: Next }),
    FieldErrors,
    t.type({ saved: t.literal(false), serverErrors: t.array(t.string) }),
  ]),
  'submitter show': SubmitterRecord,
  'submitter set': t.union([
    t.intersection([Saved, t.type({ next: Next, submitter: SubmitterRecord }), t.partial({ address: AddressReport })]),
    FieldErrors,
    t.type({ saved: t.literal(false), errors: t.array(t.string) }),
    t.type({ saved: t.literal(false), address: AddressReport }),
  ]),
  'address search': exact({ query: t.string, text: t.string, addresses: t.array(FoundAddress) }),
  'contact-change review': exact({
    columnHeaders: t.array(t.string),
    items: t.array(exact({ state: t.string, contact: t.string, item: t.string, value: t.string, changed: t.boolean })),
  }),
  'name-change show': exact({
    items: t.array(
      exact({
        item: t.number,
        currentName: PortalName,
        requestedName: PortalName,
        jurisdictions: t.array(exact({ jurisdiction: t.string, included: t.boolean, resident: t.boolean, changed: t.boolean })),
      }),
    ),
    notAvailableIn: t.array(t.string),
  }),
  'name-change set': t.union([
    opt({ requestStatus: t.literal('pass') }, { next: Next }),
    opt({ errors: t.array(JurisdictionError) }, { requestStatus: t.keyof({ partial: null, fail: null }) }),
  ]),
  'license-update show': DrlpsShown,
  'license-update search': DrlpCandidate,
  'license-update add': Drlps,
  'license-update remove': Drlps,
  'license-update proceed': opt({ review: t.boolean, data: Drlps }, { next: Next, nextStep: NextStep }),
  'orders list': t.type({
    page: t.number,
    pages: t.number,
    total: t.number,
    orders: t.array(
      exact({
        orderCode: t.string,
        date: t.string,
        total: t.string,
        detailsAvailable: t.boolean,
        state: t.string,
        licenseClass: t.string,
        status: t.string,
        product: t.string,
        licenseNumber: t.string,
        linesOfAuthority: t.array(t.string),
      }),
    ),
  }),
  'orders show': Order,
  'orders pdf': t.type({ orderCode: t.string, kind: t.string, path: t.string, fileName: t.string, contentType: t.string, bytes: t.number }),
  'incomplete list': exact({ applications: t.array(Incomplete) }),
  'incomplete delete': t.type({ deleted: t.string, remaining: t.number }),
  'pdb-report metadata': PdbMetadata,
  'pdb-report start': FlowCreated,
  'pdb-report show': exactOpt({
    orderCode: t.string,
    title: t.string,
    lead: t.string,
    sections: t.array(t.type({ title: t.string, empty: t.string, entries: t.array(t.type({ heading: t.string, lines: t.array(t.string) })) })),
  }),
  'pdb-report status': exactOpt({ flowId: t.string, ready: t.boolean }, { status: t.string, orderCode: t.string, attempts: t.number }),
  run: t.type({ scenario: t.string, ok: t.boolean, passed: t.number, failed: t.number, skipped: t.number, steps: t.array(StepReport) }),
  contract: t.type({ api: t.string, identity: t.unknown, write: t.boolean, ok: t.boolean, calls: t.array(opt({ call: t.string, verdict: t.string })) }),
  journey: t.intersection([JourneyReport, t.type({ landing: JourneyLanding })]),
  resume: t.type({ flowId: t.string, caption: t.string, next: Next, nextStep: NextStep }),
  attest: t.union([
    opt({ attested: t.literal(true), flowId: t.string, caption: t.string, next: Next, nextStep: NextStep }),
    t.type({ attested: t.literal(false), statements: t.array(t.string) }),
  ]),
  contact: t.type({
    contact: t.union([exact({ use: t.literal('submitter') }), exact({ use: t.literal('other'), email: t.string, phone: t.string })]),
    flowId: t.string,
    caption: t.string,
    next: Next,
    nextStep: NextStep,
  }),
  validate: t.union([
    t.type({ problems: t.array(t.unknown), flowId: t.string, caption: t.string, next: Next, nextStep: NextStep }),
    t.type({ flowId: t.string, problems: t.array(t.type({ where: t.string, message: t.string, fixPath: t.string })) }),
  ]),
  'replays list': t.type({
    sessions: t.array(
      opt(
        { sessionId: t.string, identity: t.keyof({ unknown: null, anonymous: null, identified: null }) },
        { lastAt: t.string, displayName: t.string, npn: t.string, fein: t.string, bytes: t.number },
      ),
    ),
  }),
  'replays export': t.type({ sessionId: t.string, path: t.string, events: t.number }),
  'replays scenario': t.type({ sessionId: t.string, path: t.string, identity: t.string, commands: t.number, steps: t.number }),
  'errors list': t.type({
    reports: t.number,
    groups: t.number,
    shown: t.array(
      opt(
        { name: t.string, message: t.string, count: t.number, firstAt: t.string, lastAt: t.string, sessions: t.number, pages: t.array(t.string) },
        { latest: t.string },
      ),
    ),
  }),
  'errors show': opt(
    { at: t.string, errorType: t.string, name: t.string, message: t.string },
    { id: t.string, page: t.string, sessionId: t.string, stack: t.string },
  ),
  pay: t.union([opt({ flowId: t.string, caption: t.string, paymentUrl: t.string }, { fee: FlowFee }), JourneyReport]),
};

/** Commands whose output is not JSON: a shell script. */
export const NOT_JSON: readonly string[] = ['completion'];
/** Decoded against these schemas in test/cli/support.test.ts and replay-scenario.test.ts, which feed the telemetry ingest they read. */
export const JSON_CHECKED_WITH_TELEMETRY: readonly string[] = ['replays list', 'replays export', 'replays scenario', 'errors list', 'errors show'];

/** A field the output must never carry: the core's internal tags. */
const hasInternalField = (v: unknown): boolean =>
  v !== null && typeof v === 'object' && (Array.isArray(v) ? v.some(hasInternalField) : '_tag' in v || Object.values(v).some(hasInternalField));

/** JSON with every object's keys sorted, to compare two values. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x,
  );

/** What is wrong with a command's JSON output, or undefined when it keeps the schema. */
export function outputProblem(command: string, exit: number, document: unknown): string | undefined {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return 'not an object';
  const { version, ...output } = document as Record<string, unknown>;
  if (version !== JSON_OUTPUT_VERSION) return `version ${String(version)}, not ${JSON_OUTPUT_VERSION}`;
  if (hasInternalField(output)) return 'carries an internal _tag field';
  const isError = output !== null && typeof output === 'object' && 'error' in output;
  if (isError) {
    if (exit === 0) return 'an error object with exit 0';
    if (!E.isRight(ErrorObject.decode(output)) || !ErrorObject.is(output)) return `not the error object: ${JSON.stringify(output)}`;
    const extra = Object.keys(output.error).filter((k) => !ERROR_KEYS.includes(k));
    if (extra.length) return `the error object has ${extra.join(', ')}`;
    return output.error.exit === exit ? undefined : `error.exit ${output.error.exit} but the command exited ${exit}`;
  }
  const codec = OUTPUTS[command];
  if (!codec) return `no schema for ${command}`;
  const decoded = codec.decode(output);
  if (E.isLeft(decoded)) return `not the output of ${command}: ${JSON.stringify(output).slice(0, 300)}`;
  // An exact record drops the fields it does not name: any dropped is one the schema does not document.
  return canonical(codec.encode(decoded.right)) === canonical(output)
    ? undefined
    : `${command} has fields its schema does not name: ${JSON.stringify(output).slice(0, 300)}`;
}

/** Where the JSON Schema of the output is kept (written by scripts/cli-json-schema.ts, checked by test/cli/json-output.test.ts). */
export const JSON_SCHEMA_FILE = 'cli/output/licensehub-output.schema.json';

/** A command's name as a key of the schema's `$defs` (a URI fragment: no spaces). */
export const schemaKey = (command: string): string => command.replaceAll(' ', '.');

/**
 * The JSON Schema (2020-12) of every command's --json output, from the codecs above: one entry
 * per command under `$defs`, each with the `version` every document carries, and the error
 * object (`$defs.error`); the named shapes they share under `components.schemas`.
 */
export function outputJsonSchema(): JsonSchema {
  const registry = new SchemaRegistry();
  const versioned = (schema: JsonSchema): JsonSchema => ({
    allOf: [{ type: 'object', required: ['version'], properties: { version: { const: JSON_OUTPUT_VERSION } } }, schema],
  });
  const commands = Object.fromEntries(Object.entries(OUTPUTS).map(([command, codec]) => [schemaKey(command), versioned(registry.schemaOf(codec))]));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://licensehub.example.org/cli/output.schema.json',
    title: `licensehub --json output, version ${JSON_OUTPUT_VERSION}`,
    $defs: { ...commands, error: versioned(registry.schemaOf(ErrorObject)) },
    components: { schemas: registry.components },
  };
}
