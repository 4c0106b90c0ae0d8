/** The registry's answers in the portal's names: labels in camelCase, the browser's status words, kebab-case values, no registry-internal field. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DrlpData } from '../../../core/model/drlp';
import type { OrderDetail } from '../../../core/model/orders';
import { DETAILS_UNAVAILABLE } from '../../../core/use-cases/orders/order-availability';
import { drlpRecord, kebabValue, licenseeRecord, orderRecord, pdbStatusRecord, submitterRecord } from '../../../core/use-cases/portal-records';
import { FLOW_TYPE_NAMES, typeCommand } from '../../../core/use-cases/journey/type-names';

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
    total: '161.20',
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
  assert.equal(Object.values(FLOW_TYPE_NAMES), ['licensing', 'contact-change', 'name-change', 'license-update', 'pdb-report']);
  assert.is(typeCommand('DEMOGRAPHIC-UPDATE'), 'licensehub name-change');
});

test.run();
