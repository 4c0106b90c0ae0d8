/**
 * Persistence of the environment slice (docs/portal.md §Startup and configuration "Environment", §Session "Persistence"): after any
 * action the slice is saved to the session store under `licensehub`, throttled to once per
 * second with a trailing save so the last state is never lost. Nothing else is persisted —
 * in particular no form data, so an SSN never reaches storage.
 */
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { UserInfo } from '../../model/user-info';
import { MaintenanceNotification } from '../../model/maintenance';
import { Country, Province, State } from '../../model/reference-data';
import { PERSISTENCE_THROTTLE_MS, SESSION_STORE_KEY } from '../../model/constants';
import type { Clock } from '../../ports/clock';
import type { SessionStore } from '../../ports/session-store';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** The persisted slice; absent parts are null. */
export const PersistedEnvironment = t.type(
  {
    userInfo: nullable(UserInfo),
    jwt: nullable(t.string),
    maintenanceNotifications: nullable(t.array(MaintenanceNotification)),
    countries: nullable(t.array(Country)),
    states: nullable(t.array(State)),
    provinces: nullable(t.array(Province)),
  },
  'PersistedEnvironment',
);
export type PersistedEnvironment = t.TypeOf<typeof PersistedEnvironment>;

/** Any app state that holds the environment parts (other keys are ignored). */
export type EnvironmentLike = { readonly [K in keyof PersistedEnvironment]?: PersistedEnvironment[K] | undefined };

export const emptyEnvironment: PersistedEnvironment = {
  userInfo: null,
  jwt: null,
  maintenanceNotifications: null,
  countries: null,
  states: null,
  provinces: null,
};

/** Only the environment slice, with undefined parts as null. */
export function persistableSlice(env: EnvironmentLike): PersistedEnvironment {
  return {
    userInfo: env.userInfo ?? null,
    jwt: env.jwt ?? null,
    maintenanceNotifications: env.maintenanceNotifications ?? null,
    countries: env.countries ?? null,
    states: env.states ?? null,
    provinces: env.provinces ?? null,
  };
}

const sameSlice = (a: PersistedEnvironment, b: PersistedEnvironment) =>
  a.userInfo === b.userInfo &&
  a.jwt === b.jwt &&
  a.maintenanceNotifications === b.maintenanceNotifications &&
  a.countries === b.countries &&
  a.states === b.states &&
  a.provinces === b.provinces;

/** Where the environment's changes go to be saved (`next`); after `stop`, nothing more is saved. */
export interface PersistenceSaves {
  readonly next: (state: EnvironmentLike) => void;
  readonly stop: () => void;
}

/**
 * Saves the slice of each state it is given: at most once per `throttleMs` (leading and
 * trailing: the first change at once, the last of a burst when its second ends), skipping a
 * state whose slice did not change (compared by reference, as reducers produce new objects).
 * `throttleMs` 0 saves every change at once. Timed on the clock, so tests run in virtual time.
 * Plain callbacks, not RxJS operators: the session starts on the first page, whose first load
 * carries no stream library (docs/decisions.md §First load).
 */
export function persistenceSaves(
  clock: Pick<Clock, 'after'>,
  save: (slice: PersistedEnvironment) => void,
  throttleMs = PERSISTENCE_THROTTLE_MS,
): PersistenceSaves {
  let last: PersistedEnvironment | undefined;
  let trailing: PersistedEnvironment | undefined;
  let window: (() => void) | undefined;
  let stopped = false;
  const open = () => {
    window = clock.after(throttleMs, () => {
      window = undefined;
      if (!trailing) return;
      const slice = trailing;
      trailing = undefined;
      save(slice);
      open();
    });
  };
  return {
    next: (state) => {
      const slice = persistableSlice(state);
      if (stopped || (last && sameSlice(last, slice))) return;
      last = slice;
      if (window) {
        trailing = slice;
        return;
      }
      save(slice);
      if (throttleMs > 0) open();
    },
    stop: () => {
      stopped = true;
      window?.();
      window = undefined;
      trailing = undefined;
    },
  };
}

/** The saved slice, or the empty one when nothing (or something unreadable) is stored. */
export function restoreEnvironment(store: SessionStore): PersistedEnvironment {
  const raw = store.read(SESSION_STORE_KEY);
  if (!raw) return emptyEnvironment;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return emptyEnvironment;
  }
  const decoded = PersistedEnvironment.decode(json);
  return E.isRight(decoded) ? decoded.right : emptyEnvironment;
}

/** Logout clears the stored session state. */
export const clearPersisted = (store: SessionStore): void => store.remove(SESSION_STORE_KEY);
