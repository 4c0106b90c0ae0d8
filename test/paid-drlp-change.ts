/** A DRLP change already paid for, as the registry lists it (docs/portal.md §License update): Dan Evans added to Texas's AG-5001 on order LH1000016, pending. */
import type { DrlpPaidChange } from '../core/model/drlp';

export const paidDrlpChange = (over: Partial<DrlpPaidChange> = {}): DrlpPaidChange => ({
  orderCode: 'LH1000016',
  orderDate: '2026-11-20T15:00:00Z',
  status: 'PENDING',
  stateCode: 'TX',
  stateName: 'Texas',
  licenseCode: 'AG-5001',
  licenseName: 'General Lines Agency',
  change: 'ADDED',
  npn: '1000004',
  firstName: 'Dan',
  lastName: 'Evans',
  ...over,
});
