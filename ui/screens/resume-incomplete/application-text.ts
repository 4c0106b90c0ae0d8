/** How an incomplete application reads on screen (docs/portal.md §Resume "Incomplete application", §Display formats). */
import type { IncompleteApplication } from '../../../core/model/incomplete';
import { formatDate } from '../../../core/rules/format';
import { applicationWords } from '../../../core/use-cases/orders/order-words';
import { resumeReadiness, type Readiness } from '../../../core/use-cases/incomplete/readiness';
import { journeyRecords } from '../../../core/use-cases/journey/records';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';

/** Whether the application can be paid in this session, from what this session recorded of it (core/use-cases/incomplete/readiness.ts). */
export function useReadiness(application: IncompleteApplication): Readiness {
  const store = useService(TOKENS.SessionStore);
  return resumeReadiness(application, journeyRecords(store).get(application.batchCode));
}

export const modifiedText = (application: IncompleteApplication): string => formatDate(application.dateModified);

/** The states of the application, for telling two applications of one product apart. */
export const statesText = (application: IncompleteApplication): string => [...new Set(application.licenses.map((l) => l.stateName))].join(', ');

/** The application's name in the licensee's words ("Producer license application"), not the registry's product name. */
export const titleText = (application: IncompleteApplication): string => applicationWords(application.gatewayProductName);
