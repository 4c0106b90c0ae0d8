/** How an incomplete application reads on screen (docs/portal.md §Resume "Incomplete application", §Display formats). */
import type { IncompleteApplication } from '../../../core/model/incomplete';
import { formatDate } from '../../../core/rules/format';

export const READY_TO_PAY = 'Ready for payment';
export const NOT_READY_TO_PAY = 'Not ready for payment';

export const paymentText = (application: IncompleteApplication): string => (application.isPayable ? READY_TO_PAY : NOT_READY_TO_PAY);

export const modifiedText = (application: IncompleteApplication): string => formatDate(application.dateModified);

/** The states of the application, for telling two applications of one product apart. */
export const statesText = (application: IncompleteApplication): string => [...new Set(application.licenses.map((l) => l.stateName))].join(', ');
