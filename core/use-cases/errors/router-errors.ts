/**
 * Errors of the router itself (docs/portal.md §Errors): not found, method not allowed and bad request are
 * generic, shown with the display text "Unexpected Application Error!".
 */
export const ROUTER_ERROR_TEXT = 'Unexpected Application Error!';

/** The router's own error statuses: 400 bad request, 404 not found, 405 method not allowed. */
export const ROUTER_ERROR_STATUSES: readonly number[] = [400, 404, 405];

export const isRouterErrorStatus = (status: number): boolean => ROUTER_ERROR_STATUSES.includes(status);

/** The 404 page's title, also the title of a record not found. */
export const NOT_FOUND_TITLE = '404 - Not Found';

/** The link to the provider's homepage, named by the provider (core/model/provider-home.ts, which the sandbox's 404 page shares). */
export { providerHomeLinkText } from '../../model/provider-home';
