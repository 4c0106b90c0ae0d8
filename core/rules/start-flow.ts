/** Start-flow selections (docs/portal.md §Start flow). */
import { isLicensingProduct, type ProductType } from '../model/licensing';
import {
  SELECT_APPLICATION_TYPE,
  SELECT_HOME_STATE_LICENSE,
  SELECT_ONLY_ONE_HOME_STATE_LICENSE,
  SELECT_PRODUCT,
  SELECT_RESIDENCY_TYPE,
  SELECT_STATE,
  compact,
  isBlank,
  type FieldErrors,
} from './messages';

export interface ProductSelection {
  readonly productType: ProductType | '';
  readonly applicationType: string;
  readonly residencyType: string;
}

export type ProductField = 'productType' | 'applicationType' | 'residencyType';

/** Product type always; application and residency type only for the three licensing products. */
export function validateProductSelection(selection: ProductSelection): FieldErrors<ProductField> {
  const licensing = selection.productType !== '' && isLicensingProduct(selection.productType);
  return compact({
    productType: selection.productType === '' ? SELECT_PRODUCT : undefined,
    applicationType: licensing && isBlank(selection.applicationType) ? SELECT_APPLICATION_TYPE : undefined,
    residencyType: licensing && isBlank(selection.residencyType) ? SELECT_RESIDENCY_TYPE : undefined,
  });
}

/** Exactly one basis (home state) license. */
export function validateBasisSelection(selected: readonly unknown[]): FieldErrors<'basisLicense'> {
  if (selected.length === 0) return { basisLicense: SELECT_HOME_STATE_LICENSE };
  if (selected.length > 1) return { basisLicense: SELECT_ONLY_ONE_HOME_STATE_LICENSE };
  return {};
}

/** At least one state. */
export function validateStateSelection(states: readonly string[]): FieldErrors<'states'> {
  return states.length === 0 ? { states: SELECT_STATE } : {};
}
