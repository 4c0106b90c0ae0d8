/**
 * The browser entry: start the app (config, container, session, environment) and render it, or
 * the startup failure screen when it cannot start.
 */
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import { Fragment, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createBrowserContainer } from '../adapters/container/browser';
import { AppProviders, ThemeProvider } from './app/AppProviders';
import { MaintenanceGate } from './app/MaintenanceGate';
import { routeServicesOf } from './app/route-services';
import { createAppRouter } from './app/router';
import { startApp, startupErrorCode } from './app/startup';
import { StartupFailure } from './screens/startup-failure/StartupFailure';

/** Set by build.mjs: true in development and test builds, whose React runs StrictMode's checks. */
declare const __LICENSEHUB_STRICT_MODE__: boolean | undefined;
const Strict = typeof __LICENSEHUB_STRICT_MODE__ !== 'undefined' && __LICENSEHUB_STRICT_MODE__ ? StrictMode : Fragment;

const root = createRoot(document.getElementById('root')!);

startApp({
  fetch: (input, init) => window.fetch(input, init),
  host: window.location.host,
  createContainer: createBrowserContainer,
  page: window,
})
  .then(async ({ config, container, queryClient }) => ({
    container,
    queryClient,
    router: await createAppRouter(config.appBase, routeServicesOf(container, queryClient), window.location.pathname),
  }))
  .then(
    ({ container, queryClient, router }) => {
      root.render(
        <Strict>
          <AppProviders container={container} queryClient={queryClient}>
            <MaintenanceGate>
              <RouterProvider router={router} />
            </MaintenanceGate>
          </AppProviders>
        </Strict>,
      );
    },
    (error: unknown) => {
      console.error('LicenseHub could not start:', error);
      root.render(
        <Strict>
          <ThemeProvider>
            <StartupFailure code={startupErrorCode(error)} />
          </ThemeProvider>
        </Strict>,
      );
    },
  );
