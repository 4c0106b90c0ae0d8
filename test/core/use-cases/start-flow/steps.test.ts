import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  afterFetchBasis,
  afterFetchDuplicates,
  afterFetchLicenses,
  afterSelectLicenses,
  afterSelectProduct,
  distinctBasisLicenses,
  isDeadEnd,
  isFetchStep,
  previousStep,
  visit,
} from '../../../../core/use-cases/start-flow/steps';
import { licensingRequest, sameStateSelection, selectionQuery, stateSelections } from '../../../../core/use-cases/start-flow/selections';
import { hasValidationErrors, startValidation, validationMessages } from '../../../../core/use-cases/start-flow/license-validation';
import { basis, line } from './fixtures';

test('afterSelectProduct: licensing products fetch the basis; the detail report views the report; the rest create the flow', () => {
  assert.is(afterSelectProduct('OTHER_LICENSING'), 'FETCH_BASIS');
  assert.is(afterSelectProduct('PDB_DETAIL_REPORT'), 'END_VIEW_REPORT');
  assert.is(afterSelectProduct('DEMOGRAPHIC_UPDATE_2'), 'END_CREATE_FLOW');
});

test('distinct basis licenses are counted by jurisdiction and number', () => {
  assert.is(distinctBasisLicenses([basis('TX', '1'), basis('TX', '1', 'Other'), basis('TX', '2'), basis('CA', '1')]).length, 3);
  assert.is(afterFetchBasis([basis('TX', '1'), basis('TX', '1', 'Other')]), 'SELECT_STATE');
  assert.is(afterFetchBasis([basis('TX', '1'), basis('CA', '1')]), 'SELECT_BASIS');
});

test('afterFetchLicenses needs some state with at least one line', () => {
  assert.is(afterFetchLicenses({ TX: { status: 'SUCCESS', lines: [] }, CA: { status: 'FAILURE', errors: [] } }), 'NO_LICENSES_AVAILABLE');
  assert.is(afterFetchLicenses({ TX: { status: 'SUCCESS', lines: [line('P')] } }), 'SELECT_LICENSES');
});

test('afterSelectLicenses and afterFetchDuplicates', () => {
  const some = [{ stateCode: 'TX', licenses: [{ licenseClassCode: 'P', loaCodes: [] }] }];
  assert.is(
    afterSelectLicenses([{ stateCode: 'TX', licenses: [] }], () => false),
    'NO_LICENSES_SELECTED',
  );
  assert.is(
    afterSelectLicenses(some, () => true),
    'LICENSE_VALIDATION_ERRORS',
  );
  assert.is(
    afterSelectLicenses(some, () => false),
    'FETCH_DUPLICATES',
  );
  assert.is(afterFetchDuplicates([{}]), 'DUPLICATE_CHECK');
  assert.is(afterFetchDuplicates([]), 'FEE_ESTIMATE');
});

test('fetch steps and dead ends', () => {
  assert.ok(isFetchStep('FETCH_BASIS') && isFetchStep('FETCH_LICENSES') && isFetchStep('FETCH_DUPLICATES'));
  assert.not.ok(isFetchStep('SELECT_STATE'));
  for (const s of ['NO_LICENSES_AVAILABLE', 'NO_LICENSES_SELECTED', 'LICENSE_VALIDATION_ERRORS', 'END_CREATE_FLOW', 'END_VIEW_REPORT'] as const)
    assert.ok(isDeadEnd(s));
});

test('history: visiting appends, revisiting truncates, fetch steps never enter', () => {
  let h = visit(['SELECT_PRODUCT'], 'FETCH_BASIS');
  assert.equal(h, ['SELECT_PRODUCT']);
  h = visit(visit(h, 'SELECT_BASIS'), 'SELECT_STATE');
  assert.equal(h, ['SELECT_PRODUCT', 'SELECT_BASIS', 'SELECT_STATE']);
  assert.equal(visit(h, 'SELECT_BASIS'), ['SELECT_PRODUCT', 'SELECT_BASIS']);
  assert.is(previousStep(h, 'SELECT_STATE'), 'SELECT_BASIS');
  assert.is(previousStep(h, 'SELECT_PRODUCT'), undefined);
});

test('the licensing request is built from the selections: states without licenses are left out', () => {
  const sel = {
    productType: 'PRODUCER_LICENSING' as const,
    applicationType: 'NEW',
    residencyType: 'RESIDENT',
    basisLicense: basis('TX', '9'),
    stateCodes: ['TX', 'CA'],
    licenses: { TX: [{ licenseClassCode: 'P', loaCodes: ['L'] }], CA: [] },
  };
  assert.equal(licensingRequest(sel), {
    productType: 'PRODUCER_LICENSING',
    applicationType: 'NEW',
    residencyType: 'RESIDENT',
    basisLicense: { jurisdictionCode: 'TX', licenseNumber: '9' },
    states: [{ stateCode: 'TX', licenses: [{ licenseClassCode: 'P', loaCodes: ['L'] }] }],
  });
  assert.equal(
    stateSelections(sel).map((s) => s.stateCode),
    ['TX', 'CA'],
  );
  assert.equal(selectionQuery(sel), {
    productType: 'PRODUCER_LICENSING',
    applicationType: 'NEW',
    residencyType: 'RESIDENT',
    jurisdictionCode: 'TX',
    licenseNumber: '9',
  });
  assert.equal(licensingRequest({ productType: 'CONTACT_CHANGE', stateCodes: [], licenses: {} }), { productType: 'CONTACT_CHANGE' });
});

test('state selections compare regardless of order', () => {
  const a = {
    stateCode: 'TX',
    licenses: [
      { licenseClassCode: 'P', loaCodes: ['1', '2'] },
      { licenseClassCode: 'Q', loaCodes: [] },
    ],
  };
  const b = {
    stateCode: 'TX',
    licenses: [
      { licenseClassCode: 'Q', loaCodes: [] },
      { licenseClassCode: 'P', loaCodes: ['2', '1'] },
    ],
  };
  assert.ok(sameStateSelection(a, b));
  assert.not.ok(sameStateSelection(a, { stateCode: 'TX', licenses: [] }));
});

test('per-state validation: INITIAL → LOADING for a selection, SUCCESS at once for an empty one; errors at every level count', () => {
  assert.equal(startValidation({ stateCode: 'TX', licenses: [] }), { status: 'SUCCESS', errors: null });
  assert.is(startValidation({ stateCode: 'TX', licenses: [{ licenseClassCode: 'P', loaCodes: [] }] }).status, 'LOADING');
  assert.not.ok(hasValidationErrors(null));
  assert.not.ok(hasValidationErrors({ stateCode: 'TX', errors: [], licenses: [{ licenseClassCode: 'P', errors: [], loas: [] }] }));
  const deep = { stateCode: 'TX', errors: ['s'], licenses: [{ licenseClassCode: 'P', errors: ['l'], loas: [{ loaCode: 'x', errors: ['o'] }] }] };
  assert.ok(hasValidationErrors(deep));
  assert.equal(validationMessages(deep), ['s', 'l', 'o']);
});

test.run();
