/**
 * submitter show|set: the submitter of a flow (or, with --pdb-report, of a report flow). Values
 * start from the core defaults (spec §3), are changed by --data file.json and --set key=value,
 * are checked with the form's rules and messages, then posted; a 400 shows the registry's errors.
 */
import { Option, type Command } from 'commander';
import * as E from 'fp-ts/Either';
import { SUBMITTER_LABELS, validateSubmitter } from '../../core/rules/submitter';
import { submitterDefaults, submitterPost } from '../../core/use-cases/submitter/defaults';
import { afterSubmitterPost } from '../../core/use-cases/submitter/where-next';
import { Submitter } from '../../core/model/submitter';
import { decode } from '../../core/model/decode';
import { collect, parseFlowId, readJsonFile } from '../args';
import { call, domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { CliExit, EXIT_FAILED, rejected, usage } from '../exit';
import { renderFields } from '../output/table';

interface SetOptions {
  pdbReport?: boolean;
  data?: string;
  set?: string[];
  submittingFor?: string;
  acceptUse?: boolean;
}

const BOOLEAN_FIELDS = ['isFirm', 'nonUsaNumber', 'useAcceptance'] as const;

function render(form: Submitter): string {
  return renderFields([
    ['Submitting for', form.submittingFor],
    ...(Object.keys(SUBMITTER_LABELS) as (keyof typeof SUBMITTER_LABELS)[])
      .filter((k) => k in form)
      .map((k) => [SUBMITTER_LABELS[k], String(form[k as keyof Submitter])] as const),
  ]);
}

async function load(ctx: CliContext, flowId: string, pdb: boolean): Promise<Submitter> {
  const { api } = await ctx.services();
  return submitterDefaults(await call(ctx, pdb ? api.pdbSubmitter(flowId) : api.submitter(flowId)));
}

/** key=value pairs over the form: only the form's own fields, booleans as true/false. */
function applySets(form: Submitter, sets: readonly string[]): Submitter {
  const next: Record<string, unknown> = { ...form };
  for (const pair of sets) {
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    if (at < 0 || !(key in form)) throw usage(`--set ${pair}: expected field=value, field one of ${Object.keys(form).join(', ')}`);
    const value = pair.slice(at + 1);
    if ((BOOLEAN_FIELDS as readonly string[]).includes(key)) {
      if (value !== 'true' && value !== 'false') throw usage(`--set ${key}: true or false`);
      next[key] = value === 'true';
    } else next[key] = value;
  }
  return next as Submitter;
}

async function set(ctx: CliContext, flowId: string, o: SetOptions): Promise<void> {
  const pdb = o.pdbReport === true;
  let form = await load(ctx, flowId, pdb);
  if (o.data) {
    const data = await readJsonFile(o.data, ctx.io.stdin);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw usage(`${o.data}: a JSON object of submitter fields is expected`);
    const merged = decode(Submitter, { ...form, ...data });
    if (E.isLeft(merged)) throw usage(`${o.data}: ${merged.left.message}`);
    form = merged.right;
  }
  form = applySets(form, o.set ?? []);
  if (o.submittingFor) form = { ...form, submittingFor: o.submittingFor === 'someone-else' ? 'SOMEONE_ELSE' : 'MY_SELF' };
  if (o.acceptUse) form = { ...form, useAcceptance: true };

  const errors = validateSubmitter(form);
  const messages = Object.values(errors).filter((m): m is string => !!m);
  if (messages.length) {
    ctx.out.result({ errors }, () => '');
    throw rejected(messages.join('\n'));
  }
  const { api } = await ctx.services();
  const body = submitterPost(flowId, form);
  const answer = await (pdb ? api.postPdbSubmitter(body) : api.postSubmitter(body))();
  const outcome = afterSubmitterPost(pdb ? 'PDB-REPORT' : 'FLOWS', flowId, E.isRight(answer) ? { ok: true } : { ok: false, error: answer.left });
  switch (outcome.kind) {
    case 'NAVIGATE':
      ctx.out.result({ saved: true, flowId, next: outcome.to }, () => `Submitter saved. Next in the portal: ${outcome.to}\n`);
      return;
    case 'SHOW_ERRORS':
      ctx.out.result({ saved: false, errors: outcome.errors }, () => '');
      throw new CliExit(EXIT_FAILED, outcome.errors.join('\n') || 'the registry refused the submitter', false, true);
    case 'FAILED':
      throw domainFailure(ctx, outcome.error);
  }
}

export function registerSubmitter(program: Command, contextFor: ContextFor): void {
  const submitter = program.command('submitter').description('who submits a flow: show and set');
  submitter
    .command('show')
    .description('the submitter of a flow, with the defaults filled in')
    .argument('<flowId>', 'flow id', parseFlowId)
    .option('--pdb-report', 'the submitter of a PDB report flow')
    .action(async (flowId: string, o: { pdbReport?: boolean }, command: Command) => {
      const ctx = contextFor(command);
      const form = await load(ctx, flowId, o.pdbReport === true);
      ctx.out.result(form, () => render(form));
    });
  submitter
    .command('set')
    .description('change and post the submitter (checked with the form rules first)')
    .argument('<flowId>', 'flow id', parseFlowId)
    .option('--pdb-report', 'the submitter of a PDB report flow')
    .option('--data <file.json>', 'a JSON object of submitter fields (- reads standard input)')
    .option('--set <field=value>', 'one field (repeatable), e.g. --set email=a@b.org', collect)
    .addOption(new Option('--submitting-for <who>', 'who the flow is submitted for').choices(['my-self', 'someone-else']))
    .option('--accept-use', 'accept the use terms (required to post)')
    .action(async (flowId: string, o: SetOptions, command: Command) => set(contextFor(command), flowId, o));
}
