/** ZIP codes that can exist, one rule for the portal and the sandbox (docs/portal.md §Validation rules "ZIP codes"). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isRealZipCode } from '../../../core/model/zip-code';
import type { Field } from '../../../core/model/modules';
import { validateField } from '../../../core/rules/modules';
import { validateSubmitter } from '../../../core/rules/submitter';
import { submitterDefaults } from '../../../core/use-cases/submitter/defaults';
import { validateModuleData } from '../../../sandbox/domain/module-validation';
import { validateSubmitter as registrySubmitterRules } from '../../../sandbox/domain/submitter-validation';

test('a ZIP code is five digits, optionally four more (hyphen or not), from 00501, with no +4 of 0000', () => {
  for (const zip of ['78701', '78701-1234', '787011234', '00501', ' 95814 ']) assert.ok(isRealZipCode(zip), zip);
  for (const zip of ['00000', '00000-1234', '00500', '78701-0000', '787010000', '7870', '787011', 'ABCDE', '']) assert.not.ok(isRealZipCode(zip), zip);
});

const ZIP_FIELD: Field = { kind: 'field', key: 'zip', title: 'Zip Code', type: 'zipCode', validation: { regex: '^\\d{5}(-\\d{4})?$' } };
const ZIP_MESSAGE = 'Zip Code is not valid: no address has this ZIP code';
const ZIP_SHAPE_MESSAGE = 'Zip Code is not valid. Enter it in the correct format, like 95814 or 95814-1234';

test('a contact change’s ZIP code field refuses 00000, in the portal and in the registry alike, saying no address has it', () => {
  assert.is(validateField(ZIP_FIELD, '00000', {}), ZIP_MESSAGE);
  assert.is(validateField(ZIP_FIELD, '7870', {}), ZIP_SHAPE_MESSAGE, 'a wrong shape says the format');
  assert.equal(validateModuleData([ZIP_FIELD], { zip: '7870' }, {}), [ZIP_SHAPE_MESSAGE]);
  assert.is(validateField(ZIP_FIELD, '78701', {}), undefined);
  assert.equal(validateModuleData([ZIP_FIELD], { zip: '00000' }, {}), [ZIP_MESSAGE]);
  assert.equal(validateModuleData([ZIP_FIELD], { zip: '78701' }, {}), []);
});

test('the submitter’s ZIP Code refuses 00000, in the portal and in the registry alike, saying no address has it', () => {
  const form = {
    ...submitterDefaults({ useAcceptance: true }),
    submittingFor: 'SOMEONE_ELSE' as const,
    firmName: 'Acme',
    firstName: 'Dana',
    lastName: 'Lee',
    address1: '100 Main St',
    city: 'Austin',
    state: 'TX',
    email: 'dana@acme.example',
    phone: '(512) 555-0100',
  };
  assert.equal(validateSubmitter({ ...form, zipCode: '00000' }), { zipCode: 'ZIP Code is not valid: no address has this ZIP code' });
  assert.equal(registrySubmitterRules({ ...form, zipCode: '00000' }), ['ZIP Code is not valid: no address has this ZIP code']);
  assert.equal(validateSubmitter({ ...form, zipCode: '7870' }), { zipCode: 'ZIP Code is not valid' });
  assert.equal(registrySubmitterRules({ ...form, zipCode: '7870' }), ['ZIP Code is not valid']);
  assert.equal(validateSubmitter({ ...form, zipCode: '78701' }), {});
  assert.equal(registrySubmitterRules({ ...form, zipCode: '78701' }), []);
});

test.run();
