import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { validateBasisSelection, validateProductSelection, validateStateSelection } from '../../../core/rules/start-flow';
import { LICENSING_PRODUCTS, ProductType } from '../../../core/model/licensing';

const allProducts = Object.keys(ProductType.keys) as ProductType[];

test('start flow: product type required', () => {
  assert.equal(validateProductSelection({ productType: '', applicationType: '', residencyType: '' }), { productType: 'Please select a product' });
});

test('start flow: application and residency types required for the three licensing products', () => {
  for (const productType of LICENSING_PRODUCTS) {
    assert.equal(validateProductSelection({ productType, applicationType: ' ', residencyType: '' }), {
      applicationType: 'Please select an application type',
      residencyType: 'Please select a residency type',
    });
    assert.equal(validateProductSelection({ productType, applicationType: 'NEW', residencyType: 'RESIDENT' }), {});
  }
});

test('start flow: application and residency types not required for other products', () => {
  for (const productType of allProducts.filter((p) => !LICENSING_PRODUCTS.includes(p))) {
    assert.equal(validateProductSelection({ productType, applicationType: '', residencyType: '' }), {});
  }
});

test('start flow: basis license at least one ("Please select a home state license") and at most one', () => {
  assert.equal(validateBasisSelection([]), { basisLicense: 'Please select a home state license' });
  assert.equal(validateBasisSelection([{ jurisdictionCode: 'TX', licenseNumber: 'TX-100001' }]), {});
  fc.assert(
    fc.property(fc.array(fc.anything(), { minLength: 2 }), (many) => validateBasisSelection(many).basisLicense === 'Please select only one home state license'),
  );
});

test('start flow: at least one state ("Please select a state")', () => {
  assert.equal(validateStateSelection([]), { states: 'Please select a state' });
  fc.assert(fc.property(fc.array(fc.constantFrom('TX', 'OK', 'FL'), { minLength: 1 }), (states) => Object.keys(validateStateSelection(states)).length === 0));
});

test.run();
