/**
 * modules list|show|fill|submit: the modules of a flow. fill and submit run the core module
 * use-case (moduleNavReducer: the module's rules first, the portal sends only valid data; a 200
 * with error strings is refused); submit then tells where the flow goes next (the module's
 * destination, or the review).
 */
import type { Command } from 'commander';
import * as E from 'fp-ts/Either';
import { decode } from '../../core/model/decode';
import { ModuleData, type ModuleContent } from '../../core/model/modules';
import { conditionText, moduleKeys, moduleLists, unknownKeys, valueAt, visibleFields } from '../../core/rules/modules';
import { maskText } from '../../core/rules/masks';
import { choicesText } from '../../core/rules/similar';
import { initialModuleNav } from '../../core/use-cases/modules/navigation';
import { createModuleNavUseCase, destinationOf } from '../../core/use-cases/modules/use-case';
import { journeyRecords } from '../../core/use-cases/journey/records';
import { loadJourneyModules, MODULE_STATUS_WORDS, moduleStatusView } from '../../core/use-cases/journey/facts';
import { fieldTypeWord, moduleRecord, SENSITIVE_VALUE } from '../output/portal-records';
import { parseFlowId, readJsonFile, sourceName } from '../args';
import { call, domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { failed, rejected, usage } from '../exit';
import { renderTable, type Fit } from '../output/table';
import { moduleMessage } from '../vocabulary';
import { topCommand } from './index';
import type { InStream } from '../io';
import { nextCommand, nextStepLines } from '../../core/use-cases/journey/commands';
import { moduleStepId } from '../../core/use-cases/journey/journey';
import { flowTypeOf } from '../flow-record';
import { journeyStepAt } from './journey';

/** Module paths go into a URL path: the same characters as flow ids, plus slashes between segments. */
function parseModulePath(value: string): string {
  if (!/^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/.test(value)) throw usage(`module path ${value}: letters, digits, hyphens and slashes only`);
  return value;
}

const valueText = (v: unknown): string => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

const rowsOf = (v: unknown): number => (Array.isArray(v) ? v.length : 0);

function renderModule(content: ModuleContent, fit: Fit): string {
  const fields = visibleFields(content.components, content.data);
  const lists = moduleLists(content.components);
  const table = renderTable(
    [
      { header: 'Key', value: (f) => f.path },
      { header: 'Title', value: (f) => f.field.title },
      {
        header: 'Type',
        value: (f) =>
          fieldTypeWord(f.field.type) + (f.field.options ? ` (${choicesText(f.field.options)})` : '') + (f.field.mask ? `, as ${maskText(f.field.mask)}` : ''),
      },
      {
        header: 'Required',
        value: (f) => (f.field.required === true ? 'yes' : f.field.required ? conditionText(f.field.required) : ''),
      },
      // A sensitive value is never printed back to a terminal or a log.
      { header: 'Value', value: (f) => (f.field.sensitive && f.scope[f.field.key] ? SENSITIVE_VALUE : valueText(f.scope[f.field.key])) },
    ],
    fields.filter((f) => !f.disabled),
    fit,
  );
  // A list's rows are shown as key.0.field; --data takes the list as an array of objects.
  return (
    table +
    lists
      .map((l) => `List ${l.key}: in --data as "${l.key}": [{ ${l.keys.map((k) => `"${k}": …`).join(', ')} }] (${rowsOf(valueAt(content.data, l.key))} rows)\n`)
      .join('')
  );
}

async function dataFrom(file: string | undefined, stdin: InStream | undefined): Promise<ModuleData> {
  if (!file) return {};
  const decoded = decode(ModuleData, await readJsonFile(file, stdin));
  if (E.isLeft(decoded)) throw usage(`${file}: module data is an object of strings, string lists or nested objects (${decoded.left.message})`);
  return decoded.right;
}

/**
 * Saved data with the file's values over it, submitted through the core module use-case: its
 * rules first (invalid data is not sent), then the save; a 200 with error strings is refused.
 */
async function save(ctx: CliContext, flowId: string, path: string, file: string | undefined, submit: boolean, fromReview = false): Promise<void> {
  const { api, sessionStore } = await ctx.services();
  const content = await call(ctx, api.module(flowId, path));
  const typed = await dataFrom(file, ctx.io.stdin);
  const unknown = unknownKeys(content.components, typed);
  if (unknown.length)
    throw usage(`${sourceName(file!)}: ${unknown.join(', ')}: not a key of module ${path} (its keys: ${moduleKeys(content.components).join(', ')})`);
  const data: ModuleData = { ...content.data, ...typed };
  const type = await flowTypeOf(ctx, flowId);
  const moduleNav = createModuleNavUseCase({ api, records: journeyRecords(sessionStore) }, initialModuleNav(type, flowId, path));
  moduleNav.dispatch({ type: 'LOADED', module: path, content });
  // A Change from Check your answers: its Save goes back there, as the page's does (`&return=review`).
  if (fromReview) moduleNav.dispatch({ type: 'OPEN', module: path, returnToReview: true });
  moduleNav.dispatch({ type: 'CHANGE', data });
  moduleNav.dispatch({ type: 'SUBMIT' });
  await moduleNav.settled();
  const state = moduleNav.getState();
  const errors = state.fieldErrors;
  if (Object.keys(errors).length) {
    ctx.out.result({ saved: false, errors }, () => '');
    const masks = new Map(visibleFields(content.components, data).map((f) => [f.path, f.field.mask]));
    throw rejected(
      Object.entries(errors)
        .map(([key, m]) => moduleMessage(key, m, masks.get(key)))
        .join('\n'),
    );
  }
  if (state.error) throw domainFailure(ctx, state.error);
  const serverErrors = state.moduleErrors;
  if (serverErrors.length) {
    ctx.out.result({ saved: false, serverErrors }, () => '');
    throw failed(serverErrors.join('\n'), true);
  }
  if (!submit) {
    ctx.out.result({ saved: true, flowId, module: path }, () => `Module ${path} saved.\n`);
    return;
  }
  // Where the page's Save goes: the registry's next module, else Check your answers.
  const nextStep = await journeyStepAt(ctx, flowId, type, moduleStepId(path), destinationOf(state));
  ctx.out.result({ saved: true, flowId, module: path, next: nextCommand(nextStep), nextStep }, () =>
    [`Module ${path} submitted.`, ...nextStepLines(nextStep), ''].join('\n'),
  );
}

export function registerModules(program: Command, contextFor: ContextFor): void {
  const modules = topCommand(program, 'modules');
  modules
    .command('list')
    .description('the modules of a flow, in order, each done (its answers meet its rules) or not done')
    .argument('<flowId>', 'flow id', parseFlowId)
    .action(async (flowId: string, _o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      const list = (await call(ctx, () => loadJourneyModules(api, flowId))).map(moduleStatusView);
      ctx.out.result({ modules: list }, (fit) =>
        renderTable(
          [
            { header: '#', value: (m) => String(list.indexOf(m) + 1) },
            { header: 'Path', value: (m) => m.path },
            { header: 'Title', value: (m) => m.title },
            { header: 'Status', value: (m) => MODULE_STATUS_WORDS[m.status] },
          ],
          list,
          fit,
        ),
      );
    });
  modules
    .command('show')
    .description('the fields of a module and their saved values')
    .argument('<flowId>', 'flow id', parseFlowId)
    .argument('<path>', 'module path (from modules list)', parseModulePath)
    .action(async (flowId: string, path: string, _o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      const content = await call(ctx, api.module(flowId, path));
      ctx.out.result(moduleRecord(content), (fit) => renderModule(content, fit));
    });
  modules
    .command('fill')
    .description("save values into a module (only when the module's rules pass)")
    .argument('<flowId>', 'flow id', parseFlowId)
    .argument('<path>', 'module path', parseModulePath)
    .requiredOption('--data <file.json>', 'a JSON object of field keys to values (- reads standard input)')
    .action(async (flowId: string, path: string, o: { data: string }, command: Command) => save(contextFor(command), flowId, path, o.data, false));
  modules
    .command('submit')
    .description('validate and send a module (optionally with --data), then show where the flow goes next')
    .argument('<flowId>', 'flow id', parseFlowId)
    .argument('<path>', 'module path', parseModulePath)
    .option('--data <file.json>', 'values to apply before submitting (- reads standard input)')
    .option('--from-review', 'a Change from Check your answers: show it again next, as the page goes back there')
    .action(async (flowId: string, path: string, o: { data?: string; fromReview?: boolean }, command: Command) =>
      save(contextFor(command), flowId, path, o.data, true, o.fromReview === true),
    );
}
