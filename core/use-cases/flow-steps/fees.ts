/**
 * The fee of a contact change, a name change or a license update, shown before the licensee goes
 * to payment (the licensing application shows its estimate in the start-flow wizard): the registry
 * prices the flow (POST /fee-summary.json with its flowId, docs/decisions.md §Journeys)
 * from the same lines its payment page charges. Both drivers read these words: the submit page and
 * the terminal's `pay`.
 */
import * as E from 'fp-ts/Either';
import type { FlowScreenType } from '../../model/constants';
import type { FeeSummary, FeeSummaryRequest, ProductType } from '../../model/licensing';
import { US_STATES } from '../../model/us-states';
import type { RegistryApi } from '../../ports/registry-api';
import { formatFee } from '../../rules/format';
import { TYPE_NOUNS } from './steps';

/** The product each type is priced as; the types missing here show their fee elsewhere (the wizard, the report's page). */
const PRICED_AS: Partial<Record<FlowScreenType, ProductType>> = {
  CCR: 'CONTACT_CHANGE',
  'DEMOGRAPHIC-UPDATE': 'DEMOGRAPHIC_UPDATE',
  'LICENSE-UPDATE': 'LICENSE_UPDATE',
};

/** Whether a type's fee is shown on its submit step (contact change, name change, license update). */
export const showsFeeBeforePayment = (type: FlowScreenType): boolean => PRICED_AS[type] !== undefined;

/** The fee-summary body that prices a flow. */
export function flowFeeRequest(type: FlowScreenType, flowId: string): FeeSummaryRequest {
  const productType = PRICED_AS[type];
  if (productType === undefined) throw new Error(`a ${TYPE_NOUNS[type]} is not priced by its flow`);
  return { productType, flowId };
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

/** What each type sends to a state. */
const SENT: Readonly<Record<string, string>> = {
  CCR: 'Your new contact details go to this state',
  'DEMOGRAPHIC-UPDATE': 'Your new name goes to this state',
  'LICENSE-UPDATE': 'A DRLP change goes to this state',
};

const WHY: Readonly<Record<string, string>> = {
  CCR: 'The registry sends your new contact details to each state where you hold an active license, and charges its fee once for each of those states.',
  'DEMOGRAPHIC-UPDATE': 'The registry sends your new name to each state you ticked on the name page, and charges its fee once for each of those states.',
  'LICENSE-UPDATE':
    'The registry sends the change to each state where a designated responsible licensed producer (DRLP) is added or removed, and charges its fee once for each of those states. States where nothing changes are not charged.',
};

export const FEE_TITLE_BEFORE_PAYMENT = 'What you will pay';
/** When the registry does not give the fee before payment. */
export const FEE_ON_PAYMENT_PAGE = 'The payment page shows what you will pay, state by state, before you pay.';

/** The words of a flow's fee, before payment. */
export function presentFlowFee(type: FlowScreenType, fee: FeeSummary): FlowFeeView {
  const noun = TYPE_NOUNS[type];
  const total = formatFee(fee.grandTotal);
  return {
    title: FEE_TITLE_BEFORE_PAYMENT,
    lead: isZero(fee.grandTotal) ? `There is nothing to pay for this ${noun}.` : `You will pay ${total} for this ${noun} on the payment page.`,
    why: WHY[type] ?? '',
    caption: `Fees for this ${noun}`,
    columns: ['State', 'Why', 'Registry fee'],
    lines: fee.feeDetails.map((d) => ({
      state: stateName(d.stateCode),
      reason: d.licenseClassName ? `${SENT[type] ?? ''} (${d.licenseClassName} license)` : (SENT[type] ?? ''),
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
