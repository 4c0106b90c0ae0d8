/** Clocks behind the Clock port: real time, and virtual time that runs the core's timers in tests. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { asyncScheduler, interval, take } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Clock } from '../../../core/ports/clock';
import { SystemClock } from '../../../adapters/clock/system-clock';
import { VirtualClock } from '../../../adapters/clock/virtual-clock';
import { streamScheduler } from '../../../core/use-cases/stream-scheduler';

test("system clock: streams run on RxJS's asyncScheduler; the clock itself brings no scheduler", () => {
  const clock: Clock = new SystemClock();
  assert.is(clock.scheduler, undefined);
  assert.is(streamScheduler(clock), asyncScheduler);
  assert.instance(clock.now(), Date);
});

test('system clock: after runs its work once, on the platform timers, unless cancelled', async () => {
  const clock = new SystemClock();
  const ran: string[] = [];
  clock.after(1, () => ran.push('kept'));
  const cancel = clock.after(1, () => ran.push('cancelled'));
  cancel();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(ran, ['kept']);
});

test('virtual clock: its streams run on its own scheduler, and after runs on it too', () => {
  const clock = new VirtualClock();
  assert.is(streamScheduler(clock), clock.scheduler);
  const ran: number[] = [];
  clock.after(100, () => ran.push(1));
  const cancel = clock.after(100, () => ran.push(2));
  cancel();
  clock.advance(99);
  assert.equal(ran, []);
  clock.advance(1);
  assert.equal(ran, [1]);
});

test('virtual clock: advancing runs the timers due and moves now() by exactly that much', () => {
  const clock = new VirtualClock(undefined, new Date(Date.UTC(2026, 0, 1)));
  const ticks: number[] = [];
  interval(5000, clock.scheduler)
    .pipe(take(3))
    .subscribe((n) => ticks.push(n));
  clock.advance(12_000);
  assert.equal(ticks, [0, 1]);
  assert.is(clock.now().getTime() - Date.UTC(2026, 0, 1), 12_000);
  clock.advance(3_000);
  assert.equal(ticks, [0, 1, 2]);
  assert.is(clock.now().getTime() - Date.UTC(2026, 0, 1), 15_000);
});

test('virtual clock: works over a TestScheduler too', () => {
  const scheduler = new TestScheduler(assert.equal);
  const clock = new VirtualClock(scheduler, new Date(0));
  let fired = false;
  clock.scheduler.schedule(() => (fired = true), 250);
  clock.advance(249);
  assert.not.ok(fired);
  clock.advance(1);
  assert.ok(fired);
});

test.run();
