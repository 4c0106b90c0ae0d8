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

/**
 * The link to the provider's homepage, named by the provider: its configured name, else the
 * homepage's address without "www." ("registry.example.org home page").
 */
export function providerHomeLinkText(config: { readonly providerName?: string | undefined; readonly providerHomepage: string }): string {
  if (config.providerName) return `${config.providerName} home page`;
  // core has no URL class (it runs nowhere in particular): the host is what follows the scheme.
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/:?#]+)/i.exec(config.providerHomepage)?.[1];
  return host ? `${host.replace(/^www\./, '')} home page` : 'Your provider’s home page';
}
