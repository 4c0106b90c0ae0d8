/**
 * incomplete list|delete: unfinished applications the licensee can resume (in the portal) or
 * delete; delete asks first on a terminal and takes --yes in a script.
 */
import { incompleteRecord } from '../output/portal-records';
import type { Command } from 'commander';
import { formatDateTimeWithZone } from '../../core/rules/format';
import { parseFlowId } from '../args';
import { call, domainFailure } from '../call';
import type { ContextFor } from '../context';
import { notFound } from '../exit';
import { confirm } from '../confirm';
import { deleteIncompleteQuestion } from '../../core/use-cases/confirm';
import { notFoundText } from '../../core/use-cases/errors/failure-words';
import { topCommand } from './index';
import { renderTable } from '../output/table';
import { createIncompleteUseCase, findApplication } from '../../core/use-cases/incomplete/incomplete';
import { applicationWords } from '../../core/use-cases/orders/order-words';
import { resumeReadiness } from '../../core/use-cases/incomplete/readiness';
import { journeyRecords } from '../../core/use-cases/journey/records';

export function registerIncomplete(program: Command, contextFor: ContextFor): void {
  const incomplete = topCommand(program, 'incomplete');
  incomplete
    .command('list')
    .description('the incomplete applications')
    .action(async (_o: unknown, command: Command) => {
      const ctx = contextFor(command);
      const { api, sessionStore } = await ctx.services();
      const apps = await call(ctx, api.incompleteApplications());
      const records = journeyRecords(sessionStore);
      // Payable in this session only (core/use-cases/incomplete/readiness.ts): a new session asks for the attestation and validation again.
      const payment = (a: (typeof apps)[number]) => resumeReadiness(a, records.get(a.batchCode)).text;
      ctx.out.result({ applications: apps.map((a) => incompleteRecord(a, payment(a))) }, (fit) =>
        apps.length === 0
          ? 'No incomplete applications.\n'
          : renderTable(
              [
                { header: 'Application', value: (a) => a.batchCode },
                { header: 'Product', value: (a) => applicationWords(a.gatewayProductName) },
                { header: 'Modified', value: (a) => formatDateTimeWithZone(a.dateModified) },
                { header: 'Payment', value: payment },
                { header: 'Licenses', value: (a) => a.licenses.map((l) => `${l.stateName} ${l.licenseClassName} (${l.loaNames.join(', ')})`).join('; ') },
              ],
              apps,
              fit,
            ),
      );
    });
  incomplete
    .command('delete')
    .description('delete an incomplete application')
    .argument('<flowId>', 'the application, as incomplete list names it', parseFlowId)
    .option('--yes', 'delete without asking (needed without a terminal)')
    .action(async (flowId: string, o: { yes?: boolean }, command: Command) => {
      const ctx = contextFor(command);
      const { api } = await ctx.services();
      // Deleting what is not in the list would be a silent no-op or someone else's application: the list is read first, as the page shows it.
      const apps = await call(ctx, api.incompleteApplications());
      if (!findApplication(apps, flowId)) throw notFound(notFoundText('Incomplete application', flowId));
      await confirm(ctx, deleteIncompleteQuestion(flowId), o.yes);
      // The deletion goes through the use-case the page's Delete dispatches to.
      const incompleteUseCase = createIncompleteUseCase({ api, leave: () => undefined });
      incompleteUseCase.dispatch({ type: 'DELETE', batchCode: flowId });
      await incompleteUseCase.settled();
      const { error } = incompleteUseCase.getState();
      if (error) throw domainFailure(ctx, error);
      const left = await call(ctx, api.incompleteApplications());
      ctx.out.result({ deleted: flowId, remaining: left.length }, () => `Deleted ${flowId}. ${left.length} incomplete application(s) left.\n`);
    });
}
