/** contact-change review: the contact change request review of a flow (residence, business and mailing contact per state). */
import type { Command } from 'commander';
import type { CcrRecord } from '../../core/model/ccr';
import { SECTION_NAMES, SECTIONS, sectionItems } from '../../core/use-cases/ccr/review';
import { parseFlowId } from '../args';
import { call } from '../call';
import type { ContextFor } from '../context';
import { topCommand } from './index';
import { renderTable } from '../output/table';

interface Line {
  state: string;
  kind: string;
  field: string;
  value: string;
  changed: boolean;
}

/** One line per contact item, the changed ones marked, as the review table lists them (core view). */
function linesOf(record: CcrRecord): Line[] {
  const state = record.state ?? '';
  return SECTIONS.flatMap((section) =>
    sectionItems(record, section).map((item) => ({ state, kind: SECTION_NAMES[section], field: item.label, value: item.value, changed: item.changed })),
  );
}

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
      const lines = review.data.flatMap(linesOf);
      ctx.out.result(
        review,
        () =>
          (review.columnHeaders.length ? `${review.columnHeaders.join(' | ')}\n` : '') +
          renderTable(
            [
              { header: 'State', value: (l) => l.state },
              { header: 'Contact', value: (l) => l.kind },
              { header: 'Item', value: (l) => l.field },
              { header: 'Value', value: (l) => l.value },
              { header: 'Changed', value: (l) => (l.changed ? 'yes' : '') },
            ],
            lines,
          ),
      );
    });
}
