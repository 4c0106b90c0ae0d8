/**
 * The PDB report status page's use-case (docs/portal.md §PDB report "PDB status polling"): polling in virtual
 * time on the Clock port's scheduler, the progress it reports, and the payment page once ready.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { VirtualTimeScheduler } from 'rxjs';
import { serverError, unexpectedResponse } from '../../../../core/errors';
import type { PdbReportStatus } from '../../../../core/model/pdb-report';
import {
  createPdbStatusUseCase,
  detailReportPaymentUrl,
  initialPdbStatus,
  pdbReportStatusPath,
  pdbStatusQueryKey,
  pdbStatusReducer as reduce,
  pdbStatusText,
} from '../../../../core/use-cases/pdb-report/report-status';

const READY: PdbReportStatus = { flowId: 'F-1', status: 'READY' };

/** A fake registry: 404 (null) for the first `notReady` calls, then `last`; records call times. */
function fakeApi(scheduler: VirtualTimeScheduler, notReady: number, last: E.Either<ReturnType<typeof serverError>, PdbReportStatus> = E.right(READY)) {
  const calls: number[] = [];
  return {
    calls,
    api: {
      pdbReportStatus: () => () => {
        calls.push(scheduler.now());
        return Promise.resolve(calls.length <= notReady ? E.right(null) : last);
      },
    },
  };
}

/** Lets the promise answers of the fake registry land, then runs virtual time forward. */
async function advance(scheduler: VirtualTimeScheduler, ms: number) {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  const target = scheduler.now() + ms;
  scheduler.schedule(() => undefined, ms);
  scheduler.maxFrames = target;
  scheduler.flush();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function setup(notReady: number, last?: E.Either<ReturnType<typeof serverError>, PdbReportStatus>) {
  const scheduler = new VirtualTimeScheduler();
  const { api, calls } = fakeApi(scheduler, notReady, last);
  const left: string[] = [];
  const useCase = createPdbStatusUseCase({ api, scheduler, leave: (url) => left.push(url), homePath: '/my-licensehub/' }, 'F-1');
  return { scheduler, calls, left, useCase };
}

test('START polls at once: the first call is immediate (docs/portal.md §Limits)', async () => {
  const { useCase, calls, scheduler } = setup(3);
  useCase.dispatch({ type: 'START' });
  await advance(scheduler, 0);
  assert.equal(calls, [0]);
  assert.is(useCase.getState().phase, 'POLLING');
  useCase.dispose();
});

test('404 three times, then ready: calls at 0, 5, 10 and 15 s, then the payment page of the detail report', async () => {
  const { useCase, calls, scheduler, left } = setup(3);
  useCase.dispatch({ type: 'START' });
  await advance(scheduler, 0);
  assert.equal(useCase.getState().attempts, 1);
  assert.equal(useCase.getState().nextCheckMs, 5000);
  for (let i = 0; i < 3; i++) await advance(scheduler, 5000);
  assert.equal(calls, [0, 5000, 10000, 15000]);
  const s = useCase.getState();
  assert.is(s.phase, 'READY');
  assert.is(s.attempts, 4);
  assert.equal(s.report, READY);
  assert.equal(left, ['/my-licensehub/payment/detail-report/F-1.htm']);
  await useCase.settled();
});

test('after 23 retries 5 s apart the schedule slows to 30 s', async () => {
  const { useCase, calls, scheduler } = setup(100);
  useCase.dispatch({ type: 'START' });
  await advance(scheduler, 0);
  for (let i = 0; i < 23; i++) await advance(scheduler, 5000);
  assert.is(calls.length, 24);
  assert.is(useCase.getState().nextCheckMs, 30000);
  await advance(scheduler, 29_999);
  assert.is(calls.length, 24, 'no call before 30 s have passed');
  await advance(scheduler, 1);
  assert.equal(calls.slice(-2), [115_000, 145_000]);
  useCase.dispose();
});

test('any other failure stops polling and is FAILED with the error (the generic error path)', async () => {
  const { useCase, calls, scheduler, left } = setup(1, E.left(serverError(500)));
  useCase.dispatch({ type: 'START' });
  await advance(scheduler, 0);
  await advance(scheduler, 5000);
  assert.is(useCase.getState().phase, 'FAILED');
  assert.equal(useCase.getState().error, serverError(500));
  await advance(scheduler, 60_000);
  assert.is(calls.length, 2);
  assert.equal(left, []);
});

test('leaving the page (dispose) stops the timers: no call after it', async () => {
  const { useCase, calls, scheduler } = setup(100);
  useCase.dispatch({ type: 'START' });
  await advance(scheduler, 0);
  useCase.dispose();
  await advance(scheduler, 60_000);
  assert.equal(calls, [0]);
});

test('coming back starts again at once (a new use-case polls immediately)', async () => {
  const scheduler = new VirtualTimeScheduler();
  const { api, calls } = fakeApi(scheduler, 100);
  const ports = { api, scheduler, leave: () => undefined, homePath: '/my-licensehub/' };
  const first = createPdbStatusUseCase(ports, 'F-1');
  first.dispatch({ type: 'START' });
  await advance(scheduler, 2000);
  first.dispose();
  const again = createPdbStatusUseCase(ports, 'F-1');
  again.dispatch({ type: 'START' });
  await advance(scheduler, 0);
  assert.equal(calls, [0, 2000]);
  again.dispose();
});

test('START while polling changes nothing: one poll at a time', () => {
  const polling = reduce(initialPdbStatus('F-1'), { type: 'START' });
  assert.equal(polling.effects, [{ type: 'POLL_STATUS', flowId: 'F-1' }]);
  assert.is(reduce(polling, { type: 'START' }), polling);
});

test('START after a failure polls again from the first call', () => {
  const failed = reduce(reduce(initialPdbStatus('F-1'), { type: 'START' }), {
    type: 'FAILED',
    attempt: 2,
    error: unexpectedResponse('pdb report status', 418),
  });
  const again = reduce(failed, { type: 'START' });
  assert.is(again.phase, 'POLLING');
  assert.is(again.attempts, 0);
  assert.is(again.error, undefined);
});

test('the page says what is happening: checking, being prepared with the count and the next check, ready, failed', () => {
  const start = reduce(initialPdbStatus('F-1'), { type: 'START' });
  assert.equal(pdbStatusText(start), { status: 'Checking whether your report is ready…' });
  const once = reduce(start, { type: 'NOT_READY', attempt: 1, nextCheckMs: 5000 });
  assert.equal(pdbStatusText(once), { status: 'Your report is being prepared.', progress: 'Checked 1 time. The next check is in 5 seconds.' });
  const later = reduce(once, { type: 'NOT_READY', attempt: 24, nextCheckMs: 30000 });
  assert.equal(pdbStatusText(later).progress, 'Checked 24 times. The next check is in 30 seconds.');
  assert.equal(pdbStatusText(reduce(later, { type: 'READY', attempt: 25, report: READY })), {
    status: 'Your report is ready. Taking you to the payment page…',
  });
  assert.equal(pdbStatusText(reduce(later, { type: 'FAILED', attempt: 25, error: serverError(503) })), { status: 'We could not check your report.' });
});

test('the status page and the payment page addresses; flow ids keep only letters, digits and hyphens', () => {
  assert.is(pdbReportStatusPath('F-1'), '/pdb-report/F-1/status');
  assert.is(detailReportPaymentUrl('/my-licensehub', 'F-1'), '/my-licensehub/payment/detail-report/F-1.htm');
  assert.is(detailReportPaymentUrl('/my-licensehub/', '../x?y'), '/my-licensehub/payment/detail-report/xy.htm');
  assert.equal(pdbStatusQueryKey('F-1'), ['flow', 'F-1', 'pdb-report-status'], "keyed under ['flow', flowId], so a flow reset drops it");
});

test('the TaskEither port is called anew for every attempt', async () => {
  const scheduler = new VirtualTimeScheduler();
  let count = 0;
  const api = { pdbReportStatus: () => TE.fromTask(async () => (++count >= 2 ? READY : null)) };
  const useCase = createPdbStatusUseCase({ api, scheduler, leave: () => undefined, homePath: '/h/' }, 'F-1');
  useCase.dispatch({ type: 'START' });
  await advance(scheduler, 0);
  await advance(scheduler, 5000);
  assert.is(count, 2);
  assert.is(useCase.getState().phase, 'READY');
});

test.run();
