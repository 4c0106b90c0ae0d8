/**
 * What each start-flow step offers and how a choice becomes the machine's event: the products and
 * their attribute options (product attributes), the basis licenses, a ticked or unticked line of
 * authority, and where the registry's validation messages belong. Drivers render these; they
 * hold no rule of their own.
 */
import { didYouMean } from '../../rules/similar';
import type { AvailableLine, BasisLicense, LicenseValidationErrors, ProductAttribute, ProductType, SelectedLicense } from '../../model/licensing';
import { isLicensingProduct, ProductType as ProductTypeCodec } from '../../model/licensing';
import { hasValidationErrors } from './license-validation';
import { codeWords, kebabValue } from '../../rules/format';
import { typeOption } from '../journey/type-names';
import type { DomainError } from '../../errors';
import { plainErrorText } from '../errors/plain-error';
import type { StartFlowEvent, StartFlowState } from './machine';
import type { StartFlowSelections } from './selections';
import { distinctBasisLicenses, stateName } from './steps';
import { flowScreenTypeOf, isOffered } from './create-flow';

export interface Option {
  readonly value: string;
  readonly label: string;
}

const PRODUCT_LABELS: Readonly<Record<ProductType, string>> = {
  PRODUCER_LICENSING: 'Producer license',
  ADJUSTER_LICENSING: 'Adjuster license',
  OTHER_LICENSING: 'Other license (surplus lines broker)',
  CONTACT_CHANGE: 'Change my contact details',
  PDB_DETAIL_REPORT: 'Producer database (PDB) detail report',
  DEMOGRAPHIC_UPDATE: 'Change my name',
  DEMOGRAPHIC_UPDATE_2: 'Change my name',
  LICENSE_UPDATE: 'License update (designated responsible licensed producers)',
};

const ATTRIBUTE_LABELS: Readonly<Record<string, string>> = {
  NEW: 'A new license',
  ADD_LOA: 'Add lines of authority to a license I hold',
  RESIDENT: 'Resident (my home state)',
  NONRESIDENT: 'Non-resident (another state)',
};

export const productLabel = (productType: ProductType): string => PRODUCT_LABELS[productType];
/** An attribute code the portal has no wording for reads as words: SOME_TYPE → "Some type". */
export const attributeLabel = (value: string): string => ATTRIBUTE_LABELS[value] ?? codeWords(value);

/**
 * The registry's two name-change products open the same page and do the same thing: the licensee
 * is offered one, the one the user menu starts (DIRECT_PRODUCTS' name change).
 */
const OFFERED_AS_ONE: readonly ProductType[] = ['DEMOGRAPHIC_UPDATE'];

/**
 * What a status message says when a choice reveals questions below it, so a keyboard or screen
 * reader user knows the page grew before pressing Continue: "2 more questions below: Type of
 * application and Residency." Empty when none are shown.
 */
export function revealedQuestionsText(legends: readonly string[]): string {
  if (legends.length === 0) return '';
  const names = legends.length === 1 ? legends[0] : `${legends.slice(0, -1).join(', ')} and ${legends.at(-1)}`;
  return `${legends.length === 1 ? 'One more question' : `${legends.length} more questions`} below: ${names}.`;
}

/** The products offered to the participant, in the spec's order: firm-only ones to firms alone, one name change. */
export const productOptions = (firm: boolean): Option[] =>
  (Object.keys(ProductTypeCodec.keys) as ProductType[])
    .filter((value) => isOffered(value, firm) && !OFFERED_AS_ONE.includes(value))
    .map((value) => ({ value, label: productLabel(value) }));

/** Why a product is not offered to this participant (isOffered false): only firms start it. */
export const notOfferedText = (productType: ProductType): string => `${productLabel(productType)} is offered to firms only.`;

/** The application types offered for a licensing product (none for the others). */
export function applicationTypeOptions(attributes: readonly ProductAttribute[], productType: ProductType | undefined): Option[] {
  if (!productType || !isLicensingProduct(productType)) return [];
  const values = [...new Set(attributes.filter((a) => a.productType === productType).map((a) => a.applicationType))];
  return values.map((value) => ({ value, label: attributeLabel(value) }));
}

/** The residency types offered for a licensing product and application type. */
export function residencyTypeOptions(
  attributes: readonly ProductAttribute[],
  productType: ProductType | undefined,
  applicationType: string | undefined,
): Option[] {
  if (!productType || !isLicensingProduct(productType) || !applicationType) return [];
  const values = [...new Set(attributes.filter((a) => a.productType === productType && a.applicationType === applicationType).map((a) => a.residencyType))];
  return values.map((value) => ({ value, label: attributeLabel(value) }));
}

/**
 * The SELECT_PRODUCT event for a choice on the product page: a type the product (and application
 * type) does not offer is dropped, and a type offered alone is chosen, as a single basis license is.
 */
export function productChoice(
  attributes: readonly ProductAttribute[],
  choice: { readonly productType: ProductType; readonly applicationType?: string; readonly residencyType?: string },
): Extract<StartFlowEvent, { type: 'SELECT_PRODUCT' }> {
  const { productType } = choice;
  if (!isLicensingProduct(productType)) return { type: 'SELECT_PRODUCT', productType };
  const pick = (options: readonly Option[], value: string | undefined) =>
    options.some((o) => o.value === value) ? value : options.length === 1 ? options[0]?.value : undefined;
  const applicationType = pick(applicationTypeOptions(attributes, productType), choice.applicationType);
  const residencyType = pick(residencyTypeOptions(attributes, productType, applicationType), choice.residencyType);
  return {
    type: 'SELECT_PRODUCT',
    productType,
    ...(applicationType === undefined ? {} : { applicationType }),
    ...(residencyType === undefined ? {} : { residencyType }),
  };
}

/** The value of a basis license choice, and back. */
export const basisValue = (b: { readonly jurisdictionCode: string; readonly licenseNumber: string }): string => `${b.jurisdictionCode}:${b.licenseNumber}`;

/** The distinct basis licenses as choices: "TX General Lines Agent, license TX-100001 (resident)". */
export function basisOptions(licenses: readonly BasisLicense[]): Option[] {
  const residency: Record<BasisLicense['licenseResidency'], string> = { RESIDENT: ' (resident)', NONRESIDENT: ' (non-resident)', NONE: '' };
  return distinctBasisLicenses(licenses).map((b) => ({
    value: basisValue(b),
    label: `${b.jurisdictionCode} ${b.licenseClassName}, license ${b.licenseNumber}${residency[b.licenseResidency]}`,
  }));
}

/**
 * With one basis license the wizard chooses it on its own (no basis question): the states page
 * says which license that is. Undefined when the licensee chose among several.
 */
export function onlyBasisNotice(state: Pick<StartFlowState, 'basisLicenses' | 'selections'>): string | undefined {
  const [only, ...others] = basisOptions(state.basisLicenses ?? []);
  const chosen = state.selections.basisLicense;
  if (!only || others.length > 0 || !chosen || only.value !== basisValue(chosen)) return undefined;
  return `Your application is based on the only license you hold that it can be based on: ${only.label}.`;
}

export const basisOf = (licenses: readonly BasisLicense[], value: string): BasisLicense | undefined => licenses.find((b) => basisValue(b) === value);

/**
 * The licenses chosen in a state after ticking (or unticking) one line of authority of `line`:
 * a license is chosen while at least one of its LOAs is; LOAs keep the line's order.
 */
export function chooseLoa(selected: readonly SelectedLicense[], line: AvailableLine, loaCode: string, checked: boolean): SelectedLicense[] {
  const current = selected.find((l) => l.licenseClassCode === line.licenseClassCode);
  const codes = new Set(current?.loaCodes ?? []);
  if (checked) codes.add(loaCode);
  else codes.delete(loaCode);
  const loaCodes = line.loas.map((l) => l.loaCode).filter((c) => codes.has(c));
  const others = selected.filter((l) => l.licenseClassCode !== line.licenseClassCode);
  if (loaCodes.length === 0) return others;
  const license: SelectedLicense = { licenseClassCode: line.licenseClassCode, loaCodes, ...(line.licenseNumber ? { licenseNumber: line.licenseNumber } : {}) };
  return current ? selected.map((l) => (l === current ? license : l)) : [...selected, license];
}

/** Whether a line of authority is chosen in a state. */
export const isLoaChosen = (selections: StartFlowSelections, stateCode: string, licenseClassCode: string, loaCode: string): boolean =>
  (selections.licenses[stateCode] ?? []).some((l) => l.licenseClassCode === licenseClassCode && l.loaCodes.includes(loaCode));

/** The registry's messages about one license (license level). */
export const licenseMessages = (errors: LicenseValidationErrors | null | undefined, licenseClassCode: string): readonly string[] =>
  errors?.licenses.find((l) => l.licenseClassCode === licenseClassCode)?.errors ?? [];

/** The registry's messages about one line of authority of a license (LOA level). */
export const loaMessages = (errors: LicenseValidationErrors | null | undefined, licenseClassCode: string, loaCode: string): readonly string[] =>
  errors?.licenses.find((l) => l.licenseClassCode === licenseClassCode)?.loas.find((l) => l.loaCode === loaCode)?.errors ?? [];

/** A state's name as the registry gave it with the supported states, else its code. */
export { stateName } from './steps';

/** The supported states as choices, in the registry's order. */
export const stateOptions = (state: Pick<StartFlowState, 'supportedStates'>): Option[] =>
  Object.entries(state.supportedStates?.states ?? {}).map(([value, label]) => ({ value, label }));

/** The per-state errors of the available-lines calls (a 400 is that state's own error). */
export function stateLineErrors(
  state: Pick<StartFlowState, 'supportedStates' | 'lines' | 'selections'>,
): { stateCode: string; stateName: string; errors: readonly string[] }[] {
  return state.selections.stateCodes.flatMap((stateCode) => {
    const lines = state.lines[stateCode];
    return lines?.status === 'FAILURE' ? [{ stateCode, stateName: stateName(state, stateCode), errors: lines.errors }] : [];
  });
}

export interface ValidationReport {
  readonly stateCode: string;
  readonly stateName: string;
  readonly errors: readonly string[];
  readonly licenses: readonly {
    readonly name: string;
    readonly errors: readonly string[];
    readonly loas: readonly { readonly name: string; readonly errors: readonly string[] }[];
  }[];
}

/** The registry's messages at state, license and LOA level, by state, with the names the available lines give. */
export function validationReport(state: Pick<StartFlowState, 'supportedStates' | 'lines' | 'selections' | 'validation'>): ValidationReport[] {
  return state.selections.stateCodes.flatMap((stateCode) => {
    const v = state.validation[stateCode];
    if (v?.status !== 'SUCCESS' || !hasValidationErrors(v.errors) || !v.errors) return [];
    const lines = state.lines[stateCode];
    const available = lines?.status === 'SUCCESS' ? lines.lines : [];
    const licenses = v.errors.licenses
      .map((l) => {
        const line = available.find((a) => a.licenseClassCode === l.licenseClassCode);
        return {
          name: line?.licenseClassName ?? l.licenseClassCode,
          errors: l.errors,
          loas: l.loas
            .filter((loa) => loa.errors.length > 0)
            .map((loa) => ({ name: line?.loas.find((x) => x.loaCode === loa.loaCode)?.loaName ?? loa.loaCode, errors: loa.errors })),
        };
      })
      .filter((l) => l.errors.length > 0 || l.loas.length > 0);
    return [{ stateCode, stateName: stateName(state, stateCode), errors: v.errors.errors, licenses }];
  });
}

/** What the two fees of an estimate are. */
export const FEE_EXPLANATION = 'Each state sets its own state fee. The LicenseHub fee is what the registry charges to process the application.';

/** Next on a license page whose check could not be made (the call failed): the page stays and says so. */
export const checkFailedMessage = (stateName: string, error: DomainError): string =>
  `The registry could not check your choices for ${stateName}: ${plainErrorText(error)} Select Continue to try again.`;

/** The type of flow a product starts, as `--type` and the terminal's commands name it (`name-change`, `licensing`, …). */
export const productTypeName = (productType: ProductType): string => typeOption(flowScreenTypeOf(productType));

/** The offered products a type name stands for: one is that product; several are a choice to make. */
export const productsOfTypeName = (typeName: string, firm: boolean): ProductType[] =>
  productOptions(firm)
    .map((o) => o.value as ProductType)
    .filter((p) => productTypeName(p) === typeName);

/**
 * A product as the terminal names it (`--product`, the JSON): the type of flow it starts where the
 * portal offers that type as one product (`pdb-report`, `name-change`, `contact-change`), else
 * the product in kebab-case (`producer-licensing`: licensing is three products).
 */
export const productName = (productType: ProductType): string => {
  const typeName = productTypeName(productType);
  return productsOfTypeName(typeName, true).length === 1 ? typeName : kebabValue(productType);
};

/** The product an old `--product` name stood for (the registry's, `pdb-detail-report`), where it has a plain name now. */
export const productOfOldName = (name: string): ProductType | undefined =>
  (Object.keys(ProductTypeCodec.keys) as ProductType[]).find((p) => kebabValue(p) === name && productName(p) !== name);

/** The note beside an old product name still taken: the one to use. */
export const oldProductNameText = (name: string, productType: ProductType): string =>
  `--product ${name} is the old name, taken for now: use --product ${productName(productType)}`;

/** Why a `--product` value is not taken: the products, and the types of flow that are one product for this participant. */
export function unknownProductText(typed: string, firm: boolean): string {
  const offered = productOptions(firm).map((o) => o.value as ProductType);
  const names = offered.map(productName);
  // `licensing` is three products: meant, it is refused with them to choose from.
  const meant = didYouMean(typed, [...new Set([...names, ...offered.map(productTypeName)])]);
  return `unknown product ${typed}: one of ${names.join(', ')}${meant ? `.${meant}` : ''}`;
}

/** Why a type name that stands for several products is not taken: the products to choose from, as the flag takes them. */
export const ambiguousProductText = (typeName: string, products: readonly ProductType[]): string =>
  `--product ${typeName} is more than one product: choose one of ${products.map((p) => `${productName(p)} (${productLabel(p)})`).join(', ')}`;
