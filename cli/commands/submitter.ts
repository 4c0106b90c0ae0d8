/**
 * submitter show|set: the submitter of a flow of a type (the type of a flow started from this
 * session, else --type, else a licensing flow; --pdb-report is short for --type pdb-report). The type decides which registry call reads and
 * saves it, and where the portal goes next.
 * `show` prints the saved values with the core defaults (docs/portal.md §Submitter), the use acceptance
 * carried from sign-in where the session holds it (core/use-cases/submitter/use-acceptance.ts). `set` runs the screen's
 * use-case (core/use-cases/submitter): --data, --set, --submitting-for and --accept-use (needed only
 * where the session holds no use agreement) become the form's edits, then Submit; the command prints what the use-case settled on: the rules'
 * messages (exit 2), the address service's answer (a match to take with --address N, the
 * address as entered with --keep-address, or a prompt on a terminal), the registry's 400 errors
 * (exit 1), or the saved values and where the portal goes next.
 */
import { didYouMean } from '../../core/rules/similar';
import { kebabValue, submitterRecord } from '../output/portal-records';
import { Option, type Command } from 'commander';
import * as E from 'fp-ts/Either';
import { SUBMITTER_LABELS } from '../../core/rules/submitter';
import { submitterDefaults } from '../../core/use-cases/submitter/defaults';
import { withUseAcceptanceCarried } from '../../core/use-cases/submitter/use-acceptance';
import type { SubmitterEvent } from '../../core/use-cases/submitter/machine';
import {
  addressChoices,
  addressCheckView,
  addressLine,
  callFailureText,
  CHOOSE_ADDRESS,
  createSubmitterUseCase,
  submitterSettled,
  type SubmitterSettled,
} from '../../core/use-cases/submitter/use-case';
import { Submitter } from '../../core/model/submitter';
import type { FlowScreenType } from '../../core/model/constants';
import { decode } from '../../core/model/decode';
import { collect, parsePositiveInt, parseFlowId, readJsonFile, sourceName } from '../args';
import { call, domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { CliExit, failed, rejected, usage } from '../exit';
import { renderTable } from '../output/table';
import { flowTypeOf } from '../flow-record';
import { PDB_REPORT } from '../../core/use-cases/journey/types';
import { usesPdbSubmitter } from '../../core/use-cases/flow-steps/steps';
import { flagValue, submitterMessage } from '../vocabulary';
import { LineReader } from '../secret-input';
import { journeyRecords } from '../../core/use-cases/journey/records';
import { nextCommand, nextStepLines } from '../../core/use-cases/journey/commands';
import { TYPE_OPTIONS } from '../../core/use-cases/journey/type-names';
import { withOldTypes } from '../renamed';
import { topCommand } from './index';
import { journeyNext } from './journey';

/** The flow types as the command takes them: the core's, in lower case. */
const TYPE_CHOICES = TYPE_OPTIONS;

interface TypeOptions {
  type?: string;
  pdbReport?: boolean;
}

interface SetOptions extends TypeOptions {
  data?: string;
  set?: string[];
  submittingFor?: string;
  acceptUse?: boolean;
  address?: number;
  keepAddress?: boolean;
}

type Field = keyof Submitter;
type Edit = { readonly field: Field; readonly value: string | boolean };
type ConfirmAddress = Extract<SubmitterSettled, { kind: 'CONFIRM_ADDRESS' }>;
/** The address check as the command reports it, with the answer once given. */
interface AddressReport {
  readonly outcome: string;
  readonly title: string;
  readonly text: string;
  readonly entered: string;
  readonly choices: readonly string[];
  used?: number | 'as-entered';
}

const BOOLEAN_FIELDS: readonly Field[] = ['isFirm', 'nonUsaNumber', 'useAcceptance'];

/** The flag that sets a field, as `set` takes it. */
const flagOf = (field: Field): string => (field === 'submittingFor' ? '--submitting-for' : field === 'useAcceptance' ? '--accept-use' : `--set ${field}=`);

/** Each field with its label, the flag that sets it and its value in the flag's words (my-self, a country's name). */
function render(form: Submitter, countries: ReadonlyMap<string, string>): string {
  const valueOf = (field: Field): string => {
    const value = String(form[field]);
    if (field === 'submittingFor') return flagValue(value);
    if (field === 'country' && countries.has(value)) return `${countries.get(value)} (code ${value})`;
    return value;
  };
  const rows = [
    { label: 'Submitting for', field: 'submittingFor' as Field },
    ...(Object.keys(SUBMITTER_LABELS) as (keyof typeof SUBMITTER_LABELS)[])
      .filter((k) => k in form)
      .map((k) => ({ label: SUBMITTER_LABELS[k], field: k as Field })),
  ];
  return renderTable(
    [
      { header: 'Field', value: (r) => r.label },
      { header: 'Set with', value: (r) => flagOf(r.field) },
      { header: 'Value', value: (r) => valueOf(r.field) },
    ],
    rows,
  );
}

/** The registry's country names by code, for the human rendering; none when the list does not load. */
async function countryNames(ctx: CliContext): Promise<Map<string, string>> {
  const { api } = await ctx.services();
  const answer = await api.countries()();
  return new Map(E.isRight(answer) ? answer.right.map((c) => [String(c.licensehubCountryCode), c.displayName]) : []);
}

/** The flow's type, from the flow itself (cli/flow-record.ts); `--type` or `--pdb-report`, when given, is checked against it. */
const typeOf = (ctx: CliContext, flowId: string, o: TypeOptions): Promise<FlowScreenType> => flowTypeOf(ctx, flowId, o.pdbReport ? PDB_REPORT.cliType : o.type);

async function load(ctx: CliContext, flowId: string, type: FlowScreenType): Promise<Submitter> {
  const { api, sessionStore } = await ctx.services();
  const saved = submitterDefaults(await call(ctx, usesPdbSubmitter(type) ? api.pdbSubmitter(flowId) : api.submitter(flowId)));
  return withUseAcceptanceCarried(saved, journeyRecords(sessionStore).termsAccepted());
}

/** key=value over the form: only the form's own fields, booleans as true/false. */
function parseSet(form: Submitter, pair: string): Edit {
  const at = pair.indexOf('=');
  const key = at < 0 ? pair : pair.slice(0, at);
  if (at < 0 || !(key in form))
    throw usage(`--set ${pair}: expected field=value.${didYouMean(key, Object.keys(form))} Field one of ${Object.keys(form).join(', ')}`);
  const value = pair.slice(at + 1);
  if (!BOOLEAN_FIELDS.includes(key as Field)) return { field: key as Field, value };
  if (value !== 'true' && value !== 'false') throw usage(`--set ${key}: true or false`);
  return { field: key as Field, value: value === 'true' };
}

/** The options as the form's edits, in the order a person fills the screen: the country first (it empties the other country's fields). */
async function editsOf(ctx: CliContext, form: Submitter, o: SetOptions): Promise<SubmitterEvent[]> {
  const edits: Edit[] = [];
  if (o.data) {
    const data = await readJsonFile(o.data, ctx.io.stdin);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw usage(`${sourceName(o.data)}: a JSON object of submitter fields is expected`);
    const unknown = Object.keys(data).filter((k) => !(k in form));
    if (unknown.length) throw usage(`${sourceName(o.data)}: ${unknown.join(', ')}: not a submitter field (${Object.keys(form).join(', ')})`);
    const merged = decode(Submitter, { ...form, ...data });
    if (E.isLeft(merged)) throw usage(`${sourceName(o.data)}: ${merged.left.message}`);
    for (const field of Object.keys(data) as Field[]) edits.push({ field, value: merged.right[field] });
  }
  for (const pair of o.set ?? []) edits.push(parseSet(form, pair));
  if (o.submittingFor) edits.push({ field: 'submittingFor', value: o.submittingFor === 'someone-else' ? 'SOMEONE_ELSE' : 'MY_SELF' });
  if (o.acceptUse) edits.push({ field: 'useAcceptance', value: true });
  return [...edits.filter((e) => e.field === 'country'), ...edits.filter((e) => e.field !== 'country')].map((e) => ({ type: 'EDIT', ...e }));
}

function addressReport(view: Pick<ConfirmAddress, 'check' | 'typed'>): AddressReport {
  const { title, text } = addressCheckView(view.check);
  return { outcome: kebabValue(view.check.kind), title, text, entered: addressLine(view.typed), choices: addressChoices(view.check).map(addressLine) };
}

/** The question as the screen's panel words it: title, text, the numbered addresses, what was typed. */
const addressQuestion = (report: AddressReport): string[] => [
  report.title,
  report.text,
  ...report.choices.map((line, i) => `  ${i + 1}. ${line}`),
  `You entered: ${report.entered}`,
];

function addressText(report: AddressReport): string {
  return [
    ...addressQuestion(report),
    report.choices.length
      ? `Answer with --address N (1 to ${report.choices.length}) to use a found address, or --keep-address to use it as entered.`
      : 'Answer with --keep-address to use it as entered, or change it.',
  ].join('\n');
}

/** Asks on the terminal: a number takes that address, k keeps the typed one, an empty line changes nothing. */
async function promptAddress(ctx: CliContext, view: ConfirmAddress, report: AddressReport): Promise<SubmitterEvent> {
  const choices = addressChoices(view.check);
  const lines = new LineReader(ctx.io.stdin!);
  ctx.out.note(addressQuestion(report).join('\n'));
  const question = `${choices.length ? `Address number (1 to ${choices.length}), ` : ''}k to use the address as entered, or Enter to change it: `;
  try {
    for (;;) {
      ctx.io.stderr.write(question);
      const answer = (await lines.next())?.trim().toLowerCase();
      if (answer === undefined || answer === '') return { type: 'EDIT_ADDRESS' };
      if (answer === 'k') return { type: 'KEEP_TYPED_ADDRESS' };
      const picked = /^\d+$/.test(answer) ? choices[Number(answer) - 1] : undefined;
      if (picked) return { type: 'USE_ADDRESS', address: picked };
      ctx.out.note(choices.length ? CHOOSE_ADDRESS : 'Type k, or press Enter');
    }
  } finally {
    await lines.close();
  }
}

/** The answer to the address check: the flags, else a prompt on a terminal, else the question printed (exit 2). */
async function answerAddress(ctx: CliContext, view: ConfirmAddress, report: AddressReport, o: SetOptions): Promise<SubmitterEvent> {
  const choices = addressChoices(view.check);
  const ask = (why: string): CliExit => {
    ctx.out.result({ saved: false, address: report }, () => `${addressText(report)}\n`);
    return rejected(why);
  };
  if (o.keepAddress) return { type: 'KEEP_TYPED_ADDRESS' };
  if (o.address !== undefined) {
    const picked = choices[o.address - 1];
    if (!picked) throw ask(`--address ${o.address}: ${choices.length ? `the address service found ${choices.length}` : 'the address service found none'}`);
    return { type: 'USE_ADDRESS', address: picked };
  }
  if (ctx.io.stdin?.isTTY) return promptAddress(ctx, view, report);
  throw ask(`${report.title}: answer with ${choices.length ? '--address N or ' : ''}--keep-address`);
}

async function set(ctx: CliContext, flowId: string, o: SetOptions): Promise<void> {
  if (o.address !== undefined && o.keepAddress) throw usage('--address and --keep-address answer the same question: give one');
  const type = await typeOf(ctx, flowId, o);
  const form = await load(ctx, flowId, type);
  const edits = await editsOf(ctx, form, o);
  const { api, sessionStore } = await ctx.services();
  const submitter = createSubmitterUseCase({ api, records: journeyRecords(sessionStore) }, type, flowId, form);
  const step = async (event: SubmitterEvent): Promise<SubmitterSettled> => {
    submitter.dispatch(event);
    await submitter.settled();
    return submitterSettled(submitter.getState());
  };
  try {
    for (const edit of edits) submitter.dispatch(edit);
    let view = await step({ type: 'SUBMIT' });
    let address: AddressReport | undefined;
    if (view.kind === 'CONFIRM_ADDRESS') {
      address = addressReport(view);
      const answer = await answerAddress(ctx, view, address, o);
      if (answer.type === 'EDIT_ADDRESS') {
        ctx.out.result({ saved: false, address }, () => '');
        throw rejected('Nothing was saved: change the address (--set address1=…) and run again');
      }
      address.used = answer.type === 'USE_ADDRESS' ? addressChoices(view.check).indexOf(answer.address) + 1 : 'as-entered';
      view = await step(answer);
    }
    const saved = submitter.getState().form;
    switch (view.kind) {
      case 'SAVED': {
        const nextStep = await journeyNext(ctx, flowId, type, 'submitter');
        const countries = ctx.out.json ? new Map<string, string>() : await countryNames(ctx);
        const took =
          address?.used === undefined ? '' : address.used === 'as-entered' ? 'the address as entered' : `address ${address.used} of the address service`;
        ctx.out.result(
          { saved: true, flowId, next: nextCommand(nextStep), nextStep, submitter: submitterRecord(saved), ...(address ? { address } : {}) },
          () => render(saved, countries) + (took ? `Saved with ${took}.\n` : '') + `Submitter saved.\n${nextStepLines(nextStep).join('\n')}\n`,
        );
        return;
      }
      case 'RULES':
        ctx.out.result({ saved: false, errors: submitter.getState().errors }, () => '');
        throw rejected(view.errors.map((e) => submitterMessage(e.field, e.message)).join('\n'));
      case 'ADDRESS_INCOMPLETE':
        ctx.out.result({ saved: false, address: addressReport({ check: { kind: 'VALIDATION_FAIL' }, typed: view.typed }) }, () => '');
        throw rejected(view.text);
      case 'REGISTRY_ERRORS':
        ctx.out.result({ saved: false, errors: view.errors }, () => '');
        throw failed(view.errors.join('\n'), true);
      case 'CALL_FAILED':
        throw domainFailure(ctx, view.error, callFailureText(view.error));
      case 'CONFIRM_ADDRESS':
      case 'PENDING':
        throw failed('the registry did not save the submitter');
    }
  } finally {
    submitter.dispose();
  }
}

/** --type and its --pdb-report shorthand, on both subcommands. */
const withType = (command: Command): Command =>
  command
    .addOption(
      withOldTypes(
        command,
        new Option(
          '--type <type>',
          'the type of flow: which call reads and saves its submitter, and where the portal goes next (known from the flow: checked when given)',
        ).choices(TYPE_CHOICES),
      ),
    )
    .addOption(new Option('--pdb-report', 'the submitter of a PDB report flow (--type pdb-report)').conflicts('type'));

export function registerSubmitter(program: Command, contextFor: ContextFor): void {
  const submitter = topCommand(program, 'submitter');
  withType(submitter.command('show').description('the submitter of a flow, with the defaults filled in').argument('<flowId>', 'flow id', parseFlowId)).action(
    async (flowId: string, o: TypeOptions, command: Command) => {
      const ctx = contextFor(command);
      const form = await load(ctx, flowId, await typeOf(ctx, flowId, o));
      const countries = ctx.out.json ? new Map<string, string>() : await countryNames(ctx);
      ctx.out.result(submitterRecord(form), () => render(form, countries));
    },
  );
  withType(
    submitter
      .command('set')
      .description('change and post the submitter, as the form does: its rules first, then the address check for a US address typed for someone else')
      .argument('<flowId>', 'flow id', parseFlowId),
  )
    .option('--data <file.json>', 'a JSON object of submitter fields (- reads standard input)')
    .option('--set <field=value>', 'one field (repeatable), e.g. --set email=a@b.org', collect)
    .addOption(new Option('--submitting-for <who>', 'who the flow is submitted for').choices(['my-self', 'someone-else']))
    .option('--accept-use', 'accept the terms of use (needed only when this session signed in without accepting the use agreement)')
    .option('--address <n>', 'when the address service found addresses: use the n-th (1 is the first)', parsePositiveInt)
    .option('--keep-address', 'when the address service found others or none: use the address as entered')
    .action(async (flowId: string, o: SetOptions, command: Command) => set(contextFor(command), flowId, o));
}
