/** An order in the licensee's words: what it is, and where it stands in each state. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderDetail, Transaction } from '../../../../core/model/orders';
import { ORDER_STATES_HEADING, orderStandingLines, orderTypeWords, transactionHeading } from '../../../../core/use-cases/orders/order-words';

const tx = (over: Partial<Transaction>): Transaction => ({
  id: 'T1',
  applicationState: 'TX',
  loas: [],
  stateMessages: [],
  transactionResult: 'PENDING',
  ...over,
});
const order = (product: string, transactions: Transaction[]): OrderDetail => ({
  orderDate: '2026-11-06T15:25:00Z',
  orderCode: 'LH1',
  isDetailAvailable: true,
  product,
  orderTotal: '10.00',
  transactions,
});

test("the registry's product names are said as the licensee says them; an unknown one as it comes", () => {
  assert.is(orderTypeWords('Producer Licensing'), 'Producer license');
  assert.is(orderTypeWords('Adjuster Licensing'), 'Adjuster license');
  assert.is(orderTypeWords('Contact Change Request'), 'Contact change');
  assert.is(orderTypeWords('Demographic Update'), 'Name change');
  assert.is(orderTypeWords('Pet Licensing'), 'Pet Licensing');
});

test('an order says what it is, then each state with its license class and its status in words', () => {
  assert.equal(
    orderStandingLines(
      order('Producer Licensing', [
        tx({ applicationState: 'IL', licenseClassName: 'Insurance Producer' }),
        tx({ id: 'T2', applicationState: 'CA', licenseClassName: 'Insurance Producer', transactionResult: 'APPROVED' }),
      ]),
    ),
    ['Producer license', 'Illinois, Insurance Producer: Pending', 'California, Insurance Producer: Approved'],
  );
  assert.equal(orderStandingLines(order('Demographic Update', [tx({ transactionResult: 'COMPLETE' })])), ['Name change', 'Texas: Complete']);
});

test('no registry word for the states of an order: "By state", "Illinois (1 of 2)"', () => {
  assert.is(ORDER_STATES_HEADING, 'By state');
  assert.is(transactionHeading(tx({ applicationState: 'IL' }), 0, 2), 'Illinois (1 of 2)');
});

test.run();
