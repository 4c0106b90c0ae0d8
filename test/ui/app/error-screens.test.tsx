import * as assert from 'uvu/assert';
import { DomainFailure, serverError, tooManyRequests } from '../../../core/errors';
import { RouteErrorScreen } from '../../../ui/app/RouteErrorScreen';
import { useEffect } from 'react';
import { createRunner } from '../../../core/use-cases/runner';
import { useMachine, useUseCase } from '../../../ui/app/use-machine';
import { byText, click, screenSuite, waitFor } from '../render';
import { must } from '../../must';

const { t: test, mount } = screenSuite('Error screens (docs/portal.md §Errors)', { quiet: true });

/** A route whose screen throws `error` while `control.fail` holds (React retries a render once). */
function failingRoutes(error: unknown, control = { fail: true }) {
  function Failing() {
    if (control.fail) throw error;
    return <h1>Recovered</h1>;
  }
  return [
    {
      path: '/flows/:flowId/review',
      element: (
        <main>
          <Failing />
        </main>
      ),
      errorElement: (
        <main>
          <RouteErrorScreen />
        </main>
      ),
    },
    {
      path: '/user-menu',
      element: (
        <main>
          <h1>Menu</h1>
        </main>
      ),
    },
  ];
}

test('a caught rendering error shows "Oops. Something went wrong." with its text', async () => {
  const app = await mount({ path: '/flows/F-1/review', routes: failingRoutes(new Error('boom')) });
  const h1 = await waitFor(() => byText(app.host, 'h1', 'Oops. Something went wrong.'), 'the generic error screen');
  assert.ok(h1);
  assert.ok(app.host.textContent?.includes("Please try again or contact the provider's customer service if the error persists."));
  assert.is(document.title, 'Oops. Something went wrong. - LicenseHub');
});

test('the caught error is reported with type react', async () => {
  const app = await mount({ path: '/flows/F-1/review', routes: failingRoutes(new Error('boom')) });
  await waitFor(() => byText(app.host, 'h1', 'Oops. Something went wrong.'), 'the generic error screen');
  const reported = app.telemetry.entries().filter((e) => e.channel === 'errors');
  assert.is(reported.length, 1);
  assert.is((must(reported[0], 'the reported error').data as { errorType: string }).errorType, 'react');
});

test('a screen whose use-case effect fails (its effect runner throws) shows the error screen and reports the error, never loading for ever', async () => {
  function Screen() {
    const useCase = useUseCase(() =>
      createRunner(
        (s: { loading: boolean; effects: readonly { type: 'LOAD' }[] }, e: { type: 'OPEN' }) =>
          e.type === 'OPEN' ? { loading: true, effects: [{ type: 'LOAD' as const }] } : s,
        { loading: false, effects: [] },
        () => {
          throw new Error('no port for LOAD');
        },
      ),
    );
    const [state, dispatch] = useMachine(useCase);
    useEffect(() => dispatch({ type: 'OPEN' }), [dispatch]);
    return <h1>{state.loading ? 'Loading…' : 'Ready'}</h1>;
  }
  const routes = [
    {
      path: '/flows/:flowId/review',
      element: (
        <main>
          <Screen />
        </main>
      ),
      errorElement: (
        <main>
          <RouteErrorScreen />
        </main>
      ),
    },
  ];
  const app = await mount({ path: '/flows/F-1/review', routes });
  await waitFor(() => byText(app.host, 'h1', 'Oops. Something went wrong.'), 'the generic error screen');
  const reported = app.telemetry.entries().filter((e) => e.channel === 'errors');
  assert.ok(
    reported.some((e) => JSON.stringify(e.data).includes('no port for LOAD')),
    'the failure is reported',
  );
});

test('the generic screen\'s "Main Menu" link goes to the user menu and resets the flow of the flowId parameter', async () => {
  const app = await mount({ path: '/flows/F-1/review', routes: failingRoutes(new DomainFailure(serverError(500))) });
  app.queryClient.setQueryData(['flow', 'F-1', 'review'], { cached: true });
  app.queryClient.setQueryData(['flow', 'F-2', 'review'], { cached: true });
  const link = await waitFor(() => byText(app.host, 'a', 'Main Menu'), 'the Main Menu link');
  assert.is(link.getAttribute('href'), '/user-menu');
  await click(link);
  await waitFor(() => byText(app.host, 'h1', 'Menu'), 'the user menu');
  assert.is(app.queryClient.getQueryData(['flow', 'F-1', 'review']), undefined, 'the current flow is reset');
  assert.equal(app.queryClient.getQueryData(['flow', 'F-2', 'review']), { cached: true }, 'other flows are kept');
});

test('a caught error with HTTP status 429 shows the too-many-requests screen', async () => {
  const control = { fail: true };
  const app = await mount({ path: '/flows/F-1/review', routes: failingRoutes(new DomainFailure(tooManyRequests()), control) });
  await waitFor(() => byText(app.host, 'h1', 'Too many requests'), 'the 429 screen');
  assert.ok(/wait a moment and try again/.test(app.host.textContent ?? ''));
  const button = byText(app.host, 'button', 'Try again')!;
  assert.is(button.getAttribute('aria-disabled'), null, 'enabled without Retry-After');
  control.fail = false;
  await click(button);
  await waitFor(() => byText(app.host, 'h1', 'Recovered'), 'the screen rendered again');
});

test('"Try again" is enabled only after Retry-After', async () => {
  const app = await mount({ path: '/flows/F-1/review', routes: failingRoutes(new DomainFailure(tooManyRequests(1))) });
  const button = await waitFor(() => byText(app.host, 'button', 'Try again'), 'the Try again button');
  assert.is(button.getAttribute('aria-disabled'), 'true');
  assert.ok(app.host.textContent?.includes('You can try again in 1 second.'));
  await waitFor(() => byText(app.host, 'button', 'Try again')?.getAttribute('aria-disabled') !== 'true', 'the button enabled', 3000);
});

test.run();
