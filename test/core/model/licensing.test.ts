import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  AvailableLines,
  BasisLicenses,
  DuplicateOrders,
  FeeSummary,
  isLicensingProduct,
  LicenseValidationErrors,
  LicensingRequest,
  ProductAttributes,
  ProductTypeRequest,
  SupportedStates,
} from '../../../core/model/licensing';
import { decodes, rejects } from './expect-decode';

test('licensing: product attributes and the licensing products', () => {
  decodes(ProductAttributes, [{ productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'RESIDENT' }]);
  rejects(ProductAttributes, [{ productType: 'CAR_LICENSING', applicationType: 'NEW', residencyType: 'RESIDENT' }], 'Invalid field(s) 0.productType');
  assert.ok(isLicensingProduct('ADJUSTER_LICENSING'));
  assert.not.ok(isLicensingProduct('CONTACT_CHANGE'));
  decodes(ProductTypeRequest, { productType: 'LICENSE_UPDATE' });
});

test('licensing: basis licenses and supported states', () => {
  decodes(BasisLicenses, [{ jurisdictionCode: 'TX', licenseNumber: 'TX-100001', licenseClassName: 'General Lines Agent', licenseResidency: 'RESIDENT' }]);
  rejects(
    BasisLicenses,
    [{ jurisdictionCode: 'TX', licenseNumber: 'TX-100001', licenseClassName: 'GLA', licenseResidency: 'ALIEN' }],
    'Invalid field(s) 0.licenseResidency',
  );
  decodes(SupportedStates, { states: { OK: 'Oklahoma', FL: 'Florida' }, multiSelect: true });
  rejects(SupportedStates, { states: { OK: 1 }, multiSelect: true }, 'Invalid field(s) states.OK');
});

test('licensing: available lines with optional fields', () => {
  decodes(AvailableLines, [
    { licenseClassCode: 'GLA', licenseClassName: 'General Lines Agent', loas: [{ loaCode: 'L', loaName: 'Life', active: false, available: true }] },
    {
      licenseClassCode: 'ADJ',
      licenseClassName: 'Adjuster',
      licenseNumber: 'OK-1',
      expirationDate: '2027-01-31',
      message: 'Renew first',
      loas: [{ loaCode: 'P', loaName: 'Property', active: true, available: false, message: 'Held' }],
    },
  ]);
  rejects(
    AvailableLines,
    [{ licenseClassCode: 'GLA', licenseClassName: 'G', loas: [{ loaCode: 'L', loaName: 'Life', active: 'no', available: true }] }],
    'Invalid field(s) 0.loas.0.active',
  );
});

test('licensing: validation errors, request, duplicates and fees', () => {
  decodes(LicenseValidationErrors, {
    stateCode: 'OK',
    errors: ['State error'],
    licenses: [{ licenseClassCode: 'GLA', errors: [], loas: [{ loaCode: 'L', errors: ['Exam required'] }] }],
  });
  decodes(LicensingRequest, {
    productType: 'PRODUCER_LICENSING',
    applicationType: 'NEW',
    residencyType: 'NONRESIDENT',
    basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
    states: [{ stateCode: 'OK', licenses: [{ licenseClassCode: 'GLA', loaCodes: ['L', 'H'] }] }],
  });
  decodes(DuplicateOrders, [
    {
      orderDate: '2026-01-02',
      orderCode: 'ORD-1',
      requestCode: 'R-1',
      status: 'PENDING',
      product: 'Producer Licensing',
      state: 'OK',
      licenseClassName: 'GLA',
      loaNames: ['Life'],
    },
  ]);
  decodes(FeeSummary, {
    grandTotal: '105.60',
    stateTotal: '100.00',
    licensehubTotal: '5.60',
    feeDetails: [{ stateCode: 'OK', licenseClassName: 'GLA', loaNames: ['Life'], licensehubFee: '5.60', stateFee: '100.00' }],
  });
  rejects(FeeSummary, { grandTotal: 105.6, stateTotal: '100.00', licensehubTotal: '5.60', feeDetails: [] }, 'Invalid field(s) grandTotal');
});

test.run();
