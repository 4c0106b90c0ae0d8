/**
 * What react-router's `replace()` builds, for a loader to throw: a redirect that replaces the
 * history entry. Written out because importing it from the router's barrel would add the
 * router's redirect helpers to the identify page's first load (test/build/budget.test.ts); its
 * own file keeps it in the chunks of the loaders that use it.
 */
export const replaceWith = (location: string) => new Response(null, { status: 302, headers: { Location: location, 'X-Remix-Replace': 'true' } });
