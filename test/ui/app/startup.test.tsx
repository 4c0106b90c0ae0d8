import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { focusManager, QueryObserver } from '@tanstack/react-query';
import { SESSION_STORE_KEY, TRANSITION_JWT_KEY } from '../../../core/model/constants';
import { createTestContainer } from '../../../adapters/container/test';
import { TOKENS, resolve } from '../../../adapters/container/tokens';
import { ThemeProvider } from '../../../ui/app/AppProviders';
import { environmentKeys } from '../../../ui/app/environment-queries';
import { createQueryClient, fetchRuntimeConfig, startApp, startupErrorCode, StartupError, withRealm } from '../../../ui/app/startup';
import { StartupFailure } from '../../../ui/screens/startup-failure/StartupFailure';
import { API } from '../render';

const test = suite('Startup (docs/portal.md §Startup and configuration)');

const CONFIG = {
  apiBase: API,
  appBase: '/my-licensehub/frontend',
  homePath: '/my-licensehub/',
  logoutPath: '/my-licensehub/logout',
  providerHomepage: 'https://registry.example/',
  disabledFeatures: [],
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const serving = (config: unknown, status = 200) => (async () => json(config, status)) as unknown as typeof fetch;

test('a valid config.json is decoded', async () => {
  const config = await fetchRuntimeConfig(serving(CONFIG));
  assert.is(config.apiBase, API);
});

test('a config.json failing validation is configuration error 5000', async () => {
  const error = await fetchRuntimeConfig(serving({ ...CONFIG, apiBase: 42 })).catch((e: unknown) => e);
  assert.instance(error, StartupError);
  assert.is(startupErrorCode(error), '5000');
  assert.ok((error as Error).message.includes('apiBase'));
});

test('a missing config.json is configuration error 5000', async () => {
  const error = await fetchRuntimeConfig(serving({}, 404)).catch((e: unknown) => e);
  assert.is(startupErrorCode(error), '5000');
});

test('a startup failure without a code shows the default code', () => {
  assert.is(startupErrorCode(new Error('bug')), '5999');
});

test('the realm is detected from the host name unless the config names the environment', () => {
  assert.is(withRealm(CONFIG, 'portal-qa.registry.example').environmentId, 'qa');
  assert.is(withRealm(CONFIG, 'portal.registry.example').environmentId, 'prod');
  assert.is(withRealm({ ...CONFIG, environmentId: 'int' }, 'portal.registry.example').environmentId, 'int');
});

test('startup adopts the transition JWT, then fetches user info and the maintenance notices (the reference lists follow the first paint)', async () => {
  const calls: string[] = [];
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === 'config.json') return json(CONFIG);
    const path = new URL(url).pathname.replace('/my-licensehub/api', '');
    calls.push(path);
    if (path === '/user-info.json') return json({ displayName: 'Alice Morgan', ldapUser: false });
    return json([]);
  }) as typeof fetch;
  const stored = { [TRANSITION_JWT_KEY]: 'transition-jwt' };
  const started = await startApp({
    fetch: fakeFetch,
    host: 'localhost',
    createContainer: () => createTestContainer({ apiBase: API, fetch: fakeFetch, stored }),
  });
  assert.is(resolve(started.container, TOKENS.AuthSession).jwt, 'transition-jwt');
  await started.queryClient.getQueryCache().find({ queryKey: environmentKeys.userInfo })?.promise;
  assert.equal([...calls].sort(), ['/maintenance-notifications.json', '/user-info.json']);
  assert.is(started.config.environmentId, 'local');
});

test('without a JWT, startup does not ask for user info', async () => {
  const calls: string[] = [];
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === 'config.json') return json(CONFIG);
    calls.push(new URL(url).pathname);
    return json([]);
  }) as typeof fetch;
  await startApp({ fetch: fakeFetch, host: 'localhost', createContainer: () => createTestContainer({ apiBase: API, fetch: fakeFetch }) });
  assert.not.ok(calls.some((c) => c.endsWith('/user-info.json')));
});

test('the restored user info shows at once and environment answers are saved to the session store', async () => {
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === 'config.json') return json(CONFIG);
    if (url.endsWith('/user-info.json')) return new Promise<Response>(() => undefined);
    if (url.endsWith('/maintenance-notifications.json')) return json([{ message: 'Maintenance Saturday', level: 'WARNING', actions: [] }]);
    return json([]);
  }) as typeof fetch;
  const saved = {
    userInfo: { displayName: 'Alice Morgan', ldapUser: false },
    jwt: 'saved-jwt',
    maintenanceNotifications: null,
    countries: null,
    states: null,
    provinces: null,
  };
  const container = createTestContainer({ apiBase: API, fetch: fakeFetch, stored: { [SESSION_STORE_KEY]: JSON.stringify(saved) } });
  const started = await startApp({ fetch: fakeFetch, host: 'localhost', createContainer: () => container });
  assert.equal(started.queryClient.getQueryData(environmentKeys.userInfo), saved.userInfo);
  await started.queryClient.getQueryCache().find({ queryKey: environmentKeys.maintenance })?.promise;
  const store = container.get<{ read(k: string): string | null }>(TOKENS.SessionStore);
  const clock = container.get<{ advance(ms: number): void }>(TOKENS.Clock);
  clock.advance(1_000);
  assert.equal(JSON.parse(store.read(SESSION_STORE_KEY)!).maintenanceNotifications, [{ message: 'Maintenance Saturday', level: 'WARNING', actions: [] }]);
});

test('leaving the page saves the session at once, whatever the throttle holds back', async () => {
  const fakeFetch = (async (input: RequestInfo | URL) => (String(input) === 'config.json' ? json(CONFIG) : json([]))) as typeof fetch;
  const container = createTestContainer({ apiBase: API, fetch: fakeFetch });
  const page = new EventTarget();
  await startApp({ fetch: fakeFetch, host: 'localhost', createContainer: () => container, page });
  const store = container.get<{ read(k: string): string | null }>(TOKENS.SessionStore);
  // Signing in within the throttle window of the startup saves: nothing saved yet.
  resolve(container, TOKENS.AuthSession).adopt('Bearer fresh-jwt');
  assert.is(JSON.parse(store.read(SESSION_STORE_KEY) ?? '{"jwt":null}').jwt, null);
  page.dispatchEvent(new Event('pagehide'));
  assert.is(JSON.parse(store.read(SESSION_STORE_KEY)!).jwt, 'fresh-jwt');
});

test('the startup failure screen: "Error Starting the Application", refresh or contact customer service, and the code', async () => {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <ThemeProvider>
        <StartupFailure code="5000" />
      </ThemeProvider>,
    ),
  );
  assert.is(host.querySelector('h1')?.textContent, 'Error Starting the Application');
  assert.match(host.textContent ?? '', /refresh the page/);
  assert.match(host.textContent ?? '', /contact customer service/);
  assert.match(host.textContent ?? '', /Error code: 5000/);
  assert.ok(host.querySelector('main'));
  await act(async () => root.unmount());
  host.remove();
});

test('the query client does not retry a failed call (docs/portal.md §Calls): a failed query is an error at once', async () => {
  const client = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['fails'],
    queryFn: async () => {
      calls += 1;
      throw new Error('down');
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  try {
    for (let i = 0; i < 50 && observer.getCurrentResult().status !== 'error'; i++) await new Promise((r) => setTimeout(r, 10));
    assert.is(observer.getCurrentResult().status, 'error', 'not waiting to retry');
    assert.is(calls, 1);
  } finally {
    unsubscribe();
    client.clear();
  }
});

test('the query client does not refetch on window focus (docs/portal.md §Calls)', async () => {
  const client = createQueryClient();
  client.mount(); // as QueryClientProvider does: the client hears focus changes
  let calls = 0;
  const observer = new QueryObserver(client, { queryKey: ['answer'], queryFn: async () => ++calls });
  const unsubscribe = observer.subscribe(() => undefined);
  // A query that asks to be fetched on focus: the client handles the focus for every query at once,
  // so once this one is fetched again, the other one would have been too.
  let witnessCalls = 0;
  const witness = new QueryObserver(client, { queryKey: ['witness'], queryFn: async () => ++witnessCalls, refetchOnWindowFocus: 'always' });
  const unsubscribeWitness = witness.subscribe(() => undefined);
  try {
    for (let i = 0; i < 50 && (observer.getCurrentResult().status !== 'success' || witnessCalls < 1); i++) await new Promise((r) => setTimeout(r, 10));
    assert.is(calls, 1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    for (let i = 0; i < 50 && witnessCalls < 2; i++) await new Promise((r) => setTimeout(r, 10));
    assert.is(witnessCalls, 2, 'the focus was handled');
    assert.is(calls, 1, 'the stale answer was not fetched again on focus');
  } finally {
    focusManager.setFocused(undefined);
    unsubscribeWitness();
    unsubscribe();
    client.unmount();
    client.clear();
  }
});

test.run();
