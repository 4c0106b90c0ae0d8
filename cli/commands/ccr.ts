/** ccr review: the contact change request review of a flow (residence, business and mailing contact per state). */
import type { Command } from 'commander';
import type { CcrRecord } from '../../core/model/ccr';
import { formatAddress, formatPostalCode } from '../../core/rules/format';
import { parseFlowId } from '../args';
import { call } from '../call';
import type { ContextFor } from '../context';
import { renderTable } from '../output/table';

interface Line {
  state: string;
  kind: string;
  field: string;
  value: string;
  changed: boolean;
}

/** One line per contact item, the changed ones marked, as the review table lists them. */
function linesOf(record: CcrRecord): Line[] {
  const state = record.state ?? '';
  const lines: Line[] = [];
  const sections = [
    ['Residence', record.residence],
    ['Business', record.business],
    ['Mailing', record.mailing],
  ] as const;
  for (const [kind, section] of sections) {
    if (!section) continue;
    if (section.address)
      lines.push({
        state,
        kind,
        field: 'Address',
        value: formatAddress({ ...section.address, postalCode: formatPostalCode(section.address.postalCode) }),
        changed: section.address.changed,
      });
    if ('email' in section && section.email) lines.push({ state, kind, field: 'Email', value: section.email.email, changed: section.email.changed });
    if ('phone' in section && section.phone) lines.push({ state, kind, field: 'Phone', value: section.phone.number, changed: section.phone.changed });
    if ('fax' in section && section.fax) lines.push({ state, kind, field: 'Fax', value: section.fax.number, changed: section.fax.changed });
  }
  return lines;
}

export function registerCcr(program: Command, contextFor: ContextFor): void {
  const ccr = program.command('ccr').description('contact change request');
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
