/**
 * The start-flow selections and what is built from them: the query parameters of the
 * selection-driven GETs and the licensing request body (duplicates, fee summary, flow creation).
 */
import type { BasisReference, LicensingRequest, ProductType, SelectedLicense, StateSelection } from '../../model/licensing';
import { isLicensingProduct } from '../../model/licensing';
import type { SelectionQuery } from '../../ports/registry-api';
import { validateBasisSelection, validateProductSelection, validateStateSelection } from '../../rules/start-flow';

export interface StartFlowSelections {
  readonly productType?: ProductType;
  readonly applicationType?: string;
  readonly residencyType?: string;
  readonly basisLicense?: BasisReference;
  /** Chosen states, in the order chosen; one license page each. */
  readonly stateCodes: readonly string[];
  /** Licenses (with LOA codes) chosen per state. */
  readonly licenses: Readonly<Record<string, readonly SelectedLicense[]>>;
}

export const emptySelections: StartFlowSelections = { stateCodes: [], licenses: {} };

/** The keys of `T` whose value may be undefined. */
type MaybeKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
/** `T` with its maybe-undefined fields optional instead: dropped when undefined, never sent as such. */
type Defined<T> = Omit<T, MaybeKeys<T>> & { [K in MaybeKeys<T>]?: Exclude<T[K], undefined> };

const defined = <T extends object>(o: T): Defined<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Defined<T>;

/** Query parameters of GET /basis-licenses.json and /supported-states.json. */
export function selectionQuery(s: StartFlowSelections): SelectionQuery {
  if (!s.productType) throw new Error('selectionQuery needs a product type');
  return defined({
    productType: s.productType,
    applicationType: s.applicationType,
    residencyType: s.residencyType,
    jurisdictionCode: s.basisLicense?.jurisdictionCode,
    licenseNumber: s.basisLicense?.licenseNumber,
  });
}

/** Query parameters of GET /available-lines.json: the selections plus the state code. */
export const linesQuery = (s: StartFlowSelections, stateCode: string): SelectionQuery & { stateCode: string } => ({ ...selectionQuery(s), stateCode });

/** One state's selection, as validated by POST /available-lines/validation.json. */
export const stateSelection = (s: StartFlowSelections, stateCode: string): StateSelection => ({ stateCode, licenses: [...(s.licenses[stateCode] ?? [])] });

/** Every chosen state with its licenses, in the states' order. */
export const stateSelections = (s: StartFlowSelections): StateSelection[] => s.stateCodes.map((code) => stateSelection(s, code));

/**
 * The licensing request: the product attributes, the basis license and the states that have
 * licenses chosen. Non-licensing products send the product type alone.
 */
export function licensingRequest(s: StartFlowSelections): LicensingRequest {
  if (!s.productType) throw new Error('licensingRequest needs a product type');
  if (!isLicensingProduct(s.productType)) return { productType: s.productType };
  return defined({
    productType: s.productType,
    applicationType: s.applicationType,
    residencyType: s.residencyType,
    basisLicense: s.basisLicense ? { jurisdictionCode: s.basisLicense.jurisdictionCode, licenseNumber: s.basisLicense.licenseNumber } : undefined,
    states: stateSelections(s).filter((st) => st.licenses.length > 0),
  });
}

/** Order-insensitive equality of two state selections (what a validation answer was for). */
export function sameStateSelection(a: StateSelection, b: StateSelection): boolean {
  const norm = (s: StateSelection) =>
    JSON.stringify([
      s.stateCode,
      [...s.licenses].map((l) => [l.licenseClassCode, l.licenseNumber ?? '', [...l.loaCodes].sort()]).sort((x, y) => (String(x) < String(y) ? -1 : 1)),
    ]);
  return norm(a) === norm(b);
}

/** Messages of the selection steps' Next (docs/portal.md §Start flow, core/rules); empty when Next may proceed. */
export const productProblems = (s: StartFlowSelections): string[] =>
  Object.values(
    validateProductSelection({ productType: s.productType ?? '', applicationType: s.applicationType ?? '', residencyType: s.residencyType ?? '' }),
  ).filter(isText);
export const basisProblems = (s: StartFlowSelections): string[] => Object.values(validateBasisSelection(s.basisLicense ? [s.basisLicense] : [])).filter(isText);
export const stateProblems = (s: StartFlowSelections): string[] => Object.values(validateStateSelection(s.stateCodes)).filter(isText);

const isText = (v: string | undefined): v is string => typeof v === 'string';
