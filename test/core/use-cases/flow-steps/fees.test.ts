/** Fees shown before payment (core/use-cases/flow-steps/fees.ts): the request that prices a flow, and the words both drivers show. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE_UPDATE_FEE, APPLICATION_FEE } from '../../../fee-summary';
import { flowFeeLines, flowFeeRequest, presentFlowFee, showsFeeAt } from '../../../../core/use-cases/flow-steps/fees';
import { JOURNEY_TYPES } from '../../../../core/use-cases/journey/types';

const FEE = ALICE_UPDATE_FEE;

test("fees shown before payment for every type: on its submit step, and on an application's review too, each priced by its flow as its definition says", () => {
  assert.equal(
    JOURNEY_TYPES.filter((d) => showsFeeAt(d.type, 'submit')).map((d) => d.type),
    ['FLOWS', 'CCR', 'DEMOGRAPHIC-UPDATE', 'LICENSE-UPDATE', 'PDB-REPORT'],
  );
  assert.equal(
    JOURNEY_TYPES.filter((d) => showsFeeAt(d.type, 'review')).map((d) => d.type),
    ['FLOWS'],
  );
  assert.equal(flowFeeRequest('PDB-REPORT', 'P-1'), { productType: 'PDB_DETAIL_REPORT', flowId: 'P-1' });
  assert.equal(flowFeeRequest('LICENSE-UPDATE', 'L-1'), { productType: 'LICENSE_UPDATE', flowId: 'L-1' });
  assert.equal(flowFeeRequest('CCR', 'C-1'), { productType: 'CONTACT_CHANGE', flowId: 'C-1' });
  assert.equal(flowFeeRequest('FLOWS', 'F-1'), { productType: 'PRODUCER_LICENSING', flowId: 'F-1' });
});

test('an application shows what is applied for: each state, license class and lines of authority, both fees, and the totals', () => {
  const view = presentFlowFee('FLOWS', APPLICATION_FEE);
  assert.is(view.lead, 'You will pay $181.20 for this application on the payment page.');
  assert.equal(view.columns, ['State', 'License class', 'Lines of authority', 'State fee', 'LicenseHub fee']);
  assert.equal(
    view.lines.map((l) => [l.state, l.licenseClass, l.linesOfAuthority, l.stateFee, l.amount]),
    [
      ['Arizona', 'Insurance Producer', 'Life, Accident & Health', '$120.00', '$5.60'],
      ['Georgia', 'Insurance Producer', 'Property', '$50.00', '$5.60'],
    ],
  );
  assert.equal(flowFeeLines(view).slice(2), [
    '  Arizona: Insurance Producer license: Life, Accident & Health – state fee $120.00, LicenseHub fee $5.60',
    '  Georgia: Insurance Producer license: Property – state fee $50.00, LicenseHub fee $5.60',
    '  State fees total: $170.00',
    '  LicenseHub fees total: $11.20',
    '  Total: $181.20',
  ]);
});

test('fees shown before payment: what will be charged, why, each state by name with its registry fee, and the total, in the terminal too', () => {
  const view = presentFlowFee('DEMOGRAPHIC-UPDATE', FEE);
  assert.is(view.lead, 'You will pay $10.00 for this name change on the payment page.');
  assert.match(view.why, 'once for each of those states');
  assert.equal(
    view.lines.map((l) => [l.state, l.amount]),
    [
      ['Oklahoma', '$5.00'],
      ['Texas', '$5.00'],
    ],
  );
  assert.is(view.stateFees, undefined);
  assert.equal(flowFeeLines(view), [
    'You will pay $10.00 for this name change on the payment page.',
    view.why,
    '  Oklahoma: $5.00 – your new name goes to this state (Insurance Producer license)',
    '  Texas: $5.00 – your new name goes to this state (General Lines Agent license)',
    '  Total: $10.00',
  ]);
});

test('fees shown before payment: states that charge a fee of their own get a line of their own, so the lines add up to the total', () => {
  const view = presentFlowFee('CCR', { ...FEE, grandTotal: '12.50', stateTotal: '2.50' });
  assert.equal(view.stateFees, { state: 'State fees', reason: 'What the states charge', amount: '$2.50' });
  assert.is(view.total.amount, '$12.50');
});

test('a report request shows its price as one line that says what the report holds, not a state', () => {
  const view = presentFlowFee('PDB-REPORT', {
    grandTotal: '20.00',
    stateTotal: '0.00',
    licensehubTotal: '20.00',
    feeDetails: [{ stateCode: 'TX', licenseClassName: 'PDB Detail Report', loaNames: [], stateFee: '0.00', licensehubFee: '20.00' }],
  });
  assert.is(view.lead, 'You will pay $20.00 for this report request on the payment page.');
  assert.equal(view.columns, ['Item', 'What it holds', 'Price']);
  assert.equal(
    view.lines.map((l) => [l.state, l.reason, l.amount]),
    [['Detail report', 'Your demographics, licenses with their lines of authority, and appointments, as the registry holds them when you pay', '$20.00']],
  );
});

test('fees shown before payment: a license update that changes nothing has nothing to pay', () => {
  const view = presentFlowFee('LICENSE-UPDATE', { grandTotal: '0.00', stateTotal: '0.00', licensehubTotal: '0.00', feeDetails: [] });
  assert.is(view.lead, 'There is nothing to pay for this license update.');
  assert.equal(view.lines, []);
});

test.run();
