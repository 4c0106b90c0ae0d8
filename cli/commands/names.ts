/**
 * name-change show|set: the name change's name page driven through the core name form. The
 * requested name starts as the current one (company blank for a business) with every
 * jurisdiction checked; flags change every item (or those --item names), --uncheck leaves a
 * jurisdiction out, and the whole form is posted at once, as the name page posts it.
 */
import { kebabValue, nameChangeRecord } from '../output/portal-records';
import { nameText } from '../../core/use-cases/names/name-page';
import type { Command } from 'commander';
import type { Name } from '../../core/model/names';
import type { RegistryApi } from '../../core/ports/registry-api';
import { createNameFormUseCase, initialNameForm, type NameFormEvent, type NameFormState } from '../../core/use-cases/names/name-form';
import { collect, parseFlowId, parsePositiveInt } from '../args';
import { domainFailure } from '../call';
import { badRequest } from '../../core/errors';
import type { CliContext, ContextFor } from '../context';
import { failed, usage } from '../exit';
import { renderTable } from '../output/table';
import { nextCommand, nextStepLines } from '../../core/use-cases/journey/commands';
import { oldOption } from '../renamed';
import { topCommand } from './index';
import { journeyNext } from './journey';
import { NAME_CHANGE } from '../../core/use-cases/journey/types';

interface SetOptions {
  item?: number[];
  firstName?: string;
  middleName?: string;
  lastName?: string;
  suffix?: string;
  company?: string;
  uncheck?: string[];
}

/** Applies the event to the core name-form use-case and awaits its calls (navigation is reported, not followed). */
async function step(api: RegistryApi, state: NameFormState, event: NameFormEvent): Promise<NameFormState> {
  const form = createNameFormUseCase({ api }, { ...state, effects: [] });
  form.dispatch(event);
  await form.settled();
  return form.getState();
}

async function loaded(ctx: CliContext, flowId: string): Promise<{ api: RegistryApi; state: NameFormState }> {
  const { api } = await ctx.services();
  const state = await step(api, initialNameForm(flowId), { type: 'LOAD', flowId });
  if (state.error) throw domainFailure(ctx, state.error);
  return { api, state };
}

function render(state: NameFormState): string {
  const rows = state.items.map((item, i) => ({
    item: String(i + 1),
    current: nameText(item.currentName),
    requested: nameText(item.requestedName),
    jurisdictions: item.jurisdictions.map((j) => `${j.checked === false ? '-' : '+'}${j.jurisdiction}`).join(' '),
  }));
  const disabled = state.fetch.status === 'success' ? state.fetch.data.disabled : [];
  return (
    renderTable(
      [
        { header: 'Item', value: (r) => r.item },
        { header: 'Current name', value: (r) => r.current },
        { header: 'Requested name', value: (r) => r.requested },
        { header: 'Jurisdictions (+ included)', value: (r) => r.jurisdictions },
      ],
      rows,
    ) + (disabled.length ? `Not available in: ${disabled.join(', ')}\n` : '')
  );
}

/** One item's requested name with the flags applied (a flag left out keeps the form's value). */
function requestedNameOf(current: Name, o: SetOptions, itemNumber: number): Name {
  if (current.type === 'BUSINESS' && (o.firstName || o.lastName || o.middleName || o.suffix))
    throw usage(`item ${itemNumber} is a business name: use --company`);
  if (current.type === 'INDIVIDUAL' && o.company)
    throw usage(`item ${itemNumber} is an individual name: use --first-name, --middle-name, --last-name, --suffix`);
  if (current.type === 'BUSINESS') return { type: 'BUSINESS', company: o.company ?? current.company };
  const middle = o.middleName ?? current.middle;
  const suffix = o.suffix ?? current.suffix;
  return {
    type: 'INDIVIDUAL',
    first: o.firstName ?? current.first,
    last: o.lastName ?? current.last,
    ...(middle ? { middle } : {}),
    ...(suffix ? { suffix } : {}),
  };
}

/**
 * The whole form, as the name page posts it: the flags change every item (or those --item names),
 * --uncheck leaves a jurisdiction out wherever it is listed; one SUBMIT posts every item at once.
 */
async function set(ctx: CliContext, flowId: string, o: SetOptions): Promise<void> {
  let { api, state } = await loaded(ctx, flowId);
  const chosen = o.item ?? state.items.map((_, i) => i + 1);
  for (const n of chosen) if (!state.items[n - 1]) throw usage(`--item ${n}: the flow has ${state.items.length} name item(s)`);
  for (const code of o.uncheck ?? [])
    if (!chosen.some((n) => state.items[n - 1]?.jurisdictions.some((j) => j.jurisdiction === code.toUpperCase())))
      throw usage(`--uncheck ${code}: not a jurisdiction of the item(s) changed`);
  for (const n of chosen) {
    const index = n - 1;
    const item = state.items[index]!;
    state = await step(api, state, { type: 'EDIT_NAME', index, requestedName: requestedNameOf(item.requestedName, o, n) });
    for (const code of o.uncheck ?? []) {
      const jurisdiction = code.toUpperCase();
      if (item.jurisdictions.some((j) => j.jurisdiction === jurisdiction))
        state = await step(api, state, { type: 'CHECK_JURISDICTION', index, jurisdiction, checked: false });
    }
  }
  state = await step(api, state, { type: 'SUBMIT' });
  const nameErrors = Object.values(state.nameErrors).flatMap((e) => Object.values(e));
  if (nameErrors.length) throw usage(nameErrors.join('\n'));
  if (state.error) throw domainFailure(ctx, state.error);
  if (state.rejected) throw domainFailure(ctx, badRequest(state.rejected));
  if (state.post.status === 'success') {
    const requestStatus = state.post.data.requestStatus;
    const nextStep = await journeyNext(ctx, flowId, NAME_CHANGE.type, 'names');
    ctx.out.result(
      { requestStatus: kebabValue(requestStatus), next: nextCommand(nextStep), nextStep },
      () => `Name change accepted.\n${nextStepLines(nextStep).join('\n')}\n`,
    );
    return;
  }
  const errors = state.post.status === 'failure' ? state.post.error : [];
  ctx.out.result({ requestStatus: state.refusal && kebabValue(state.refusal), errors }, () => '');
  throw failed(['The name change was not accepted in every jurisdiction:', ...errors.map((e) => `${e.jurisdiction}: ${e.message}`)].join('\n'), true);
}

export function registerNames(program: Command, contextFor: ContextFor): void {
  const names = topCommand(program, 'name-change');
  names
    .command('show')
    .description('current names, the requested names the form starts with, and their jurisdictions')
    .argument('<flowId>', 'demographic-update flow id', parseFlowId)
    .action(async (flowId: string, _o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { state } = await loaded(ctx, flowId);
      const notAvailableIn = state.fetch.status === 'success' ? state.fetch.data.disabled : [];
      ctx.out.result(nameChangeRecord(state.items, notAvailableIn), () => render(state));
    });
  const setCommand = names
    .command('set')
    .description('request a new name (every item, or those --item names) and post the whole form at once')
    .argument('<flowId>', 'demographic-update flow id', parseFlowId)
    .option('--item <n>', 'a name item to change (from 1; repeatable); every item when left out', (v: string, prev: number[] | undefined) => [
      ...(prev ?? []),
      parsePositiveInt(v),
    ])
    .option('--first-name <name>', 'requested first name')
    .option('--middle-name <name>', 'requested middle name')
    .option('--last-name <name>', 'requested last name')
    .option('--suffix <suffix>', 'requested suffix')
    .option('--company <name>', 'requested company name (business items)')
    .option('--uncheck <state>', 'leave a jurisdiction out of the change (repeatable)', collect);
  for (const part of ['first', 'middle', 'last']) oldOption(setCommand, `--${part}`, `--${part}-name`);
  setCommand.action(async (flowId: string, o: SetOptions, command: Command) => set(contextFor(command), flowId, o));
}
