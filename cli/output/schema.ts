/**
 * The JSON output of every command with --json, version JSON_OUTPUT_VERSION: one codec per
 * command (the core's codecs for what the registry answered, shapes of the CLI's own for the
 * rest), and the one error object every failure gives. cli/README.md ("JSON output") documents
 * them; a test decodes every command's output with them.
 */
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { CcrReview } from '../../core/model/ccr';
import { DrlpData, DrlpSearchResult } from '../../core/model/drlp';
import { IncompleteApplications } from '../../core/model/incomplete';
import { ModuleContent } from '../../core/model/modules';
import { JurisdictionError, NameRequestStatus, PrimaryNameResponse } from '../../core/model/names';
import { OrderDetail } from '../../core/model/orders';
import { FlowCreated, PdbReportMetadata } from '../../core/model/pdb-report';
import { Submitter } from '../../core/model/submitter';
import { UserInfo } from '../../core/model/user-info';

/** Raised when a shape changes in a way a script would notice (a field renamed or removed). */
export const JSON_OUTPUT_VERSION = 2;

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
const Choice = t.unknown;

const StepReport = opt(
  { index: t.number, name: t.string, command: t.array(t.string), exit: t.number, ok: t.boolean, failures: t.array(t.string), ms: t.number },
  { line: t.number, stderr: t.string },
);

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
  nextStep: NextStep,
  canPay: t.boolean,
  missing: t.array(t.type({ id: t.string, text: t.string, command: t.string })),
});

/** Each command's output when it succeeds, or when it printed its refusal as its result (exit 1 or 2). */
export const OUTPUTS: Readonly<Record<string, t.Mixed>> = {
  identify: t.union([t.type({ status: t.literal('SUCCESS'), user: UserInfo }), t.type({ status: t.string, errors: t.array(t.string) })]),
  whoami: UserInfo,
  logout: t.type({ loggedOut: t.boolean }),
  'start-flow': t.union([
    t.type({ step: t.string, missing: t.string, choices: t.array(Choice) }),
    t.type({ step: t.string, errors: t.array(t.string) }),
    opt(
      { product: t.string, selections: t.unknown, duplicates: t.array(t.unknown), step: t.string },
      { feeSummary: t.unknown, flowId: t.string, next: t.string },
    ),
  ]),
  'modules list': t.type({ modules: t.array(t.type({ path: t.string, title: t.string, status: t.keyof({ done: null, 'not-done': null }) })) }),
  'modules show': ModuleContent,
  'modules fill': t.union([
    opt({ saved: t.literal(true), flowId: t.string, module: t.string }),
    FieldErrors,
    t.type({ saved: t.literal(false), serverErrors: t.array(t.string) }),
  ]),
  'modules submit': t.union([
    t.type({ saved: t.literal(true), flowId: t.string, module: t.string, next: t.union([t.type({ module: t.string }), t.type({ review: t.literal(true) })]) }),
    FieldErrors,
    t.type({ saved: t.literal(false), serverErrors: t.array(t.string) }),
  ]),
  'submitter show': Submitter,
  'submitter set': t.union([
    t.intersection([Saved, t.type({ next: t.string, submitter: Submitter }), t.partial({ address: AddressReport })]),
    FieldErrors,
    t.type({ saved: t.literal(false), errors: t.array(t.string) }),
    t.type({ saved: t.literal(false), address: AddressReport }),
  ]),
  'address search': t.type({ query: t.string, text: t.string, addresses: t.array(t.unknown) }),
  'contact-change review': CcrReview,
  'name-change show': t.intersection([PrimaryNameResponse, t.type({ formItems: t.array(t.unknown) })]),
  'name-change set': t.union([
    opt({ requestStatus: t.literal('PASS') }, { next: t.string }),
    t.type({ requestStatus: NameRequestStatus, errors: t.array(JurisdictionError) }),
  ]),
  'license-update show': DrlpData,
  'license-update search': DrlpSearchResult,
  'license-update add': DrlpData,
  'license-update remove': DrlpData,
  'license-update proceed': t.type({ review: t.boolean, data: DrlpData }),
  'orders list': t.type({
    page: t.number,
    pages: t.number,
    total: t.number,
    orders: t.array(opt({ orderCode: t.string, found: t.boolean, status: t.string })),
  }),
  'orders show': OrderDetail,
  'orders pdf': t.type({ orderCode: t.string, kind: t.string, path: t.string, fileName: t.string, contentType: t.string, bytes: t.number }),
  'incomplete list': IncompleteApplications,
  'incomplete delete': t.type({ deleted: t.string, remaining: t.number }),
  'pdb-report metadata': PdbReportMetadata,
  'pdb-report start': FlowCreated,
  'pdb-report status': opt({ flowId: t.string, ready: t.boolean }, { status: t.string, orderCode: t.string, attempts: t.number }),
  run: t.type({ scenario: t.string, ok: t.boolean, passed: t.number, failed: t.number, skipped: t.number, steps: t.array(StepReport) }),
  contract: t.type({ api: t.string, identity: t.unknown, write: t.boolean, ok: t.boolean, calls: t.array(opt({ call: t.string, verdict: t.string })) }),
  journey: JourneyReport,
  resume: t.type({ flowId: t.string, caption: t.string, nextStep: NextStep }),
  attest: t.union([
    opt({ attested: t.literal(true), flowId: t.string, caption: t.string, nextStep: NextStep }),
    t.type({ attested: t.literal(false), statements: t.array(t.string) }),
  ]),
  contact: t.type({ contact: t.array(t.type({ label: t.string, value: t.string })), flowId: t.string, caption: t.string, nextStep: NextStep }),
  validate: t.union([
    t.type({ problems: t.array(t.unknown), flowId: t.string, caption: t.string, nextStep: NextStep }),
    t.type({ flowId: t.string, problems: t.array(t.type({ where: t.string, message: t.string, fixPath: t.string })) }),
  ]),
  'replays list': t.type({
    sessions: t.array(opt({ sessionId: t.string }, { identity: t.unknown, displayName: t.string, npn: t.string, fein: t.string, bytes: t.number })),
  }),
  'replays export': t.type({ sessionId: t.string, path: t.string, events: t.number }),
  'errors list': t.type({ errors: t.array(opt({ sessionId: t.string, page: t.string, message: t.string })) }),
  pay: t.union([t.type({ flowId: t.string, caption: t.string, paymentUrl: t.string }), JourneyReport]),
};

/** Commands whose output is not JSON: a shell script. */
export const NOT_JSON: readonly string[] = ['completion'];
/** Decoded against these schemas in test/cli/support.test.ts, which feeds the telemetry ingest they read. */
export const JSON_CHECKED_WITH_TELEMETRY: readonly string[] = ['replays list', 'replays export', 'errors list'];

/** A field the output must never carry: the core's internal tags. */
const hasInternalField = (v: unknown): boolean =>
  v !== null && typeof v === 'object' && (Array.isArray(v) ? v.some(hasInternalField) : '_tag' in v || Object.values(v).some(hasInternalField));

/** What is wrong with a command's JSON output, or undefined when it keeps the schema. */
export function outputProblem(command: string, exit: number, output: unknown): string | undefined {
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
  return E.isRight(decoded) ? undefined : `not the output of ${command}: ${JSON.stringify(output).slice(0, 300)}`;
}
