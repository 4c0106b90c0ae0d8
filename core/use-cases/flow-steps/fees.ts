/**
 * The fee of a contact change, a name change or a license update, shown before the licensee goes
 * to payment (the licensing application shows its estimate in the start-flow wizard): the registry
 * prices the flow (POST /fee-summary.json with its flowId, docs/decisions.md §Journeys)
 * from the same lines its payment page charges. Both drivers read these words: the submit page and
 * the terminal's `pay`.
 */
import * as E from 'fp-ts/Either';
import type { FlowScreenType } from '../../model/constants';
import type { FeeSummary, FeeSummaryRequest } from '../../model/licensing';
import { US_STATES } from '../../model/us-states';
import type { RegistryApi } from '../../ports/registry-api';
import { formatFee } from '../../rules/format';
import { definitionOf } from '../journey/types';
import { TYPE_NOUNS } from './steps';

/** Whether a type's fee is shown on its submit step (its definition says how its fee lines are priced; the others show it elsewhere: the wizard, the report's page). */
export const showsFeeBeforePayment = (type: FlowScreenType): boolean => definitionOf(type).fee !== undefined;

/** The fee-summary body that prices a flow. */
export function flowFeeRequest(type: FlowScreenType, flowId: string): FeeSummaryRequest {
  const fee = definitionOf(type).fee;
  if (fee === undefined) throw new Error(`a ${TYPE_NOUNS[type]} is not priced by its flow`);
  return { productType: fee.pricedAs, flowId };
}

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
  /** "$5.00". */
  readonly amount: string;
}

export interface FlowFeeView {
  readonly title: string;
  /** "You will pay $10.00 on the payment page." */
  readonly lead: string;
  /** Why this is the fee. */
  readonly why: string;
  readonly caption: string;
  readonly columns: readonly [state: string, reason: string, amount: string];
  readonly lines: readonly FeeLine[];
  /** The states' own fees, when there are any. */
  readonly stateFees?: FeeLine;
  readonly total: FeeLine;
}

const stateName = (code: string): string => US_STATES.find((s) => s.code === code)?.name ?? code;
const isZero = (fee: string): boolean => !/[1-9]/.test(fee);

export const FEE_TITLE_BEFORE_PAYMENT = 'What you will pay';
/** When the registry does not give the fee before payment. */
export const FEE_ON_PAYMENT_PAGE = 'The payment page shows what you will pay, state by state, before you pay.';

/** The words of a flow's fee, before payment. */
export function presentFlowFee(type: FlowScreenType, fee: FeeSummary): FlowFeeView {
  const noun = TYPE_NOUNS[type];
  const sent = definitionOf(type).fee?.sent ?? '';
  const total = formatFee(fee.grandTotal);
  return {
    title: FEE_TITLE_BEFORE_PAYMENT,
    lead: isZero(fee.grandTotal) ? `There is nothing to pay for this ${noun}.` : `You will pay ${total} for this ${noun} on the payment page.`,
    why: definitionOf(type).fee?.why ?? '',
    caption: `Fees for this ${noun}`,
    columns: ['State', 'Why', 'Registry fee'],
    lines: fee.feeDetails.map((d) => ({
      state: stateName(d.stateCode),
      reason: d.licenseClassName ? `${sent} (${d.licenseClassName} license)` : sent,
      amount: formatFee(d.licensehubFee),
    })),
    ...(isZero(fee.stateTotal) ? {} : { stateFees: { state: 'State fees', reason: 'What the states charge', amount: formatFee(fee.stateTotal) } }),
    total: { state: 'Total', reason: '', amount: total },
  };
}

/** The fee as terminal lines: the sentence, why, then one line per state and the total. */
export function flowFeeLines(view: FlowFeeView | null): string[] {
  if (view === null) return [FEE_ON_PAYMENT_PAGE];
  const row = (l: FeeLine) => `  ${l.state}: ${l.amount}${l.reason ? ` – ${l.reason.charAt(0).toLowerCase()}${l.reason.slice(1)}` : ''}`;
  return [view.lead, view.why, ...view.lines.map(row), ...(view.stateFees ? [row(view.stateFees)] : []), row(view.total)];
}
