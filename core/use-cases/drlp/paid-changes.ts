/**
 * The DRLP changes a firm has already paid for and the registry has not made yet (docs/portal.md
 * §License update): the registry's record, which the DRLP page lists, does not show them until it
 * makes them, so the page says them per state, each with its order and that order's status in
 * words, and an add that repeats one is refused where it is chosen, so the firm never pays twice
 * for the same change. Both drivers read these views.
 */
import * as E from 'fp-ts/Either';
import type { DrlpPaidChange } from '../../model/drlp';
import type { RegistryApi } from '../../ports/registry-api';
import { codeWords, formatDate } from '../../rules/format';

/** What the registry answered: its paid changes, or that it could not say (the page still works). */
export type PaidDrlpChanges = { readonly status: 'LOADED'; readonly changes: readonly DrlpPaidChange[] } | { readonly status: 'UNAVAILABLE' };

/** The paid changes from the registry; a failure is UNAVAILABLE, never an error screen (the DRLP page works without them). */
export const loadPaidDrlpChanges = (api: Pick<RegistryApi, 'paidDrlpChanges'>) => async (): Promise<PaidDrlpChanges> => {
  const r = await api.paidDrlpChanges()();
  return E.isRight(r) ? { status: 'LOADED', changes: r.right.paidChanges } : { status: 'UNAVAILABLE' };
};

export const PAID_CHANGES_TITLE = 'Already paid for';
export const PAID_CHANGES_LEAD =
  'You have paid for these changes. The registry has not made them yet, so the licenses below do not show them. You do not need to pay for them again.';
export const PAID_CHANGES_UNAVAILABLE =
  'We could not check which DRLP changes you have already paid for. Look at your order history before you pay, so you do not pay twice for the same change.';

/** One paid change as both drivers say it. */
export interface PaidChangeView {
  /** The state's name: "Texas". */
  readonly state: string;
  /** "Dan Evans (NPN 1000004)": personal, shown masked in recordings. */
  readonly who: string;
  /** "Being added to license AG-5001". */
  readonly change: string;
  /** "Order LH1000016, paid 11/28/2026: Pending". */
  readonly order: string;
  readonly orderCode: string;
  /** The order's status for this state in words: "Pending". */
  readonly status: string;
}

const changeWords = (c: DrlpPaidChange): string =>
  c.change === 'ADDED' ? `Being added to license ${c.licenseCode}` : `Being removed from license ${c.licenseCode}`;

export const paidChangeView = (c: DrlpPaidChange): PaidChangeView => ({
  state: c.stateName,
  who: `${c.firstName} ${c.lastName} (NPN ${c.npn})`,
  change: changeWords(c),
  order: `Order ${c.orderCode}, paid ${formatDate(c.orderDate)}: ${codeWords(c.status)}`,
  orderCode: c.orderCode,
  status: codeWords(c.status),
});

/** Every paid change, oldest order first (the command's list); none when the registry could not say. */
export const paidChangeViews = (paid: PaidDrlpChanges): readonly PaidChangeView[] => (paid.status === 'LOADED' ? paid.changes.map(paidChangeView) : []);

/** The paid changes of one state, oldest order first, as the registry lists them. */
export const paidChangesIn = (paid: PaidDrlpChanges, stateCode: string): readonly PaidChangeView[] =>
  paid.status === 'LOADED' ? paid.changes.filter((c) => c.stateCode === stateCode).map(paidChangeView) : [];

/** An add already paid for: the same producer added to the same license. */
const paidAdd = (paid: readonly DrlpPaidChange[], npn: string, licenseCode: string): DrlpPaidChange | undefined =>
  paid.find((c) => c.change === 'ADDED' && c.npn === npn.trim() && c.licenseCode === licenseCode);

/**
 * Said beside a license in the add dialog, and the reason an add naming it is refused: the same
 * producer is already being added to it by a paid order.
 */
export function alreadyPaidAddMessage(paid: readonly DrlpPaidChange[], npn: string, licenseCode: string): string | undefined {
  const c = paidAdd(paid, npn, licenseCode);
  if (!c) return undefined;
  return `You have already paid for this: ${c.firstName} ${c.lastName} is being added to license ${licenseCode} in order ${c.orderCode} (${codeWords(c.status)}). You do not need to add them again.`;
}

/** The paid changes the driver holds, for the add dialog's check (none when the registry could not say). */
export const paidChangeList = (paid: PaidDrlpChanges | undefined): readonly DrlpPaidChange[] => (paid?.status === 'LOADED' ? paid.changes : []);
