/**
 * The order-history routes (spec §2 "/order-history", "/order-history/{flowId}"): each screen in
 * its own lazy chunk with its loader, which fills the query cache before the screen shows
 * (order-loaders.ts). On a first load the route shows its own labeled loading indicator while
 * its code and data arrive; later navigations show the shell's.
 */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { PageLoading } from '../../components/shell/PageLoading';
import { LOADING_ORDER, LOADING_ORDERS } from './loading-labels';

export const orderHistoryRoutes: RouteObject[] = [
  {
    path: PATHS.orderHistory,
    hydrateFallbackElement: <PageLoading label={LOADING_ORDERS} />,
    lazy: async () => {
      const screen = await import('./OrderHistory');
      return { Component: screen.default, loader: screen.orderHistoryLoader };
    },
  },
  {
    path: PATHS.orderDetail,
    hydrateFallbackElement: <PageLoading label={LOADING_ORDER} />,
    lazy: async () => {
      const screen = await import('./OrderDetailPage');
      return { Component: screen.default, loader: screen.orderDetailLoader };
    },
  },
];
