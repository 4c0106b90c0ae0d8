import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { SESSION_STORE_KEY } from '../../../core/model/constants';
import { TOKENS, resolve } from '../../../adapters/container/tokens';
import { environmentKeys } from '../../../ui/app/environment-queries';
import { byText, click, render, waitFor, type Rendered } from '../render';

const test = suite('Session (docs/portal.md §Session, "Authentication")');
let app: Rendered | undefined;
test.after.each(async () => {
  await app?.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const MINUTE = 60_000;
const dialog = () => document.querySelector<HTMLElement>('[role=alertdialog]');
const advance = (ms: number) => act(async () => app!.clock.advance(ms));

test('WARNING (5 minutes before the assumed 30-minute idle session ends) opens the "Session Expiration" modal', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'h1', 'User Menu'), 'the user menu');
  await advance(24 * MINUTE);
  assert.is(dialog(), null, 'no warning before');
  await advance(1 * MINUTE + 5_000);
  const modal = await waitFor(dialog, 'the session modal');
  assert.is(byText(modal, 'h2', 'Session Expiration')?.tagName, 'H2');
  assert.ok(modal.textContent?.includes('Your session is about to expire. Click "Continue" to keep working.'));
  assert.ok(modal.textContent?.includes('If you do nothing, you will be signed out in 7 minutes.'), 'how long is left');
  assert.is(modal.getAttribute('aria-modal'), 'true');
  assert.ok(modal.contains(document.activeElement), 'focus is in the modal');
});

test('Continue requests user info again and closes the modal', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'h1', 'User Menu'), 'the user menu');
  await advance(25 * MINUTE + 5_000);
  const modal = await waitFor(dialog, 'the session modal');
  const before = app.calls.filter((c) => c === '/user-info.json').length;
  await click(byText(modal, 'button', 'Continue')!);
  await waitFor(() => app!.calls.filter((c) => c === '/user-info.json').length > before, 'a user info request');
  await advance(5_000);
  await waitFor(() => !dialog(), 'the modal closed');
});

test('Continue shows loading while user info is requested', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'h1', 'User Menu'), 'the user menu');
  await advance(25 * MINUTE + 5_000);
  const modal = await waitFor(dialog, 'the session modal');
  // The next user info answer never comes: the button stays loading.
  app.answers['/user-info.json'] = 'hang';
  await click(byText(modal, 'button', 'Continue')!);
  const button = await waitFor(() => byText(dialog()!, 'button', 'Continue'), 'the Continue button');
  assert.is(button.getAttribute('aria-disabled'), 'true');
  assert.ok(button.querySelector('[role=progressbar]'), 'a spinner in the button');
});

test('the warning offers Sign out beside Continue (the spec’s title and text unchanged); it signs out at once, as the shell’s Logout does', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'h1', 'User Menu'), 'the user menu');
  await advance(25 * MINUTE + 5_000);
  const modal = await waitFor(dialog, 'the session modal');
  assert.equal(
    [...modal.querySelectorAll('button')].map((b) => b.textContent),
    ['Continue', 'Sign out'],
  );
  await click(byText(modal, 'button', 'Sign out')!);
  await waitFor(() => app!.navigation.last, 'the logout navigation');
  assert.is(app.navigation.last, '/my-licensehub/logout');
  assert.is(app.auth.isAuthenticated, false);
});

test('EXPIRED logs out preserving single sign-on', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'h1', 'User Menu'), 'the user menu');
  await advance(32 * MINUTE + 5_000);
  await waitFor(() => app!.navigation.last, 'the logout navigation');
  assert.is(app.navigation.last, '/my-licensehub/logout?preserveSso=true');
  assert.is(app.auth.isAuthenticated, false);
});

test("the shell's Logout does not preserve SSO, clears the stored state and the query cache", async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  const button = await waitFor(() => byText(app!.host, 'header button', 'Alice Morgan'), 'the user menu button');
  const store = resolve(app.services, TOKENS.SessionStore);
  await waitFor(() => store.read(SESSION_STORE_KEY), 'the saved environment');
  app.queryClient.setQueryData(['flow', 'F-1', 'modules'], ['biographic']);
  await click(button);
  const logout = await waitFor(() => byText(document.body, '[role=menuitem]', 'Logout'), 'the Logout item');
  await click(logout);
  await waitFor(() => app!.navigation.last, 'the logout navigation');
  assert.is(app.navigation.last, '/my-licensehub/logout');
  assert.is(store.read(SESSION_STORE_KEY), null);
  // Mounted screens may ask again at once (the page is being left), but nothing held survives.
  assert.is(app.queryClient.getQueryData(['flow', 'F-1', 'modules']), undefined);
  assert.is(app.queryClient.getQueryData(environmentKeys.userInfo), undefined);
  assert.ok(app.calls.includes('/logout.json'), 'the server is told');
});

test('user clicks and keypresses restart the idle clock', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'h1', 'User Menu'), 'the user menu');
  await advance(20 * MINUTE);
  await act(async () => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
  });
  await advance(10 * MINUTE);
  assert.is(dialog(), null, 'no warning 10 minutes after the keypress');
  await advance(15 * MINUTE + 5_000);
  await waitFor(dialog, 'the session modal 25 minutes after the keypress');
});

/** Goes to the order history, whose orders never come: the page stays loading. */
async function navigateToAPageThatStaysLoading() {
  app!.answers['/orders.json'] = 'hang';
  await act(async () => void app!.router!.navigate('/order-history'));
  await waitFor(() => app!.host.querySelector('main [role=status]'), 'the loading indicator');
}

test('the session timer runs while a page stays loading: the warning opens, then expiry logs out', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'h1', 'User Menu'), 'the user menu');
  await navigateToAPageThatStaysLoading();
  await advance(25 * MINUTE + 5_000);
  await waitFor(dialog, 'the session modal over the loading page');
  assert.ok(app.host.querySelector('main [role=status]'), 'the page is still loading');
  await advance(7 * MINUTE + 5_000);
  await waitFor(() => app!.navigation.last, 'the logout navigation');
  assert.is(app.navigation.last, '/my-licensehub/logout?preserveSso=true');
});

test('a warning open when a navigation starts stays open while the next page loads, and its Continue still works', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => byText(app!.host, 'h1', 'User Menu'), 'the user menu');
  await advance(25 * MINUTE + 5_000);
  await waitFor(dialog, 'the session modal');
  await navigateToAPageThatStaysLoading();
  await advance(5_000);
  assert.ok(dialog(), 'the warning is still open');
  const before = app.calls.filter((c) => c === '/user-info.json').length;
  await click(byText(dialog()!, 'button', 'Continue')!);
  await waitFor(() => app!.calls.filter((c) => c === '/user-info.json').length > before, 'its Continue asks for user info again');
  await advance(5_000);
  await waitFor(() => !dialog(), 'the modal closed, the page still loading');
  assert.ok(app.host.querySelector('main [role=status]'));
});

test.run();
