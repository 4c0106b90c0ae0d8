/**
 * pdb-report metadata|start|status. `status --wait` polls with the core policy (docs/portal.md §Limits: at
 * once, every 5 s for 23 retries, then every 30 s) on the clock's scheduler, with a progress
 * line on stderr when it is a terminal.
 */
import type { Command } from 'commander';
import * as E from 'fp-ts/Either';
import { lastValueFrom, tap } from 'rxjs';
import { pdbReportFacts } from '../../core/use-cases/pdb-report/report-info';
import { pdbPollDelay, pollTaskEither } from '../../core/use-cases/pdb-report/pdb-status-polling';
import { parseFlowId } from '../args';
import { call, domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { renderFields } from '../output/table';
import type { PdbReportStatus } from '../../core/model/pdb-report';

/** Polls the report's status with the core policy until it is ready (a progress line on a terminal); a failure ends the command. */
export async function waitForReport(ctx: CliContext, flowId: string): Promise<{ readonly report: PdbReportStatus; readonly attempts: number }> {
  const { api, scheduler } = await ctx.services();
  let attempt = 0;
  const answer = await lastValueFrom(
    pollTaskEither(api.pdbReportStatus(flowId), scheduler, (a) => {
      attempt++;
      const pending = E.isRight(a) && a.right === null;
      if (pending) ctx.out.progress(`Waiting for the report of ${flowId}: attempt ${attempt}, next in ${pdbPollDelay(attempt) / 1000} s`);
      return pending;
    }).pipe(tap(() => ctx.out.endProgress())),
  );
  if (E.isLeft(answer)) throw domainFailure(ctx, answer.left);
  return { report: answer.right!, attempts: attempt };
}

async function status(ctx: CliContext, flowId: string, wait: boolean): Promise<void> {
  const { api } = await ctx.services();
  if (!wait) {
    const answer = await call(ctx, api.pdbReportStatus(flowId));
    ctx.out.result(answer ?? { flowId, ready: false }, () => (answer ? renderFields(Object.entries(answer)) : `The report of ${flowId} is not ready yet.\n`));
    return;
  }
  const { report, attempts } = await waitForReport(ctx, flowId);
  ctx.out.result({ ...report, attempts }, () => renderFields(Object.entries(report)));
}

export function registerPdbReport(program: Command, contextFor: ContextFor): void {
  const pdb = program.command('pdb-report').description('the producer database (PDB) detail report');
  pdb
    .command('metadata')
    .description('resident states, price and data dates of the report')
    .action(async (_o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      const m = await call(ctx, api.pdbReportMetadata());
      // The browser's info page shows the same facts (core view), with state names for codes.
      ctx.out.result(m, () => renderFields(pdbReportFacts(m).map(({ term, value }) => [term, value] as const)));
    });
  pdb
    .command('start')
    .description('start a report flow; prints its flow id (next: submitter set --pdb-report)')
    .action(async (_o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      const created = await call(ctx, api.startPdbReport());
      ctx.out.result(created, () => `Report flow created: ${created.flowId}\n`);
    });
  pdb
    .command('status')
    .description('whether the report of a flow is ready')
    .argument('<flowId>', 'the report flow id', parseFlowId)
    .option('--wait', 'poll until it is ready (5 s, then 30 s after 23 retries)')
    .action(async (flowId: string, o: { wait?: boolean }, command: Command) => status(contextFor(command), flowId, o.wait === true));
}
