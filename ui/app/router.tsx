import { createBrowserRouter } from 'react-router';
import { routerContextOf, type RouteServices } from './route-services';
import { routes } from './routes';

/**
 * The data router under the router base ({app}, config.appBase; default /my-licensehub/frontend);
 * its loaders get the composition root's query cache and API as the router's context.
 */
export const createAppRouter = (appBase: string, services: RouteServices) =>
  createBrowserRouter(routes, { basename: appBase.replace(/\/$/, '') || '/', getContext: routerContextOf(services) });
