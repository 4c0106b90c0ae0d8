/**
 * The possible duplicate orders before the fee estimate: one rule and one set of words for both
 * drivers. The licensee sees every field of each duplicate and confirms before applying anyway:
 * the page's Continue in the browser; in a terminal a question, or --accept-duplicates in a script.
 */
import type { DuplicateOrder } from '../../model/licensing';
import { codeWords, formatDate } from '../../rules/format';
import { orderTypeWords } from '../orders/order-words';

export const DUPLICATES_TITLE = 'You may have applied for this already';
export const DUPLICATES_LEAD =
  'The registry has orders like this application. Check them: if one of them already covers what you need, you do not need to apply again.';
export const DUPLICATES_CAPTION = 'Possible duplicate orders';
export const DUPLICATES_CONTINUE = 'Continue to see the fee estimate and apply anyway.';
/** The terminal's question once the duplicates and the fee estimate are shown. */
export const DUPLICATES_QUESTION = 'Apply anyway?';
/** What a script adds to apply anyway, with no terminal to ask. */
export const ACCEPT_DUPLICATES = 'Add --accept-duplicates to apply anyway without a terminal.';
/** Why no flow was made where no terminal could ask (a script, a pipe). */
export const DUPLICATES_NOT_CONFIRMED = `No application was created: the registry has possible duplicate orders (above), and there is no terminal to ask whether to apply anyway. ${ACCEPT_DUPLICATES}`;

export const DUPLICATE_COLUMNS = ['Order #', 'Date', 'Request #', 'Status', 'Product', 'State', 'License Class', 'Lines of authority', 'License #'] as const;

/** One duplicate's cells, in the order of DUPLICATE_COLUMNS. */
export const duplicateCells = (d: DuplicateOrder): string[] => [
  d.orderCode,
  formatDate(d.orderDate),
  d.requestCode,
  codeWords(d.status),
  orderTypeWords(d.product),
  d.state,
  d.licenseClassName,
  d.loaNames.join(', '),
  d.licenseNumber ?? '—',
];

/** Whether creating the application waits for the licensee's confirmation. */
export const needsDuplicateConfirmation = (duplicates: readonly DuplicateOrder[] | undefined, confirmed: boolean): boolean =>
  (duplicates?.length ?? 0) > 0 && !confirmed;
