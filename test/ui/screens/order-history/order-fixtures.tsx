/**
 * A fake registry's orders for the order-history component tests: 12 orders (O1 oldest … O12
 * newest) answered in shuffled order, each with a detail except O3 (its fetch fails: NOT_FOUND);
 * O12 has two transactions, O1 is archived (isDetailAvailable false). The screens are mounted on
 * the app's own order-history routes (lazy, with their loaders) under the route error screen, as
 * the app mounts them.
 */
import type { RouteObject } from 'react-router';
import type { OrderDetail, OrderSummary } from '../../../../core/model/orders';
import { RouteErrorScreen } from '../../../../ui/app/RouteErrorScreen';
import { orderHistoryRoutes } from '../../../../ui/app/routes';
import { render, type Answer } from '../../render';

export const code = (n: number) => `O${String(n).padStart(2, '0')}`;

export const summary = (n: number): OrderSummary => ({
  orderCode: code(n),
  orderDate: `2026-01-${String(n).padStart(2, '0')}T15:00:00Z`,
  orderTotal: `${n}.00`,
});

export const detail = (n: number): OrderDetail => ({
  ...summary(n),
  isDetailAvailable: n !== 1,
  product: n % 2 === 0 ? 'Producer Licensing' : 'Adjuster Licensing',
  transactions:
    n === 12
      ? [
          {
            id: 'T12-1',
            applicationState: 'IL',
            licenseClassName: 'Insurance Producer',
            loas: ['Property', 'Casualty'],
            stateMessages: [{ actionRequired: false, reason: 'Under review.' }],
            transactionResult: 'PENDING',
          },
          {
            id: 'T12-2',
            applicationState: 'CA',
            licenseClassName: 'Insurance Producer',
            loas: ['Property'],
            stateMessages: [{ actionRequired: true, reason: 'Schedule a fingerprint appointment.' }],
            transactionResult: 'PENDING',
          },
        ]
      : [
          {
            id: `T${n}`,
            applicationState: 'TX',
            licenseClassName: `Class ${n}`,
            licenseNumber: `TX-${n}`,
            loas: ['Life'],
            stateMessages: [],
            transactionResult: 'APPROVED',
          },
        ],
});

/** Shuffled so the screen's newest-first order is its own doing. */
const SERVER_ORDER = [5, 1, 12, 3, 9, 7, 2, 11, 4, 10, 6, 8];

export function orderAnswers(): Record<string, Answer> {
  const answers: Record<string, Answer> = { '/orders.json': { orderSummaries: SERVER_ORDER.map(summary) } };
  for (const n of SERVER_ORDER) if (n !== 3) answers[`/orders/${code(n)}.json`] = detail(n);
  return answers;
}

export const orderRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorScreen />,
    children: orderHistoryRoutes,
  },
];

export const renderOrders = (path: string, answers: Record<string, Answer> = orderAnswers()) => render({ path, signedIn: true, routes: orderRoutes, answers });

/** The detail calls made, as order codes. */
export const detailCalls = (calls: readonly string[]) => calls.map((c) => /^\/orders\/([^/]+)\.json$/.exec(c)?.[1]).filter((c): c is string => c !== undefined);

/** The body rows that show an order (not the detail rows), as their order codes. */
/** A row's order code: the first line of its first cell (what the order is and its status follow it, shown on phones). */
export const rowCode = (tr: Element): string => tr.querySelector('td')?.firstElementChild?.textContent ?? '';
export const shownCodes = (host: ParentNode) => [...host.querySelectorAll('tbody tr')].filter((tr) => tr.querySelector('button[aria-expanded]')).map(rowCode);
