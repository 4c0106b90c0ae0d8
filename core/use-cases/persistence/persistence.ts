/**
 * Persistence of the environment slice (spec §3 "Environment", §4 "Persistence"): after any
 * action the slice is saved to the session store under `licensehub`, throttled to once per
 * second with a trailing save so the last state is never lost. Nothing else is persisted —
 * in particular no form data, so an SSN never reaches storage.
 */
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { Observable, distinctUntilChanged, map, throttleTime, type SchedulerLike } from 'rxjs';
import { UserInfo } from '../../model/user-info';
import { MaintenanceNotification } from '../../model/maintenance';
import { Country, Province, State } from '../../model/reference-data';
import { PERSISTENCE_THROTTLE_MS, SESSION_STORE_KEY } from '../../model/constants';
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

/**
 * The slices to save: at most one per second (leading and trailing), skipping a save when
 * no part of the slice changed (compared by reference, as reducers produce new objects).
 */
export function persistenceSaves$(
  state$: Observable<EnvironmentLike>,
  scheduler: SchedulerLike,
  throttleMs = PERSISTENCE_THROTTLE_MS,
): Observable<PersistedEnvironment> {
  return state$.pipe(map(persistableSlice), distinctUntilChanged(sameSlice), throttleTime(throttleMs, scheduler, { leading: true, trailing: true }));
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
