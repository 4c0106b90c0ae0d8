import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NEVER, of, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { createSessionTimerUseCase, type SessionTimerPorts } from '../../../../core/use-cases/session/use-case';
import { isSessionModalOpen } from '../../../../core/use-cases/session/session-timer';
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

test.run();
