import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The data router under the router base ({app}, config.appBase; default /my-licensehub/frontend). */
export const createAppRouter = (appBase: string) => createBrowserRouter(routes, { basename: appBase.replace(/\/$/, '') || '/' });
