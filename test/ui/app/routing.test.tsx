import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { LOCATION_CHANGE_EVENT, type LocationChangeDetail } from '../../../ui/app/location-events';
import type { JSX } from 'react';
import { RootLayout } from '../../../ui/app/RootLayout';
import { takeReturnPath } from '../../../ui/app/RequireAuth';
import { byText, click, render, waitFor, type Rendered } from '../render';
import { FLOW, renderStep, SAVED_MINE } from '../screens/flow-steps/fixtures';

const test = suite('Routing (docs/portal.md §Routes)');
let app: Rendered | undefined;
test.after.each(async () => {
  await app?.unmount();
  app = undefined;
  takeReturnPath(); // the guard's memory lives as long as the page: one page per test here
});

const pathname = () => app!.router!.state.location.pathname;

test('the root redirects to the identify screen', async () => {
  app = await render({ path: '/' });
  await waitFor(() => pathname() === '/identify-licensee', 'the redirect');
});

test('the guard redirects an authenticated route to identify when not signed in', async () => {
  app = await render({ path: '/user-menu' });
  await waitFor(() => pathname() === '/identify-licensee', 'the redirect');
  assert.is(byText(app.host, 'h1', 'User Menu'), undefined);
});

test('the guard remembers: a signed-out link to an order says why on identify, and sign-in returns to that order', async () => {
  app = await render({ path: '/order-history/LH1000012' });
  await waitFor(() => pathname() === '/identify-licensee', 'the redirect');
  await waitFor(() => byText(app!.host, 'main', /Identify yourself to see your order history/), 'the reason');
  await act(async () => {
    app!.auth.adopt('Bearer test-jwt');
  });
  // What sign-in does today (the identify screen goes to the user menu): the guard forwards.
  await act(async () => {
    await app!.router!.navigate('/user-menu');
  });
  await waitFor(() => pathname() === '/order-history/LH1000012', 'the requested order');
  assert.not.match(app.host.textContent ?? '', 'Identify yourself');
  await act(async () => {
    await app!.router!.navigate('/user-menu');
  });
  await waitFor(() => pathname() === '/user-menu', 'the return path is used once');
});

test('a signed-out link to a submit path: sign-in forwards there with a full page load', async () => {
  app = await render({ path: '/flows/F-1/submit' });
  await waitFor(() => pathname() === '/identify-licensee', 'the redirect');
  await act(async () => {
    app!.auth.adopt('Bearer test-jwt');
  });
  await act(async () => {
    await app!.router!.navigate('/user-menu');
  });
  await waitFor(() => app!.navigation.visited.length > 0, 'the full page load');
  assert.equal(app.navigation.visited, ['/my-licensehub/frontend/flows/F-1/submit']);
});

test('the guard says why for each guarded page, and nothing when identify itself was asked for', async () => {
  app = await render({ path: '/resume-incomplete' });
  await waitFor(() => byText(app!.host, 'main', /Identify yourself to continue your incomplete applications/), 'the reason');
  await app.unmount();
  takeReturnPath();
  app = await render({ path: '/identify-licensee' });
  await waitFor(() => pathname() === '/identify-licensee', 'identify');
  assert.not.match(app.host.textContent ?? '', 'Identify yourself to', 'no reason when identify was asked for');
});

test('a signed-in user reaches the user menu, which welcomes them by name and NPN', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'main h1', 'User Menu'), 'the user menu');
  await waitFor(() => byText(app!.host, 'main p', 'Welcome, Alice Morgan (NPN 1000001).'), 'the welcome');
  assert.is(document.title, 'User Menu - LicenseHub');
});

test('every route change broadcasts a location-change event and a page view', async () => {
  app = await render({ path: '/payment-error', signedIn: true });
  await waitFor(() => byText(app!.host, 'main h1', 'Payment not completed'), 'the payment error page');
  const seen: LocationChangeDetail[] = [];
  const listener = (e: Event) => seen.push((e as CustomEvent<LocationChangeDetail>).detail);
  window.addEventListener(LOCATION_CHANGE_EVENT, listener);
  try {
    await click(byText(app.host, 'nav a', 'User Menu')!);
    await waitFor(() => seen.length > 0, 'the event');
    assert.equal(seen, [{ pathname: '/user-menu', search: '', hash: '' }]);
  } finally {
    window.removeEventListener(LOCATION_CHANGE_EVENT, listener);
  }
  const views = app.telemetry
    .entries()
    .filter((e) => e.type === 'pageView')
    .map((e) => (e.data as { path: string }).path);
  assert.equal(views, ['/payment-error', '/user-menu']);
});

test("focus moves to the new page's h1 on a route change", async () => {
  app = await render({ path: '/payment-error', signedIn: true });
  await waitFor(() => byText(app!.host, 'main h1', 'Payment not completed'), 'the payment error page');
  await act(async () => {
    await app!.router!.navigate('/no-such-page');
  });
  await waitFor(() => document.activeElement?.textContent === '404 - Not Found', 'focus on the 404 heading');
  assert.is(document.activeElement?.tagName, 'H1');
});

test("a journey step's page comes once its loader has the registry's answers, and its h1 takes focus then", async () => {
  app = await renderStep(`/flows/${FLOW}/attestation`);
  await waitFor(() => byText(app!.host, 'main h1', 'Attestation'), 'the attestation');
  let answer: (body: unknown) => void = () => undefined;
  app.answers[`/submitter/${FLOW}.json`] = new Promise((resolve) => (answer = resolve));
  await act(async () => {
    void app!.router!.navigate(`/flows/${FLOW}/submitter`);
  });
  await waitFor(() => app!.router?.state.navigation.state === 'loading', 'the loader waiting');
  assert.not.ok(app.host.querySelector('form[aria-label="Submitter"]'), 'no form before the answer');
  await act(async () => answer(SAVED_MINE));
  await waitFor(() => app!.host.querySelector('form[aria-label="Submitter"]'), 'the form');
  await waitFor(() => document.activeElement?.tagName === 'H1', 'focus on the heading');
  assert.is(document.activeElement?.textContent, 'Who is submitting');
});

test('a cancelled payment says nothing was charged and where the application waits, with links to it and the user menu', async () => {
  app = await render({ path: '/payment-error' });
  await waitFor(() => byText(app!.host, 'main h1', 'Payment not completed'), 'the payment error page');
  assert.ok(app.host.textContent?.includes('Your payment was not completed, so nothing was charged'));
  assert.ok(app.host.textContent?.includes('find it under "Resume an application"'));
  assert.is(byText(app.host, 'main a', 'Resume an application')?.getAttribute('href'), '/resume-incomplete');
  assert.is(byText(app.host, 'main a', 'User Menu')?.getAttribute('href'), '/user-menu');
});

test("while a route's code loads, the layout shows a labelled loading indicator", async () => {
  let loaded: (module: { Component: () => JSX.Element }) => void = () => undefined;
  const slow = new Promise<{ Component: () => JSX.Element }>((resolve) => (loaded = resolve));
  app = await render({
    path: '/first',
    routes: [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'first', element: <h1>First</h1> },
          { path: 'slow', lazy: () => slow },
        ],
      },
    ],
  });
  await waitFor(() => byText(app!.host, 'main h1', 'First'), 'the first page');
  await act(async () => {
    void app!.router!.navigate('/slow');
  });
  const status = await waitFor(() => app!.host.querySelector('main [role=status]'), 'the loading indicator');
  assert.ok(status.textContent?.includes('Loading…'), 'the spinner has a label');
  await act(async () => loaded({ Component: () => <h1>Slow page</h1> }));
  await waitFor(() => byText(app!.host, 'main h1', 'Slow page'), 'the slow page');
  assert.is(app.host.querySelector('main [role=status]'), null);
});

test.run();
