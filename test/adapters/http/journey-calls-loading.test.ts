/**
 * The journeys' registry calls load on first use (adapters/http/fetch-registry-api.ts): the
 * identify page's calls import nothing, the first journey call imports journey-calls.ts once, and
 * a failed import is a network error that the next call tries again.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import { FetchRegistryApi, fetchRegistryApi, type JourneyCallsModule } from '../../../adapters/http/fetch-registry-api';
import { AuthSession } from '../../../core/session/auth-session';
import { API, RecordingTelemetry, fakeFetch, json } from '../fake-fetch';
import { must } from '../../must';

function apiCountingImports(load: () => Promise<JourneyCallsModule> = () => import('../../../adapters/http/journey-calls')) {
  const { fetch, seen } = fakeFetch((req) =>
    req.url.endsWith('/orders.json')
      ? json(200, { orderSummaries: [] })
      : json(200, req.url.endsWith('/user-info.json') ? { displayName: 'Alice Morgan', ldapUser: false } : []),
  );
  let imports = 0;
  const api = fetchRegistryApi({
    apiBase: API,
    fetch,
    session: new AuthSession(),
    telemetry: new RecordingTelemetry(),
    journeyCalls: () => ((imports += 1), load()),
  });
  return { api, seen, imports: () => imports };
}

test("journey calls: the identify page's calls import nothing; the first journey call imports the journeys' calls, once", async () => {
  const { api, seen, imports } = apiCountingImports();
  assert.ok(E.isRight(await api.userInfo()()));
  assert.ok(E.isRight(await api.countries()()));
  assert.is(imports(), 0, 'no import for the first page');
  const [first, second] = await Promise.all([api.orders()(), api.orders()()]);
  assert.equal(first, E.right({ orderSummaries: [] }));
  assert.equal(second, E.right({ orderSummaries: [] }));
  assert.ok(E.isRight(await api.incompleteApplications()()));
  assert.is(imports(), 1, 'one import for every journey call');
  assert.equal(
    seen.map((r) => r.url.slice(API.length)),
    ['/user-info.json', '/countries.json', '/orders.json', '/orders.json', '/incomplete-applications.json'],
  );
});

test('journey calls: a failed import is a network error, sends nothing, and the next call imports again', async () => {
  let fail = true;
  const { api, seen, imports } = apiCountingImports(() =>
    fail ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : import('../../../adapters/http/journey-calls'),
  );
  const failed = await api.orders()();
  assert.equal(failed, E.left({ _tag: 'NetworkError', message: 'Failed to fetch dynamically imported module' }));
  assert.is(seen.length, 0, 'no request went out');
  fail = false;
  assert.equal(await api.orders()(), E.right({ orderSummaries: [] }));
  assert.is(imports(), 2);
  assert.is(must(seen[0], 'the orders request').url, `${API}/orders.json`);
});

test('journey calls: every call of journey-calls.ts is on the API (the compiler keeps the list), and the API is not a promise', async () => {
  const { api } = apiCountingImports();
  const { journeyCalls } = await import('../../../adapters/http/journey-calls');
  const names = Object.keys(journeyCalls(new FetchRegistryApi({ apiBase: API, session: new AuthSession(), telemetry: new RecordingTelemetry() })));
  assert.ok(names.length > 30, names.join(', '));
  assert.equal(
    names.filter((name) => typeof (api as unknown as Record<string, unknown>)[name] !== 'function'),
    [],
  );
  assert.is((api as unknown as { then?: unknown }).then, undefined);
});

test.run();
