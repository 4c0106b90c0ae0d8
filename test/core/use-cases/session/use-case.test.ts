import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NEVER, of, VirtualAction, VirtualTimeScheduler, type SchedulerAction } from 'rxjs';
import { AuthSession } from '../../../../core/session/auth-session';
import { jwtExpiry, jwtSignIn } from '../../../../adapters/session/jwt-expiry';
import { createSessionTimerUseCase, type SessionTimerPorts } from '../../../../core/use-cases/session/use-case';
import { absoluteExpirations$, authExpirations$, isSessionModalOpen } from '../../../../core/use-cases/session/session-timer';
import { MIN } from '../virtual-time';

function recordingPorts(refresh: () => Promise<unknown> = () => Promise.resolve()) {
  const calls: string[] = [];
  const ports: SessionTimerPorts = {
    logout: async ({ preserveSso }) => void calls.push(`logout preserveSso=${preserveSso}`),
    refreshUserInfo: () => (calls.push('refreshUserInfo'), refresh()),
    saveWork: () => void calls.push('saveWork'),
  };
  return { calls, ports };
}

const sources = (scheduler: VirtualTimeScheduler, expiresAt: Date) => ({
  authExpiration$: of(expiresAt),
  activity$: NEVER,
  scheduler,
  now: () => new Date(scheduler.now()),
});

test('the session-timer use-case: the warning opens the modal and asks the screens to save once; expiry logs out preserving single sign-on', async () => {
  const scheduler = new VirtualTimeScheduler(VirtualAction, 6 * MIN);
  const { calls, ports } = recordingPorts();
  const session = createSessionTimerUseCase(sources(scheduler, new Date(10 * MIN)), ports);
  scheduler.flush();
  assert.ok(isSessionModalOpen(session.getState()), 'the modal is open at 6 minutes (WARNING from 5)');
  assert.equal(calls, ['saveWork']);
  scheduler.maxFrames = 13 * MIN;
  scheduler.flush();
  await session.settled();
  assert.equal(calls, ['saveWork', 'logout preserveSso=true']);
  session.dispose();
});

test('the session-timer use-case: Continue refreshes user info, and its answer closes the modal; a failed refresh keeps it open', async () => {
  const scheduler = new VirtualTimeScheduler(VirtualAction, 1000);
  let fail = true;
  const { calls, ports } = recordingPorts(() => (fail ? Promise.reject(new Error('401')) : Promise.resolve()));
  const session = createSessionTimerUseCase(sources(scheduler, new Date(2 * MIN)), ports);
  scheduler.flush();
  assert.ok(isSessionModalOpen(session.getState()));
  session.dispatch({ type: 'CONTINUE' });
  assert.ok(session.getState().continuing, 'Continue shows it is working');
  await session.settled();
  assert.ok(isSessionModalOpen(session.getState()), 'a failed refresh keeps the modal');
  assert.not.ok(session.getState().continuing);
  fail = false;
  session.dispatch({ type: 'CONTINUE' });
  await session.settled();
  assert.not.ok(isSessionModalOpen(session.getState()), 'a refresh closes the modal');
  assert.equal(calls, ['saveWork', 'refreshUserInfo', 'refreshUserInfo']);
  session.dispose();
});

test('the session-timer use-case stops following the session when disposed', () => {
  const scheduler = new VirtualTimeScheduler(VirtualAction, 20 * MIN);
  const { calls, ports } = recordingPorts();
  const session = createSessionTimerUseCase(sources(scheduler, new Date(10 * MIN)), ports);
  session.dispose();
  scheduler.flush();
  assert.equal(calls, []);
});

test('the session-timer use-case: a session ends 12 hours after sign-in however active (a fresh token every 20 minutes); typed work is saved first', async () => {
  const HOUR = 60 * MIN;
  // Signed in 11 hours before the clock's start (time 0): the session ends at 1 hour.
  const signedIn = -11 * HOUR;
  const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
  const tokenAt = (at: number) => jwt({ sub: 'ind-alice', auth_time: signedIn / 1000, iat: at / 1000, exp: (at + 30 * MIN) / 1000 });
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  const auth = new AuthSession(tokenAt(0), jwtExpiry, jwtSignIn);
  // The sliding session: every 20 minutes a call brings a token stating 30 more minutes, as a
  // registry with no absolute end would.
  scheduler.schedule(
    function refresh(this: SchedulerAction<number>, at = 0) {
      auth.adopt(tokenAt(at));
      this.schedule(at + 20 * MIN, 20 * MIN);
    },
    20 * MIN,
    20 * MIN,
  );
  const { calls, ports } = recordingPorts();
  const seen: { at: number; calls: string[]; open: boolean }[] = [];
  const session = createSessionTimerUseCase(
    { authExpiration$: authExpirations$(auth), absoluteEnd$: absoluteExpirations$(auth), activity$: NEVER, scheduler, now: () => new Date(scheduler.now()) },
    ports,
  );
  const at = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
    seen.push({ at: (ms - signedIn) / MIN, calls: [...calls], open: isSessionModalOpen(session.getState()) });
  };
  const end = signedIn + 12 * HOUR;
  at(end - 30 * MIN);
  at(end - 7 * MIN - 5000);
  at(end - 7 * MIN);
  at(end - 5000);
  at(end);
  await session.settled();
  // Minutes after sign-in: the warning 7 minutes before the end (5 before the stated end, which is 2 before the sign-out).
  assert.equal(seen, [
    { at: 690, calls: [], open: false },
    { at: 713 - 5000 / MIN, calls: [], open: false },
    { at: 713, calls: ['saveWork'], open: true },
    { at: 720 - 5000 / MIN, calls: ['saveWork'], open: true },
    { at: 720, calls: ['saveWork', 'logout preserveSso=true'], open: false },
  ]);
  session.dispose();
});

test.run();
