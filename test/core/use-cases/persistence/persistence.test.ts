import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Observable, Subject, type VirtualTimeScheduler } from 'rxjs';
import { VirtualClock } from '../../../../adapters/clock/virtual-clock';
import {
  persistableSlice,
  persistenceSaves,
  restoreEnvironment,
  clearPersisted,
  emptyEnvironment,
  type EnvironmentLike,
  type PersistedEnvironment,
} from '../../../../core/use-cases/persistence/persistence';
import type { SessionStore } from '../../../../core/ports/session-store';
import { recordUntil } from '../virtual-time';

/** The slices saved for the states given, as a stream to record in virtual time. */
const savesOf = (states: Subject<EnvironmentLike>, scheduler: VirtualTimeScheduler, save: (slice: PersistedEnvironment) => void = () => undefined) =>
  new Observable<PersistedEnvironment>((subscriber) => {
    const saves = persistenceSaves(new VirtualClock(scheduler), (slice) => {
      save(slice);
      subscriber.next(slice);
    });
    const following = states.subscribe((state) => saves.next(state));
    return () => {
      following.unsubscribe();
      saves.stop();
    };
  });

const userInfo = { displayName: 'Jane Roe', ldapUser: false, npn: '123' };
const env = (jwt: string): EnvironmentLike & { identify: unknown } => ({
  userInfo,
  jwt,
  maintenanceNotifications: [],
  countries: [],
  states: [{ stateCode: 'TX', displayName: 'Texas' }],
  provinces: [],
  identify: { ssn: '123-45-6789' },
});

class MemoryStore implements SessionStore {
  data = new Map<string, string>();
  writes = 0;
  read(k: string) {
    return this.data.get(k) ?? null;
  }
  write(k: string, v: string) {
    this.writes++;
    this.data.set(k, v);
  }
  remove(k: string) {
    this.data.delete(k);
  }
}

test('only the environment slice is persisted: userInfo, jwt, maintenance notifications, countries, states, provinces', () => {
  const slice = persistableSlice(env('abc'));
  assert.equal(Object.keys(slice).sort(), ['countries', 'jwt', 'maintenanceNotifications', 'provinces', 'states', 'userInfo']);
  assert.not.ok(JSON.stringify(slice).includes('123-45-6789'));
  assert.equal(persistableSlice({}), emptyEnvironment);
});

test('persistence: saved after an action, throttled to once per 1000 ms with a trailing save', () => {
  const rec = recordUntil(5000, (s) => {
    const states = new Subject<EnvironmentLike>();
    // actions at 0, 100, 200 (burst), then 1500, then 4000
    s.schedule(() => states.next(env('t0')), 0);
    s.schedule(() => states.next(env('t100')), 100);
    s.schedule(() => states.next(env('t200')), 200);
    s.schedule(() => states.next(env('t1500')), 1500);
    s.schedule(() => states.next(env('t4000')), 4000);
    return savesOf(states, s);
  });
  assert.equal(
    rec.map((r) => [r.at, r.value!.jwt]),
    [
      [0, 't0'],
      [1000, 't200'],
      [2000, 't1500'],
      [4000, 't4000'],
    ],
  );
});

test('persistence: an action that leaves the slice unchanged does not save again', () => {
  const same = env('same');
  const rec = recordUntil(5000, (s) => {
    const states = new Subject<EnvironmentLike>();
    s.schedule(() => states.next(same), 0);
    s.schedule(() => states.next({ ...same }), 2000);
    return savesOf(states, s);
  });
  assert.is(rec.length, 1);
});

test('persistence: after stop, a pending trailing save and any later change are not saved', () => {
  const rec = recordUntil(5000, (s) => {
    const saved: PersistedEnvironment[] = [];
    const saves = persistenceSaves(new VirtualClock(s), (slice) => saved.push(slice));
    saves.next(env('t0'));
    saves.next(env('t1'));
    saves.stop();
    saves.next(env('t2'));
    return new Observable<PersistedEnvironment>((subscriber) => {
      s.schedule(() => saved.forEach((slice) => subscriber.next(slice)), 4000);
    });
  });
  assert.equal(
    rec.map((r) => r.value!.jwt),
    ['t0'],
  );
});

test('persistence: with no throttle every changed slice is saved at once', () => {
  const saved: Array<string | null> = [];
  const saves = persistenceSaves(
    {
      after: () => {
        throw new Error('no timer without a throttle');
      },
    },
    (slice) => saved.push(slice.jwt),
    0,
  );
  saves.next(env('a'));
  saves.next(env('b'));
  saves.next(env('c'));
  assert.equal(saved, ['a', 'b', 'c']);
});

test('a saved slice, written as JSON under the licensehub key (as the session service writes it), is read back by restoreEnvironment', () => {
  const store = new MemoryStore();
  recordUntil(3000, (s) => {
    const states = new Subject<EnvironmentLike>();
    s.schedule(() => states.next(env('jwt-1')), 0);
    return savesOf(states, s, (slice) => store.write('licensehub', JSON.stringify(slice)));
  });
  assert.is(store.writes, 1);
  assert.ok(store.data.has('licensehub'));
  const restored = restoreEnvironment(store);
  assert.is(restored.jwt, 'jwt-1');
  assert.equal(restored.userInfo, userInfo);
  clearPersisted(store);
  assert.equal(restoreEnvironment(store), emptyEnvironment);
});

test('restoreEnvironment ignores an unreadable or off-contract stored value', () => {
  const store = new MemoryStore();
  store.write('licensehub', '{not json');
  assert.equal(restoreEnvironment(store), emptyEnvironment);
  store.write('licensehub', JSON.stringify({ jwt: 5 }));
  assert.equal(restoreEnvironment(store), emptyEnvironment);
});

test.run();
