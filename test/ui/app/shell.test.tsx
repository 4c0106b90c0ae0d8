import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { VersionBadge } from '../../../ui/components/shell/VersionBadge';
import { RootLayout } from '../../../ui/app/RootLayout';
import { ALICE, byText, render, waitFor, type Rendered } from '../render';

const test = suite('Shell (docs/portal.md §Shell)');
let app: Rendered | undefined;
test.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

const header = () => app!.host.querySelector('header')!;

test('the top bar names the product, linking to the home path', async () => {
  app = await render({ path: '/payment-error' });
  await waitFor(() => app!.host.querySelector('h1'), 'the page');
  assert.is(byText(header(), 'a', 'LicenseHub')?.getAttribute('href'), '/my-licensehub/');
});

test("while the user's details load, the participant header keeps its place, so the page does not move down when the name arrives", async () => {
  let arrive = () => undefined as void;
  const later = new Promise((resolve) => (arrive = () => resolve(ALICE)));
  app = await render({ path: '/payment-error', signedIn: true, userInfo: later as unknown as typeof ALICE });
  await waitFor(() => app!.host.querySelector('h1'), 'the page');
  const rows = header().children.length;
  assert.is(header().querySelector('[aria-label="Signed in as"]'), null, 'no name yet');
  arrive();
  const named = await waitFor(() => header().querySelector('[aria-label="Signed in as"]'), 'the participant header');
  assert.is(named.textContent, 'Alice Morgan');
  assert.is(header().children.length, rows, 'the name took the place kept for it');
});

test('the footer waits for the page: none under a loading indicator (it would jump down when the page arrives), then below the page', async () => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Page = ({ name }: { name: string }) => <h1>{name}</h1>;
  app = await render({
    path: '/first',
    signedIn: true,
    routes: [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'first', element: <Page name="First page" /> },
          { path: 'later', lazy: async () => (await arrived, { element: <Page name="Later page" /> }) },
        ],
      },
    ],
  });
  await waitFor(() => app!.host.querySelector('footer'), 'the footer below the first page');
  await act(async () => void app!.router!.navigate('/later'));
  await waitFor(() => app!.host.querySelector('main [role=status]'), 'the loading indicator');
  assert.is(app!.host.querySelector('footer'), null, 'no footer while the page loads');
  arrive();
  await waitFor(() => byText(app!.host, 'h1', 'Later page'), 'the later page');
  await waitFor(() => app!.host.querySelector('footer'), 'the footer again, below the page');
});

test('the header shows the participant name', async () => {
  app = await render({ path: '/user-menu', signedIn: true, userInfo: ALICE });
  await waitFor(() => byText(header(), '[role=region]', 'Alice Morgan'), 'the participant header');
});

test('the header shows the company name with its suffix', async () => {
  app = await render({
    path: '/user-menu',
    signedIn: true,
    userInfo: { displayName: 'Acme Insurance Agency LLC', ldapUser: false, name: 'Acme Insurance Agency', suffix: 'LLC', fein: '12-3456789', npn: '2000001' },
  });
  await waitFor(() => byText(header(), '[role=region]', 'Acme Insurance Agency LLC'), 'the company name with suffix');
});

test('the header shows the FEIN when there is no name', async () => {
  app = await render({ path: '/user-menu', signedIn: true, userInfo: { displayName: 'Firm', ldapUser: false, fein: '98-7654321' } });
  await waitFor(() => byText(header(), '[role=region]', 'FEIN 98-7654321'), 'the FEIN');
});

test('the user menu button shows the username, and Logout in its menu', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  const button = await waitFor(() => byText(header(), 'button', 'Alice Morgan'), 'the user menu button');
  assert.is(button.getAttribute('aria-haspopup'), 'menu');
});

test('the user menu button shows a loading indicator until the username is known', async () => {
  app = await render({ path: '/user-menu', signedIn: true, userInfo: 'hang' });
  const button = await waitFor(() => header().querySelector('button[aria-haspopup=menu]'), 'the user menu button');
  assert.ok(button.querySelector('[role=progressbar]'), 'a spinner in the button');
  assert.is(button.getAttribute('aria-label'), 'User menu, loading the user name');
});

test('user info failure shows "Unknown User"', async () => {
  app = await render({ path: '/user-menu', signedIn: true, userInfo: 500 });
  await waitFor(() => byText(header(), 'button', 'Unknown User'), '"Unknown User"');
});

test('the secondary bar has one "User Menu" link, only when authenticated', async () => {
  app = await render({ path: '/payment-error', signedIn: true });
  const nav = await waitFor(() => app!.host.querySelector('nav[aria-label=Main]'), 'the secondary bar');
  const links = [...nav.querySelectorAll('a')];
  assert.equal(
    links.map((a) => a.textContent),
    ['User Menu'],
  );
  assert.is(links[0]?.getAttribute('href'), '/user-menu');
  await app.unmount();

  app = await render({ path: '/payment-error' });
  await waitFor(() => app!.host.querySelector('h1'), 'the page');
  assert.is(app.host.querySelector('nav[aria-label=Main]'), null);
  assert.is(header().querySelector('button[aria-haspopup=menu]'), null, 'no user menu when signed out');
});

test('the version badge 11.12.14 shows outside beta and prod', async () => {
  app = await render({ path: '/payment-error', config: { environmentId: 'qa' } });
  const badge = await waitFor(() => byText(header(), 'span', 'Version 11.12.14, qa environment'), 'the version badge, with what it is for screen readers');
  assert.ok(
    [...badge.childNodes].some((n) => n.nodeType === 3 && n.textContent === '11.12.14'),
    'the number shown',
  );
});

test('the version badge is hidden in prod and beta', async () => {
  for (const environmentId of ['prod', 'beta'] as const) {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<VersionBadge environmentId={environmentId} />));
    assert.is(host.textContent, '', environmentId);
    await act(async () => root.unmount());
  }
  app = await render({ path: '/payment-error', config: { environmentId: 'prod' } });
  await waitFor(() => app!.host.querySelector('h1'), 'the page');
  assert.not.ok(header().textContent?.includes('11.12.14'));
});

test('landmarks: a banner header, navigation and main, with a skip link first', async () => {
  app = await render({ path: '/user-menu', signedIn: true });
  await waitFor(() => app!.host.querySelector('main h1'), 'the page heading');
  const first = app.host.querySelector('a');
  assert.is(first?.textContent, 'Skip to main content');
  assert.ok(app.host.querySelector('header nav'));
  assert.is(app.host.querySelector('main')?.id, 'main-content');
});

test.run();
