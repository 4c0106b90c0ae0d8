/** The composition roots: what each binds, and that a container wires a working session end to end. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKENS, resolve } from '../../../adapters/container/tokens';
import { createTestContainer } from '../../../adapters/container/test';
import { createCliContainer } from '../../../adapters/container/cli';
import { createBrowserContainer } from '../../../adapters/container/browser';
import { FetchRegistryApi } from '../../../adapters/http/fetch-registry-api';
import { FileSessionStore } from '../../../adapters/storage/file-session-store';
import { CliTelemetry } from '../../../adapters/telemetry/cli-telemetry';
import { BrowserTelemetry } from '../../../adapters/telemetry/browser-telemetry';
import { SystemClock } from '../../../adapters/clock/system-clock';
import { VirtualClock } from '../../../adapters/clock/virtual-clock';
import { RecordingNavigation } from '../../../adapters/navigation/recording-navigation';
import { AddressService } from '../../../adapters/address/address-service';
import { AuthSession } from '../../../core/session/auth-session';
import { SessionService } from '../../../core/session/session-service';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { API, fakeFetch, json } from '../fake-fetch';
import { must } from '../../must';

const USER = { displayName: 'Alice Morgan', ldapUser: false };

test('test container: every token resolves, singletons shared', async () => {
  const c = createTestContainer({ apiBase: API, fetch: fakeFetch(json(200, USER)).fetch });
  for (const token of Object.values(TOKENS)) assert.ok(c.get(token), String(token));
  assert.instance(c.get(TOKENS.RegistryApi), FetchRegistryApi);
  assert.instance(c.get(TOKENS.Clock), VirtualClock);
  const addressService = await resolve(c, TOKENS.AddressService)();
  assert.instance(addressService, AddressService);
  assert.is(await resolve(c, TOKENS.AddressService)(), addressService, 'one address service, built once');
  assert.is(c.get(TOKENS.AuthSession), c.get(TOKENS.AuthSession));
});

test('test container: a pending transition JWT is adopted when the container starts the session, and sent', async () => {
  const { fetch, seen } = fakeFetch(json(200, USER));
  const c = createTestContainer({ apiBase: API, fetch, stored: { 'licensehub.transitionJwt': 'transition.jwt.t' } });
  const api = c.get<RegistryApi>(TOKENS.RegistryApi);
  await api.userInfo()();
  assert.is(must(seen[0], 'a request').headers.authorization, 'Bearer transition.jwt.t');
});

test('test container: a 401 without a token logs out with preserveSso through the session service', async () => {
  const { fetch } = fakeFetch(json(401, { errors: ['Not signed in'] }), new Response(null, { status: 204 }));
  const c = createTestContainer({ apiBase: API, fetch, stored: { 'licensehub.transitionJwt': 'dead.jwt.d' } });
  const service = c.get<SessionService>(TOKENS.SessionService);
  let cleared = false;
  service.onLogout(() => (cleared = true));
  // Waits for the logout to leave (its last step), not for a guessed delay; no leaving: the file never settles and fails.
  const navigation = c.get<RecordingNavigation>(TOKENS.ExternalNavigation);
  const left = new Promise<void>((resolve) => {
    const assign = navigation.assign.bind(navigation);
    navigation.assign = (url) => {
      assign(url);
      resolve();
    };
  });
  const r = await c.get<RegistryApi>(TOKENS.RegistryApi).orders()();
  assert.ok(E.isLeft(r));
  await left;
  assert.ok(cleared);
  assert.equal(c.get<RecordingNavigation>(TOKENS.ExternalNavigation).visited, ['/my-licensehub/logout?preserveSso=true']);
  assert.is(c.get<AuthSession>(TOKENS.AuthSession).jwt, undefined);
});

test('CLI container: the JWT is kept in the session file (mode 0600) between commands, with the API origin that issued it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lh-cli-'));
  const sessionFile = join(dir, 'licensehub', 'session.json');
  const apiBase = 'http://127.0.0.1:9/my-licensehub/api';
  const first = createCliContainer({
    apiBase,
    sessionFile,
    env: {},
    fetch: fakeFetch(json(200, { status: 'SUCCESS' }, { Authorization: 'Bearer cli.jwt.1' })).fetch,
  });
  assert.instance(first.get(TOKENS.SessionStore), FileSessionStore);
  assert.instance(first.get(TOKENS.Telemetry), CliTelemetry);
  assert.instance(first.get(TOKENS.Clock), SystemClock);
  await first
    .get<RegistryApi>(TOKENS.RegistryApi)
    .identify({ entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1000001', lastName: 'Morgan', useAgreementAccepted: true })();
  assert.is(JSON.parse(JSON.parse(readFileSync(sessionFile, 'utf8'))['http://127.0.0.1:9'].licensehub).jwt, 'cli.jwt.1');
  assert.is(statSync(sessionFile).mode & 0o777, 0o600);

  const { fetch, seen } = fakeFetch(json(200, USER));
  const second = createCliContainer({ apiBase, sessionFile, env: {}, fetch });
  await second.get<RegistryApi>(TOKENS.RegistryApi).userInfo()();
  assert.is(must(seen[0], 'a request').headers.authorization, 'Bearer cli.jwt.1');
});

test('CLI container: logout forgets the session file and points at the logout page on the API origin', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lh-cli-'));
  const sessionFile = join(dir, 'session.json');
  const apiBase = 'http://127.0.0.1:9/my-licensehub/api';
  new FileSessionStore(sessionFile, 'http://127.0.0.1:9').write(
    'licensehub',
    JSON.stringify({ userInfo: null, jwt: 'cli.jwt.2', maintenanceNotifications: null, countries: null, states: null, provinces: null }),
  );
  const { fetch, seen } = fakeFetch(new Response(null, { status: 204 }));
  const c = createCliContainer({ apiBase, sessionFile, env: {}, fetch });
  await c.get<SessionService>(TOKENS.SessionService).logout({ preserveSso: false });
  const logout = must(seen[0], 'the logout request');
  assert.is(logout.url, `${apiBase}/logout.json`);
  assert.is(logout.headers.authorization, 'Bearer cli.jwt.2');
  assert.is(new FileSessionStore(sessionFile, 'http://127.0.0.1:9').read('licensehub'), null);
  assert.is(c.get<RecordingNavigation>(TOKENS.ExternalNavigation).last, 'http://127.0.0.1:9/my-licensehub/logout');
});

test('browser container: binds the browser adapters from the runtime configuration; the address service module loads on the first call, once', async () => {
  const storage = new Map<string, string>();
  const imports: string[] = [];
  const g = globalThis as Record<string, unknown>;
  const had = { window: g.window };
  g.window = {
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
    location: { assign: () => undefined },
  };
  try {
    const c = createBrowserContainer(
      {
        apiBase: '/my-licensehub/api',
        appBase: '/my-licensehub/frontend',
        homePath: '/my-licensehub/',
        logoutPath: '/my-licensehub/logout',
        providerHomepage: 'https://registry.example/',
        disabledFeatures: [],
        telemetry: { replayUrl: 'https://replay.example' },
      },
      {
        addressService: () => (imports.push('address service'), import('../../../adapters/address/address-service')),
        journeyCalls: () => (imports.push('journey calls'), import('../../../adapters/http/journey-calls')),
      },
    );
    for (const token of Object.values(TOKENS)) c.get(token);
    assert.equal(imports, [], 'not with the container');
    assert.instance(await resolve(c, TOKENS.AddressService)(), AddressService);
    await resolve(c, TOKENS.AddressService)();
    assert.equal(imports, ['address service'], 'on the first call, once');
    assert.instance(c.get(TOKENS.Telemetry), BrowserTelemetry);
    assert.is(c.get<BrowserTelemetry>(TOKENS.Telemetry).replayUrl(), undefined, 'no recording link without a recording running');
    assert.instance(c.get(TOKENS.RegistryApi), FetchRegistryApi);
    assert.ok(storage.has('licensehub'), 'the session service started and saved the environment');
  } finally {
    g.window = had.window;
  }
});

test.run();
