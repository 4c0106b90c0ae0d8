import { createBrowserRouter } from 'react-router';
import { routerContextOf, type RouteServices } from './route-services';
import { routes } from './routes';

const basenameOf = (appBase: string) => appBase.replace(/\/$/, '') || '/';

/**
 * The data router under the router base ({app}, config.appBase; default /my-licensehub/frontend);
 * its loaders get the composition root's query cache and API as the router's context.
 */
export function createAppRouter(appBase: string, services: RouteServices) {
  return createBrowserRouter(routes, { basename: basenameOf(appBase), getContext: routerContextOf(services) });
}
