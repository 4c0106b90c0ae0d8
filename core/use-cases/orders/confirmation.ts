/**
 * The end of every journey: the confirmation the payment page returns to. A panel says the
 * payment was received, the order number and the amount; below it, what was applied for,
 * changed or bought (the order's own lines, so what was paid is restated), what happens next and
 * roughly when, and where to follow it; a detail report, ready once paid, is offered to read.
 */
import type { OrderDetail, Transaction } from '../../model/orders';
import { US_STATES } from '../../model/us-states';
import { formatFee } from '../../rules/format';

export type ConfirmedKind = 'licensing' | 'update' | 'report';

export interface ConfirmationView {
  readonly title: string;
  readonly orderCode: string;
  /** "$181.20". */
  readonly amount: string;
  /** "Your order number is LH1000016. We received $181.20." */
  readonly summary: string;
  /** The panel: "Your order number", then the number large, then "We received $181.20." */
  readonly panel: { readonly label: string; readonly amountText: string };
  /** "What you applied for", "What you changed", "What you bought". */
  readonly restatedTitle: string;
  /** One line per order line: "Arizona: Insurance Producer (Life, Accident & Health)", "Texas: license AG-5001". */
  readonly restated: readonly string[];
  readonly kind: ConfirmedKind;
  readonly nextTitle: string;
  /** What happens next and roughly when, in order. */
  readonly next: readonly string[];
  /** The report is ready to read (a detail report's order once paid). */
  readonly reportReady: boolean;
}

export const CONFIRMATION_TITLE = 'Payment received';
export const WHAT_NEXT_TITLE = 'What happens next';
export const ORDER_LINK_TEXT = 'See this order';

/** What the order is, from the registry's product name. */
export function confirmedKind(product: string): ConfirmedKind {
  if (/report/i.test(product)) return 'report';
  if (/licens/i.test(product) && !/update/i.test(product)) return 'licensing';
  return 'update';
}

const NEXT: Readonly<Record<ConfirmedKind, readonly string[]>> = {
  licensing: [
    'The registry sends your application to each state you applied in, usually within one business day.',
    'Each state decides on its own, usually within 2 to 4 weeks. A state may ask you for more, such as fingerprints or proof of education.',
    'Each license shows its status in your order history as the states decide. We also email you when a state decides.',
  ],
  update: [
    'The registry sends the change to each state that licenses you, usually within one business day.',
    'States usually update their records within 5 to 10 business days.',
    'Each state shows its status in your order history as it updates its records.',
  ],
  report: [
    'Your report is ready: read it now, or later from your order history. It is also in the order details PDF of this order.',
    'The report shows what the registry held about you when you bought it: your demographics, your licenses in each state with their lines of authority, and your appointments. It stays as it was, however late you open it.',
  ],
};

const RESTATED_TITLE: Readonly<Record<ConfirmedKind, string>> = {
  licensing: 'What you applied for',
  update: 'What you changed',
  report: 'What you bought',
};

export const REPORT_BOUGHT = 'Your producer database detail report: your demographics, your licenses with their lines of authority, and your appointments';

const stateName = (code: string): string => US_STATES.find((s) => s.code === code)?.name ?? code;

/** An order line as the licensee chose it. */
function restatedLine(kind: ConfirmedKind, t: Transaction): string {
  if (kind === 'report') return REPORT_BOUGHT;
  const state = stateName(t.applicationState);
  if (kind === 'licensing') return `${state}: ${t.licenseClassName ?? 'license'}${t.loas.length ? ` (${t.loas.join(', ')})` : ''}`;
  return `${state}${t.licenseNumber ? `: license ${t.licenseNumber}` : ''}`;
}

/** A detail report's order, paid: the report is ready to read. */
export const reportBought = (order: OrderDetail): boolean =>
  confirmedKind(order.product) === 'report' && order.transactions.some((t) => t.transactionResult === 'COMPLETE');

export function confirmationView(order: OrderDetail): ConfirmationView {
  const kind = confirmedKind(order.product);
  const amount = formatFee(order.orderTotal);
  return {
    title: CONFIRMATION_TITLE,
    orderCode: order.orderCode,
    amount,
    summary: `Your order number is ${order.orderCode}. We received ${amount}.`,
    panel: { label: 'Your order number', amountText: `We received ${amount}.` },
    restatedTitle: RESTATED_TITLE[kind],
    restated: order.transactions.map((t) => restatedLine(kind, t)),
    kind,
    nextTitle: WHAT_NEXT_TITLE,
    next: NEXT[kind],
    reportReady: reportBought(order),
  };
}

/** Where a cancelled payment leaves the licensee's application. */
export const PAYMENT_NOT_COMPLETED_TEXT =
  'Your payment was not completed, so nothing was charged and nothing was sent to the states. Your application is saved: find it under "Resume an application" to pay when you are ready.';
