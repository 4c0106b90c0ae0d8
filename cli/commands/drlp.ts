/**
 * license-update show|search|add|remove|proceed: the license update's DRLP screen driven through the core
 * DRLP screen machine (docs/portal.md §License update "DRLP"). Proceed success leads to the license-update review,
 * which is printed; errors are printed and end with exit 1. `show` also lists the DRLP changes already
 * paid for, and `add` refuses (exit 2) a license whose add is one of them, as the page does.
 */
import { drlpCandidateRecord, drlpPaidChangesRecord, drlpRecord } from '../output/portal-records';
import { drlpStatusText } from '../../core/use-cases/drlp/views';
import {
  loadPaidDrlpChanges,
  PAID_CHANGES_LEAD,
  PAID_CHANGES_TITLE,
  PAID_CHANGES_UNAVAILABLE,
  paidChangeList,
  paidChangeViews,
  type PaidDrlpChanges,
} from '../../core/use-cases/drlp/paid-changes';
import type { Command } from 'commander';
import type { DrlpData, DrlpError } from '../../core/model/drlp';
import { createDrlpUseCase, initialDrlpScreen, type DrlpEvent, type DrlpScreenState } from '../../core/use-cases/drlp/status';
import { collect, parseFlowId } from '../args';
import { domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { failed, usage } from '../exit';
import { badRequest } from '../../core/errors';
import { nextCommand, nextStepLines } from '../../core/use-cases/journey/commands';
import { journeyNext } from './journey';
import { oldOption } from '../renamed';
import { topCommand } from './index';
import { renderTable, type Fit } from '../output/table';
import { LICENSE_UPDATE } from '../../core/use-cases/journey/types';

interface PersonOptions {
  npn: string;
  lastName: string;
  state: string;
  licenseCode?: string[];
  applyToAll?: boolean;
}

/** Applies events in turn to the core DRLP use-case; a navigation to the review loads the review. */
async function run(ctx: CliContext, state: DrlpScreenState, ...events: DrlpEvent[]): Promise<DrlpScreenState> {
  const { api } = await ctx.services();
  const screen = createDrlpUseCase({ api, navigate: () => [{ type: 'LOAD_REVIEW' }] }, { ...state, effects: [] });
  for (const event of events) {
    screen.dispatch(event);
    await screen.settled();
    const { error, rejected, addErrors } = screen.getState();
    if (error) throw domainFailure(ctx, error);
    // A 400 the core keeps for the screen to show in place: the command fails with it.
    if (rejected) throw domainFailure(ctx, badRequest(rejected.errors));
    const invalid = Object.values(addErrors);
    if (invalid.length) throw usage(invalid.join('\n'));
  }
  return screen.getState();
}

function renderData(data: DrlpData, fit: Fit): string {
  const rows = data.businessEntity.states.flatMap((st) =>
    st.licenses.flatMap((l) =>
      (l.drlps.length ? l.drlps : [undefined]).map((d) => ({
        state: st.stateCode,
        license: `${l.licenseName} (${l.licenseCode})`,
        drlp: d ? `${d.firstName} ${d.lastName}` : '(none)',
        npn: d?.npn ?? '',
        loas: d
          ? d.loas.join(', ')
          : l.loas
              .filter((x) => x.active)
              .map((x) => x.loaName)
              .join(', '),
        status: d ? drlpStatusText(d) : '',
      })),
    ),
  );
  return (
    `${data.businessEntity.businessEntityName} (FEIN ${data.businessEntity.fein})\n` +
    renderTable(
      [
        { header: 'State', value: (r) => r.state },
        { header: 'License', value: (r) => r.license },
        { header: 'DRLP', value: (r) => r.drlp },
        { header: 'NPN', value: (r) => r.npn },
        { header: 'Lines of authority', value: (r) => r.loas },
        { header: 'Status', value: (r) => r.status },
      ],
      rows,
      fit,
    )
  );
}

/** The changes already paid for, after the licenses: a titled table, or the page's note when the registry could not say. */
function renderPaid(paid: PaidDrlpChanges, fit: Fit): string {
  if (paid.status === 'UNAVAILABLE') return `\n${PAID_CHANGES_UNAVAILABLE}\n`;
  const views = paidChangeViews(paid);
  if (views.length === 0) return '';
  return (
    `\n${PAID_CHANGES_TITLE}\n${PAID_CHANGES_LEAD}\n` +
    renderTable(
      [
        { header: 'State', value: (v) => v.state },
        { header: 'DRLP', value: (v) => v.who },
        { header: 'Change', value: (v) => v.change },
        { header: 'Order', value: (v) => v.order },
      ],
      views,
      fit,
    )
  );
}

const errorLines = (errors: readonly DrlpError[]): string => errors.map((e) => `${e.stateCode} ${e.licenseName}: ${e.errors.join(' ')}`).join('\n');

/** Ends with exit 1 when the answer carries errors: the data is the printed result, the errors go to stderr. */
function failOnErrors(state: DrlpScreenState): void {
  const errors = state.errorModal.errors.length ? state.errorModal.errors : (state.response?.errors ?? []);
  if (errors.length) throw failed(errorLines(errors), true);
}

function personEvents(o: PersonOptions): DrlpEvent[] {
  const stateCode = o.state.toUpperCase();
  return [
    { type: 'OPEN_ADD', stateCode },
    { type: 'EDIT_ADD', changes: { npn: o.npn, lastName: o.lastName, stateCode, isApplyToAll: o.applyToAll === true, licenseCodes: o.licenseCode ?? [] } },
  ];
}

function withPersonOptions(command: Command, licenses: 'required' | 'optional' | 'none'): Command {
  command
    .argument('<flowId>', 'license-update flow id', parseFlowId)
    .requiredOption('--npn <npn>', "the producer's NPN")
    .requiredOption('--last-name <name>', "the producer's last name")
    .requiredOption('--state <code>', 'state of the firm license');
  if (licenses === 'required') command.requiredOption('--license-code <code>', 'license code (repeatable)', collect);
  if (licenses !== 'none') command.option('--apply-to-all', "apply to every state's matching licenses");
  return command;
}

/** The firm's licenses and DRLPs after a call, in the portal's names; the registry's errors fail the command. */
function printData(ctx: CliContext, s: DrlpScreenState): void {
  const data = s.response!;
  ctx.out.result(drlpRecord(data), (fit) => renderData(data, fit));
  failOnErrors(s);
}

export function registerDrlp(program: Command, contextFor: ContextFor): void {
  const drlp = topCommand(program, 'license-update');
  drlp
    .command('show')
    .description("the firm's licenses and their DRLPs")
    .argument('<flowId>', 'license-update flow id', parseFlowId)
    .action(async (flowId: string, _o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const s = await run(ctx, initialDrlpScreen(flowId), { type: 'LOAD' });
      const paid = await loadPaidDrlpChanges((await ctx.services()).api)();
      const data = s.response!;
      ctx.out.result({ ...drlpRecord(data), paidChanges: drlpPaidChangesRecord(paid) }, (fit) => renderData(data, fit) + renderPaid(paid, fit));
      failOnErrors(s);
    });
  withPersonOptions(drlp.command('search').description('find a producer who can be a DRLP, and the licenses they qualify for'), 'optional').action(
    async (flowId: string, o: PersonOptions, command: Command) => {
      const ctx = contextFor(command);
      const s = await run(ctx, initialDrlpScreen(flowId), ...personEvents(o), { type: 'SEARCH' });
      const r = s.search!;
      ctx.out.result(
        drlpCandidateRecord(r),
        (fit) =>
          `${r.firstName} ${r.lastName} (NPN ${r.npn})\n` +
          renderTable(
            [
              { header: 'License code', value: (l) => l.licenseCode },
              { header: 'License', value: (l) => l.licenseName },
              { header: 'Lines of authority', value: (l) => l.loas.join(', ') },
            ],
            r.licenses,
            fit,
          ),
      );
      if (r.errors?.length) throw failed(r.errors.join('\n'), true);
    },
  );
  oldOption(withPersonOptions(drlp.command('add').description('add a producer as DRLP on licenses'), 'required'), '--license', '--license-code').action(
    async (flowId: string, o: PersonOptions, command: Command) => {
      const ctx = contextFor(command);
      const paid = paidChangeList(await loadPaidDrlpChanges((await ctx.services()).api)());
      const s = await run(ctx, initialDrlpScreen(flowId), { type: 'LOAD' }, ...personEvents(o), { type: 'ADD', paid });
      printData(ctx, s);
    },
  );
  oldOption(
    withPersonOptions(drlp.command('remove').description('remove a DRLP from a license'), 'none').requiredOption('--license-code <code>', 'license code'),
    '--license',
    '--license-code',
  ).action(async (flowId: string, o: PersonOptions & { licenseCode: string }, command: Command) => {
    const ctx = contextFor(command);
    const request = { licenseCode: String(o.licenseCode), npn: o.npn, lastName: o.lastName, stateCode: o.state.toUpperCase() };
    const s = await run(ctx, initialDrlpScreen(flowId), { type: 'LOAD' }, { type: 'REMOVE', request });
    printData(ctx, s);
  });
  drlp
    .command('proceed')
    .description('send the DRLP changes on; prints the license-update review')
    .argument('<flowId>', 'license-update flow id', parseFlowId)
    .action(async (flowId: string, _o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const s = await run(ctx, initialDrlpScreen(flowId), { type: 'LOAD' }, { type: 'PROCEED' });
      const shown = s.review ?? s.response!;
      const nextStep = s.review ? await journeyNext(ctx, flowId, LICENSE_UPDATE.type, 'review') : undefined;
      ctx.out.result(
        { review: s.review !== undefined, data: drlpRecord(shown), ...(nextStep ? { next: nextCommand(nextStep), nextStep } : {}) },
        (fit) => (s.review ? 'License update review:\n' : '') + renderData(shown, fit) + (nextStep ? `${nextStepLines(nextStep).join('\n')}\n` : ''),
      );
      if (!s.review) failOnErrors(s);
    });
}
