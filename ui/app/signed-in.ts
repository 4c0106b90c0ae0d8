/**
 * What a signed-in page needs beside its own screen, in one lazily loaded chunk
 * (docs/performance.md §Load tiers): the signed-in parts of the shell (the user's menu, the
 * session timer and its warning), the registry's journey calls and the address service; and the
 * user's own pages (menu, orders, payment error), the terms of use and the page not found, which need little more.
 */
export { UserMenuButton } from '../components/shell/UserMenuButton';
export { SignedInSession } from '../components/shell/SignedInSession';
export { journeyCalls } from '../../adapters/container/journey-calls-module';
export { AddressService, addressHostFor } from '../../adapters/container/address-service-module';
export * as UserMenu from '../screens/user-menu/UserMenu';
export * as OrderHistory from '../screens/order-history/OrderHistory';
export * as OrderDetailPage from '../screens/order-history/OrderDetailPage';
export * as OrderConfirmation from '../screens/order-history/OrderConfirmation';
export * as PdbReportPage from '../screens/order-history/PdbReportPage';
export * as PaymentError from '../screens/payment-error/PaymentError';
export * as TermsOfUse from '../screens/terms/TermsOfUse';
export * as NotFound from '../screens/not-found/NotFound';
// The later parts (the form parts most signed-in pages use too), so both share one chunk.
export * from './later-parts';
