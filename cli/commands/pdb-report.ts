/**
 * pdb-report metadata|start|status|show. `show <order>` prints a paid report as of its purchase
 * (core/use-cases/pdb-report/report-view.ts). `status --wait` polls with the core policy (at once, every
 * 5 s for 23 retries, then every 30 s, until the core's limit) on the clock's scheduler, with
 * progress on stderr, until the report is ready or `--timeout` has passed (exit 5). An unknown
 * flow is not found (exit 3).
 */
import { pdbMetadataRecord, pdbStatusRecord } from '../output/portal-records';
import type { Command } from 'commander';
import { from, lastValueFrom, map, race, timer } from 'rxjs';
import { timeoutText } from '../../core/use-cases/errors/failure-words';
import { pdbReportFacts } from '../../core/use-cases/pdb-report/report-info';
import { pdbPollGaveUpText } from '../../core/use-cases/pdb-report/pdb-status-polling';
import { createPdbStatusUseCase } from '../../core/use-cases/pdb-report/report-status';
import { notFound } from '../../core/errors';
import { parseCode, parseFlowId } from '../args';
import { pdbReportLines, presentPdbReport } from '../../core/use-cases/pdb-report/report-view';
import { recordFlow } from '../flow-record';
import { failed, timedOut } from '../exit';
import { call, domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { renderFields } from '../output/table';
import { topCommand } from './index';
import { PDB_REPORT_NOT_FOUND, type PdbReportStatus } from '../../core/model/pdb-report';
import { startedLines, startJourney } from '../../core/use-cases/start-flow/create-flow';
import { nextCommand } from '../../core/use-cases/journey/commands';

interface StatusOptions {
  wait?: boolean;
  timeout?: number;
}

/**
 * Polls the report's status with the core policy until it is ready (progress on stderr), or until
 * `timeout` ms have passed (exit 5); a failure ends the command.
 */
export async function waitForReport(
  ctx: CliContext,
  flowId: string,
  timeout?: number,
): Promise<{ readonly report: PdbReportStatus; readonly attempts: number }> {
  const { api, scheduler, homePath } = await ctx.services();
  // The status page's use-case, its one poller: the terminal shows its progress and does not leave for payment.
  const statusUseCase = createPdbStatusUseCase({ api, scheduler, homePath, leave: () => undefined }, flowId);
  const unsubscribe = statusUseCase.subscribe(() => {
    const s = statusUseCase.getState();
    if (s.phase === 'POLLING' && s.nextCheckMs !== undefined)
      ctx.out.progress(`Waiting for the report of ${flowId}: attempt ${s.attempts}, next in ${s.nextCheckMs / 1000} s`);
  });
  statusUseCase.dispatch({ type: 'START' });
  const limit = timeout === undefined ? [] : [timer(timeout, scheduler).pipe(map(() => TIMED_OUT))];
  try {
    const ended = await lastValueFrom(race(from(statusUseCase.settled()).pipe(map(() => 'SETTLED' as const)), ...limit));
    ctx.out.endProgress();
    const s = statusUseCase.getState();
    if (ended === TIMED_OUT) throw timedOut(timeoutText(`The report of ${flowId} was not ready`, `${timeout! / 1000} s (${s.attempts} attempts)`));
    if (s.phase === 'READY' && s.report) return { report: s.report, attempts: s.attempts };
    if (s.phase === 'NOT_FOUND') throw domainFailure(ctx, notFound(PDB_REPORT_NOT_FOUND));
    if (s.phase === 'FAILED' && s.error) throw domainFailure(ctx, s.error);
    // Still not ready when the poll reached the core's limit.
    throw failed(pdbPollGaveUpText());
  } finally {
    unsubscribe();
    statusUseCase.dispose();
  }
}

/** A ready report's status, as the portal words it. */
const statusText = (record: ReturnType<typeof pdbStatusRecord>): string =>
  renderFields([['Flow', record.flowId], ['Status', record.status ?? ''], ...(record.orderCode ? [['Order #', record.orderCode] as const] : [])]);

async function status(ctx: CliContext, flowId: string, o: StatusOptions): Promise<void> {
  const { api } = await ctx.services();
  // The status call answers "not ready" (404) for a flow it does not know too: the report's
  // submitter call tells an unknown flow (404: not found, exit 3) from one still compiling.
  await call(ctx, api.pdbSubmitter(flowId));
  if (!o.wait) {
    const answer = await call(ctx, api.pdbReportStatus(flowId));
    const record = pdbStatusRecord(flowId, answer);
    ctx.out.result(record, () => (answer ? statusText(record) : `The report of ${flowId} is not ready yet.\n`));
    return;
  }
  const { report, attempts } = await waitForReport(ctx, flowId, o.timeout);
  const record = pdbStatusRecord(flowId, report);
  ctx.out.result({ ...record, attempts }, () => statusText(record));
}

const TIMED_OUT = 'TIMED_OUT' as const;

export function registerPdbReport(program: Command, contextFor: ContextFor): void {
  const pdb = topCommand(program, 'pdb-report');
  pdb
    .command('metadata')
    .description('resident states, price and data dates of the report')
    .action(async (_o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      const m = await call(ctx, api.pdbReportMetadata());
      // The browser's info page shows the same facts (core view), with state names for codes.
      ctx.out.result(pdbMetadataRecord(m), () => renderFields(pdbReportFacts(m).map(({ term, value }) => [term, value] as const)));
    });
  pdb
    .command('start')
    .description('start a report request; prints its flow id and the next step')
    .action(async (_o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      const started = await call(ctx, startJourney(api, { productType: 'PDB_DETAIL_REPORT' }));
      await recordFlow(ctx, started.flowId, started.type);
      ctx.out.result({ flowId: started.flowId, next: nextCommand(started) }, () => `${startedLines(started).join('\n')}\n`);
    });
  pdb
    .command('show')
    .description('a paid report, as the registry held your data when you bought it')
    .argument('<orderCode>', "the report's order number, e.g. LH1000008", parseCode)
    .action(async (orderCode: string, _o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      const view = presentPdbReport(await call(ctx, api.pdbReport(orderCode)));
      ctx.out.result({ orderCode, ...view }, () => `${pdbReportLines(view).join('\n')}\n`);
    });
  pdb
    .command('status')
    .description('whether the report of a flow is ready')
    .argument('<flowId>', 'the report flow id', parseFlowId)
    .option('--wait', 'poll until it is ready (5 s, then 30 s after 23 retries); progress on stderr')
    .addHelpText('after', '\nWith --wait, the global --timeout (e.g. --timeout 5m) gives up on the whole wait (exit 5).')
    .action(async (flowId: string, o: StatusOptions, command: Command) => {
      // The global --timeout: each call's limit, and with --wait the whole wait's.
      const { timeout } = command.optsWithGlobals<{ timeout?: number }>();
      await status(contextFor(command), flowId, { ...o, ...(timeout === undefined ? {} : { timeout }) });
    });
}
