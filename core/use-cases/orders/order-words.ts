/**
 * An order in the licensee's words (docs/portal.md §Order history): what it is (the registry's
 * product name, "Producer Licensing", said as "Producer license") and, for each state it went to,
 * where it stands ("Texas, Property: Pending"). The order list shows the line where its State,
 * License Class and Status columns have left the row (phones), so every width says what each
 * order is and its status; the order page and the CLI use the same words.
 */
import type { OrderDetail, Transaction } from '../../model/orders';
import { orderTypeWords } from '../../model/product-names';
import { US_STATES } from '../../model/us-states';
import { codeWords } from '../../rules/format';

/** The registry's product names as the licensee says them (core/model/product-names.ts, which the registry's PDFs share). */
export { orderTypeWords };

/** The heading over an order's part in each state (the registry calls them transactions). */
export const ORDER_STATES_HEADING = 'By state';

/** An application started and not finished, by its product: "Producer license application", "Contact change". */
export const applicationWords = (product: string): string => {
  const words = orderTypeWords(product);
  return words.endsWith(' license') ? `${words} application` : words;
};

const stateName = (code: string): string => US_STATES.find((s) => s.code === code)?.name ?? code;

/** "Texas, Property: Pending": the state, the license class when there is one, the status in words. */
export const transactionLine = (t: Transaction): string =>
  `${stateName(t.applicationState)}${t.licenseClassName ? `, ${t.licenseClassName}` : ''}: ${codeWords(t.transactionResult)}`;

/** The heading of one state's part in an order of several: "Illinois (1 of 2)". */
export const transactionHeading = (t: Transaction, index: number, count: number): string => `${stateName(t.applicationState)} (${index + 1} of ${count})`;

/** What an order is, then where it stands, one line per state it went to. */
export const orderStandingLines = (detail: OrderDetail): string[] => [orderTypeWords(detail.product), ...detail.transactions.map(transactionLine)];
