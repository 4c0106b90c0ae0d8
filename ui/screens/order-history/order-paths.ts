/** The order-history routes (docs/portal.md §Order history): the list, and one order's detail page by its order code. */
import { flowPath, PATHS } from '../../app/paths';

/** The detail page of an order; the code is sanitized like any flow id in a path. */
export const orderDetailPath = (orderCode: string): string => flowPath(PATHS.orderDetail, orderCode);
