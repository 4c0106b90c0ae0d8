import { sanitizeFlowId } from '../../core/rules/flow-id';

/**
 * The routes that exist, under the router base ({app}, config.appBase). Journeys add their
 * paths here when their issue builds them; until then their URLs are 404s.
 */
export const PATHS = {
  root: '/',
  identify: '/identify-licensee',
  userMenu: '/user-menu',
  paymentError: '/payment-error',
  orderHistory: '/order-history',
  /** The parameter holds an order code (spec §2). */
  orderDetail: '/order-history/:flowId',
  resumeIncomplete: '/resume-incomplete',
  resumeIncompleteDetail: '/resume-incomplete/:flowId',
} as const;

/**
 * A path with its :flowId filled in, sanitized first (core/rules/flow-id.ts): an id from a server
 * answer or the address bar can never add segments, a query or a scheme to a navigation target.
 */
export function flowPath(pattern: string, flowId: string): string {
  return pattern.replace(':flowId', sanitizeFlowId(flowId));
}
