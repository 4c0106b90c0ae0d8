/**
 * The fee of a flow, shown before the licensee goes to payment: the registry prices the flow
 * (POST /fee-summary.json with its flowId, docs/decisions.md §Journeys) from the same lines its
 * payment page charges and its order holds. An application's lines say what is applied for (each
 * state, license class and lines of authority, with the state's fee); a contact change's, a name
 * change's, a license update's and a report's say where it goes. Both drivers read these words:
 * the review and the submit page, and the terminal's `pay`.
 */
import * as E from 'fp-ts/Either';
import type { FlowScreenType } from '../../model/constants';
import type { FeeSummary, FeeSummaryRequest, ProductType } from '../../model/licensing';
import { US_STATES } from '../../model/us-states';
import type { RegistryApi } from '../../ports/registry-api';
import { formatFee } from '../../rules/format';
import { TYPE_NOUNS } from './steps';

/** The product each type is priced as (an application: any of the three licensing products, the registry reads the flow's own). */
const PRICED_AS: Partial<Record<FlowScreenType, ProductType>> = {
  FLOWS: 'PRODUCER_LICENSING',
  CCR: 'CONTACT_CHANGE',
  'DEMOGRAPHIC-UPDATE': 'DEMOGRAPHIC_UPDATE',
  'LICENSE-UPDATE': 'LICENSE_UPDATE',
  'PDB-REPORT': 'PDB_DETAIL_REPORT',
};

/** Whether a type's fee is shown on its submit step (every type today). */
export const showsFeeBeforePayment = (type: FlowScreenType): boolean => PRICED_AS[type] !== undefined;

/** Where a flow's fee shows: its submit step, and an application's review too (what is applied for, before the questions are sent). */
export const showsFeeAt = (type: FlowScreenType, step: string): boolean =>
  showsFeeBeforePayment(type) && (step === 'submit' || (step === 'review' && type === 'FLOWS'));

/** The heading of the fee on an application's review. */
export const APPLIED_FOR_TITLE = 'What you are applying for';

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

/** What each type sends to a state. */
const SENT: Readonly<Record<string, string>> = {
  'PDB-REPORT': 'Your demographics, licenses with their lines of authority, and appointments, as the registry holds them when you pay',
  CCR: 'Your new contact details go to this state',
  'DEMOGRAPHIC-UPDATE': 'Your new name goes to this state',
  'LICENSE-UPDATE': 'A DRLP change goes to this state',
};

const WHY: Readonly<Record<string, string>> = {
  FLOWS: 'Each state sets its own state fee. The LicenseHub fee is what the registry charges to process the application, once for each license.',
  'PDB-REPORT': 'The registry charges the price of the report once.',
  CCR: 'The registry sends your new contact details to each state where you hold an active license, and charges its fee once for each of those states.',
  'DEMOGRAPHIC-UPDATE': 'The registry sends your new name to each state you ticked on the name page, and charges its fee once for each of those states.',
  'LICENSE-UPDATE':
    'The registry sends the change to each state where a designated responsible licensed producer (DRLP) is added or removed, and charges its fee once for each of those states. States where nothing changes are not charged.',
};

export const FEE_TITLE_BEFORE_PAYMENT = 'What you will pay';
/** When the registry does not give the fee before payment. */
export const FEE_ON_PAYMENT_PAGE = 'The payment page shows what you will pay, state by state, before you pay.';

/** An application's fee: each state, license class and lines of authority applied for, with both fees, then the totals. */
function presentApplicationFee(fee: FeeSummary): FlowFeeView {
  const total = formatFee(fee.grandTotal);
  return {
    title: FEE_TITLE_BEFORE_PAYMENT,
    lead: `You will pay ${total} for this application on the payment page.`,
    why: WHY.FLOWS ?? '',
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

/** The words of a flow's fee, before payment. */
export function presentFlowFee(type: FlowScreenType, fee: FeeSummary): FlowFeeView {
  if (type === 'FLOWS') return presentApplicationFee(fee);
  const noun = TYPE_NOUNS[type];
  const total = formatFee(fee.grandTotal);
  return {
    title: FEE_TITLE_BEFORE_PAYMENT,
    lead: isZero(fee.grandTotal) ? `There is nothing to pay for this ${noun}.` : `You will pay ${total} for this ${noun} on the payment page.`,
    why: WHY[type] ?? '',
    caption: `Fees for this ${noun}`,
    // A report goes to no state: its line says what it is.
    columns: type === 'PDB-REPORT' ? ['Item', 'What it holds', 'Price'] : ['State', 'Why', 'Registry fee'],
    lines: fee.feeDetails.map((d) => ({
      state: type === 'PDB-REPORT' ? 'Detail report' : stateName(d.stateCode),
      reason: d.licenseClassName && type !== 'PDB-REPORT' ? `${SENT[type] ?? ''} (${d.licenseClassName} license)` : (SENT[type] ?? ''),
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
