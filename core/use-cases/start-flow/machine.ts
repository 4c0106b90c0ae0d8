/**
 * The start-flow wizard (docs/portal.md §Start flow): a pure reducer. Fetch steps and flow creation
 * are requested as effects; their answers come back as events. Steps are in steps.ts, the
 * selections and request bodies in selections.ts, per-state validation in license-validation.ts.
 */
import type { DomainError } from '../../errors';
import type {
  AvailableLine,
  BasisLicense,
  BasisReference,
  DuplicateOrder,
  FeeSummary,
  LicenseValidationErrors,
  LicensingRequest,
  ProductType,
  SelectedLicense,
  StateSelection,
  SupportedStates,
} from '../../model/licensing';
import type { SelectionQuery } from '../../ports/registry-api';
import { createdFlowPath } from './create-flow';
import { omit } from '../omit';
import { selectLicenseIn } from '../../rules/messages';
import { startValidation, validationHasErrors, validationMessages, type LicenseValidation } from './license-validation';
import {
  basisProblems,
  emptySelections,
  licensingRequest,
  linesQuery,
  productProblems,
  sameStateSelection,
  selectionQuery,
  stateProblems,
  stateSelection,
  stateSelections,
  type StartFlowSelections,
} from './selections';
import {
  afterFetchBasis,
  afterFetchDuplicates,
  afterFetchLicenses,
  afterSelectLicenses,
  afterSelectProduct,
  distinctBasisLicenses,
  stateName,
  statesLeftEmpty,
  END_STEPS,
  isFetchStep,
  previousStep,
  sameBasis,
  visit,
  type StartFlowStep,
  type StateLines,
} from './steps';

export type StartFlowEffect =
  | { readonly type: 'FETCH_BASIS'; readonly query: SelectionQuery }
  | { readonly type: 'FETCH_SUPPORTED_STATES'; readonly query: SelectionQuery }
  | { readonly type: 'FETCH_LICENSES'; readonly query: SelectionQuery & { stateCode: string } }
  | { readonly type: 'VALIDATE_LICENSES'; readonly request: StateSelection }
  | { readonly type: 'FETCH_DUPLICATES'; readonly request: LicensingRequest }
  | { readonly type: 'FETCH_FEE_SUMMARY'; readonly request: LicensingRequest }
  /** Reaching END_CREATE_FLOW creates the flow (PUT /flows.json, or the update start calls, by product). */
  | { readonly type: 'CREATE_FLOW'; readonly request: LicensingRequest }
  /** Reaching END_VIEW_REPORT goes to the PDB report route. */
  | { readonly type: 'VIEW_REPORT' };

export interface StartFlowState {
  readonly step: StartFlowStep;
  /** User-facing steps visited, in order, ending with the current one (fetch steps excluded). */
  readonly history: readonly StartFlowStep[];
  readonly selections: StartFlowSelections;
  readonly basisLicenses?: readonly BasisLicense[];
  readonly supportedStates?: SupportedStates;
  readonly lines: Readonly<Record<string, StateLines>>;
  readonly validation: Readonly<Record<string, LicenseValidation>>;
  /** Index into selections.stateCodes of the license page shown in SELECT_LICENSES. */
  readonly licensePage: number;
  /** Next was pressed on a license page whose validation is still running. */
  readonly nextPending: boolean;
  readonly duplicates?: readonly DuplicateOrder[];
  readonly feeSummary?: FeeSummary;
  /** Messages of a Next refused on a selection step. */
  readonly problems: readonly string[];
  /** A failed fetch: the generic error path (or the 429 screen) shows it. */
  readonly error?: DomainError;
  /** END_CREATE_FLOW: the flow the registry created, and where it opens (create-flow.ts). */
  readonly created?: { readonly flowId: string; readonly path: string };
  readonly effects: readonly StartFlowEffect[];
}

export type StartFlowEvent =
  | { readonly type: 'ENTER' }
  | { readonly type: 'SELECT_PRODUCT'; readonly productType: ProductType; readonly applicationType?: string; readonly residencyType?: string }
  | { readonly type: 'SELECT_BASIS'; readonly basisLicense: BasisReference }
  | { readonly type: 'SELECT_STATES'; readonly stateCodes: readonly string[] }
  | { readonly type: 'SELECT_LICENSES'; readonly stateCode: string; readonly licenses: readonly SelectedLicense[] }
  | { readonly type: 'NEXT' }
  | { readonly type: 'BACK' }
  /** Revisit an earlier step (browser back, the step list); the history is truncated after it. */
  | { readonly type: 'GO_TO'; readonly step: StartFlowStep }
  | { readonly type: 'BASIS_LOADED'; readonly basisLicenses: readonly BasisLicense[] }
  | { readonly type: 'SUPPORTED_STATES_LOADED'; readonly supportedStates: SupportedStates }
  | { readonly type: 'LINES_LOADED'; readonly stateCode: string; readonly lines: readonly AvailableLine[] }
  /** A 400 on available lines: that state's list shows the error. */
  | { readonly type: 'LINES_FAILED'; readonly stateCode: string; readonly errors: readonly string[] }
  | { readonly type: 'VALIDATED'; readonly request: StateSelection; readonly errors: LicenseValidationErrors | null }
  | { readonly type: 'VALIDATION_FAILED'; readonly request: StateSelection; readonly error: DomainError }
  | { readonly type: 'DUPLICATES_LOADED'; readonly duplicates: readonly DuplicateOrder[] }
  | { readonly type: 'FEE_SUMMARY_LOADED'; readonly feeSummary: FeeSummary }
  | { readonly type: 'FETCH_FAILED'; readonly error: DomainError }
  /** END_CREATE_FLOW, when the use-case creates the flow itself: the new flow's id. */
  | { readonly type: 'FLOW_CREATED'; readonly flowId: string }
  /** END_CREATE_FLOW: the registry refused ("Flow creation failed" with the status, docs/portal.md §Start flow). */
  | { readonly type: 'FLOW_CREATION_FAILED'; readonly error: DomainError };

export const initialStartFlow: StartFlowState = {
  step: 'SELECT_PRODUCT',
  history: ['SELECT_PRODUCT'],
  selections: emptySelections,
  lines: {},
  validation: {},
  licensePage: 0,
  nextPending: false,
  problems: [],
  effects: [],
};

const quiet = (s: StartFlowState): StartFlowState => (s.effects.length === 0 ? s : { ...s, effects: [] });

/** Arrives at `step`, requesting what it needs. `backwards` puts SELECT_LICENSES on its last page. */
function goTo(s: StartFlowState, step: StartFlowStep, backwards = false): StartFlowState {
  const { error: _e, ...rest } = s;
  const next: StartFlowState = { ...rest, step, history: visit(s.history, step), problems: [], nextPending: false, effects: [] };
  const sel = s.selections;
  switch (step) {
    case 'FETCH_BASIS':
      return { ...next, effects: [{ type: 'FETCH_BASIS', query: selectionQuery(sel) }] };
    case 'SELECT_STATE':
      return next.supportedStates ? next : { ...next, effects: [{ type: 'FETCH_SUPPORTED_STATES', query: selectionQuery(sel) }] };
    case 'FETCH_LICENSES':
      return {
        ...next,
        lines: Object.fromEntries(sel.stateCodes.map((c) => [c, { status: 'LOADING' } as const])),
        effects: sel.stateCodes.map((stateCode) => ({ type: 'FETCH_LICENSES', query: linesQuery(sel, stateCode) }) as const),
      };
    case 'SELECT_LICENSES':
      return { ...next, licensePage: backwards ? Math.max(0, sel.stateCodes.length - 1) : 0 };
    case 'FETCH_DUPLICATES':
      return { ...next, effects: [{ type: 'FETCH_DUPLICATES', request: licensingRequest(sel) }] };
    case 'FEE_ESTIMATE':
      return next.feeSummary ? next : { ...next, effects: [{ type: 'FETCH_FEE_SUMMARY', request: licensingRequest(sel) }] };
    case 'END_CREATE_FLOW':
      return { ...next, effects: [{ type: 'CREATE_FLOW', request: licensingRequest(sel) }] };
    case 'END_VIEW_REPORT':
      return { ...next, effects: [{ type: 'VIEW_REPORT' }] };
    default:
      return next;
  }
}

/** Downstream data that depends on the licenses chosen. */
const withoutOrderData = (s: StartFlowState): StartFlowState => {
  const { duplicates: _d, feeSummary: _f, ...rest } = s;
  return rest;
};

/** Downstream data that depends on the basis (and product attributes). */
const withoutBasisData = (s: StartFlowState): StartFlowState => {
  const { supportedStates: _s, ...rest } = withoutOrderData(s);
  return { ...rest, lines: {}, validation: {}, selections: { ...s.selections, licenses: {} } };
};

function selectProduct(s: StartFlowState, e: Extract<StartFlowEvent, { type: 'SELECT_PRODUCT' }>): StartFlowState {
  const cur = s.selections;
  const attrs = {
    productType: e.productType,
    ...(e.applicationType === undefined ? {} : { applicationType: e.applicationType }),
    ...(e.residencyType === undefined ? {} : { residencyType: e.residencyType }),
  };
  if (cur.productType !== e.productType) {
    // Changing the product clears the selections (and everything fetched for them).
    const { basisLicenses: _b, ...rest } = withoutBasisData(s);
    return { ...rest, selections: { ...emptySelections, ...attrs }, problems: [], effects: [] };
  }
  if (cur.applicationType === e.applicationType && cur.residencyType === e.residencyType) return quiet(s);
  const { basisLicenses: _b, ...rest } = withoutBasisData(s);
  const selections = omit(rest.selections, 'basisLicense', 'applicationType', 'residencyType');
  return { ...rest, selections: { ...selections, ...attrs }, problems: [], effects: [] };
}

function selectBasis(s: StartFlowState, basisLicense: BasisReference): StartFlowState {
  if (sameBasis(s.selections.basisLicense, basisLicense)) return quiet(s);
  const next = withoutBasisData(s);
  return { ...next, selections: { ...next.selections, basisLicense }, problems: [], effects: [] };
}

function selectStates(s: StartFlowState, stateCodes: readonly string[]): StartFlowState {
  const codes = [...new Set(stateCodes)];
  const same = codes.length === s.selections.stateCodes.length && codes.every((c, i) => c === s.selections.stateCodes[i]);
  if (same) return quiet(s);
  const keep = <V>(r: Readonly<Record<string, V>>) => Object.fromEntries(Object.entries(r).filter(([k]) => codes.includes(k)));
  const next = withoutOrderData(s);
  return {
    ...next,
    selections: { ...s.selections, stateCodes: codes, licenses: keep(s.selections.licenses) },
    lines: {},
    validation: keep(s.validation),
    licensePage: 0,
    problems: [],
    effects: [],
  };
}

function selectLicenses(s: StartFlowState, stateCode: string, licenses: readonly SelectedLicense[]): StartFlowState {
  if (!s.selections.stateCodes.includes(stateCode)) return quiet(s);
  const selections = { ...s.selections, licenses: { ...s.selections.licenses, [stateCode]: [...licenses] } };
  const request = stateSelection(selections, stateCode);
  const v = startValidation(request);
  const next = withoutOrderData(s);
  return {
    ...next,
    selections,
    problems: [],
    validation: { ...s.validation, [stateCode]: v },
    effects: v.status === 'LOADING' ? [{ type: 'VALIDATE_LICENSES', request }] : [],
  };
}

/**
 * Leaves the current license page: to the next page, or out of SELECT_LICENSES; a chosen state
 * left with nothing ticked brings the user back to its page, named in the problems.
 */
function advanceLicensePage(s: StartFlowState): StartFlowState {
  if (s.licensePage + 1 < s.selections.stateCodes.length) return { ...s, licensePage: s.licensePage + 1, nextPending: false, problems: [], effects: [] };
  const empty = statesLeftEmpty(stateSelections(s.selections), s.lines);
  const first = empty[0];
  if (first !== undefined) {
    return {
      ...s,
      licensePage: s.selections.stateCodes.indexOf(first),
      nextPending: false,
      problems: empty.map((code) => selectLicenseIn(stateName(s, code))),
      effects: [],
    };
  }
  return goTo(
    s,
    afterSelectLicenses(stateSelections(s.selections), (code) => validationHasErrors(s.validation[code])),
  );
}

/**
 * Leaves the license page whose check came back, or stays on it: the registry's messages about
 * the page's choices keep the user there, with them as the refused Next's problems.
 */
function afterLicenseCheck(s: StartFlowState, v: LicenseValidation): StartFlowState {
  if (v.status === 'SUCCESS' && validationHasErrors(v)) return { ...s, nextPending: false, problems: validationMessages(v.errors), effects: [] };
  return advanceLicensePage(s);
}

/** Next on a license page validates first and stays on failure (the call failed, or the registry refused the choices). */
function nextOnLicensePage(s: StartFlowState): StartFlowState {
  const stateCode = s.selections.stateCodes[s.licensePage];
  if (stateCode === undefined) return goTo(s, 'NO_LICENSES_SELECTED');
  const v = s.validation[stateCode] ?? { status: 'INITIAL' };
  switch (v.status) {
    case 'SUCCESS':
      return afterLicenseCheck(s, v);
    case 'LOADING':
      return { ...s, nextPending: true, effects: [] };
    default: {
      const request = stateSelection(s.selections, stateCode);
      const started = startValidation(request);
      const next = { ...s, validation: { ...s.validation, [stateCode]: started } };
      if (started.status === 'SUCCESS') return afterLicenseCheck(next, started);
      return { ...next, nextPending: true, effects: [{ type: 'VALIDATE_LICENSES', request }] };
    }
  }
}

function next(s: StartFlowState): StartFlowState {
  const refuse = (problems: string[]) => ({ ...s, problems, effects: [] });
  switch (s.step) {
    case 'SELECT_PRODUCT': {
      const problems = productProblems(s.selections);
      return problems.length ? refuse(problems) : goTo(s, afterSelectProduct(s.selections.productType!));
    }
    case 'SELECT_BASIS': {
      const problems = basisProblems(s.selections);
      return problems.length ? refuse(problems) : goTo(s, 'SELECT_STATE');
    }
    case 'SELECT_STATE': {
      const problems = stateProblems(s.selections);
      return problems.length ? refuse(problems) : goTo(s, 'FETCH_LICENSES');
    }
    case 'SELECT_LICENSES':
      return nextOnLicensePage(s);
    case 'DUPLICATE_CHECK':
      return goTo(s, 'FEE_ESTIMATE');
    case 'FEE_ESTIMATE':
      return goTo(s, 'END_CREATE_FLOW');
    default:
      // fetch steps move on their own; dead ends have no Next
      return quiet(s);
  }
}

function back(s: StartFlowState): StartFlowState {
  if (END_STEPS.includes(s.step)) return quiet(s);
  if (s.step === 'SELECT_LICENSES' && s.licensePage > 0) return { ...s, licensePage: s.licensePage - 1, nextPending: false, problems: [], effects: [] };
  // From a fetch step the current user-facing step is the last of the history.
  const to = isFetchStep(s.step) ? s.history[s.history.length - 1] : previousStep(s.history, s.step);
  return to ? goTo(s, to, true) : quiet(s);
}

export function startFlowReducer(s: StartFlowState, e: StartFlowEvent): StartFlowState {
  switch (e.type) {
    case 'ENTER':
      return initialStartFlow;
    case 'SELECT_PRODUCT':
      return selectProduct(s, e);
    case 'SELECT_BASIS':
      return selectBasis(s, e.basisLicense);
    case 'SELECT_STATES':
      return selectStates(s, e.stateCodes);
    case 'SELECT_LICENSES':
      return selectLicenses(s, e.stateCode, e.licenses);
    case 'NEXT':
      return next(s);
    case 'BACK':
      return back(s);
    case 'GO_TO':
      return s.step !== e.step && s.history.includes(e.step) && !END_STEPS.includes(s.step) ? goTo(s, e.step, true) : quiet(s);
    case 'BASIS_LOADED': {
      if (s.step !== 'FETCH_BASIS') return quiet(s);
      const distinct = distinctBasisLicenses(e.basisLicenses);
      let t: StartFlowState = { ...s, basisLicenses: e.basisLicenses };
      const chosen = s.selections.basisLicense;
      const only = distinct.length === 1 ? distinct[0] : undefined;
      if (only) t = { ...selectBasis(t, only), basisLicenses: e.basisLicenses };
      else if (chosen && !distinct.some((b) => sameBasis(b, chosen))) {
        const { basisLicense: _b, ...selections } = t.selections;
        t = { ...t, selections };
      }
      return goTo(t, afterFetchBasis(e.basisLicenses));
    }
    case 'SUPPORTED_STATES_LOADED': {
      const supported = Object.keys(e.supportedStates.states);
      const t = selectStates(
        s,
        s.selections.stateCodes.filter((c) => supported.includes(c)),
      );
      return { ...t, supportedStates: e.supportedStates, effects: [] };
    }
    case 'LINES_LOADED':
    case 'LINES_FAILED': {
      if (s.step !== 'FETCH_LICENSES' || s.lines[e.stateCode]?.status !== 'LOADING') return quiet(s);
      const entry: StateLines = e.type === 'LINES_LOADED' ? { status: 'SUCCESS', lines: e.lines } : { status: 'FAILURE', errors: e.errors };
      const lines = { ...s.lines, [e.stateCode]: entry };
      const t = { ...s, lines, effects: [] };
      return Object.values(lines).some((l) => l.status === 'LOADING') ? t : goTo(t, afterFetchLicenses(lines));
    }
    case 'VALIDATED':
    case 'VALIDATION_FAILED': {
      const code = e.request.stateCode;
      const v = s.validation[code];
      if (v?.status !== 'LOADING' || !sameStateSelection(v.request, e.request)) return quiet(s);
      const result: LicenseValidation = e.type === 'VALIDATED' ? { status: 'SUCCESS', errors: e.errors } : { status: 'FAILURE', error: e.error };
      const t: StartFlowState = { ...s, validation: { ...s.validation, [code]: result }, effects: [] };
      const onThisPage = s.step === 'SELECT_LICENSES' && s.selections.stateCodes[s.licensePage] === code;
      if (!(s.nextPending && onThisPage)) return t;
      return result.status === 'SUCCESS' ? afterLicenseCheck(t, result) : { ...t, nextPending: false };
    }
    case 'DUPLICATES_LOADED':
      if (s.step !== 'FETCH_DUPLICATES') return quiet(s);
      return goTo({ ...s, duplicates: e.duplicates }, afterFetchDuplicates(e.duplicates));
    case 'FEE_SUMMARY_LOADED':
      return s.step === 'FEE_ESTIMATE' ? { ...s, feeSummary: e.feeSummary, effects: [] } : quiet(s);
    case 'FETCH_FAILED':
      return { ...s, error: e.error, nextPending: false, effects: [] };
    case 'FLOW_CREATED':
      if (s.step !== 'END_CREATE_FLOW' || !s.selections.productType) return quiet(s);
      return { ...s, created: { flowId: e.flowId, path: createdFlowPath(s.selections.productType, e.flowId) }, effects: [] };
    case 'FLOW_CREATION_FAILED':
      return s.step === 'END_CREATE_FLOW' ? { ...s, error: e.error, effects: [] } : quiet(s);
  }
}

/** The state code of the license page shown, in SELECT_LICENSES. */
export const currentLicenseState = (s: StartFlowState): string | undefined =>
  s.step === 'SELECT_LICENSES' ? s.selections.stateCodes[s.licensePage] : undefined;
