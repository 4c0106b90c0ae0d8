/** contact-change review: the contact change request review of a flow (residence, business and mailing contact per state). */
import type { Command } from 'commander';
import { ccrReviewRecord } from '../output/portal-records';
import { parseFlowId } from '../args';
import { call } from '../call';
import type { ContextFor } from '../context';
import { topCommand } from './index';
import { renderTable } from '../output/table';

export function registerCcr(program: Command, contextFor: ContextFor): void {
  const ccr = topCommand(program, 'contact-change');
  ccr
    .command('review')
    .description('the contact change review of a flow')
    .argument('<flowId>', 'contact-change flow id', parseFlowId)
    .action(async (flowId: string, _o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      const review = await call(ctx, api.ccrReview(flowId));
      const record = ccrReviewRecord(review);
      ctx.out.result(
        record,
        () =>
          (record.columnHeaders.length ? `${record.columnHeaders.join(' | ')}\n` : '') +
          renderTable(
            [
              { header: 'State', value: (l) => l.state },
              { header: 'Contact', value: (l) => l.contact },
              { header: 'Item', value: (l) => l.item },
              { header: 'Value', value: (l) => l.value },
              { header: 'Changed', value: (l) => (l.changed ? 'yes' : '') },
            ],
            record.items,
          ),
      );
    });
}
