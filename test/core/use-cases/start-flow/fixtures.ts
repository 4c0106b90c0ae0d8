import type { AvailableLine, BasisLicense, FeeSummary, DuplicateOrder } from '../../../../core/model/licensing';
import { initialStartFlow, startFlowReducer, type StartFlowEvent, type StartFlowState } from '../../../../core/use-cases/start-flow/machine';

export const basis = (jurisdictionCode: string, licenseNumber: string, licenseClassName = 'Producer'): BasisLicense => ({
  jurisdictionCode,
  licenseNumber,
  licenseClassName,
  licenseResidency: 'RESIDENT',
});

export const line = (code: string): AvailableLine => ({
  licenseClassCode: code,
  licenseClassName: `Class ${code}`,
  loas: [{ loaCode: `${code}-L1`, loaName: 'Life', active: true, available: true }],
});

export const fee: FeeSummary = { grandTotal: '60.00', stateTotal: '50.00', licensehubTotal: '10.00', feeDetails: [] };
export const duplicate: DuplicateOrder = {
  orderDate: '2024-01-01',
  orderCode: 'O1',
  requestCode: 'R1',
  status: 'OPEN',
  product: 'PRODUCER_LICENSING',
  state: 'TX',
  licenseClassName: 'Producer',
  loaNames: ['Life'],
};

export const run = (events: StartFlowEvent[], from: StartFlowState = initialStartFlow): StartFlowState => events.reduce(startFlowReducer, from);

export const producer: StartFlowEvent = { type: 'SELECT_PRODUCT', productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'NONRESIDENT' };

/** At SELECT_STATE after one basis license (auto-selected). */
export const atSelectState = () => run([producer, { type: 'NEXT' }, { type: 'BASIS_LOADED', basisLicenses: [basis('TX', '111')] }]);

/** At SELECT_LICENSES, page 0, with TX and CA, both having lines. */
export const atSelectLicenses = () =>
  run(
    [
      { type: 'SUPPORTED_STATES_LOADED', supportedStates: { states: { TX: 'Texas', CA: 'California', NY: 'New York' }, multiSelect: true } },
      { type: 'SELECT_STATES', stateCodes: ['TX', 'CA'] },
      { type: 'NEXT' },
      { type: 'LINES_LOADED', stateCode: 'TX', lines: [line('P')] },
      { type: 'LINES_LOADED', stateCode: 'CA', lines: [line('A')] },
    ],
    atSelectState(),
  );

export const txLicense = [{ licenseClassCode: 'P', loaCodes: ['P-L1'] }];
export const caLicense = [{ licenseClassCode: 'A', loaCodes: ['A-L1'] }];

/** TX and CA licenses chosen and validated clean, still on page 0. */
export const withValidLicenses = () =>
  run(
    [
      { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense },
      { type: 'VALIDATED', request: { stateCode: 'TX', licenses: txLicense }, errors: null },
      { type: 'SELECT_LICENSES', stateCode: 'CA', licenses: caLicense },
      { type: 'VALIDATED', request: { stateCode: 'CA', licenses: caLicense }, errors: null },
    ],
    atSelectLicenses(),
  );

/** At FETCH_DUPLICATES. */
export const atFetchDuplicates = () => run([{ type: 'NEXT' }, { type: 'NEXT' }], withValidLicenses());
