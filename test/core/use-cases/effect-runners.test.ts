/** The effect runners beside each machine, against a fake RegistryApi. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { of, throwError } from 'rxjs';
import { DomainFailure, type DomainError } from '../../../core/errors';
import type { OrderDetail } from '../../../core/model/orders';
import { DETAILS_UNAVAILABLE, orderPageView } from '../../../core/use-cases/orders/order-availability';
import { fetchOrderDetailState, loadOrderPage, orderPortsOf } from '../../../core/use-cases/orders/use-case';
import { createIncompleteUseCase, isLeaving } from '../../../core/use-cases/incomplete/incomplete';
import { runStartFlowEffect } from '../../../core/use-cases/start-flow/use-case';

const badRequest: DomainError = { _tag: 'BadRequest', message: 'Bad request', errors: ['Massachusetts is not available.'] };
const serverError: DomainError = { _tag: 'ServerError', message: 'Down', status: 500 };
const detail = (orderCode: string, isDetailAvailable: boolean): OrderDetail => ({
  orderCode,
  orderDate: '2026-01-01',
  isDetailAvailable,
  product: 'P',
  orderTotal: '1.00',
  transactions: [],
});

test("start flow: a 400 on available lines is that state's own error (LINES_FAILED)", async () => {
  const run = runStartFlowEffect({ api: { availableLines: () => TE.left(badRequest) } as never });
  const events = await run({ type: 'FETCH_LICENSES', query: { stateCode: 'MA' } } as never);
  assert.equal(events, [{ type: 'LINES_FAILED', stateCode: 'MA', errors: ['Massachusetts is not available.'] }]);
});

test('start flow: any other failure on available lines is the generic error path (FETCH_FAILED)', async () => {
  const run = runStartFlowEffect({ api: { availableLines: () => TE.left(serverError) } as never });
  assert.equal(await run({ type: 'FETCH_LICENSES', query: { stateCode: 'TX' } } as never), [{ type: 'FETCH_FAILED', error: serverError }]);
});

test('start flow: flow creation ends the wizard through the driver, with no event', async () => {
  const ended: string[] = [];
  const run = runStartFlowEffect({ api: {} as never, end: (e) => ended.push(e.type) });
  assert.equal(await run({ type: 'CREATE_FLOW' } as never), []);
  assert.equal(ended, ['CREATE_FLOW']);
});

test('order history: an archived order (isDetailAvailable false) shows no detail; a failed detail neither', async () => {
  const shown = await loadOrderPage(
    {
      orders: () =>
        of([
          { orderCode: 'A', orderDate: '2026-01-02', orderTotal: '1' },
          { orderCode: 'B', orderDate: '2026-01-01', orderTotal: '1' },
          { orderCode: 'C', orderDate: '2025-01-01', orderTotal: '1' },
        ]),
      order: (code: string) => (code === 'C' ? throwError(() => new Error('gone')) : of(detail(code, code === 'A'))),
    },
    1,
  );
  assert.equal(
    shown.rows.map((r) => [r.summary.orderCode, r.view.kind]),
    [
      ['A', 'AVAILABLE'],
      ['B', 'UNAVAILABLE'],
      ['C', 'UNAVAILABLE'],
    ],
  );
  assert.is(DETAILS_UNAVAILABLE, 'Details are not available for this order.');
});

test("order history: the registry API as ports; a failed list rejects with the registry's error", async () => {
  const failing = orderPortsOf({ orders: () => TE.left(serverError), order: () => TE.left(serverError) });
  const error = await loadOrderPage(failing, 1).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.instance(error, DomainFailure);
  assert.equal((error as DomainFailure).error, serverError);
  const summaries = Array.from({ length: 7 }, (_, i) => ({ orderCode: `O${i + 1}`, orderDate: `2026-01-0${i + 1}`, orderTotal: '1' }));
  const asked: string[] = [];
  const ok = await loadOrderPage(
    orderPortsOf({ orders: () => TE.right({ orderSummaries: summaries }), order: (c) => (asked.push(c), TE.right(detail(c, true))) }),
    9,
  );
  assert.is(ok.page, 2, 'a page beyond the last is the last');
  assert.equal(
    ok.rows.map((r) => [r.summary.orderCode, r.view.kind]),
    [
      ['O2', 'AVAILABLE'],
      ['O1', 'AVAILABLE'],
    ],
  );
  assert.equal(asked.sort(), ['O1', 'O2'], "only the page's own details: a command shows no next page");
});

test('order history: one detail as the state the views read; any failure is NOT_FOUND (docs/portal.md §Errors)', async () => {
  assert.equal(await fetchOrderDetailState({ order: (c) => TE.right(detail(c, false)) })('A'), { status: 'SUCCESS', detail: detail('A', false) });
  assert.equal(await fetchOrderDetailState({ order: () => TE.left(serverError) })('A'), { status: 'NOT_FOUND' });
});

test('incomplete: a deletion runs once, then leaves for the resume list with what remains', async () => {
  const deleted: string[] = [];
  const left: Array<[string, number]> = [];
  const uc = createIncompleteUseCase({
    api: { deleteIncompleteApplication: (code: string) => (deleted.push(code), TE.right(undefined)) } as never,
    leave: (to, remaining) => left.push([to, remaining.length]),
  });
  uc.dispatch({ type: 'LOADED', applications: [{ batchCode: 'x' }, { batchCode: 'y' }] as never });
  uc.dispatch({ type: 'DELETE', batchCode: 'x' });
  uc.dispatch({ type: 'DELETE', batchCode: 'x' });
  await uc.settled();
  assert.equal(deleted, ['x']);
  assert.equal(left, [['/resume-incomplete', 1]]);
  assert.ok(isLeaving(uc.getState()));
});

test('incomplete: a failed deletion keeps the application and its error', async () => {
  const uc = createIncompleteUseCase({ api: { deleteIncompleteApplication: () => TE.left(serverError) } as never, leave: () => undefined });
  uc.dispatch({ type: 'LOADED', applications: [{ batchCode: 'x' }] as never });
  uc.dispatch({ type: 'DELETE', batchCode: 'x' });
  await uc.settled();
  assert.equal(uc.getState().error, serverError);
  assert.is(uc.getState().applications.length, 1);
});

test('module save: a 200 with error strings is SAVE_REJECTED: a submit stays with the errors shown', async () => {
  const { createModuleNavUseCase } = await import('../../../core/use-cases/modules/use-case');
  const { initialModuleNav } = await import('../../../core/use-cases/modules/navigation');
  const uc = createModuleNavUseCase({ api: { saveModule: () => TE.right(['ZIP Code does not match the state']) } }, initialModuleNav('FLOWS', 'f1', 'm'));
  uc.dispatch({ type: 'LOADED', module: 'm', content: { components: [], data: {} } as never });
  uc.dispatch({ type: 'SUBMIT' });
  await uc.settled();
  assert.equal(uc.getState().moduleErrors, ['ZIP Code does not match the state']);
  assert.is(uc.getState().effects.length, 0);
});

test('module save: a failed save on a submit keeps the user there with the error; navigation goes anyway', async () => {
  const { createModuleNavUseCase, destinationOf } = await import('../../../core/use-cases/modules/use-case');
  const { initialModuleNav } = await import('../../../core/use-cases/modules/navigation');
  const went: string[] = [];
  const uc = createModuleNavUseCase({ api: { saveModule: () => TE.left(serverError) }, navigate: (to) => went.push(to) }, initialModuleNav('FLOWS', 'f1', 'm'));
  uc.dispatch({ type: 'LOADED', module: 'm', content: { components: [], data: {} } as never });
  uc.dispatch({ type: 'SUBMIT' });
  await uc.settled();
  assert.equal(uc.getState().error, serverError);
  uc.dispatch({ type: 'NAVIGATE', target: { kind: 'REVIEW' } });
  await uc.settled();
  assert.is(destinationOf(uc.getState()), '/flows/f1/review');
  assert.equal(went, ['/flows/f1/review']);
});

test("order page: an order not in the licensee's list is not found; a listed one shows its detail's view", () => {
  const list = [{ orderCode: 'A' }];
  assert.is(orderPageView(list, 'Z', { status: 'SUCCESS', detail: detail('Z', true) }).kind, 'NOT_FOUND');
  assert.is(orderPageView(list, 'A', { status: 'SUCCESS', detail: detail('A', true) }).kind, 'AVAILABLE');
  assert.is(orderPageView(list, 'A', { status: 'SUCCESS', detail: detail('A', false) }).kind, 'UNAVAILABLE');
  assert.is(orderPageView(list, 'A', { status: 'NOT_FOUND' }).kind, 'NOT_FOUND');
  assert.is(orderPageView(undefined, 'A', { status: 'SUCCESS', detail: detail('A', true) }).kind, 'LOADING');
});

test.run();
