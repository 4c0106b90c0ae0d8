/** How an incomplete application reads on screen (docs/portal.md §Resume "Incomplete application", §Display formats). */
import type { IncompleteApplication } from '../../../core/model/incomplete';
import { formatDate } from '../../../core/rules/format';
import { applicationWords } from '../../../core/use-cases/orders/order-words';

/** The registry's isPayable says every question is answered; payment still needs the submitter, attestation and validation. */
export const READY_TO_PAY = 'Questions answered: ready to finish and pay';
export const NOT_READY_TO_PAY = 'Questions still to answer';

export const paymentText = (application: IncompleteApplication): string => (application.isPayable ? READY_TO_PAY : NOT_READY_TO_PAY);

export const modifiedText = (application: IncompleteApplication): string => formatDate(application.dateModified);

/** The states of the application, for telling two applications of one product apart. */
export const statesText = (application: IncompleteApplication): string => [...new Set(application.licenses.map((l) => l.stateName))].join(', ');

/** The application's name in the licensee's words ("Producer license application"), not the registry's product name. */
export const titleText = (application: IncompleteApplication): string => applicationWords(application.gatewayProductName);
