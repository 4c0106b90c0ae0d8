/** The registry's answers in the portal's names: labels in camelCase, the browser's status words, kebab-case values, no registry-internal field. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DrlpData } from '../../core/model/drlp';
import type { OrderDetail } from '../../core/model/orders';
import { DETAILS_UNAVAILABLE } from '../../core/use-cases/orders/order-availability';
import {
  addressRecord,
  basisChoiceRecord,
  drlpRecord,
  kebabValue,
  licenseChoiceRecord,
  licenseeRecord,
  moduleRecord,
  orderRecord,
  pdbMetadataRecord,
  pdbStatusRecord,
  productChoiceRecord,
  SENSITIVE_VALUE,
  submitterRecord,
} from '../../cli/output/portal-records';
import { ambiguousProductText, productOptions, productsOfTypeName, productTypeName } from '../../core/use-cases/start-flow/choices';
import type { ModuleContent } from '../../core/model/modules';
import { TYPE_OPTIONS, typeCommand } from '../../core/use-cases/journey/type-names';

test('kebabValue: a registry code as the flags take it', () => {
  assert.is(kebabValue('PRODUCER_LICENSING'), 'producer-licensing');
  assert.is(kebabValue('MY_SELF'), 'my-self');
  assert.is(kebabValue('PASS'), 'pass');
});

test('the licensee: the name, NPN and FEIN; none of the registry-internal fields', () => {
  assert.equal(licenseeRecord({ displayName: 'Acme', fein: '12-3456789', ldapUser: true, uid: 'u-9' }), { displayName: 'Acme', fein: '12-3456789' });
});

const summary = { orderCode: 'LH1', orderDate: '2024-05-01T10:00:00Z', orderTotal: '161.20' };
const detail: OrderDetail = {
  ...summary,
  isDetailAvailable: true,
  product: 'Producer licensing',
  transactions: [
    {
      id: 't-1',
      applicationState: 'IL',
      loas: ['Life'],
      stateMessages: [{ actionRequired: true, reason: 'Send the fingerprints' }],
      transactionResult: 'IN_REVIEW',
      gatewayTransNum: 'G-1',
    },
  ],
};

test("an order under the order page's labels: the result in the browser's words, no transaction id nor gateway number", () => {
  assert.equal(orderRecord(summary, detail), {
    orderCode: 'LH1',
    date: summary.orderDate,
    total: '$161.20',
    product: 'Producer licensing',
    detailsAvailable: true,
    transactions: [
      {
        state: 'IL',
        licenseClass: '',
        licenseNumber: '',
        linesOfAuthority: ['Life'],
        result: 'In review',
        stateMessages: [{ text: 'Send the fingerprints', actionRequired: true }],
      },
    ],
  });
});

test('an order without details says so and lists no transaction', () => {
  const record = orderRecord(summary, undefined);
  assert.is(record.detailsAvailable, false);
  assert.is(record.details, DETAILS_UNAVAILABLE);
  assert.equal(record.transactions, []);
});

test("a DRLP's status in the DRLP page's words", () => {
  const data: DrlpData = {
    businessEntity: {
      businessEntityName: 'Acme',
      fein: '12-3456789',
      states: [
        {
          stateName: 'Texas',
          stateCode: 'TX',
          licenses: [
            {
              licenseName: 'General Lines Agent',
              licenseCode: 'AG-5001',
              loas: [{ loaName: 'Life', active: true }],
              drlps: [{ firstName: 'Alice', lastName: 'Morgan', npn: '1000001', loas: ['Life'], active: false, added: false, pending: true }],
            },
          ],
        },
      ],
    },
  };
  const record = drlpRecord(data);
  assert.equal(record.firm, { name: 'Acme', fein: '12-3456789' });
  assert.is(record.states[0]?.licenses[0]?.drlps[0]?.status, 'Removal pending');
  assert.equal(record.errors, []);
});

test("the submitter's choice as --submitting-for takes it", () => {
  const form = submitterRecord({ isFirm: false, submittingFor: 'SOMEONE_ELSE', nonUsaNumber: false, useAcceptance: true } as Parameters<
    typeof submitterRecord
  >[0]);
  assert.is(form.submittingFor, 'someone-else');
});

test('a report status always says whether it is ready; once ready, the status in words and its order', () => {
  assert.equal(pdbStatusRecord('R-1', null), { flowId: 'R-1', ready: false });
  assert.equal(pdbStatusRecord('R-1', { flowId: 'R-1', status: 'READY', orderCode: 'LH9' }), { flowId: 'R-1', ready: true, status: 'Ready', orderCode: 'LH9' });
});

test('one name per type of flow: the --type value and the command of its own pages', () => {
  assert.equal(TYPE_OPTIONS, ['licensing', 'contact-change', 'name-change', 'license-update', 'pdb-report']);
  assert.is(typeCommand('DEMOGRAPHIC-UPDATE'), 'licensehub name-change');
});

const CONTACT_CHOICES = [
  { value: 'EMAIL', label: 'Email' },
  { value: 'PHONE', label: 'Phone' },
];
const biographic: ModuleContent = {
  components: [
    { kind: 'field', key: 'birthDate', title: 'Date of Birth', type: 'text', mask: '99/99/9999', required: true },
    { kind: 'field', key: 'ssn', title: 'SSN', type: 'text', mask: '999-99-9999', sensitive: true },
    {
      kind: 'field',
      key: 'contactPreference',
      title: 'Contact preference',
      type: 'radio',
      options: CONTACT_CHOICES,
    },
    { kind: 'field', key: 'email', title: 'Email', type: 'text', required: { conditions: [{ key: 'contactPreference', is: 'EMAIL' }] } },
    { kind: 'field', key: 'zip', title: 'ZIP code', type: 'zipCode' },
    {
      kind: 'list',
      key: 'references',
      title: 'References',
      components: [{ kind: 'field', key: 'referenceName', title: 'Name', type: 'text', required: true }],
    },
    { kind: 'list', key: 'employers', title: 'Employers', components: [{ kind: 'field', key: 'employer', title: 'Employer', type: 'text' }] },
  ],
  data: { birthDate: '04/12/1986', ssn: '123-45-6789', contactPreference: 'EMAIL', references: [{ referenceName: 'Bo' }] },
  destination: 'registry-internal',
};

test('a module as --data takes it: list rows under list[].key, the format typed, required or when in words, choices, values; a sensitive value never', () => {
  const shown = moduleRecord(biographic);
  assert.equal(shown.fields, [
    { key: 'birthDate', label: 'Date of Birth', type: 'text', required: true, format: 'MM/DD/YYYY', value: '04/12/1986' },
    { key: 'ssn', label: 'SSN', type: 'text', required: false, format: '999-99-9999', value: SENSITIVE_VALUE },
    { key: 'contactPreference', label: 'Contact preference', type: 'radio', required: false, choices: CONTACT_CHOICES, value: 'EMAIL' },
    { key: 'email', label: 'Email', type: 'text', required: false, requiredWhen: 'when contactPreference is EMAIL' },
    { key: 'zip', label: 'ZIP code', type: 'zip-code', required: false, format: '95814 or 95814-1234' },
    { key: 'references[].referenceName', row: 0, label: 'Name', type: 'text', required: true, value: 'Bo' },
  ]);
  assert.equal(shown.lists, [
    { key: 'references', keys: ['referenceName'], rows: 1 },
    { key: 'employers', keys: ['employer'], rows: 0 },
  ]);
  assert.not.ok(JSON.stringify(shown).includes('registry-internal'));
});

test('a found address: its number in the list, the line the list shows, and its parts under the submitter form keys', () => {
  const found = addressRecord({ addressLine1: '1600 Congress Ave', addressLine2: '', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '78701' }, 0);
  assert.is(found.choice, 1);
  assert.ok(found.address.includes('1600 Congress Ave'));
  assert.equal(
    { ...found, address: '' },
    { choice: 1, address: '', address1: '1600 Congress Ave', address2: '', address3: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  );
});

test("the PDB report's facts under the info page's labels; a date not given is left out", () => {
  assert.equal(pdbMetadataRecord({ residentStates: ['TX'], price: '10.00', licensingDate: '2024-05-01' }), {
    residentStates: ['TX'],
    price: '$10.00',
    licensingDataAsOf: '2024-05-01',
  });
});

test('the start-flow choices as the flags take them: products with their type of flow, basis as STATE:NUMBER, license parts', () => {
  const attributes = [{ productType: 'ADJUSTER_LICENSING' as const, applicationType: 'NEW', residencyType: 'NONRESIDENT' }];
  assert.equal(productChoiceRecord(attributes, { value: 'ADJUSTER_LICENSING', label: 'Adjuster license' }), {
    product: 'adjuster-licensing',
    type: 'licensing',
    label: 'Adjuster license',
    applicationTypes: ['new'],
    residencyTypes: ['nonresident'],
  });
  assert.equal(basisChoiceRecord({ jurisdictionCode: 'TX', licenseNumber: 'TX-1', licenseClassName: 'Producer', licenseResidency: 'RESIDENT' }), {
    basis: 'TX:TX-1',
    licenseClass: 'Producer',
    residency: 'Resident',
  });
  assert.equal(
    licenseChoiceRecord('CA', {
      licenseClassCode: 'PRODUCER',
      licenseClassName: 'Producer',
      loas: [{ loaCode: 'LIFE', loaName: 'Life', active: true, available: false }],
    }),
    { state: 'CA', classCode: 'PRODUCER', licenseClass: 'Producer', linesOfAuthority: [{ code: 'LIFE', name: 'Life', available: false }] },
  );
});

test('--product takes a type of flow that is one offered product; one that is several is a choice to make', () => {
  assert.equal(productsOfTypeName('pdb-report', false), ['PDB_DETAIL_REPORT']);
  assert.equal(productsOfTypeName('contact-change', false), ['CONTACT_CHANGE']);
  assert.equal(productsOfTypeName('license-update', false), []);
  assert.equal(productsOfTypeName('license-update', true), ['LICENSE_UPDATE']);
  // The two name-change products are offered as one.
  assert.equal(productsOfTypeName('name-change', false), ['DEMOGRAPHIC_UPDATE_2']);
  assert.is(productTypeName('DEMOGRAPHIC_UPDATE_2'), 'name-change');
  assert.is(
    ambiguousProductText('licensing', ['PRODUCER_LICENSING', 'ADJUSTER_LICENSING']),
    '--product licensing is more than one product: choose one of producer-licensing (Producer license), adjuster-licensing (Adjuster license)',
  );
  assert.ok(productOptions(true).every((o) => productsOfTypeName(productTypeName(o.value as never), true).length >= 1));
});

test.run();
