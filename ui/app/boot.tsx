/**
 * Start the app (config, container, session, environment) and render it, or the startup failure
 * screen when it cannot start. main.tsx calls it.
 */
import { Fragment, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createBrowserContainer } from '../../adapters/container/browser';
import { AppProviders, ThemeProvider } from './AppProviders';
import { MaintenanceGate } from './MaintenanceGate';
import { routeServicesOf } from './route-services';
import { createAppRouter } from './router';
import { renderYielding } from './render-yielding';
import { startApp, startupErrorCode } from './startup';
import { signedIn } from './tiers';
import { StartupFailure } from '../screens/startup-failure/StartupFailure';

/** Set by build.mjs: true in development and test builds, whose React runs StrictMode's checks. */
declare const __LICENSEHUB_STRICT_MODE__: boolean | undefined;
const Strict = typeof __LICENSEHUB_STRICT_MODE__ !== 'undefined' && __LICENSEHUB_STRICT_MODE__ ? StrictMode : Fragment;

export function boot(element: HTMLElement): void {
  const root = createRoot(element);

  startApp({
    fetch: (input, init) => window.fetch(input, init),
    host: window.location.host,
    createContainer: (config) =>
      createBrowserContainer(config, {
        addressService: signedIn,
        journeyCalls: signedIn,
        sessionRecording: () => import('../../adapters/container/session-recording'),
      }),
    page: window,
  })
    .then(({ config, container, queryClient }) => ({
      container,
      queryClient,
      router: createAppRouter(config.appBase, routeServicesOf(container, queryClient)),
    }))
    .then(
      ({ container, queryClient, router }) => {
        renderYielding(
          root,
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
}
