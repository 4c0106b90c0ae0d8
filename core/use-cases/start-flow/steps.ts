/**
 * The start-flow steps and the pure decisions between them (docs/portal.md §Start flow).
 * machine.ts applies them to the wizard's state.
 */
import type { AvailableLine, BasisLicense, BasisReference, ProductType, StateSelection, SupportedStates } from '../../model/licensing';
import { isLicensingProduct } from '../../model/licensing';

export const START_FLOW_STEPS = [
  'SELECT_PRODUCT',
  'FETCH_BASIS',
  'SELECT_BASIS',
  'SELECT_STATE',
  'FETCH_LICENSES',
  'SELECT_LICENSES',
  'NO_LICENSES_AVAILABLE',
  'NO_LICENSES_SELECTED',
  'LICENSE_VALIDATION_ERRORS',
  'FETCH_DUPLICATES',
  'DUPLICATE_CHECK',
  'FEE_ESTIMATE',
  'END_CREATE_FLOW',
  'END_VIEW_REPORT',
] as const;
export type StartFlowStep = (typeof START_FLOW_STEPS)[number];

/** Steps the machine passes through on its own while data loads; Back skips them. */
export const FETCH_STEPS: readonly StartFlowStep[] = ['FETCH_BASIS', 'FETCH_LICENSES', 'FETCH_DUPLICATES'];
/** Steps with no Next. */
export const DEAD_ENDS: readonly StartFlowStep[] = [
  'NO_LICENSES_AVAILABLE',
  'NO_LICENSES_SELECTED',
  'LICENSE_VALIDATION_ERRORS',
  'END_CREATE_FLOW',
  'END_VIEW_REPORT',
];
/** Steps that end the wizard: nothing goes back from them. */
export const END_STEPS: readonly StartFlowStep[] = ['END_CREATE_FLOW', 'END_VIEW_REPORT'];

export const isFetchStep = (s: StartFlowStep): boolean => FETCH_STEPS.includes(s);
export const isDeadEnd = (s: StartFlowStep): boolean => DEAD_ENDS.includes(s);

/** SELECT_PRODUCT → FETCH_BASIS (licensing), END_VIEW_REPORT (detail report), else END_CREATE_FLOW. */
export function afterSelectProduct(productType: ProductType): StartFlowStep {
  if (isLicensingProduct(productType)) return 'FETCH_BASIS';
  if (productType === 'PDB_DETAIL_REPORT') return 'END_VIEW_REPORT';
  return 'END_CREATE_FLOW';
}

const basisKey = (b: BasisReference) => `${b.jurisdictionCode}\u0000${b.licenseNumber}`;

/** Basis licenses distinct by jurisdiction and number, first occurrence kept. */
export function distinctBasisLicenses(licenses: readonly BasisLicense[]): BasisLicense[] {
  const seen = new Set<string>();
  return licenses.filter((l) => (seen.has(basisKey(l)) ? false : (seen.add(basisKey(l)), true)));
}

export const sameBasis = (a: BasisReference | undefined, b: BasisReference | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && basisKey(a) === basisKey(b));

/** FETCH_BASIS → SELECT_BASIS with more than one distinct basis license, else SELECT_STATE. */
export const afterFetchBasis = (licenses: readonly BasisLicense[]): StartFlowStep =>
  distinctBasisLicenses(licenses).length > 1 ? 'SELECT_BASIS' : 'SELECT_STATE';

/** A state by the name the registry's supported states give it (its code until they are in). */
export const stateName = (state: { readonly supportedStates?: SupportedStates }, stateCode: string): string =>
  state.supportedStates?.states[stateCode] ?? stateCode;

/** The available lines of one state: loaded, or a per-state error (a 400). */
export type StateLines =
  | { readonly status: 'LOADING' }
  | { readonly status: 'SUCCESS'; readonly lines: readonly AvailableLine[] }
  | { readonly status: 'FAILURE'; readonly errors: readonly string[] };

/** FETCH_LICENSES → SELECT_LICENSES if any state has licenses, else NO_LICENSES_AVAILABLE. */
export const afterFetchLicenses = (byState: Readonly<Record<string, StateLines>>): StartFlowStep =>
  Object.values(byState).some((s) => s.status === 'SUCCESS' && s.lines.length > 0) ? 'SELECT_LICENSES' : 'NO_LICENSES_AVAILABLE';

export const hasAnyLicenseSelected = (states: readonly StateSelection[]): boolean => states.some((s) => s.licenses.length > 0);

/**
 * The chosen states that offer licenses but have none ticked, once something is ticked elsewhere
 * (with nothing ticked anywhere the wizard ends at NO_LICENSES_SELECTED): Next refuses them by
 * name instead of leaving them out of the application.
 */
export const statesLeftEmpty = (states: readonly StateSelection[], byState: Readonly<Record<string, StateLines>>): string[] =>
  hasAnyLicenseSelected(states)
    ? states
        .filter((s) => s.licenses.length === 0)
        .map((s) => s.stateCode)
        .filter((code) => {
          const lines = byState[code];
          return lines?.status === 'SUCCESS' && lines.lines.length > 0;
        })
    : [];

/**
 * SELECT_LICENSES → NO_LICENSES_SELECTED if nothing is chosen, LICENSE_VALIDATION_ERRORS if
 * any state has validation errors, otherwise FETCH_DUPLICATES.
 */
export function afterSelectLicenses(states: readonly StateSelection[], stateHasErrors: (stateCode: string) => boolean): StartFlowStep {
  if (!hasAnyLicenseSelected(states)) return 'NO_LICENSES_SELECTED';
  if (states.some((s) => stateHasErrors(s.stateCode))) return 'LICENSE_VALIDATION_ERRORS';
  return 'FETCH_DUPLICATES';
}

/** FETCH_DUPLICATES → DUPLICATE_CHECK when duplicates exist, else FEE_ESTIMATE. */
export const afterFetchDuplicates = (duplicates: readonly unknown[]): StartFlowStep => (duplicates.length > 0 ? 'DUPLICATE_CHECK' : 'FEE_ESTIMATE');

// ---------------------------------------------------------------------------------------------
// History: the user-facing steps visited, in order. Fetch steps never enter it.

/** Records arriving at `step`: an earlier step truncates the history after it; a new one is appended. */
export function visit(history: readonly StartFlowStep[], step: StartFlowStep): StartFlowStep[] {
  if (isFetchStep(step)) return [...history];
  const at = history.indexOf(step);
  return at >= 0 ? history.slice(0, at + 1) : [...history, step];
}

/** The step Back goes to from `current`: the last visited user-facing step before it. */
export function previousStep(history: readonly StartFlowStep[], current: StartFlowStep): StartFlowStep | undefined {
  const at = history.lastIndexOf(current);
  const before = at >= 0 ? history.slice(0, at) : history;
  return before.length > 0 ? before[before.length - 1] : undefined;
}
