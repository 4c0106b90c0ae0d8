/**
 * For support staff: `errors list`, the error reports the portal sent, grouped by error with their
 * counts for triage (by time, by session, the most recent groups first), and `errors show`, one
 * report with its stack. Every string here came from the ingest: the output makes it safe for a
 * terminal and cuts what is long (cli/output).
 */
import type { Command } from 'commander';
import { formatDateTimeWithZone } from '../../core/rules/format';
import { ERROR_GROUPS_SHOWN, errorTriageSummary, triageErrors } from '../../core/use-cases/telemetry/support';
import type { ContextFor } from '../context';
import { parsePositiveInt } from '../args';
import { renderFields, renderTable } from '../output/table';
import { supportRead } from './replays';
import { topCommand } from './index';
import { sinceOption } from './support-options';

export function registerErrors(program: Command, contextFor: ContextFor): void {
  const errors = topCommand(program, 'errors');
  errors
    .command('list')
    .description('error reports grouped by error, with how often and in how many sessions; the most recently met first')
    .addOption(sinceOption())
    // Not --session: that global option names the session file.
    .option('--session-id <id>', "only this session's reports (a session id from replays list)")
    .option('--limit <n>', `show at most this many groups (default ${ERROR_GROUPS_SHOWN})`, parsePositiveInt)
    .action(async (o: { since?: Date; sessionId?: string; limit?: number }, command: Command) => {
      const ctx = contextFor(command);
      const reports = await supportRead(ctx, (c) => c.errors({ since: o.since }));
      const triage = triageErrors(reports, { session: o.sessionId, limit: o.limit });
      ctx.out.result({ reports: triage.reports, groups: triage.groups, shown: triage.shown }, (fit) =>
        triage.reports === 0
          ? 'No error reports.\n'
          : renderTable(
              [
                { header: 'Count', value: (g) => String(g.count) },
                { header: 'Last seen', value: (g) => formatDateTimeWithZone(g.lastAt) },
                { header: 'Sessions', value: (g) => String(g.sessions) },
                { header: 'Latest', value: (g) => g.latest ?? '' },
                { header: 'Error', value: (g) => `${g.name}: ${g.message}` },
                { header: 'Pages', value: (g) => g.pages.join(', ') },
              ],
              triage.shown,
              fit,
            ) +
            `${errorTriageSummary(triage)}\n` +
            (triage.shown.some((g) => g.latest) ? 'licensehub errors show <latest> gives a report with its stack.\n' : ''),
      );
    });
  errors
    .command('show')
    .description('one error report with its stack')
    .argument('<id>', 'the report (Latest in errors list)')
    .action(async (id: string, _o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const report = await supportRead(ctx, (c) => c.errorReport(id));
      ctx.out.result(
        report,
        (fit) =>
          renderFields(
            [
              ['Time', formatDateTimeWithZone(report.at)],
              ['Error', `${report.name}: ${report.message}`],
              ['Kind', report.errorType],
              ['Page', report.page ?? ''],
              ['Session', report.sessionId ?? ''],
            ],
            fit,
          ) + (report.stack ? `Stack:\n${report.stack.split('\n').slice(0, 50).join('\n')}\n` : 'No stack was reported.\n'),
      );
    });
}
