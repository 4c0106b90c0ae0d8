/**
 * Both drivers give the same answers: each scenario runs once through the CLI and once through
 * the core use-case the screen runs (or, for the order history, the screen's route loader and
 * query cache; not the React tree), against the same sandbox, and compares what each shows.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTestContainer } from '../../adapters/container/test';
import { resolve, TOKENS } from '../../adapters/container/tokens';
import type { IdentifyRequest } from '../../core/model/identify';
import type { RegistryApi } from '../../core/ports/registry-api';
import { authorizationRequest, createIdentifyUseCase, identifyFailureAlerts, ssnModeOf } from '../../core/use-cases/identify/use-case';
import { DETAILS_UNAVAILABLE, orderDetailView, orderPageView } from '../../core/use-cases/orders/order-availability';
import { orderHistoryPage } from '../../core/use-cases/orders/order-history';
import { runStartFlowEffect } from '../../core/use-cases/start-flow/use-case';
import { initialModuleNav } from '../../core/use-cases/modules/navigation';
import { createModuleNavUseCase, destinationOf } from '../../core/use-cases/modules/use-case';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { routerContextOf } from '../../ui/app/route-services';
import { createQueryClient } from '../../ui/app/startup';
import { maintenanceQuery } from '../../ui/app/environment-queries';
import { maintenanceView, noticeLine } from '../../core/use-cases/environment/maintenance';
import { orderHistoryLoader } from '../../ui/screens/order-history/order-loaders';
import { orderDetailQuery, ordersQuery, ownOrdersQuery } from '../../ui/screens/order-history/order-queries';
import { apiOf, useSandbox, ALICE_CA_LIFE_FLOW } from './helpers';
import { must } from '../must';
import { MemorySessionStore } from '../../adapters/storage/memory-session-store';
import { createdFlowDestination, DIRECT_PRODUCTS, startDirectly } from '../../core/use-cases/start-flow/create-flow';
import { NAME_CHANGE } from '../../core/use-cases/journey/types';
import { demographicSubmitterPath } from '../../core/use-cases/names/name-form';
import { attestationPath } from '../../core/use-cases/submitter/where-next';
import { presentJourney } from '../../core/use-cases/journey/journey';
import { journeyFacts } from '../../core/use-cases/journey/facts';

const cli = useSandbox(test, { sessionPerTest: true });

/** A fresh RegistryApi of the browser's composition (its own session), on the test's sandbox. */
const uiApi = (): RegistryApi => resolve(createTestContainer({ apiBase: apiOf(cli.sandbox) }), TOKENS.RegistryApi);

/** The identify use-case as the screen runs it: entity type, then the search. */
async function uiIdentify(api: RegistryApi, request: Record<string, string | boolean>) {
  const identifying = createIdentifyUseCase({ api });
  identifying.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType: 'INDIVIDUAL' });
  identifying.dispatch({ type: 'SUBMIT', request: { entityType: 'INDIVIDUAL', useAgreementAccepted: true, ...request } as IdentifyRequest });
  await identifying.settled();
  return identifying.getState();
}

/**
 * The order history as the screen gets it: the route loader fills a query cache, then the list
 * and each row's detail are read from it through the core's views.
 */
async function uiOrderRows(api: RegistryApi, page: number) {
  const queryClient = createQueryClient();
  const url = new URL(`http://portal.test/order-history?page=${page}`);
  const context = routerContextOf({
    queryClient,
    api,
    auth: { isAuthenticated: true },
    store: new MemorySessionStore(),
    telemetry: { error: () => undefined },
  })();
  await orderHistoryLoader({ request: new Request(url), url, pattern: '/order-history', params: {}, context });
  const shown = orderHistoryPage(queryClient.getQueryData(ordersQuery(api).queryKey) ?? [], page);
  return Promise.all(
    shown.orders.map(async (o) => ({ orderCode: o.orderCode, view: orderDetailView(await queryClient.ensureQueryData(orderDetailQuery(api, o.orderCode))) })),
  );
}

const individual = (by: string, ...rest: string[]) => ['identify', '--entity', 'individual', '--by', by, ...rest, '--accept-use-agreement'];

test('parity: the archived order LH1000001 shows no detail in both drivers ("Details are not available")', async () => {
  assert.is((await cli.run(individual('npn', '--last-name', 'Morgan', '--npn', '1000001'))).code, 0);
  const shown = await cli.run(['orders', 'list', '--page', '3']);
  assert.is(shown.code, 0, shown.stderr);
  const cliRow = shown.json.orders.find((o: { orderCode: string }) => o.orderCode === 'LH1000001');
  assert.ok(cliRow, 'LH1000001 is on page 3');

  const api = uiApi();
  assert.is((await uiIdentify(api, { searchType: 'NPN', lastName: 'Morgan', npn: '1000001' })).failure, undefined);
  const uiRows = await uiOrderRows(api, 3);
  const uiArchived = uiRows.find((r) => r.orderCode === 'LH1000001')!;
  assert.is(uiArchived.view.kind, 'UNAVAILABLE');

  assert.equal(
    shown.json.orders.map((o: { orderCode: string }) => o.orderCode),
    uiRows.map((r) => r.orderCode),
  );
  assert.is(cliRow.status, DETAILS_UNAVAILABLE);
  assert.is(cliRow.detailsAvailable, false);
  assert.is(cliRow.licenseClass, '');
  assert.equal(cliRow.linesOfAuthority, []);
  // Every other row: available in one driver exactly when in the other.
  for (const [i, row] of uiRows.entries()) assert.is(shown.json.orders[i].detailsAvailable, row.view.kind === 'AVAILABLE', row.orderCode);
});

test('parity: orders show of the archived order LH1000001 is the order page\'s view: its summary, no transactions, "Details are not available"', async () => {
  assert.is((await cli.run(individual('npn', '--last-name', 'Morgan', '--npn', '1000001'))).code, 0);
  const shown = await cli.run(['orders', 'show', 'LH1000001']);
  assert.is(shown.code, 0, shown.stderr);
  const text = await cli.run(['orders', 'show', 'LH1000001'], { json: false });

  const api = uiApi();
  await uiIdentify(api, { searchType: 'NPN', lastName: 'Morgan', npn: '1000001' });
  const queryClient = createQueryClient();
  const page = orderPageView(
    await queryClient.ensureQueryData(ownOrdersQuery(queryClient, api)),
    'LH1000001',
    await queryClient.ensureQueryData(orderDetailQuery(api, 'LH1000001')),
  );
  assert.is(page.kind, 'UNAVAILABLE');
  assert.equal(shown.json.transactions, []);
  assert.is(shown.json.details, DETAILS_UNAVAILABLE);
  assert.is(shown.json.orderCode, 'LH1000001');
  assert.ok(text.stdout.includes(DETAILS_UNAVAILABLE), text.stdout);
  assert.not.ok(text.stdout.includes('OK-200001'), 'no license number of a transaction');
});

test('parity: maintenance: a notice that disables login refuses identify and every command in both drivers, with the same words; other notices are shown', async () => {
  const uiView = async () => {
    const queryClient = createQueryClient();
    return maintenanceView(await queryClient.ensureQueryData(maintenanceQuery(uiApi())));
  };
  try {
    assert.is((await cli.run(individual('npn', '--last-name', 'Morgan', '--npn', '1000001'))).code, 0);
    cli.sandbox.controls.setMaintenance(['disable-login']);
    const closed = await uiView();
    assert.is(closed.kind, 'CLOSED');
    if (closed.kind !== 'CLOSED') return;
    for (const argv of [individual('npn', '--last-name', 'Morgan', '--npn', '1000001'), ['orders', 'list']]) {
      const refused = await cli.run(argv, { json: false });
      assert.is(refused.code, 1, argv.join(' '));
      for (const words of [closed.title, closed.text, ...closed.notices.map(noticeLine)]) assert.ok(refused.stderr.includes(words), `${argv[0]}: ${words}`);
      assert.is(refused.stdout, '');
    }

    cli.sandbox.controls.setMaintenance(['warning', 'alert']);
    const open = await uiView();
    assert.is(open.kind, 'OPEN');
    assert.is(open.notices.length, 2);
    const signedIn = await cli.run(individual('npn', '--last-name', 'Morgan', '--npn', '1000001'));
    assert.is(signedIn.code, 0, signedIn.stderr);
    for (const notice of open.notices) assert.ok(signedIn.stderr.includes(noticeLine(notice)), noticeLine(notice));
  } finally {
    cli.sandbox.controls.setMaintenance([]);
  }
});

test('parity: SSN mode: Cora Diaz (NPN 1000003) is asked the last four, Dan Evans (NY-500001) the full SSN', async () => {
  const cora = await cli.run(individual('npn', '--last-name', 'Diaz', '--npn', '1000003', '--ssn-stdin'), { stdin: '8901\n' });
  const coraUi = await uiIdentify(uiApi(), { searchType: 'NPN', lastName: 'Diaz', npn: '1000003' });
  assert.is(ssnModeOf(coraUi), 'LAST_FOUR');
  assert.ok(cora.stderr.includes(authorizationRequest(ssnModeOf(coraUi)).needed), cora.stderr);
  assert.is(cora.code, 0, cora.stderr);

  const dan = await cli.run(individual('license', '--license-number', 'NY-500001', '--license-state', 'NY', '--ssn-stdin'), { stdin: '456-78-9012\n' });
  const danUi = await uiIdentify(uiApi(), { searchType: 'LICENSE', licenseNumber: 'NY-500001', licenseState: 'NY' });
  assert.is(ssnModeOf(danUi), 'FULL_SSN');
  assert.ok(dan.stderr.includes(authorizationRequest(ssnModeOf(danUi)).needed), dan.stderr);
  assert.is(dan.code, 0, dan.stderr);
});

test("parity: identify failure texts: nobody (NPN 9999999) and Erin Fox (NPN 1000005, the registry's errors)", async () => {
  for (const [lastName, npn] of [
    ['Nobody', '9999999'],
    ['Fox', '1000005'],
  ] as const) {
    const shown = await cli.run(individual('npn', '--last-name', lastName, '--npn', npn));
    const state = await uiIdentify(uiApi(), { searchType: 'NPN', lastName, npn });
    assert.ok(state.failure, `${lastName}: the screen shows a failure`);
    assert.is(shown.code, 1);
    assert.equal(
      shown.json.errors,
      identifyFailureAlerts(state.failure!).map((a) => a.text),
      lastName,
    );
  }
});

test("parity: a state with a problem (MA: 400 on available lines) is that state's own error in both drivers", async () => {
  assert.is((await cli.run(individual('npn', '--last-name', 'Morgan', '--npn', '1000001'))).code, 0);
  const shown = await cli.run([
    'start-flow',
    '--product',
    'producer-licensing',
    '--application-type',
    'new',
    '--residency-type',
    'nonresident',
    '--basis',
    'TX:TX-100001',
    '--state',
    'MA',
  ]);
  const api = uiApi();
  await uiIdentify(api, { searchType: 'NPN', lastName: 'Morgan', npn: '1000001' });
  const events = await runStartFlowEffect({ api })({
    type: 'FETCH_LICENSES',
    query: {
      productType: 'PRODUCER_LICENSING',
      applicationType: 'NEW',
      residencyType: 'NONRESIDENT',
      jurisdictionCode: 'TX',
      licenseNumber: 'TX-100001',
      stateCode: 'MA',
    },
  });
  assert.is(events.length, 1);
  const event = must(events[0], 'an event');
  assert.is(event.type, 'LINES_FAILED');
  const uiErrors = event.type === 'LINES_FAILED' ? event.errors.map((e) => `MA: ${e}`) : [];
  assert.ok(uiErrors.length > 0);
  assert.equal(shown.json.errors, uiErrors, JSON.stringify(shown.json));
});

test("parity: module save rules: invalid data is not saved (CLI fill; the screen's navigation goes without saving); submit shows the rules' messages", async () => {
  assert.is((await cli.run(individual('npn', '--last-name', 'Morgan', '--npn', '1000001'))).code, 0);
  const created = await cli.run(ALICE_CA_LIFE_FLOW);
  assert.is(created.code, 0, created.stderr);
  const flowId: string = created.json.flowId;
  const bad = { birthDate: '13/45/1880', gender: 'F', email: 'alice@example.com' };
  const file = join(cli.dir, 'bad.json');
  writeFileSync(file, JSON.stringify(bad));
  const filled = await cli.run(['modules', 'fill', flowId, 'biographic', '--data', file]);
  assert.is(filled.code, 2);

  const api = uiApi();
  await uiIdentify(api, { searchType: 'NPN', lastName: 'Morgan', npn: '1000001' });
  const content = await api.module(flowId, 'biographic')();
  assert.ok(E.isRight(content));
  if (E.isLeft(content)) return;
  let saves = 0;
  const counting = { saveModule: (...args: Parameters<RegistryApi['saveModule']>) => (saves++, api.saveModule(...args)) };
  const screen = createModuleNavUseCase({ api: counting }, initialModuleNav('FLOWS', flowId, 'biographic'));
  screen.dispatch({ type: 'LOADED', module: 'biographic', content: content.right });
  screen.dispatch({ type: 'CHANGE', data: { ...content.right.data, ...bad } });
  screen.dispatch({ type: 'NAVIGATE', target: { kind: 'MODULE', module: 'residence-address' } });
  await screen.settled();
  assert.is(saves, 0, 'navigation with invalid data saves nothing');
  assert.ok(destinationOf(screen.getState())?.includes('residence-address'));
  screen.dispatch({ type: 'SUBMIT' });
  await screen.settled();
  assert.is(saves, 0, 'submit with invalid data sends nothing');
  assert.equal(filled.json.errors, screen.getState().fieldErrors);
  const after = await api.module(flowId, 'biographic')();
  assert.is(E.isRight(after) ? after.right.data.birthDate : 'failed', undefined);
});

/** The same flow id in two addresses: each driver created its own flow. */
const withoutId = (text: string, flowId: string): string => text.split(flowId).join('{flowId}');

test('parity: start-flow outcomes: each journey started from the menu opens the same page, and the CLI names the command that shows it', async () => {
  const api = uiApi();
  assert.is((await uiIdentify(api, { searchType: 'NPN', lastName: 'Morgan', npn: '1000001' })).failure, undefined);
  assert.is((await cli.run(individual('npn', '--last-name', 'Morgan', '--npn', '1000001'))).code, 0);
  for (const [slug, product] of [
    ['contact-change', 'contact-change'],
    ['name-change', 'name-change'],
  ] as const) {
    const screen = await startDirectly(api, slug)();
    assert.ok(E.isRight(screen), slug);
    const started = await cli.run(['start-flow', '--product', product]);
    assert.is(started.code, 0, started.stderr);
    const { flowId } = started.json;
    const uiFlowId = must(/^\/[a-z-]+\/([^/]+)/.exec(screen.right)?.[1], 'the flow id in the screen path');
    assert.is(withoutId(started.json.path, flowId), withoutId(screen.right, uiFlowId), slug);
    const core = createdFlowDestination(DIRECT_PRODUCTS[slug], flowId);
    assert.equal(started.json.next, { command: core.command, title: core.title }, slug);
    assert.is((await cli.run(core.command.replace(/^licensehub /, '').split(' '))).code, 0, core.command);
  }
});

test('parity: Continue after each save: the CLI points to where the screens go (the core journey) after the name, the submitter, the attestation, the contact and the validation', async () => {
  assert.is((await cli.run(individual('npn', '--last-name', 'Morgan', '--npn', '1000001'))).code, 0);
  const flowId = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId as string;
  const type = NAME_CHANGE.type;
  const afterName = await cli.run(['name-change', 'set', flowId, '--first-name', 'Alicia']);
  assert.is(afterName.json.nextStep.path, demographicSubmitterPath(flowId), 'the name page');
  const afterSubmitter = await cli.run(['submitter', 'set', flowId, '--accept-use']);
  assert.is(afterSubmitter.json.nextStep.path, attestationPath(type, flowId), 'the submitter');
  const held = { submitter: { useAcceptance: true } as never, modules: [], lead: {} };
  const screenNext = (at: string, record: { attested: boolean; validated: boolean }) =>
    presentJourney(type, flowId, { ...journeyFacts(held, record), submitterSaved: true }, { at }).nextPath;
  const attested = await cli.run(['attest', flowId, '--confirm']);
  assert.is(attested.json.nextStep.path, screenNext('attestation', { attested: true, validated: false }), 'the attestation');
  const contact = await cli.run(['contact', flowId]);
  assert.is(contact.json.nextStep.path, screenNext('verification-contact', { attested: true, validated: false }), 'the contact');
  const validated = await cli.run(['validate', flowId]);
  assert.is(validated.json.nextStep.path, screenNext('validation', { attested: true, validated: true }), 'the validation');
});

test.run();
