import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Observable, defer, filter, of, throwError, timer, map, type SchedulerLike } from 'rxjs';
import { isNotReady, pdbPollDelay, pdbPollGaveUpText, pdbPollGiveUpMinutes, pollSteps } from '../../../../core/use-cases/pdb-report/pdb-status-polling';
import { PDB_POLL_MAX_ATTEMPTS } from '../../../../core/model/constants';
import { recordUntil, MIN } from '../virtual-time';

/** A fake server: answers 404 for the first `notReady` calls, then 200; records call times. */
function fakeStatusCall(notReady: number, now: () => number, calls: number[], latency = 0) {
  return (): Observable<{ status: number; flowId: string }> =>
    defer(() => {
      calls.push(now());
      const status = calls.length <= notReady ? 404 : 200;
      return latency ? timer(latency).pipe(map(() => ({ status, flowId: 'F-1' }))) : of({ status, flowId: 'F-1' });
    });
}

/** What a poll settles on: the answer that is not "not ready", or giving up (its "not yet" steps left out). */
const settled = <R extends { status: number }>(call: () => Observable<R>, scheduler: SchedulerLike) =>
  pollSteps(call, scheduler, isNotReady).pipe(
    filter((step) => step.kind !== 'PENDING'),
    map((step) => (step.kind === 'ANSWER' ? step.answer : step)),
  );

test('pdbPollDelay: 5 s for the first 23 retries, then 30 s', () => {
  assert.is(pdbPollDelay(1), 5000);
  assert.is(pdbPollDelay(23), 5000);
  assert.is(pdbPollDelay(24), 30000);
  assert.is(pdbPollDelay(100), 30000);
});

test('PDB status polling: the POST is repeated while the reply is 404 — first call at once, 5 s apart for 23 retries, then 30 s', () => {
  const calls: number[] = [];
  const rec = recordUntil(60 * MIN, (s) =>
    settled(
      fakeStatusCall(26, () => s.now(), calls),
      s,
    ),
  );
  const expected = [0];
  for (let i = 1; i <= 23; i++) expected.push(i * 5000); // …, 115 s
  expected.push(145_000, 175_000, 205_000); // slow retries; the 27th call answers 200
  assert.equal(calls, expected);
  assert.equal(rec, [
    { at: 205_000, kind: 'N', value: { status: 200, flowId: 'F-1' } },
    { at: 205_000, kind: 'C' },
  ]);
});

test('PDB status polling completes with the first answer when it is not 404', () => {
  const calls: number[] = [];
  const rec = recordUntil(MIN, (s) =>
    settled(
      fakeStatusCall(0, () => s.now(), calls),
      s,
    ),
  );
  assert.equal(calls, [0]);
  assert.equal(
    rec.map((r) => [r.at, r.kind]),
    [
      [0, 'N'],
      [0, 'C'],
    ],
  );
});

test('PDB status polling: any non-404 status ends the polling (e.g. 500 is an answer, not a retry)', () => {
  let n = 0;
  const rec = recordUntil(MIN, (s) => settled(() => of({ status: ++n === 1 ? 404 : 500 }), s));
  assert.equal(
    rec.map((r) => [r.at, r.kind, r.value]),
    [
      [5000, 'N', { status: 500 }],
      [5000, 'C', undefined],
    ],
  );
});

test('PDB status polling: the delay counts from the end of the previous call', () => {
  const calls: number[] = [];
  recordUntil(MIN, (s) =>
    settled(
      fakeStatusCall(2, () => s.now(), calls, 1000),
      s,
    ),
  );
  assert.equal(calls, [0, 6000, 12000]);
});

test('PDB status polling: errors pass through and stop the polling', () => {
  let n = 0;
  const rec = recordUntil(MIN, (s) => settled(() => (++n < 3 ? of({ status: 404 }) : throwError(() => new Error('Server error: 503'))), s));
  assert.is(n, 3);
  assert.equal(
    rec.map((r) => [r.at, r.kind, (r.error as Error | undefined)?.message]),
    [[10_000, 'E', 'Server error: 503']],
  );
});

test('PDB status polling stops calling when unsubscribed', () => {
  const calls: number[] = [];
  recordUntil(12_000, (s) =>
    settled(
      fakeStatusCall(1000, () => s.now(), calls),
      s,
    ),
  );
  assert.equal(calls, [0, 5000, 10000]);
});

test('pollSteps reports each "not yet" answer with the wait before the next call, then the answer, and completes', () => {
  const calls: number[] = [];
  const rec = recordUntil(MIN, (s) =>
    pollSteps(
      fakeStatusCall(3, () => s.now(), calls),
      s,
      (a) => a.status === 404,
    ),
  );
  assert.equal(calls, [0, 5000, 10000, 15000]);
  assert.equal(rec, [
    { at: 0, kind: 'N', value: { kind: 'PENDING', attempt: 1, nextDelayMs: 5000 } },
    { at: 5000, kind: 'N', value: { kind: 'PENDING', attempt: 2, nextDelayMs: 5000 } },
    { at: 10000, kind: 'N', value: { kind: 'PENDING', attempt: 3, nextDelayMs: 5000 } },
    { at: 15000, kind: 'N', value: { kind: 'ANSWER', attempt: 4, answer: { status: 200, flowId: 'F-1' } } },
    { at: 15000, kind: 'C' },
  ]);
});

test('pollSteps announces the 30 s wait after the 23rd retry', () => {
  const rec = recordUntil(3 * MIN, (s) =>
    pollSteps(
      fakeStatusCall(100, () => s.now(), []),
      s,
      (a) => a.status === 404,
    ),
  );
  const waits = rec.map((r) => (r.value?.kind === 'PENDING' ? r.value.nextDelayMs : undefined));
  assert.is(waits[22], 5000);
  assert.is(waits[23], 30000);
});

test('PDB status polling stops after its limit: 60 "not ready" answers, the last call about 20 minutes after the first, then giving up and completion', () => {
  const calls: number[] = [];
  const rec = recordUntil(60 * MIN, (s) =>
    settled(
      fakeStatusCall(1000, () => s.now(), calls),
      s,
    ),
  );
  assert.is(PDB_POLL_MAX_ATTEMPTS, 60);
  assert.is(calls.length, PDB_POLL_MAX_ATTEMPTS);
  assert.is(calls.at(-1), 115_000 + 36 * 30_000);
  assert.equal(rec, [
    { at: 1_195_000, kind: 'N', value: { kind: 'GAVE_UP', attempt: 60 } },
    { at: 1_195_000, kind: 'C' },
  ]);
  assert.is(pdbPollGiveUpMinutes(), 20);
  assert.is(pdbPollGaveUpText(), 'The report was still not ready after 20 minutes of checking, so we stopped checking. Please check again later.');
});

test('pollSteps stops after its limit with GAVE_UP and completes', () => {
  const calls: number[] = [];
  const rec = recordUntil(MIN, (s) =>
    pollSteps(
      fakeStatusCall(1000, () => s.now(), calls),
      s,
      (a) => a.status === 404,
      3,
    ),
  );
  assert.equal(calls, [0, 5000, 10000]);
  assert.equal(rec, [
    { at: 0, kind: 'N', value: { kind: 'PENDING', attempt: 1, nextDelayMs: 5000 } },
    { at: 5000, kind: 'N', value: { kind: 'PENDING', attempt: 2, nextDelayMs: 5000 } },
    { at: 10000, kind: 'N', value: { kind: 'GAVE_UP', attempt: 3 } },
    { at: 10000, kind: 'C' },
  ]);
});

test.run();
