import * as t from 'io-ts';
import { literals, struct } from './codec';

export const ProductType = literals(
  'ProductType',
  'PRODUCER_LICENSING',
  'ADJUSTER_LICENSING',
  'OTHER_LICENSING',
  'CONTACT_CHANGE',
  'PDB_DETAIL_REPORT',
  'DEMOGRAPHIC_UPDATE',
  'DEMOGRAPHIC_UPDATE_2',
  'LICENSE_UPDATE',
);
export type ProductType = t.TypeOf<typeof ProductType>;
export const LICENSING_PRODUCTS: readonly ProductType[] = ['PRODUCER_LICENSING', 'ADJUSTER_LICENSING', 'OTHER_LICENSING'];
export const isLicensingProduct = (p: ProductType): boolean => LICENSING_PRODUCTS.includes(p);

/** GET /product-attributes.json: the application and residency types each product offers. */
export const ProductAttribute = t.type({ productType: ProductType, applicationType: t.string, residencyType: t.string }, 'ProductAttribute');
export type ProductAttribute = t.TypeOf<typeof ProductAttribute>;
export const ProductAttributes = t.array(ProductAttribute, 'ProductAttributes');

export const LicenseResidency = literals('LicenseResidency', 'RESIDENT', 'NONRESIDENT', 'NONE');
export type LicenseResidency = t.TypeOf<typeof LicenseResidency>;

/** GET /basis-licenses.json: the licenses an application can be based on. */
export const BasisLicense = t.type(
  {
    jurisdictionCode: t.string,
    licenseNumber: t.string,
    licenseClassName: t.string,
    licenseResidency: LicenseResidency,
  },
  'BasisLicense',
);
export type BasisLicense = t.TypeOf<typeof BasisLicense>;
export const BasisLicenses = t.array(BasisLicense, 'BasisLicenses');

/** GET /supported-states.json: state code to name, and whether several may be chosen. */
export const SupportedStates = t.type({ states: t.record(t.string, t.string), multiSelect: t.boolean }, 'SupportedStates');
export type SupportedStates = t.TypeOf<typeof SupportedStates>;

export const AvailableLoa = struct(
  'AvailableLoa',
  { loaCode: t.string, loaName: t.string, active: t.boolean, available: t.boolean },
  {
    message: t.string,
  },
);
export type AvailableLoa = t.TypeOf<typeof AvailableLoa>;

/** GET /available-lines.json?…&stateCode=XX: the licenses (with LOAs) a state offers; 400 is a per-state error. */
export const AvailableLine = struct(
  'AvailableLine',
  {
    licenseClassCode: t.string,
    licenseClassName: t.string,
    loas: t.array(AvailableLoa),
  },
  { licenseNumber: t.string, expirationDate: t.string, message: t.string },
);
export type AvailableLine = t.TypeOf<typeof AvailableLine>;
export const AvailableLines = t.array(AvailableLine, 'AvailableLines');

/** The licenses and LOAs chosen in one state. */
export const SelectedLicense = struct('SelectedLicense', { licenseClassCode: t.string, loaCodes: t.array(t.string) }, { licenseNumber: t.string });
export type SelectedLicense = t.TypeOf<typeof SelectedLicense>;
export const StateSelection = t.type({ stateCode: t.string, licenses: t.array(SelectedLicense) }, 'StateSelection');
export type StateSelection = t.TypeOf<typeof StateSelection>;

/** POST /available-lines/validation.json body; 204 valid, 200 with errors at three levels. */
export const LicenseValidationRequest = StateSelection;
export type LicenseValidationRequest = StateSelection;
export const LicenseValidationErrors = t.type(
  {
    stateCode: t.string,
    errors: t.array(t.string),
    licenses: t.array(
      t.type({ licenseClassCode: t.string, errors: t.array(t.string), loas: t.array(t.type({ loaCode: t.string, errors: t.array(t.string) })) }),
    ),
  },
  'LicenseValidationErrors',
);
export type LicenseValidationErrors = t.TypeOf<typeof LicenseValidationErrors>;

/** The basis license reference sent in a licensing request. */
export const BasisReference = t.type({ jurisdictionCode: t.string, licenseNumber: t.string }, 'BasisReference');
export type BasisReference = t.TypeOf<typeof BasisReference>;

const LICENSING_CHOICES = {
  applicationType: t.string,
  residencyType: t.string,
  basisLicense: BasisReference,
  states: t.array(StateSelection),
};

/** The licensing request: body of duplicates, fee summary and (for licensing products) flow creation. */
export const LicensingRequest = struct('LicensingRequest', { productType: ProductType }, LICENSING_CHOICES);
export type LicensingRequest = t.TypeOf<typeof LicensingRequest>;

/**
 * POST /fee-summary.json body: the licensing request, or for a contact change, a name change or a
 * license update the flow to price (what that flow changes), so its fee is known before payment.
 */
export const FeeSummaryRequest = struct('FeeSummaryRequest', { productType: ProductType }, { ...LICENSING_CHOICES, flowId: t.string });
export type FeeSummaryRequest = t.TypeOf<typeof FeeSummaryRequest>;

/** POST /duplicates.json (204 when none) and GET /duplicates/{batchCode}.json. */
export const DuplicateOrder = struct(
  'DuplicateOrder',
  {
    orderDate: t.string,
    orderCode: t.string,
    requestCode: t.string,
    status: t.string,
    product: t.string,
    state: t.string,
    licenseClassName: t.string,
    loaNames: t.array(t.string),
  },
  { licenseNumber: t.string },
);
export type DuplicateOrder = t.TypeOf<typeof DuplicateOrder>;
export const DuplicateOrders = t.array(DuplicateOrder, 'DuplicateOrders');

/** POST /fee-summary.json: fees are strings, as the registry gives them. */
export const FeeDetail = t.type(
  {
    stateCode: t.string,
    licenseClassName: t.string,
    loaNames: t.array(t.string),
    licensehubFee: t.string,
    stateFee: t.string,
  },
  'FeeDetail',
);
export type FeeDetail = t.TypeOf<typeof FeeDetail>;
export const FeeSummary = t.type(
  {
    grandTotal: t.string,
    stateTotal: t.string,
    licensehubTotal: t.string,
    feeDetails: t.array(FeeDetail),
  },
  'FeeSummary',
);
export type FeeSummary = t.TypeOf<typeof FeeSummary>;

/** PUT /demographic-update/start.json and /license-update/start.json body. */
export const ProductTypeRequest = t.type({ productType: ProductType }, 'ProductTypeRequest');
export type ProductTypeRequest = t.TypeOf<typeof ProductTypeRequest>;
