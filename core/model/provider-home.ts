/**
 * The name of the link to the provider's homepage (docs/portal.md §Routes): named by the provider,
 * its configured name, else the homepage's address without "www." ("registry.example.org home
 * page"). Beside the configuration's codec so the portal's 404 page and the sandbox's own say the same.
 */
export function providerHomeLinkText(config: { readonly providerName?: string | undefined; readonly providerHomepage: string }): string {
  if (config.providerName) return `${config.providerName} home page`;
  // core has no URL class (it runs nowhere in particular): the host is what follows the scheme.
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/:?#]+)/i.exec(config.providerHomepage)?.[1];
  return host ? `${host.replace(/^www\./, '')} home page` : 'Your provider’s home page';
}
