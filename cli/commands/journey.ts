/**
 * journey|resume|attest|contact|validate|pay: a flow of any type finished and resumed from a
 * terminal. Each reads where the flow stands as the browser does (core/use-cases/journey: the
 * registry's modules and submitter, and this session's attestation and validation kept in the
 * session file) and prints the core's view of it: the step counter, each step's status, the next
 * step and the command that does it. `pay` refuses, with the steps still to do, until the journey
 * can pay; then it prints the registry's payment page to hand to the licensee.
 */
import { Option, type Command } from 'commander';
import { withOldTypes } from '../renamed';
import type { FlowScreenType } from '../../core/model/constants';
import { ATTESTATION_HEADING, attestationStatements, CONFIRM_ATTESTATION } from '../../core/use-cases/flow-steps/attestation';
import { flowPaymentUrl, TYPE_NOUNS } from '../../core/use-cases/flow-steps/steps';
import { NO_PROBLEMS_TITLE, noProblemsText, PROBLEMS_TEXT, problemsTitle } from '../../core/use-cases/flow-steps/validation';
import { contactChosenLines, contactFormOf, contactQuestion, contactQuestionLead, type ContactUse } from '../../core/use-cases/flow-steps/verification-contact';
import { PHONE_MASK } from '../../core/rules/masks';
import {
  continueStep,
  stepAtPath,
  journeyReport,
  landingLines,
  landingReport,
  nextCommand,
  nextStep,
  nextStepLines,
  notReadyLines,
  paymentLines,
  type NextStepView,
} from '../../core/use-cases/journey/commands';
import { flowFee, flowFeeLines, presentFlowFee } from '../../core/use-cases/flow-steps/fees';
import { NOT_READY_TITLE, presentJourney, type JourneyView } from '../../core/use-cases/journey/journey';
import { definitionOf } from '../../core/use-cases/journey/types';
import { landingFacts, presentLanding } from '../../core/use-cases/journey/landing';
import { loadLandingChanges, loadLandingPrice } from '../../core/use-cases/journey/landing-load';
import { TYPE_OPTIONS } from '../../core/use-cases/journey/type-names';
import { journeyFacts, loadJourneyHeld, type JourneyHeld, type JourneyModule } from '../../core/use-cases/journey/facts';
import { journeyRecords, type JourneyRecords } from '../../core/use-cases/journey/records';
import { chooseVerificationContact, confirmAttestation, recordValidation } from '../../core/use-cases/journey/kept-steps';
import { submitterDefaults } from '../../core/use-cases/submitter/defaults';
import type { SubmitterResponse } from '../../core/model/submitter';
import { parseFlowId } from '../args';
import { call } from '../call';
import type { CliContext, ContextFor } from '../context';
import { failed, rejected, usage } from '../exit';
import { flowTypeOf } from '../flow-record';
import { contactMessage } from '../vocabulary';
import { topCommand } from './index';
import { waitForReport } from './pdb-report';

interface TypeOptions {
  type?: string;
}

/** What the registry holds of a flow and this session's records, and the journey they make. */
interface Held {
  readonly type: FlowScreenType;
  readonly flowId: string;
  readonly held: JourneyHeld;
  readonly modules: readonly JourneyModule[];
  readonly submitter: SubmitterResponse;
  readonly records: JourneyRecords;
  readonly view: JourneyView;
}

/** The journey as the registry holds it and this session's records say now, seen from step `at`. */
const present = (h: Pick<Held, 'type' | 'flowId' | 'held' | 'records'>, at?: string): JourneyView =>
  presentJourney(h.type, h.flowId, journeyFacts(h.held, h.records.get(h.flowId)), {
    modules: h.held.modules.map((m) => m.summary),
    ...(at === undefined ? {} : { at }),
  });

async function load(ctx: CliContext, flowId: string, type: FlowScreenType, at?: string): Promise<Held> {
  const { api, sessionStore } = await ctx.services();
  const held = await call(ctx, () => loadJourneyHeld(api, type, flowId));
  const records = journeyRecords(sessionStore);
  return { type, flowId, held, modules: held.modules, submitter: held.submitter, records, view: present({ type, flowId, held, records }, at) };
}

/** Where Continue leads from a step (`at`, a step id) of a flow as the registry and this session hold it now: what the commands that save a step print. */
export async function journeyNext(ctx: CliContext, flowId: string, type: FlowScreenType, at: string): Promise<NextStepView> {
  const { view } = await load(ctx, flowId, type, at);
  return continueStep(view, flowId);
}

/** Where a page's own Save leads (`path`, e.g. a module's destination), as a step of the flow seen from `at`: what `modules submit` prints. */
export async function journeyStepAt(ctx: CliContext, flowId: string, type: FlowScreenType, at: string, path: string | undefined): Promise<NextStepView> {
  const { view, held } = await load(ctx, flowId, type, at);
  return stepAtPath(
    view,
    flowId,
    held.modules.map((m) => m.summary),
    path,
  );
}

const lines = (text: readonly string[]): string => `${text.join('\n')}\n`;

/**
 * A step kept in this session (attestation, verification contact, validation), then where Continue
 * leads from it: the registry's answers read before are still what it holds, so only the
 * session's records are read again.
 */
function printNext(ctx: CliContext, h: Held, at: string, done: string[], json: Record<string, unknown>): void {
  const view = present(h, at);
  const next = continueStep(view, h.flowId);
  ctx.out.result({ ...json, flowId: h.flowId, caption: view.caption, next: nextCommand(next), nextStep: next }, () =>
    lines([`${view.caption}: ${view.current.title}`, ...done, ...nextStepLines(next)]),
  );
}

/** The journey's landing, as the browser's (core/use-cases/journey/landing.ts): its words, what it costs, the task list and the step in progress. */
async function journey(ctx: CliContext, flowId: string, o: TypeOptions): Promise<void> {
  const type = await flowTypeOf(ctx, flowId, o.type);
  const h = await load(ctx, flowId, type);
  const { api } = await ctx.services();
  const [price, changes] = await Promise.all([loadLandingPrice(api, type, flowId), loadLandingChanges(api, type, flowId)]);
  const facts = landingFacts(type, journeyFacts(h.held, h.records.get(flowId)), changes);
  const landing = presentLanding(type, flowId, facts, { modules: h.modules.map((m) => m.summary), price });
  ctx.out.result({ ...journeyReport(h.view, flowId), landing: landingReport(landing, h.view, flowId) }, () => lines(landingLines(landing, h.view, flowId)));
}

async function resume(ctx: CliContext, flowId: string, o: TypeOptions): Promise<void> {
  const { view } = await load(ctx, flowId, await flowTypeOf(ctx, flowId, o.type));
  const next = nextStep(view, flowId);
  ctx.out.result({ flowId, caption: view.caption, next: nextCommand(next), nextStep: next }, () =>
    lines([`${view.caption}: ${next.title}`, ...nextStepLines(next)]),
  );
}

async function attest(ctx: CliContext, flowId: string, o: TypeOptions & { confirm?: boolean }): Promise<void> {
  const type = await flowTypeOf(ctx, flowId, o.type);
  const statements = [ATTESTATION_HEADING, ...attestationStatements(type).map((s) => `  - ${s}`)];
  if (!o.confirm) {
    ctx.out.result({ attested: false, statements: attestationStatements(type) }, () => lines(statements));
    throw rejected(`${CONFIRM_ATTESTATION} (--confirm)`);
  }
  const held = await load(ctx, flowId, type);
  const { sessionStore } = await ctx.services();
  confirmAttestation(sessionStore, flowId, true);
  printNext(ctx, held, 'attestation', [...statements, 'Attestation confirmed.'], { attested: true });
}

interface ContactOptions extends TypeOptions {
  use?: ContactUse;
  email?: string;
  phone?: string;
}

/**
 * The verification contact, as the page asks it: the choice kept in this session, else the
 * submitter's contact; `--use other` with `--email` and `--phone` (each prefilled from the
 * submitter's when left out, as the page prefills them) for another one.
 */
async function contact(ctx: CliContext, flowId: string, o: ContactOptions): Promise<void> {
  const type = await flowTypeOf(ctx, flowId, o.type);
  const held = await load(ctx, flowId, type);
  const { records } = held;
  // The choice is kept with the attestation, which comes first (as the page follows it).
  if (!records.get(flowId).attested) throw failed(nextStepLines(nextStep(held.view, flowId)).join('\n'));
  const submitter = submitterDefaults(held.submitter);
  const opened = contactFormOf(records.get(flowId).contact, submitter);
  const use = o.use ?? (o.email !== undefined || o.phone !== undefined ? 'other' : opened.use);
  const { sessionStore } = await ctx.services();
  const checked = chooseVerificationContact(sessionStore, flowId, { use, email: o.email ?? opened.email, phone: o.phone ?? opened.phone });
  if ('errors' in checked) throw usage(checked.errors.map((e) => contactMessage(e.fieldId, e.message)).join('\n'));
  const noun = TYPE_NOUNS[type];
  printNext(ctx, held, 'verification-contact', [contactQuestionLead(noun), contactQuestion(noun), ...contactChosenLines(checked.choice, submitter)], {
    contact: checked.choice,
  });
}

async function validate(ctx: CliContext, flowId: string, o: TypeOptions): Promise<void> {
  const type = await flowTypeOf(ctx, flowId, o.type);
  const held = await load(ctx, flowId, type);
  const { sessionStore } = await ctx.services();
  const problems = recordValidation(sessionStore, type, flowId, { modules: held.modules, submitter: submitterDefaults(held.submitter) });
  if (problems.length > 0) {
    ctx.out.result({ flowId, problems }, () => lines([problemsTitle(problems.length), PROBLEMS_TEXT, ...problems.map((p) => `  - ${p.where}: ${p.message}`)]));
    throw failed(problemsTitle(problems.length), true);
  }
  printNext(ctx, held, 'validation', [NO_PROBLEMS_TITLE, noProblemsText(TYPE_NOUNS[type])], { problems: [] });
}

async function pay(ctx: CliContext, flowId: string, o: TypeOptions): Promise<void> {
  const type = await flowTypeOf(ctx, flowId, o.type);
  const { view } = await load(ctx, flowId, type, 'pay');
  if (!view.canPay) {
    ctx.out.result(journeyReport(view, flowId), () => lines(notReadyLines(view, flowId)));
    throw failed(NOT_READY_TITLE, true);
  }
  // The report is paid for once the registry has prepared it: its payment page waits for that.
  if (definitionOf(type).paysOnceReady) await waitForReport(ctx, flowId);
  const { homePath, api } = await ctx.services();
  const url = flowPaymentUrl(type, homePath, flowId);
  // What will be charged, before the payment address (core/use-cases/flow-steps/fees.ts), as the submit page shows it.
  const summary = await flowFee(api, type, flowId);
  const fee = summary ? presentFlowFee(type, summary) : summary;
  ctx.out.result({ flowId, caption: view.caption, paymentUrl: url, ...(fee ? { fee } : {}) }, () => lines([...flowFeeLines(fee), ...paymentLines(view, url)]));
}

/** A journey command: the flow id, --type, and a help example. */
function journeyCommand(program: Command, name: string, example: string): Command {
  return topCommand(program, name)
    .argument('<flowId>', 'flow id', parseFlowId)
    .addOption(withOldTypes(program, new Option('--type <type>', 'the type of flow (known from the flow: checked when given)').choices(TYPE_OPTIONS)))
    .addHelpText('after', `\nExample:\n  $ ${example}\n`);
}

export function registerJourney(program: Command, contextFor: ContextFor): void {
  journeyCommand(program, 'journey', 'licensehub journey F-123').action(async (flowId: string, o: TypeOptions, command: Command) =>
    journey(contextFor(command), flowId, o),
  );
  journeyCommand(program, 'resume', 'licensehub resume F-123').action(async (flowId: string, o: TypeOptions, command: Command) =>
    resume(contextFor(command), flowId, o),
  );
  journeyCommand(program, 'attest', 'licensehub attest F-123 --confirm')
    .option('--confirm', 'the licensee confirms that the statements are true')
    .action(async (flowId: string, o: TypeOptions & { confirm?: boolean }, command: Command) => attest(contextFor(command), flowId, o));
  journeyCommand(program, 'contact', 'licensehub contact F-123 --use other --email alice@example.com --phone "(512) 555-0100"')
    .addOption(new Option('--use <choice>', "the submitter's contact, or another email and phone").choices(['submitter', 'other']))
    .option('--email <email>', 'another email address (with --use other)')
    .option('--phone <phone>', `another phone number, as ${PHONE_MASK} (with --use other)`)
    .action(async (flowId: string, o: ContactOptions, command: Command) => contact(contextFor(command), flowId, o));
  journeyCommand(program, 'validate', 'licensehub validate F-123').action(async (flowId: string, o: TypeOptions, command: Command) =>
    validate(contextFor(command), flowId, o),
  );
  journeyCommand(program, 'pay', 'licensehub pay F-123').action(async (flowId: string, o: TypeOptions, command: Command) =>
    pay(contextFor(command), flowId, o),
  );
}
