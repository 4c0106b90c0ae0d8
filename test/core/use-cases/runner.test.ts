import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Subject } from 'rxjs';
import { createRunner } from '../../../core/use-cases/runner';

type Effect = { readonly type: 'FETCH'; readonly n: number };
type Event = { readonly type: 'ASK'; readonly n: number } | { readonly type: 'GOT'; readonly n: number } | { readonly type: 'NOOP' };
interface State {
  readonly got: readonly number[];
  readonly effects: readonly Effect[];
}
const initial: State = { got: [], effects: [] };
function reducer(s: State, e: Event): State {
  switch (e.type) {
    case 'ASK':
      return { ...s, effects: [{ type: 'FETCH', n: e.n }] };
    case 'GOT':
      return { got: [...s.got, e.n], effects: [] };
    case 'NOOP':
      return s;
  }
}

test('runner: runs each new effect exactly once and feeds its events back', async () => {
  const ran: number[] = [];
  const runner = createRunner(reducer, initial, async (effect: Effect) => {
    ran.push(effect.n);
    return [{ type: 'GOT', n: effect.n * 10 } as const];
  });
  runner.dispatch({ type: 'ASK', n: 1 });
  runner.dispatch({ type: 'ASK', n: 2 });
  await runner.settled();
  assert.equal(ran, [1, 2]);
  assert.equal(runner.getState().got, [10, 20]);
});

test('runner: an effect carried over by a transition is not run again', async () => {
  let runs = 0;
  const carry = (s: State, e: Event): State => (e.type === 'NOOP' ? { ...s } : reducer(s, e));
  const runner = createRunner(carry, initial, async () => {
    runs += 1;
    return [];
  });
  runner.dispatch({ type: 'ASK', n: 1 });
  runner.dispatch({ type: 'NOOP' });
  await runner.settled();
  assert.is(runs, 1);
});

test('runner: settled waits for effects in flight and the effects their events start', async () => {
  const answers = new Subject<Event>();
  const runner = createRunner(reducer, initial, () => answers);
  runner.dispatch({ type: 'ASK', n: 1 });
  let settled = false;
  const waiting = runner.settled().then(() => {
    settled = true;
  });
  await Promise.resolve();
  assert.is(settled, false);
  answers.next({ type: 'GOT', n: 5 });
  await Promise.resolve();
  assert.is(settled, false, 'still open: the stream has not completed');
  answers.complete();
  await waiting;
  assert.is(settled, true);
  assert.equal(runner.getState().got, [5]);
});

test('runner: settled resolves at once when nothing runs', async () => {
  const runner = createRunner(reducer, initial, async () => []);
  await runner.settled();
  assert.equal(runner.getState(), initial);
});

test('runner: subscribers hear every change until they unsubscribe', async () => {
  const runner = createRunner(reducer, initial, async (effect: Effect) => [{ type: 'GOT', n: effect.n } as const]);
  const heard: number[] = [];
  const unsubscribe = runner.subscribe(() => heard.push(runner.getState().got.length));
  runner.dispatch({ type: 'ASK', n: 1 });
  await runner.settled();
  assert.equal(heard, [0, 1]);
  unsubscribe();
  runner.dispatch({ type: 'ASK', n: 2 });
  await runner.settled();
  assert.equal(heard, [0, 1]);
  assert.equal(runner.getState().got, [1, 2]);
});

test('runner: an event that changes nothing notifies nobody', () => {
  const runner = createRunner(reducer, initial, async () => []);
  let calls = 0;
  runner.subscribe(() => (calls += 1));
  runner.dispatch({ type: 'NOOP' });
  assert.is(calls, 0);
});

test('runner: dispose stops the effects in flight, drops their events and settles', async () => {
  const answers = new Subject<Event>();
  const runner = createRunner(reducer, initial, () => answers);
  runner.dispatch({ type: 'ASK', n: 1 });
  runner.dispose();
  await runner.settled();
  answers.next({ type: 'GOT', n: 1 });
  assert.is(answers.observed, false);
  assert.equal(runner.getState().got, []);
});

test('runner: dispose drops the answer of a call in flight and settles', async () => {
  let answer: (events: readonly Event[]) => void = () => undefined;
  const runner = createRunner(reducer, initial, () => new Promise<readonly Event[]>((resolve) => (answer = resolve)));
  runner.dispatch({ type: 'ASK', n: 1 });
  runner.dispose();
  await runner.settled();
  answer([{ type: 'GOT', n: 1 }]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(runner.getState().got, []);
});

test('runner: a call whose effect runner rejects is a failure, never a silent settle: settled rejects with it', async () => {
  const bug = new Error('a bug in the effect runner');
  const runner = createRunner(reducer, initial, () => Promise.reject(bug));
  let heard = 0;
  runner.subscribe(() => heard++);
  runner.dispatch({ type: 'ASK', n: 1 });
  await runner.settled().then(
    () => assert.unreachable('settled resolved'),
    (error: unknown) => assert.is(error, bug),
  );
  assert.is(runner.failure(), bug);
  assert.equal(runner.getState().got, []);
  assert.ok(heard >= 2, 'listeners hear the failure');
});

test('runner: an effect runner that throws at once is a failure too', async () => {
  const bug = new Error('no port for this effect');
  const runner = createRunner(reducer, initial, () => {
    throw bug;
  });
  runner.dispatch({ type: 'ASK', n: 1 });
  assert.is(runner.failure(), bug);
  await runner.settled().then(
    () => assert.unreachable('settled resolved'),
    (error: unknown) => assert.is(error, bug),
  );
});

test('runner: a machine that maps failures gets its event instead, and settles', async () => {
  const runner = createRunner(reducer, initial, () => Promise.reject(new Error('down')), { failed: (): Event => ({ type: 'GOT', n: -1 }) });
  runner.dispatch({ type: 'ASK', n: 1 });
  await runner.settled();
  assert.equal(runner.getState().got, [-1]);
  assert.is(runner.failure(), undefined);
});

test('runner: a stream that fails is a failure; its earlier events stay', async () => {
  const answers = new Subject<Event>();
  const runner = createRunner(reducer, initial, () => answers);
  runner.dispatch({ type: 'ASK', n: 1 });
  answers.next({ type: 'GOT', n: 1 });
  const bug = new Error('a bug in the stream');
  answers.error(bug);
  await runner.settled().then(
    () => assert.unreachable('settled resolved'),
    (error: unknown) => assert.is(error, bug),
  );
  assert.equal(runner.getState().got, [1]);
  assert.is(answers.observed, false);
});

/** The reducer above, but one that throws on a GOT of -1 (a bug in the machine). */
function throwingOn(bug: Error) {
  return (s: State, e: Event): State => {
    if (e.type === 'GOT' && e.n === -1) throw bug;
    return reducer(s, e);
  };
}

/** The unhandled rejections while `body` runs and one turn of the event loop after it. */
async function unhandledDuring(body: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const hear = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', hear);
  try {
    await body();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('unhandledRejection', hear);
  }
  return seen;
}

/** Asks once, and expects `settled` to reject with `bug`. */
async function askAndExpectFailure(runner: { dispatch(e: Event): void; settled(): Promise<unknown> }, bug: Error): Promise<void> {
  runner.dispatch({ type: 'ASK', n: 1 });
  await runner.settled().then(
    () => assert.unreachable('settled resolved'),
    (error: unknown) => assert.is(error, bug),
  );
}

test("runner: a reducer that throws on a call's event is a failure like any other: settled rejects with it, no unhandled rejection", async () => {
  const bug = new Error('a bug in the reducer');
  const runner = createRunner(throwingOn(bug), initial, async () => [
    { type: 'GOT', n: 1 } as const,
    { type: 'GOT', n: -1 } as const,
    { type: 'GOT', n: 2 } as const,
  ]);
  const unhandled = await unhandledDuring(() => askAndExpectFailure(runner, bug));
  assert.equal(unhandled, []);
  assert.is(runner.failure(), bug);
  assert.equal(runner.getState().got, [1], 'the events after the failing one are dropped');
});

test("runner: a reducer that throws on a stream's event is a failure too, and the stream is stopped", async () => {
  const bug = new Error('a bug in the reducer');
  const answers = new Subject<Event>();
  const runner = createRunner(throwingOn(bug), initial, () => answers);
  runner.dispatch({ type: 'ASK', n: 1 });
  answers.next({ type: 'GOT', n: 1 });
  answers.next({ type: 'GOT', n: -1 });
  await runner.settled().then(
    () => assert.unreachable('settled resolved'),
    (error: unknown) => assert.is(error, bug),
  );
  assert.equal(runner.getState().got, [1]);
  assert.is(answers.observed, false);
});

test("runner: a reducer that throws on the machine's own failure event is the runner's failure", async () => {
  const bug = new Error('a bug in the reducer');
  const runner = createRunner(throwingOn(bug), initial, () => Promise.reject(new Error('down')), { failed: (): Event => ({ type: 'GOT', n: -1 }) });
  const unhandled = await unhandledDuring(() => askAndExpectFailure(runner, bug));
  assert.equal(unhandled, []);
});

test.run();
