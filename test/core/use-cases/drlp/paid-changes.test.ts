/** DRLP changes already paid for (docs/portal.md §License update): shown per state, and an add that repeats one refused where it is chosen. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import type { DrlpPaidChange } from '../../../../core/model/drlp';
import { serverError } from '../../../../core/errors';
import { alreadyPaidAddMessage, loadPaidDrlpChanges, paidChangesIn, type PaidDrlpChanges } from '../../../../core/use-cases/drlp/paid-changes';
import { drlpReducer as reduce, initialDrlpScreen } from '../../../../core/use-cases/drlp/status';
import { paidDrlpChange } from '../../../paid-drlp-change';

const change = paidDrlpChange;
const loaded = (...changes: DrlpPaidChange[]): PaidDrlpChanges => ({ status: 'LOADED', changes });

test('paid DRLP changes are said per state: who, added or removed, the order and its status in words', () => {
  const paid = loaded(
    change(),
    change({ change: 'REMOVED', npn: '1000001', firstName: 'Alice', lastName: 'Morgan', status: 'IN_REVIEW' }),
    change({ stateCode: 'OK' }),
  );
  assert.equal(paidChangesIn(paid, 'TX'), [
    {
      state: 'Texas',
      who: 'Dan Evans (NPN 1000004)',
      change: 'Being added to license AG-5001',
      order: 'Order LH1000016, paid 11/20/2026: Pending',
      orderCode: 'LH1000016',
      status: 'Pending',
    },
    {
      state: 'Texas',
      who: 'Alice Morgan (NPN 1000001)',
      change: 'Being removed from license AG-5001',
      order: 'Order LH1000016, paid 11/20/2026: In review',
      orderCode: 'LH1000016',
      status: 'In review',
    },
  ]);
  assert.equal(paidChangesIn({ status: 'UNAVAILABLE' }, 'TX'), []);
});

test('a failure to read the paid changes is UNAVAILABLE, not an error', async () => {
  assert.equal(await loadPaidDrlpChanges({ paidDrlpChanges: () => TE.left(serverError(500)) })(), { status: 'UNAVAILABLE' });
  assert.equal(await loadPaidDrlpChanges({ paidDrlpChanges: () => TE.right({ paidChanges: [change()] }) })(), loaded(change()));
});

test('an add already paid for (same producer, same license) is named at the point of choice; a removal or another license is not', () => {
  const paid = [change(), change({ change: 'REMOVED', licenseCode: 'AG-5002' })];
  assert.is(
    alreadyPaidAddMessage(paid, ' 1000004 ', 'AG-5001'),
    'You have already paid for this: Dan Evans is being added to license AG-5001 in order LH1000016 (Pending). You do not need to add them again.',
  );
  assert.is(alreadyPaidAddMessage(paid, '1000004', 'AG-5002'), undefined);
  assert.is(alreadyPaidAddMessage(paid, '1000002', 'AG-5001'), undefined);
});

test('Add refuses a license whose add is already paid for, with the message on the licenses, and sends nothing', () => {
  const open = reduce(initialDrlpScreen('F-9'), { type: 'OPEN_ADD', stateCode: 'TX' });
  const chosen = reduce(open, { type: 'EDIT_ADD', changes: { npn: '1000004', lastName: 'Evans', licenseCodes: ['AG-5001'] } });
  const refused = reduce(chosen, { type: 'ADD', paid: [change()] });
  assert.equal(refused.effects, []);
  assert.match(refused.addErrors.licenseCodes ?? '', 'You have already paid for this: Dan Evans is being added to license AG-5001');
  const other = reduce(chosen, { type: 'ADD', paid: [change({ licenseCode: 'AG-5002' })] });
  assert.is(other.effects[0]?.type, 'ADD_DRLP');
});

test.run();
