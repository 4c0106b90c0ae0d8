/**
 * The first page's routes loaded before the first render (docs/decisions.md §First load). A lazy
 * route makes the data router start uninitialized: it renders the root's hydrate fallback (the
 * shell's "Loading…"), imports the route's module, then renders the page, so the first paint a
 * phone shows is the loading indicator and the page comes one render later. index.html has
 * already preloaded the first route's chunks; importing them here, while startup runs, lets the
 * router start initialized and paint the page at once. A route with a loader still shows its own
 * hydrate fallback while its data loads; a module that fails to import stays lazy, so the router
 * reports it as it would have.
 */
import { matchRoutes, type RouteObject } from 'react-router';

type Lazy = () => Promise<Partial<RouteObject>>;

/** `routes` with the routes that `pathname` matches (under `basename`) no longer lazy. */
export async function withFirstRoutesLoaded(routes: RouteObject[], pathname: string, basename: string): Promise<RouteObject[]> {
  const matched = (matchRoutes(routes, pathname, basename) ?? []).map((m) => m.route);
  const loaded = new Map<RouteObject, RouteObject>();
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const { lazy, ...rest } = route;
      try {
        loaded.set(route, { ...rest, ...(await (lazy as Lazy)()) } as RouteObject);
      } catch {
        // left lazy: the router imports it again and shows the route's error screen if it fails
      }
    }),
  );
  const replace = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const next = loaded.get(route) ?? route;
      return next.children ? ({ ...next, children: replace(next.children) } as RouteObject) : next;
    });
  return loaded.size === 0 ? routes : replace(routes);
}
