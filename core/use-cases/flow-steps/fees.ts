/**
 * The fee of a flow, shown before the licensee goes to payment: the registry prices the flow
 * (POST /fee-summary.json with its flowId, docs/decisions.md §Journeys) from the same lines its
 * payment page charges and its order holds. An application's lines say what is applied for (each
 * state, license class and lines of authority, with the state's fee); the others' say where the
 * change goes, or what the item holds, as each type's definition says (journey/definition.ts
 * `fee`). Both drivers read these words: the review and the submit page, and the terminal's `pay`.
 */
import * as E from 'fp-ts/Either';
import type { FlowScreenType } from '../../model/constants';
import type { FeeSummary, FeeSummaryRequest } from '../../model/licensing';
import { US_STATES } from '../../model/us-states';
import type { RegistryApi } from '../../ports/registry-api';
import { formatFee } from '../../rules/format';
import { definitionOf } from '../journey/types';

/** Where a flow's fee shows: its submit step, and an application's review too (what is applied for, before the questions are sent). */
export const showsFeeAt = (type: FlowScreenType, step: string): boolean =>
  step === 'submit' || (step === 'review' && definitionOf(type).fee.lines === 'application');

/** The heading of the fee on an application's review. */
export const APPLIED_FOR_TITLE = 'What you are applying for';

/** The fee-summary body that prices a flow: as its type's product (an application's, any licensing product: the registry reads the flow's own). */
export const flowFeeRequest = (type: FlowScreenType, flowId: string): FeeSummaryRequest => ({ productType: definitionOf(type).fee.pricedAs, flowId });

/**
 * What the registry will charge for a flow, read before payment; null when the registry does not
 * say (the step works without it: the payment page shows the fee).
 */
export async function flowFee(api: Pick<RegistryApi, 'feeSummary'>, type: FlowScreenType, flowId: string): Promise<FeeSummary | null> {
  const fee = await api.feeSummary(flowFeeRequest(type, flowId))();
  return E.isRight(fee) ? fee.right : null;
}

export interface FeeLine {
  /** The state, by name. */
  readonly state: string;
  /** What the state is charged for. */
  readonly reason: string;
  /** "$5.00": the registry's fee of the line (of a total line, the total). */
  readonly amount: string;
  /** An application's line: the license class applied for. */
  readonly licenseClass?: string;
  /** An application's line: the lines of authority applied for, "Life, Accident & Health". */
  readonly linesOfAuthority?: string;
  /** An application's line: the state's own fee. */
  readonly stateFee?: string;
}

export interface FlowFeeView {
  readonly title: string;
  /** "You will pay $10.00 on the payment page." */
  readonly lead: string;
  /** Why this is the fee. */
  readonly why: string;
  readonly caption: string;
  /** State, why, registry fee; an application's: state, license class, lines of authority, state fee, LicenseHub fee. */
  readonly columns: readonly string[];
  readonly lines: readonly FeeLine[];
  /** The states' own fees, when there are any. */
  readonly stateFees?: FeeLine;
  /** An application's LicenseHub fees, in total (its lines show each state's fee beside). */
  readonly licensehubFees?: FeeLine;
  readonly total: FeeLine;
}

const stateName = (code: string): string => US_STATES.find((s) => s.code === code)?.name ?? code;
const isZero = (fee: string): boolean => !/[1-9]/.test(fee);

export const FEE_TITLE_BEFORE_PAYMENT = 'What you will pay';
/** When the registry does not give the fee before payment. */
export const FEE_ON_PAYMENT_PAGE = 'The payment page shows what you will pay, state by state, before you pay.';

/** An application's fee: each state, license class and lines of authority applied for, with both fees, then the totals. */
function presentApplicationFee(fee: FeeSummary, why: string): FlowFeeView {
  const total = formatFee(fee.grandTotal);
  return {
    title: FEE_TITLE_BEFORE_PAYMENT,
    lead: `You will pay ${total} for this application on the payment page.`,
    why,
    caption: 'Fees for each license',
    columns: ['State', 'License class', 'Lines of authority', 'State fee', 'LicenseHub fee'],
    lines: fee.feeDetails.map((d) => ({
      state: stateName(d.stateCode),
      reason: `${d.licenseClassName} license: ${d.loaNames.join(', ')}`,
      licenseClass: d.licenseClassName,
      linesOfAuthority: d.loaNames.join(', '),
      stateFee: formatFee(d.stateFee),
      amount: formatFee(d.licensehubFee),
    })),
    stateFees: { state: 'State fees total', reason: '', amount: formatFee(fee.stateTotal) },
    licensehubFees: { state: 'LicenseHub fees total', reason: '', amount: formatFee(fee.licensehubTotal) },
    total: { state: 'Total', reason: '', amount: total },
  };
}

/** The words of a flow's fee, before payment, as its type's definition prices it. */
export function presentFlowFee(type: FlowScreenType, fee: FeeSummary): FlowFeeView {
  const { noun, fee: priced } = definitionOf(type);
  if (priced.lines === 'application') return presentApplicationFee(fee, priced.why);
  const total = formatFee(fee.grandTotal);
  return {
    title: FEE_TITLE_BEFORE_PAYMENT,
    lead: isZero(fee.grandTotal) ? `There is nothing to pay for this ${noun}.` : `You will pay ${total} for this ${noun} on the payment page.`,
    why: priced.why,
    caption: `Fees for this ${noun}`,
    // An item goes to no state: its line says what it is.
    columns: priced.lines === 'item' ? ['Item', 'What it holds', 'Price'] : ['State', 'Why', 'Registry fee'],
    lines: fee.feeDetails.map((d) => ({
      state: priced.lines === 'item' ? priced.item : stateName(d.stateCode),
      reason: d.licenseClassName && priced.lines === 'by-state' ? `${priced.sends} (${d.licenseClassName} license)` : priced.sends,
      amount: formatFee(d.licensehubFee),
    })),
    ...(isZero(fee.stateTotal) ? {} : { stateFees: { state: 'State fees', reason: 'What the states charge', amount: formatFee(fee.stateTotal) } }),
    total: { state: 'Total', reason: '', amount: total },
  };
}

/** The fee as terminal lines: the sentence, why, then one line per state and the total. */
export function flowFeeLines(view: FlowFeeView | null): string[] {
  if (view === null) return [FEE_ON_PAYMENT_PAGE];
  const row = (l: FeeLine) =>
    l.stateFee === undefined
      ? `  ${l.state}: ${l.amount}${l.reason ? ` – ${l.reason.charAt(0).toLowerCase()}${l.reason.slice(1)}` : ''}`
      : `  ${l.state}: ${l.reason} – state fee ${l.stateFee}, LicenseHub fee ${l.amount}`;
  const totals = [view.stateFees, view.licensehubFees].filter((l): l is FeeLine => l !== undefined);
  return [view.lead, view.why, ...view.lines.map(row), ...totals.map(row), row(view.total)];
}
