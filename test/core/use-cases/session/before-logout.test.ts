import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createBeforeLogout } from '../../../../core/use-cases/session/before-logout';

const never = new Promise<void>(() => undefined);

test('before logout: every registered task runs; a removed one does not', async () => {
  const hooks = createBeforeLogout();
  const ran: string[] = [];
  hooks.register(async () => void ran.push('modules'));
  const remove = hooks.register(async () => void ran.push('gone'));
  remove();
  await hooks.run(never);
  assert.equal(ran, ['modules']);
});

test('before logout: a failing task does not stop the others nor the logout', async () => {
  const hooks = createBeforeLogout();
  const ran: string[] = [];
  hooks.register(() => Promise.reject(new Error('save failed')));
  hooks.register(async () => void ran.push('second'));
  await hooks.run(never);
  assert.equal(ran, ['second']);
});

test('before logout: a task that never settles is given up when the limit passes', async () => {
  const hooks = createBeforeLogout();
  hooks.register(() => never);
  let release = () => undefined as void;
  const limit = new Promise<void>((resolve) => (release = resolve));
  let done = false;
  const running = hooks.run(limit).then(() => (done = true));
  await Promise.resolve();
  assert.is(done, false);
  release();
  await running;
  assert.is(done, true);
});

test('before logout: with nothing registered it resolves at once', async () => {
  await createBeforeLogout().run(never);
});

test.run();
