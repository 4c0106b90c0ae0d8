import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { ThemeProvider } from '../../../ui/app/AppProviders';
import { resetDismissedNotices } from '../../../ui/components/shell/MaintenanceBanners';
import { byText, click, render, waitFor, type Rendered } from '../render';
import { must } from '../../must';

const test = suite('Maintenance (docs/portal.md §Maintenance)');
let app: Rendered | undefined;
test.after.each(async () => {
  await app?.unmount();
  app = undefined;
  resetDismissedNotices();
});

test('a notice with disableLogin replaces the whole app with the unavailable screen, listing the notices', async () => {
  app = await render({
    path: '/identify-licensee',
    maintenance: [
      { message: 'Scheduled maintenance until 6 PM.', level: 'ALERT', actions: ['disableLogin'] },
      { message: 'Payments are slow today.', level: 'WARNING' },
    ],
  });
  await waitFor(() => byText(app!.host, 'h1', 'LicenseHub is temporarily unavailable'), 'the unavailable screen');
  assert.ok(app.host.textContent?.includes('LicenseHub is temporarily unavailable due to maintenance.'));
  const items = [...app.host.querySelectorAll('ul[aria-label="Maintenance notices"] li')].map((li) => li.textContent);
  assert.equal(items, ['Alert: Scheduled maintenance until 6 PM.', 'Payments are slow today.']);
  assert.is(app.host.querySelector('nav'), null, 'no shell navigation');
  assert.is(app.host.querySelector('button'), null, 'no user menu, no identify form');
  assert.is(document.title, 'LicenseHub is temporarily unavailable - LicenseHub');
});

test('a failed maintenance fetch is a failure state: no notice and no unavailable screen, the page works', async () => {
  app = await render({
    path: '/identify-licensee',
    answers: { '/maintenance-notifications.json': new Response(JSON.stringify({ errors: ['down'] }), { status: 503 }) },
  });
  await waitFor(() => app!.host.querySelector('h1')?.textContent?.endsWith('Who is the licensee?'), 'the identify page');
  assert.ok(app.calls.includes('/maintenance-notifications.json'), 'the notices were asked for');
  assert.is(app.host.querySelector('ul[aria-label="Maintenance notices"]'), null);
  assert.not.ok(app.host.textContent?.includes('temporarily unavailable'));
});

test('notices without disableLogin show above the content: alerts in danger style, others in warning style', async () => {
  app = await render({
    path: '/payment-error',
    maintenance: [
      { message: 'The registry closes at 6 PM.', level: 'ALERT' },
      { message: 'Payments are slow today.', level: 'WARNING', actions: [] },
    ],
  });
  const h1 = await waitFor(() => app!.host.querySelector('main h1'), 'the page');
  const section = app.host.querySelector('main section[aria-label="Maintenance notices"]')!;
  assert.ok(section, 'the notices section');
  assert.ok(section.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING, 'notices come before the content');
  const bars = [...section.querySelectorAll<HTMLElement>('.fui-MessageBar')];
  assert.is(bars.length, 2);
  // The intent shows as an icon and a title as well as a colour (no colour-only information).
  const [alert, notice] = [must(bars[0], 'the first notice'), must(bars[1], 'the second notice')];
  assert.ok(alert.textContent?.startsWith('Alert'));
  assert.ok(alert.textContent?.includes('The registry closes at 6 PM.'));
  assert.ok(notice.textContent?.startsWith('Notice'));
  assert.not.equal(alert.className, notice.className, 'different styles');
  const reference = await referenceClasses();
  assert.is(alert.className, reference.error, 'the alert is an error (danger) bar');
  assert.is(notice.className, reference.warning, 'the other notice is a warning bar');
});

test('a notice can be dismissed: it goes for the rest of the visit, and focus goes to the page heading', async () => {
  app = await render({
    path: '/payment-error',
    signedIn: true,
    maintenance: [
      { message: 'The registry closes at 6 PM.', level: 'ALERT' },
      { message: 'Payments are slow today.', level: 'WARNING' },
    ],
  });
  await waitFor(() => app!.host.querySelector('main h1'), 'the page');
  await click(app.host.querySelector<HTMLElement>('button[aria-label="Dismiss notice: Payments are slow today."]')!);
  await waitFor(() => !(app!.host.textContent ?? '').includes('Payments are slow today.'), 'the notice to go');
  assert.match(app.host.textContent ?? '', 'The registry closes at 6 PM.');
  await waitFor(() => document.activeElement?.tagName === 'H1', 'focus on the heading');
  await click(byText(app.host, 'nav a', 'User Menu')!);
  await waitFor(() => byText(app!.host, 'main h1', 'User Menu'), 'another page');
  assert.not.match(app.host.textContent ?? '', 'Payments are slow today.', 'a dismissed notice stays dismissed');
  await click(app.host.querySelector<HTMLElement>('button[aria-label="Dismiss alert: The registry closes at 6 PM."]')!);
  await waitFor(() => !app!.host.querySelector('section[aria-label="Maintenance notices"]'), 'no notices left');
});

test('no notices: nothing above the content', async () => {
  app = await render({ path: '/payment-error' });
  await waitFor(() => app!.host.querySelector('main h1'), 'the page');
  assert.is(app.host.querySelector('section[aria-label="Maintenance notices"]'), null);
});

/** The root classes Fluent gives a multiline MessageBar of each intent (Griffel's classes are stable). */
async function referenceClasses(): Promise<{ error: string; warning: string }> {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <ThemeProvider>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>e</MessageBarBody>
        </MessageBar>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>w</MessageBarBody>
        </MessageBar>
      </ThemeProvider>,
    ),
  );
  const [error, warning] = [...host.querySelectorAll('.fui-MessageBar')].map((el) => el.className);
  await act(async () => root.unmount());
  return { error: must(error, 'the reference error bar'), warning: must(warning, 'the reference warning bar') };
}

test.run();
