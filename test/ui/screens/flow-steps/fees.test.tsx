/**
 * Fees shown before payment (core/use-cases/flow-steps/fees.ts): every journey says on its submit
 * step what will be charged, line by line, before the licensee continues to payment; an
 * application's lines say what is applied for.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { waitFor } from '../../render';
import { heading } from '../../identify/dom-actions';
import { ALICE_UPDATE_FEE, APPLICATION_FEE, APPLICATION_ROWS } from '../../../fee-summary';
import { attestedAndValidated, DRLP, FLOW, renderStep } from './fixtures';

const t = suite('fees before payment');

/** The submit page as the browser shows it, loaded afresh at its address. */
async function freshSubmit(path: string, answers: Record<string, unknown>, flowId: string) {
  const app = await renderStep(path, answers, attestedAndValidated(flowId));
  return { app, done: () => app.unmount() };
}

const rows = (root: ParentNode) => [...root.querySelectorAll('table tr')].map((tr) => [...tr.children].map((c) => c.textContent));

t('fees shown before payment: the contact change submit page says what will be charged in each state, why, and the total', async () => {
  const { app, done } = await freshSubmit(`/ccr/${FLOW}/submit`, { '/fee-summary.json': ALICE_UPDATE_FEE }, FLOW);
  try {
    await waitFor(() => app.host.querySelector('table'), 'the fees');
    assert.is(heading(app.host), 'Submit your contact change');
    assert.match(app.host.textContent ?? '', 'You will pay $10.00 for this contact change on the payment page.');
    assert.match(app.host.textContent ?? '', 'charges its fee once for each of those states');
    assert.equal(rows(app.host), [
      ['State', 'Why', 'Registry fee'],
      ['Oklahoma', 'Your new contact details go to this state (Insurance Producer license)', '$5.00'],
      ['Texas', 'Your new contact details go to this state (General Lines Agent license)', '$5.00'],
      ['Total', '$10.00'],
    ]);
    assert.ok(app.calls.includes('/fee-summary.json'));
    assert.ok(
      [...app.host.querySelectorAll('button')].some((b) => b.textContent === 'Continue to payment'),
      'Continue to payment follows the fee',
    );
  } finally {
    await done();
  }
});

t(
  "an application's submit page shows what will be paid, as the other journeys' do: each state, license class and lines of authority, both fees and the totals",
  async () => {
    const { app, done } = await freshSubmit(`/flows/${FLOW}/submit`, { '/fee-summary.json': APPLICATION_FEE }, FLOW);
    try {
      await waitFor(() => app.host.querySelector('table'), 'the fees');
      assert.match(app.host.textContent ?? '', 'You will pay $181.20 for this application on the payment page.');
      assert.equal(rows(app.host), APPLICATION_ROWS);
    } finally {
      await done();
    }
  },
);

t('fees shown before payment: a license update that changes nothing says there is nothing to pay', async () => {
  const none = { grandTotal: '0.00', stateTotal: '0.00', licensehubTotal: '0.00', feeDetails: [] };
  const { app, done } = await freshSubmit(
    '/license-update/L-1/submit',
    {
      '/submitter/L-1.json': { isFirm: true, submittingFor: 'MY_SELF', useAcceptance: true },
      '/license-update/L-1/drlp.json': DRLP,
      '/fee-summary.json': none,
    },
    'L-1',
  );
  try {
    await waitFor(() => (app.host.textContent ?? '').includes('What you will pay'), 'the fee');
    assert.match(app.host.textContent ?? '', 'There is nothing to pay for this license update.');
    assert.match(app.host.textContent ?? '', 'States where nothing changes are not charged.');
    assert.is(app.host.querySelector('table'), null);
  } finally {
    await done();
  }
});

t.run();
