/**
 * Every user-facing step of the start-flow wizard has its own address (under the router base),
 * and the choices made so far ride in its query, so back, forward and reload return to the step
 * with the choices intact and nothing goes into browser storage (product, types, basis, states,
 * licenses and LOAs are not personal data):
 *
 *   /start-flow                         SELECT_PRODUCT  ?product=…&application=…&residency=…
 *   /start-flow/basis                   SELECT_BASIS    …&basis=TX:TX-100001
 *   /start-flow/states                  SELECT_STATE    …&states=AZ,GA
 *   /start-flow/licenses/AZ             SELECT_LICENSES …&license=AZ:PRODUCER:LIFE,AH (repeated)
 *   /start-flow/no-licenses-available, /no-licenses-selected, /license-errors, /duplicates, /fee-estimate
 *
 * `parseStartFlowAddress` is total: anything malformed is dropped, and the wizard is rebuilt
 * (`restoreStartFlow`) as far as the registry's answers allow: SELECT_PRODUCT or the furthest
 * valid step. The END steps have no address: they leave the wizard.
 */
import type { BasisReference, ProductType, SelectedLicense } from '../../model/licensing';
import { isLicensingProduct, ProductType as ProductTypeCodec } from '../../model/licensing';
import type { Runner } from '../runner';
import { currentLicenseState, type StartFlowEvent, type StartFlowState } from './machine';
import { emptySelections, productProblems, type StartFlowSelections } from './selections';
import { sameBasis, type StartFlowStep } from './steps';

export const START_FLOW_PATH = '/start-flow';

export const ADDRESS_STEPS = [
  'SELECT_PRODUCT',
  'SELECT_BASIS',
  'SELECT_STATE',
  'SELECT_LICENSES',
  'NO_LICENSES_AVAILABLE',
  'NO_LICENSES_SELECTED',
  'LICENSE_VALIDATION_ERRORS',
  'DUPLICATE_CHECK',
  'FEE_ESTIMATE',
] as const satisfies readonly StartFlowStep[];
export type AddressStep = (typeof ADDRESS_STEPS)[number];

const SLUG: Readonly<Record<AddressStep, string>> = {
  SELECT_PRODUCT: '',
  SELECT_BASIS: 'basis',
  SELECT_STATE: 'states',
  SELECT_LICENSES: 'licenses',
  NO_LICENSES_AVAILABLE: 'no-licenses-available',
  NO_LICENSES_SELECTED: 'no-licenses-selected',
  LICENSE_VALIDATION_ERRORS: 'license-errors',
  DUPLICATE_CHECK: 'duplicates',
  FEE_ESTIMATE: 'fee-estimate',
};

export interface StartFlowLocation {
  readonly step: AddressStep;
  readonly selections: StartFlowSelections;
  /** SELECT_LICENSES: the state whose license page is shown. */
  readonly licenseState?: string;
}

const isAddressStep = (step: StartFlowStep): step is AddressStep => (ADDRESS_STEPS as readonly string[]).includes(step);

/** The selections as an address carries them: no empty license lists, no undefined fields. */
export function addressSelections(s: StartFlowSelections): StartFlowSelections {
  const licenses = Object.fromEntries(
    s.stateCodes.flatMap((code) => {
      const chosen = s.licenses[code] ?? [];
      return chosen.length ? [[code, chosen]] : [];
    }),
  );
  return {
    ...(s.productType ? { productType: s.productType } : {}),
    ...(s.applicationType ? { applicationType: s.applicationType } : {}),
    ...(s.residencyType ? { residencyType: s.residencyType } : {}),
    ...(s.basisLicense ? { basisLicense: { jurisdictionCode: s.basisLicense.jurisdictionCode, licenseNumber: s.basisLicense.licenseNumber } } : {}),
    stateCodes: [...s.stateCodes],
    licenses,
  };
}

/** Where the wizard is, as an address can say it; undefined on a fetch or END step. */
export function startFlowLocation(state: StartFlowState): StartFlowLocation | undefined {
  if (!isAddressStep(state.step)) return undefined;
  const licenseState = currentLicenseState(state);
  return { step: state.step, selections: addressSelections(state.selections), ...(licenseState ? { licenseState } : {}) };
}

/** The address (path and query, under the router base) of a location. */
export function formatStartFlowAddress(location: StartFlowLocation): string {
  const sel = addressSelections(location.selections);
  const slug = SLUG[location.step];
  let path = slug ? `${START_FLOW_PATH}/${slug}` : START_FLOW_PATH;
  if (location.step === 'SELECT_LICENSES' && location.licenseState) path += `/${location.licenseState}`;
  const params: [string, string][] = [];
  if (sel.productType) params.push(['product', sel.productType]);
  if (sel.applicationType) params.push(['application', sel.applicationType]);
  if (sel.residencyType) params.push(['residency', sel.residencyType]);
  if (sel.basisLicense) params.push(['basis', `${sel.basisLicense.jurisdictionCode}:${sel.basisLicense.licenseNumber}`]);
  if (sel.stateCodes.length) params.push(['states', sel.stateCodes.join(',')]);
  for (const code of sel.stateCodes) {
    for (const l of sel.licenses[code] ?? [])
      params.push(['license', [code, l.licenseClassCode, l.loaCodes.join(','), ...(l.licenseNumber ? [l.licenseNumber] : [])].join(':')]);
  }
  // Codes are letters, digits, '_' and '-'; ':' and ',' read well unescaped (RFC 3986 allows them in a query).
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%3A/g, ':').replace(/%2C/g, ',')}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** The address of the wizard's current step, or undefined on a fetch or END step. */
export function startFlowAddress(state: StartFlowState): string | undefined {
  const location = startFlowLocation(state);
  return location && formatStartFlowAddress(location);
}

/** The query's values by name, in order (the core has no URLSearchParams: it sees no DOM or Node). */
function queryValues(search: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return '';
      }
    };
    const key = decode(at < 0 ? part : part.slice(0, at));
    out.set(key, [...(out.get(key) ?? []), decode(at < 0 ? '' : part.slice(at + 1))]);
  }
  return out;
}

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const STATE = /^[A-Z]{2}$/;
const NUMBER = /^[A-Za-z0-9-]{1,40}$/;
const LICENSE = /^([A-Z]{2}):([A-Za-z0-9_-]{1,40}):([A-Za-z0-9_,-]{0,400})(?::([A-Za-z0-9-]{1,40}))?$/;

const code = (value: string | null): string | undefined => (value !== null && CODE.test(value) ? value : undefined);

function parseBasis(value: string | null): BasisReference | undefined {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 0) return undefined;
  const jurisdictionCode = value.slice(0, at);
  const licenseNumber = value.slice(at + 1);
  return STATE.test(jurisdictionCode) && NUMBER.test(licenseNumber) ? { jurisdictionCode, licenseNumber } : undefined;
}

function parseLicenses(values: readonly string[], stateCodes: readonly string[]): Record<string, SelectedLicense[]> {
  const out: Record<string, SelectedLicense[]> = {};
  for (const value of values) {
    const m = LICENSE.exec(value);
    if (!m) continue;
    // Groups 1 to 3 are not optional: a match has them.
    const [stateCode, licenseClassCode, loas, licenseNumber] = [m[1]!, m[2]!, m[3]!, m[4]];
    if (!stateCodes.includes(stateCode)) continue;
    const loaCodes = [...new Set(loas.split(',').filter((c) => CODE.test(c)))];
    const list = out[stateCode] ?? [];
    if (list.some((l) => l.licenseClassCode === licenseClassCode)) continue;
    out[stateCode] = [...list, { licenseClassCode, loaCodes, ...(licenseNumber ? { licenseNumber } : {}) }];
  }
  return out;
}

/**
 * The location an address asks for. `pathname` is under the router base (`/start-flow/states`),
 * `search` the query with or without its `?`. Never throws: what is malformed is left out, and a
 * step that needs what is missing falls back to an earlier one.
 */
export function parseStartFlowAddress(pathname: string, search: string): StartFlowLocation {
  const query = queryValues(search);
  const params = { get: (name: string): string | null => query.get(name)?.[0] ?? null, getAll: (name: string): string[] => query.get(name) ?? [] };
  const rest = pathname.startsWith(START_FLOW_PATH) ? pathname.slice(START_FLOW_PATH.length).replace(/^\/+|\/+$/g, '') : '';
  const [slug = '', licenseState, ...extra] = rest.split('/');
  const product = params.get('product');
  const productType: ProductType | undefined = ProductTypeCodec.is(product) ? product : undefined;
  if (!productType) return { step: 'SELECT_PRODUCT', selections: emptySelections };
  if (!isLicensingProduct(productType)) return { step: 'SELECT_PRODUCT', selections: { ...emptySelections, productType } };

  const stateCodes = [...new Set((params.get('states') ?? '').split(',').filter((c) => STATE.test(c)))];
  const basisLicense = parseBasis(params.get('basis'));
  const applicationType = code(params.get('application'));
  const residencyType = code(params.get('residency'));
  const selections: StartFlowSelections = {
    productType,
    ...(applicationType ? { applicationType } : {}),
    ...(residencyType ? { residencyType } : {}),
    ...(basisLicense ? { basisLicense } : {}),
    stateCodes,
    licenses: parseLicenses(params.getAll('license'), stateCodes),
  };
  let step = (Object.keys(SLUG) as AddressStep[]).find((s) => SLUG[s] === slug) ?? 'SELECT_PRODUCT';
  if (extra.length > 0 || (licenseState !== undefined && step !== 'SELECT_LICENSES')) step = 'SELECT_PRODUCT';
  // Steps after the states need states; a license page needs one of them.
  if (step !== 'SELECT_PRODUCT' && step !== 'SELECT_BASIS' && step !== 'SELECT_STATE' && stateCodes.length === 0) step = 'SELECT_STATE';
  if (step === 'SELECT_LICENSES' && !(licenseState && stateCodes.includes(licenseState))) step = 'SELECT_STATE';
  return { step, selections, ...(step === 'SELECT_LICENSES' ? { licenseState } : {}) };
}

/**
 * Rebuilds the wizard at `to` from the start, answering each fetch step as the registry answers
 * now (the driver's ports may answer from a cache). Stops at the requested step, or earlier where
 * a choice is missing, refused or no longer offered, or a call failed: the furthest valid step.
 * `stillWanted` returning false (another address arrived meanwhile) stops it between steps.
 */
export async function restoreStartFlow(
  wizard: Pick<Runner<StartFlowState, StartFlowEvent>, 'dispatch' | 'settled' | 'getState'>,
  to: StartFlowLocation,
  stillWanted: () => boolean = () => true,
): Promise<void> {
  const sel = to.selections;
  const state = () => wizard.getState();
  /** Applies `event` and waits for its fetches; false when the rebuild must stop here. */
  const go = async (event: StartFlowEvent): Promise<boolean> => {
    wizard.dispatch(event);
    await wizard.settled();
    return stillWanted() && state().error === undefined && state().problems.length === 0;
  };
  wizard.dispatch({ type: 'ENTER' });
  if (!sel.productType) return;
  wizard.dispatch({
    type: 'SELECT_PRODUCT',
    productType: sel.productType,
    ...(sel.applicationType === undefined ? {} : { applicationType: sel.applicationType }),
    ...(sel.residencyType === undefined ? {} : { residencyType: sel.residencyType }),
  });
  // What the address lacks is asked on its step, without an error for a question not yet answered.
  if (to.step === 'SELECT_PRODUCT' || !isLicensingProduct(sel.productType) || productProblems(state().selections).length) return;
  if (!(await go({ type: 'NEXT' }))) return;
  if (state().step === 'SELECT_BASIS') {
    const held = state().basisLicenses?.some((b) => sameBasis(b, sel.basisLicense));
    if (sel.basisLicense && held) wizard.dispatch({ type: 'SELECT_BASIS', basisLicense: sel.basisLicense });
    if (to.step === 'SELECT_BASIS' || !state().selections.basisLicense || !(await go({ type: 'NEXT' }))) return;
  }
  // A basis step the registry now skips (one basis license) leaves the wizard at the states.
  if (state().step !== 'SELECT_STATE' || to.step === 'SELECT_BASIS') return;
  wizard.dispatch({ type: 'SELECT_STATES', stateCodes: sel.stateCodes });
  if (to.step === 'SELECT_STATE' || state().selections.stateCodes.length === 0 || !(await go({ type: 'NEXT' }))) return;
  if (state().step !== 'SELECT_LICENSES') return;
  for (const stateCode of state().selections.stateCodes) {
    const licenses = sel.licenses[stateCode];
    if (licenses?.length) wizard.dispatch({ type: 'SELECT_LICENSES', stateCode, licenses });
  }
  await wizard.settled();
  if (!stillWanted()) return;
  const page = to.step === 'SELECT_LICENSES' && to.licenseState ? state().selections.stateCodes.indexOf(to.licenseState) : Infinity;
  while (state().step === 'SELECT_LICENSES' && state().licensePage < page) {
    const before = state().licensePage;
    if (!(await go({ type: 'NEXT' }))) return;
    // Next stayed on the page (its validation call failed): this is as far as it goes.
    if (state().step === 'SELECT_LICENSES' && state().licensePage === before) return;
  }
  if (state().step === 'DUPLICATE_CHECK' && to.step === 'FEE_ESTIMATE') await go({ type: 'NEXT' });
}
