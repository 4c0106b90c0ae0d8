import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EMPTY, NEVER, Subject, of, timer, map, concat } from 'rxjs';
import {
  sessionStatusAt,
  sessionStatus$,
  sessionChecks$,
  sessionTimeLeftText,
  sessionModalReducer,
  initialSessionModal,
  isSessionModalOpen,
  authExpirations$,
  type SessionStatus,
} from '../../../../core/use-cases/session/session-timer';
import { AuthSession } from '../../../../core/session/auth-session';
import { jwtExpiry } from '../../../../adapters/session/jwt-expiry';
import { recordUntil, MIN } from '../virtual-time';

const at = (ms: number) => new Date(ms);

test('sessionStatusAt is OK until 5 minutes before the expiration', () => {
  const exp = at(60 * MIN);
  assert.is(sessionStatusAt(at(0), exp), 'OK');
  assert.is(sessionStatusAt(at(55 * MIN - 1), exp), 'OK');
});

test('sessionStatusAt is WARNING from 5 minutes before until 2 minutes after the expiration', () => {
  const exp = at(60 * MIN);
  assert.is(sessionStatusAt(at(55 * MIN), exp), 'WARNING');
  assert.is(sessionStatusAt(at(60 * MIN), exp), 'WARNING');
  assert.is(sessionStatusAt(at(62 * MIN - 1), exp), 'WARNING');
});

test('sessionStatusAt is EXPIRED from 2 minutes after the expiration', () => {
  const exp = at(60 * MIN);
  assert.is(sessionStatusAt(at(62 * MIN), exp), 'EXPIRED');
  assert.is(sessionStatusAt(at(300 * MIN), exp), 'EXPIRED');
});

const statuses = (rec: { at: number; value?: SessionStatus }[]) => rec.map((r) => [r.at, r.value]);

test('with a known authExpiration: OK, then WARNING 5 minutes before it, then EXPIRED 2 minutes after it, checked every 5 s', () => {
  // Expiration at 10m 2s: the warning threshold 5m 2s is seen at the 5m 5s check, expiry 12m 2s at 12m 5s.
  const rec = recordUntil(20 * MIN, (scheduler) => sessionStatus$({ authExpiration$: of(at(10 * MIN + 2000)), activity$: NEVER, scheduler }));
  assert.equal(statuses(rec), [
    [0, 'OK'],
    [5 * MIN + 5000, 'WARNING'],
    [12 * MIN + 5000, 'EXPIRED'],
  ]);
});

test('during the warning each check says the whole minutes left before the sign-out (2 minutes after the expiration)', () => {
  const rec = recordUntil(20 * MIN, (scheduler) => sessionChecks$({ authExpiration$: of(at(10 * MIN)), activity$: NEVER, scheduler }));
  const warnings = rec.filter((r) => r.value?.status === 'WARNING').map((r) => [r.at, r.value?.minutesLeft]);
  assert.equal(warnings[0], [5 * MIN, 7]);
  assert.equal(warnings.at(-1), [11 * MIN, 1]);
  assert.equal(
    warnings.map(([, m]) => m),
    [7, 6, 5, 4, 3, 2, 1],
    'one check per change of the minutes',
  );
  assert.equal(
    [sessionTimeLeftText(7), sessionTimeLeftText(1)],
    ['If you do nothing, you will be signed out in 7 minutes.', 'If you do nothing, you will be signed out in less than a minute.'],
  );
});

test('with a known authExpiration, user activity does not move the expiration', () => {
  const rec = recordUntil(20 * MIN, (scheduler) =>
    sessionStatus$({
      authExpiration$: of(at(10 * MIN)),
      activity$: timer(0, MIN, scheduler).pipe(map(() => 'click')),
      scheduler,
    }),
  );
  assert.equal(statuses(rec), [
    [0, 'OK'],
    [5 * MIN, 'WARNING'],
    [12 * MIN, 'EXPIRED'],
  ]);
});

test('without authExpiration: an idle clock of 30 minutes from the start, WARNING at 25 min, EXPIRED at 32 min', () => {
  const rec = recordUntil(40 * MIN, (scheduler) => sessionStatus$({ authExpiration$: of(undefined), activity$: EMPTY, scheduler }));
  assert.equal(statuses(rec), [
    [0, 'OK'],
    [25 * MIN, 'WARNING'],
    [32 * MIN, 'EXPIRED'],
  ]);
});

test('without authExpiration: a click or keypress restarts the idle clock and clears the warning at the next check', () => {
  const activity = new Subject<unknown>();
  const rec = recordUntil(
    60 * MIN,
    (scheduler) => sessionStatus$({ authExpiration$: NEVER, activity$: activity, scheduler }),
    (scheduler) => scheduler.schedule(() => activity.next({ type: 'keydown' }), 26 * MIN + 1000),
  );
  assert.equal(statuses(rec), [
    [0, 'OK'],
    [25 * MIN, 'WARNING'],
    [26 * MIN + 5000, 'OK'],
    [51 * MIN + 5000, 'WARNING'],
    [58 * MIN + 5000, 'EXPIRED'],
  ]);
});

test('activity given as timestamps sets the idle clock to that time', () => {
  const rec = recordUntil(40 * MIN, (scheduler) => sessionStatus$({ authExpiration$: of(undefined), activity$: of(10 * MIN), scheduler }));
  assert.equal(statuses(rec), [
    [0, 'OK'],
    [35 * MIN, 'WARNING'],
  ]);
});

test('a new authExpiration (session extended) returns the status to OK at the next check', () => {
  const rec = recordUntil(20 * MIN, (scheduler) =>
    sessionStatus$({
      authExpiration$: concat(of(at(10 * MIN)), timer(6 * MIN + 1000, scheduler).pipe(map(() => at(60 * MIN)))),
      activity$: NEVER,
      scheduler,
    }),
  );
  assert.equal(statuses(rec), [
    [0, 'OK'],
    [5 * MIN, 'WARNING'],
    [6 * MIN + 5000, 'OK'],
  ]);
});

test('an injected now() clock is used for the check', () => {
  const rec = recordUntil(6000, (scheduler) => sessionStatus$({ authExpiration$: of(at(10 * MIN)), activity$: NEVER, scheduler, now: () => at(9 * MIN) }));
  assert.equal(statuses(rec), [[0, 'WARNING']]);
});

// The modal.

test('WARNING shows the Session Expiration modal and asks the screens to save their work, once', () => {
  const s = sessionModalReducer(initialSessionModal, { type: 'STATUS', status: 'WARNING' });
  assert.ok(isSessionModalOpen(s));
  assert.is(s.continuing, false);
  assert.equal(s.effects, [{ type: 'SAVE_WORK' }]);
  assert.equal(sessionModalReducer(s, { type: 'STATUS', status: 'WARNING' }).effects, []);
});

test('Continue shows loading and requests user info again', () => {
  const warning = sessionModalReducer(initialSessionModal, { type: 'STATUS', status: 'WARNING' });
  const s = sessionModalReducer(warning, { type: 'CONTINUE' });
  assert.is(s.continuing, true);
  assert.ok(isSessionModalOpen(s));
  assert.equal(s.effects, [{ type: 'REFRESH_USER_INFO' }]);
  // pressing again while loading requests nothing more
  assert.equal(sessionModalReducer(s, { type: 'CONTINUE' }).effects, []);
});

test('user info success after Continue returns to OK and closes the modal', () => {
  let s = sessionModalReducer(initialSessionModal, { type: 'STATUS', status: 'WARNING' });
  s = sessionModalReducer(s, { type: 'CONTINUE' });
  s = sessionModalReducer(s, { type: 'REFRESH_SUCCEEDED' });
  assert.equal(s, { status: 'OK', continuing: false, effects: [] });
  assert.not.ok(isSessionModalOpen(s));
});

test('user info failure after Continue stops loading and keeps the modal', () => {
  let s = sessionModalReducer(initialSessionModal, { type: 'STATUS', status: 'WARNING' });
  s = sessionModalReducer(s, { type: 'CONTINUE' });
  s = sessionModalReducer(s, { type: 'REFRESH_FAILED' });
  assert.is(s.continuing, false);
  assert.ok(isSessionModalOpen(s));
});

test('EXPIRED triggers a logout that preserves single sign-on', () => {
  const s = sessionModalReducer(initialSessionModal, { type: 'STATUS', status: 'EXPIRED' });
  assert.equal(s.effects, [{ type: 'LOGOUT', preserveSso: true }]);
  assert.not.ok(isSessionModalOpen(s));
});

test('Continue outside WARNING does nothing', () => {
  assert.equal(sessionModalReducer(initialSessionModal, { type: 'CONTINUE' }), initialSessionModal);
});

test("authExpirations$: the held JWT's expiration at once, then after every change of the JWT, until unsubscribed", () => {
  const jwtExpiringAt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;
  const session = new AuthSession(jwtExpiringAt(1_900_000_000), jwtExpiry);
  const seen: Array<number | undefined> = [];
  const subscription = authExpirations$(session).subscribe((at) => seen.push(at?.getTime()));
  session.adopt(`Bearer ${jwtExpiringAt(1_900_000_600)}`);
  session.clear();
  subscription.unsubscribe();
  session.adopt(jwtExpiringAt(1_900_001_200));
  assert.equal(seen, [1_900_000_000_000, 1_900_000_600_000, undefined]);
});

test.run();
