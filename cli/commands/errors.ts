/** For support staff: `errors list`, the error reports the portal sent, with each one's page, time and session. */
import type { Command } from 'commander';
import { formatDateTime } from '../../core/rules/format';
import type { ContextFor } from '../context';
import { renderTable } from '../output/table';
import { supportRead } from './replays';
import { topCommand } from './index';
import { sinceOption } from './support-options';

export function registerErrors(program: Command, contextFor: ContextFor): void {
  const errors = topCommand(program, 'errors');
  errors
    .command('list')
    .description('error reports, most recent first')
    .addOption(sinceOption())
    .action(async (o: { since?: Date }, command: Command) => {
      const ctx = contextFor(command);
      const list = await supportRead(ctx, (c) => c.errors({ since: o.since }));
      ctx.out.result({ errors: list }, () =>
        list.length === 0
          ? 'No error reports.\n'
          : renderTable(
              [
                { header: 'Time', value: (e) => formatDateTime(e.at) },
                { header: 'Page', value: (e) => e.page ?? '' },
                { header: 'Session', value: (e) => e.sessionId ?? '' },
                { header: 'Error', value: (e) => `${e.name}: ${e.message}` },
              ],
              list,
            ),
      );
    });
}
