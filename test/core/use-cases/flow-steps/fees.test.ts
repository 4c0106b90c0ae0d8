/** Fees shown before payment (core/use-cases/flow-steps/fees.ts): the request that prices a flow, and the words both drivers show. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE_UPDATE_FEE } from '../../../fee-summary';
import { flowFeeLines, flowFeeRequest, presentFlowFee, showsFeeBeforePayment } from '../../../../core/use-cases/flow-steps/fees';

const FEE = ALICE_UPDATE_FEE;

test('fees shown before payment for the contact change, the name change and the license update; the application and the report show theirs elsewhere', () => {
  assert.equal((['FLOWS', 'CCR', 'DEMOGRAPHIC-UPDATE', 'LICENSE-UPDATE', 'PDB-REPORT'] as const).filter(showsFeeBeforePayment), [
    'CCR',
    'DEMOGRAPHIC-UPDATE',
    'LICENSE-UPDATE',
  ]);
  assert.equal(flowFeeRequest('LICENSE-UPDATE', 'L-1'), { productType: 'LICENSE_UPDATE', flowId: 'L-1' });
  assert.equal(flowFeeRequest('CCR', 'C-1'), { productType: 'CONTACT_CHANGE', flowId: 'C-1' });
  assert.throws(() => flowFeeRequest('FLOWS', 'F-1'));
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

test('fees shown before payment: a license update that changes nothing has nothing to pay', () => {
  const view = presentFlowFee('LICENSE-UPDATE', { grandTotal: '0.00', stateTotal: '0.00', licensehubTotal: '0.00', feeDetails: [] });
  assert.is(view.lead, 'There is nothing to pay for this license update.');
  assert.equal(view.lines, []);
});

test.run();
