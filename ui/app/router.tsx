import { createBrowserRouter } from 'react-router';
import { withFirstRoutesLoaded } from './first-routes';
import { routerContextOf, type RouteServices } from './route-services';
import { routes } from './routes';

const basenameOf = (appBase: string) => appBase.replace(/\/$/, '') || '/';

/**
 * The data router under the router base ({app}, config.appBase; default /my-licensehub/frontend);
 * its loaders get the composition root's query cache and API as the router's context. The routes
 * the current URL matches are loaded first, so the router starts on the page (first-routes.ts).
 */
export async function createAppRouter(appBase: string, services: RouteServices, pathname: string) {
  const basename = basenameOf(appBase);
  return createBrowserRouter(await withFirstRoutesLoaded(routes, pathname, basename), { basename, getContext: routerContextOf(services) });
}
