/**
 * Session expiration policy (docs/portal.md §Session).
 *
 * The session ends at a known `authExpiration` (the JWT's `exp`) or, without one, 30 minutes
 * after the user's last click or keypress; and, whichever comes first, at its absolute end, 12
 * hours after sign-in however active the user is (AuthSession.absoluteExpiration). The status is checked every 5 seconds on the given
 * scheduler, so tests drive it in virtual time.
 */
import { Observable, defer, distinctUntilChanged, map, of, startWith, timer, withLatestFrom, combineLatest, type SchedulerLike } from 'rxjs';
import type { AuthSession } from '../../session/auth-session';
import { ASSUMED_IDLE_SESSION_MS, SESSION_CHECK_MS, SESSION_EXPIRY_AFTER_MS, SESSION_WARNING_BEFORE_MS } from '../../model/constants';

export type SessionStatus = 'OK' | 'WARNING' | 'EXPIRED';

/** The status at `now` for a session stated to end at `expiresAt`. */
export function sessionStatusAt(now: Date, expiresAt: Date): SessionStatus {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= -SESSION_EXPIRY_AFTER_MS) return 'EXPIRED';
  if (left <= SESSION_WARNING_BEFORE_MS) return 'WARNING';
  return 'OK';
}

/** The expiration in force: the stated one, else the idle clock from the last activity; never after the absolute end. */
export function effectiveExpiration(authExpiration: Date | undefined, lastActivity: Date, absoluteEnd?: Date): Date {
  const stated = authExpiration ?? new Date(lastActivity.getTime() + ASSUMED_IDLE_SESSION_MS);
  return absoluteEnd && absoluteEnd < stated ? absoluteEnd : stated;
}

export interface SessionTimerSources {
  /** The current authExpiration; undefined when the held JWT states none. Not emitting yet counts as undefined. */
  readonly authExpiration$: Observable<Date | undefined>;
  /** The session's absolute end (absoluteExpirations$); none when absent or not emitting yet. */
  readonly absoluteEnd$?: Observable<Date | undefined>;
  /**
   * User clicks and keypresses. A Date or a number (epoch ms) is taken as the activity time;
   * any other value (a DOM event, undefined) as "now".
   */
  readonly activity$: Observable<unknown>;
  readonly scheduler: SchedulerLike;
  /** Defaults to the scheduler's clock. */
  readonly now?: () => Date;
}

/** The held JWT's expiration, now and after every change of the JWT (AuthSession's listeners as a stream). */
export const authExpirations$ = (session: Pick<AuthSession, 'subscribe' | 'authExpiration'>): Observable<Date | undefined> =>
  new Observable((subscriber) => {
    subscriber.next(session.authExpiration);
    return session.subscribe(() => subscriber.next(session.authExpiration));
  });

/** The session's absolute end, now and after every change of the JWT. */
export const absoluteExpirations$ = (session: Pick<AuthSession, 'subscribe' | 'absoluteExpiration'>): Observable<Date | undefined> =>
  new Observable((subscriber) => {
    subscriber.next(session.absoluteExpiration);
    return session.subscribe(() => subscriber.next(session.absoluteExpiration));
  });

/** A check of the session: its status, and the whole minutes left before the sign-out (expiry). */
export interface SessionCheck {
  readonly status: SessionStatus;
  readonly minutesLeft: number;
}

/** Minutes left at `now` before a session stated to end at `expiresAt` is signed out, rounded up. */
export const minutesBeforeSignOut = (now: Date, expiresAt: Date): number =>
  Math.max(0, Math.ceil((expiresAt.getTime() + SESSION_EXPIRY_AFTER_MS - now.getTime()) / 60_000));

/**
 * Session checks, first at subscription, then every 5 seconds, each one emitted when the status
 * or (during the warning) the minutes left change. The idle clock starts at subscription (the app
 * start counts as activity).
 */
export function sessionChecks$(sources: SessionTimerSources): Observable<SessionCheck> {
  const { authExpiration$, activity$, scheduler } = sources;
  const absoluteEnd$ = sources.absoluteEnd$ ?? of(undefined);
  const now = sources.now ?? (() => new Date(scheduler.now()));
  return defer(() => {
    const lastActivity$ = activity$.pipe(
      map((a) => (a instanceof Date ? a : typeof a === 'number' ? new Date(a) : now())),
      startWith(now()),
    );
    const expiresAt$ = combineLatest([authExpiration$.pipe(startWith(undefined)), lastActivity$, absoluteEnd$.pipe(startWith(undefined))]).pipe(
      map(([auth, last, end]) => effectiveExpiration(auth, last, end)),
    );
    return timer(0, SESSION_CHECK_MS, scheduler).pipe(
      withLatestFrom(expiresAt$),
      map(([, expiresAt]): SessionCheck => {
        const status = sessionStatusAt(now(), expiresAt);
        return { status, minutesLeft: status === 'WARNING' ? minutesBeforeSignOut(now(), expiresAt) : 0 };
      }),
      distinctUntilChanged((a, b) => a.status === b.status && a.minutesLeft === b.minutesLeft),
    );
  });
}

/** Distinct session statuses, first checked at subscription, then every 5 seconds. */
export const sessionStatus$ = (sources: SessionTimerSources): Observable<SessionStatus> =>
  sessionChecks$(sources).pipe(
    map((c) => c.status),
    distinctUntilChanged(),
  );

// ---------------------------------------------------------------------------------------------
// The "Session Expiration" modal.

/**
 * SAVE_WORK (beyond the spec): when the warning opens, the screens save what the user typed (a
 * module with valid data), while the session is still valid: at EXPIRED the registry no longer
 * accepts it, and the modal keeps the user from typing more.
 */
export type SessionEffect = { readonly type: 'REFRESH_USER_INFO' } | { readonly type: 'LOGOUT'; readonly preserveSso: true } | { readonly type: 'SAVE_WORK' };

export interface SessionModalState {
  readonly status: SessionStatus;
  /** Continue was pressed and user info is being fetched again: the modal shows loading. */
  readonly continuing: boolean;
  /** During the warning: whole minutes left before the sign-out. */
  readonly minutesLeft?: number;
  /** Effects requested by the last transition, for the driver to run. */
  readonly effects: readonly SessionEffect[];
}

export type SessionModalEvent =
  | { readonly type: 'STATUS'; readonly status: SessionStatus; readonly minutesLeft?: number }
  | { readonly type: 'CONTINUE' }
  | { readonly type: 'REFRESH_SUCCEEDED' }
  | { readonly type: 'REFRESH_FAILED' };

export const SESSION_MODAL_TITLE = 'Session Expiration';
export const SESSION_MODAL_TEXT = 'Your session is about to expire. Click "Continue" to keep working.';
/** The warning's other way out, beside Continue (GOV.UK's timeout warning): sign out now. */
export const SESSION_SIGN_OUT_LABEL = 'Sign out';

/** Beside the spec's sentence: how long is left, in plain words. */
export const sessionTimeLeftText = (minutesLeft: number): string =>
  minutesLeft <= 1
    ? 'If you do nothing, you will be signed out in less than a minute.'
    : `If you do nothing, you will be signed out in ${minutesLeft} minutes.`;

export const initialSessionModal: SessionModalState = { status: 'OK', continuing: false, effects: [] };

/** The modal is open while the status is WARNING. */
export const isSessionModalOpen = (state: SessionModalState): boolean => state.status === 'WARNING';

export function sessionModalReducer(state: SessionModalState, event: SessionModalEvent): SessionModalState {
  switch (event.type) {
    case 'STATUS':
      if (event.status === 'EXPIRED') {
        return { status: 'EXPIRED', continuing: false, effects: [{ type: 'LOGOUT', preserveSso: true }] };
      }
      return {
        status: event.status,
        continuing: event.status === 'OK' ? false : state.continuing,
        ...(event.status === 'WARNING' && event.minutesLeft !== undefined ? { minutesLeft: event.minutesLeft } : {}),
        effects: event.status === 'WARNING' && state.status !== 'WARNING' ? [{ type: 'SAVE_WORK' }] : [],
      };
    case 'CONTINUE':
      if (state.status !== 'WARNING' || state.continuing) return { ...state, effects: [] };
      return { ...state, continuing: true, effects: [{ type: 'REFRESH_USER_INFO' }] };
    case 'REFRESH_SUCCEEDED':
      return state.status === 'EXPIRED' ? { ...state, effects: [] } : { status: 'OK', continuing: false, effects: [] };
    case 'REFRESH_FAILED':
      // The timer decides what happens next; the user may press Continue again.
      return { ...state, continuing: false, effects: [] };
  }
}
