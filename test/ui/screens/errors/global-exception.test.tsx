/**
 * Errors outside rendering (docs/portal.md §Errors): the global exception flag shows the
 * generic error screen, the error is reported, and the screen clears when the flag is unset;
 * the router's own errors show "Unexpected Application Error!".
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { data } from 'react-router';
import { RouteErrorScreen } from '../../../../ui/app/RouteErrorScreen';
import { byText, click, quietConsole, render, waitFor, type Rendered } from '../../render';
import { heading } from '../../identify/dom-actions';

const t = suite('errors outside rendering');
let app: Rendered | undefined;
let restore = () => undefined as void;
t.before(() => {
  restore = quietConsole();
});
t.after(() => restore());
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

const routes = [
  {
    path: '/user-menu',
    element: (
      <main>
        <h1>Menu</h1>
      </main>
    ),
  },
  {
    path: '/somewhere',
    element: (
      <main>
        <h1>Somewhere</h1>
      </main>
    ),
  },
];

t('an uncaught error outside React sets the flag: the generic error screen shows, focused, and the error is reported', async () => {
  app = await render({ path: '/somewhere', routes });
  await waitFor(() => heading(app!.host) === 'Somewhere', 'the page');
  const boom = new Error('boom');
  await act(async () => {
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
  });
  await waitFor(() => heading(app!.host) === 'Oops. Something went wrong.', 'the error screen');
  assert.is(document.activeElement?.id, 'generic-error-title');
  const reported = app.telemetry.entries().filter((e) => e.channel === 'errors');
  assert.ok(
    reported.some((e) => (e.data as { errorType?: string }).errorType === 'saga' && JSON.stringify(e.data).includes('boom')),
    JSON.stringify(reported),
  );
});

t('a rejected promise nobody handled sets the flag too; Main Menu unsets it and the app shows the user menu', async () => {
  app = await render({ path: '/somewhere', routes });
  await waitFor(() => heading(app!.host) === 'Somewhere', 'the page');
  await act(async () => {
    const event = new Event('unhandledrejection') as Event & { reason?: unknown };
    event.reason = new Error('nobody caught me');
    window.dispatchEvent(event);
  });
  await waitFor(() => heading(app!.host) === 'Oops. Something went wrong.', 'the error screen');
  await click(byText(app.host, 'a', 'Main Menu')!);
  // The flag is unset: the error screen clears and the app renders again (a memory router here
  // does not follow the browser address, so it shows the page it held).
  await waitFor(() => ['Menu', 'Somewhere'].includes(heading(app!.host)), 'the app again');
  assert.is(app.host.textContent?.includes('Oops. Something went wrong.'), false);
});

t("the browser's ResizeObserver noise does not set the flag", async () => {
  app = await render({ path: '/somewhere', routes });
  await waitFor(() => heading(app!.host) === 'Somewhere', 'the page');
  await act(async () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
  });
  assert.is(heading(app.host), 'Somewhere');
});

for (const [status, statusText] of [
  [404, 'Not Found'],
  [405, 'Method Not Allowed'],
  [400, 'Bad Request'],
] as const) {
  t(`a router error ${status} is generic, with "Unexpected Application Error!"`, async () => {
    app = await render({
      path: '/broken',
      routes: [
        {
          path: '/broken',
          loader: () => {
            throw data(null, { status, statusText });
          },
          element: <h1>never</h1>,
          errorElement: (
            <main>
              <RouteErrorScreen />
            </main>
          ),
        },
      ],
    });
    await waitFor(() => heading(app!.host) === 'Oops. Something went wrong.', 'the generic error screen');
    assert.ok(byText(app.host, 'p', `Unexpected Application Error! ${status} ${statusText}`), app.host.textContent ?? '');
  });
}

t.run();
