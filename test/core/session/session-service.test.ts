/** docs/portal.md §Session "Authentication" and "Persistence": the session service over in-memory ports and virtual time. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { AuthSession } from '../../../core/session/auth-session';
import { SessionService, logoutUrl, type SessionServiceDeps } from '../../../core/session/session-service';
import type { DomainError } from '../../../core/errors';
import { MemorySessionStore } from '../../../adapters/storage/memory-session-store';
import { VirtualClock } from '../../../adapters/clock/virtual-clock';
import { RecordingNavigation } from '../../../adapters/navigation/recording-navigation';

const saved = (jwt: string | null, displayName = 'Alice Morgan') =>
  JSON.stringify({ userInfo: { displayName, ldapUser: false }, jwt, maintenanceNotifications: [], countries: null, states: null, provinces: null });

function setup(stored: Record<string, string> = {}, overrides: Partial<SessionServiceDeps> = {}) {
  const store = new MemorySessionStore(stored);
  const session = new AuthSession();
  const clock = new VirtualClock();
  const navigation = new RecordingNavigation();
  const logoutCalls: Array<string | undefined> = [];
  const api = {
    logout: () => {
      logoutCalls.push(session.jwt);
      return TE.right<DomainError, null>(null);
    },
  };
  const service = new SessionService({ store, session, clock, navigation, api, ...overrides });
  return { store, session, clock, navigation, service, logoutCalls };
}

test('authentication: a pending transition JWT in the session store is adopted on startup and then removed', () => {
  const { service, session, store } = setup({ 'licensehub.transitionJwt': 'transition.jwt.t', licensehub: saved('old.jwt.o') });
  const env = service.start();
  assert.is(session.jwt, 'transition.jwt.t');
  assert.is(env.jwt, 'transition.jwt.t');
  assert.is(store.read('licensehub.transitionJwt'), null);
  assert.is(env.userInfo?.displayName, 'Alice Morgan');
});

test('persistence: the saved environment is restored at startup, its JWT held again', () => {
  const { service, session } = setup({ licensehub: saved('saved.jwt.s') });
  service.start();
  assert.is(session.jwt, 'saved.jwt.s');
  assert.is(service.environment.userInfo?.displayName, 'Alice Morgan');
});

test('persistence: state is saved under "licensehub" after a change, throttled to once per second', () => {
  const { service, store, clock } = setup();
  service.start();
  assert.is(JSON.parse(store.read('licensehub')!).jwt, null);
  service.update({ userInfo: { displayName: 'A', ldapUser: false } });
  service.update({ userInfo: { displayName: 'B', ldapUser: false } });
  clock.advance(999);
  assert.is(JSON.parse(store.read('licensehub')!).userInfo, null);
  clock.advance(1);
  assert.is(JSON.parse(store.read('licensehub')!).userInfo.displayName, 'B');
});

test('persistence: a newly held JWT is saved with the slice', () => {
  const { service, store, clock, session } = setup();
  service.start();
  clock.advance(1000);
  session.adopt('Bearer new.jwt.n');
  clock.advance(1000);
  assert.is(JSON.parse(store.read('licensehub')!).jwt, 'new.jwt.n');
});

test('persistence: with no throttle (the CLI) every change is saved at once', () => {
  const { service, store, session } = setup({}, { throttleMs: 0 });
  service.start();
  session.adopt('cli.jwt.c');
  assert.is(JSON.parse(store.read('licensehub')!).jwt, 'cli.jwt.c');
});

test('logout: clears the stored state, runs the clear hooks, calls the API with the JWT, goes to the logout path', async () => {
  const { service, store, session, navigation, logoutCalls, clock } = setup({ licensehub: saved('held.jwt.h') });
  service.start();
  let cleared = 0;
  service.onLogout(() => cleared++);
  await service.logout({ preserveSso: false });
  clock.advance(5000);
  assert.is(store.read('licensehub'), null);
  assert.is(cleared, 1);
  assert.equal(logoutCalls, ['held.jwt.h']);
  assert.is(session.jwt, undefined);
  assert.equal(navigation.visited, ['/my-licensehub/logout']);
});

test('logout: ends the session recording (a recording belongs to one identity), before leaving', async () => {
  const ended: string[] = [];
  const { service, navigation } = setup({}, { telemetry: { endRecording: () => ended.push(`ended, left: ${navigation.visited.length}`) } });
  service.start();
  await service.logout({ preserveSso: false });
  assert.equal(ended, ['ended, left: 0']);
  assert.is(navigation.visited.length, 1);
});

test('logout: a 401 with no returned token (an AuthSession logout request) logs out with preserveSso', async () => {
  const { service, session, navigation } = setup({ licensehub: saved('held.jwt.h') });
  service.start();
  session.requestLogout({ preserveSso: true });
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(navigation.visited, ['/my-licensehub/logout?preserveSso=true']);
});

test('logout: the API call is best effort — a failing or hanging logout call still leaves', async () => {
  const failing = setup({ licensehub: saved('x.y.z') }, { api: { logout: () => () => Promise.reject(new Error('offline')) } });
  failing.service.start();
  await failing.service.logout({ preserveSso: false });
  assert.equal(failing.navigation.visited, ['/my-licensehub/logout']);

  const hanging = setup({ licensehub: saved('x.y.z') }, { api: { logout: () => () => new Promise(() => undefined) } });
  hanging.service.start();
  const done = hanging.service.logout({ preserveSso: true });
  hanging.clock.advance(3000);
  await done;
  assert.equal(hanging.navigation.visited, ['/my-licensehub/logout?preserveSso=true']);
});

test('logout: a logout requested while one runs is the same logout', async () => {
  const { service, session, navigation } = setup({ licensehub: saved('x.y.z') });
  service.start();
  const first = service.logout({ preserveSso: false });
  session.requestLogout({ preserveSso: true });
  await first;
  assert.equal(navigation.visited, ['/my-licensehub/logout']);
});

test('logout: a failing clear hook does not keep the user signed in', async () => {
  const { service, navigation } = setup();
  service.start();
  service.onLogout(() => {
    throw new Error('cache gone');
  });
  await service.logout({ preserveSso: false });
  assert.equal(navigation.visited, ['/my-licensehub/logout']);
});

test('logout path: preserveSso flag appended when requested', () => {
  assert.is(logoutUrl('/my-licensehub/logout', true), '/my-licensehub/logout?preserveSso=true');
  assert.is(logoutUrl('/my-licensehub/logout', false), '/my-licensehub/logout');
});

test.run();
