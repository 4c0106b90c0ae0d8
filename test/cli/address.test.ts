/**
 * `licensehub address search` (docs/portal.md §Address lookup): the addresses found
 * in the submitter form's words, none found, a failed search and an empty query; and both drivers
 * giving the same answer: the CLI, and the address service the screen's hook searches through on
 * the browser's composition (ui/app/address-lookup.tsx), read through the same core view.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTestContainer } from '../../adapters/container/test';
import { resolve, TOKENS } from '../../adapters/container/tokens';
import type { IdentifyRequest } from '../../core/model/identify';
import {
  ADDRESS_QUERY_EMPTY,
  ADDRESS_SEARCH_FAILED,
  addressSearchView,
  NO_ADDRESS_FOUND,
  type AddressSearchOutcome,
} from '../../core/use-cases/address-lookup/search-view';
import { createIdentifyUseCase } from '../../core/use-cases/identify/use-case';
import { ALICE_BY_NPN, apiOf, useSandbox } from './helpers';

const cli = useSandbox(test);

test.before(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});
test.after.each(() => cli.sandbox.controls.clearFaults());

test('address search: the US addresses found, numbered, in the form’s words', async () => {
  const shown = await cli.run(['address', 'search', '100', 'main'], { json: false });
  assert.is(shown.code, 0, shown.stderr);
  assert.is(
    shown.stdout,
    [
      '3 addresses found. Choose one to fill in the address.',
      '1. 100 Main St, Austin, TX, 78701',
      '2. 100 Main St, Suite 400, Dallas, TX, 75201',
      '3. 100 Main St, Tulsa, OK, 74103',
      '',
    ].join('\n'),
  );
  const data = await cli.run(['address', 'search', '1600 congress']);
  assert.is(data.json.query, '1600 congress');
  assert.is(data.json.addresses[0].city, 'Austin');
  // Under the submitter form's --set keys, numbered as the list shows them; none of the registry's field names.
  assert.is(data.json.addresses[0].choice, 1);
  assert.ok(data.json.addresses[0].address1.startsWith('1600 Congress'));
  assert.is(typeof data.json.addresses[0].zipCode, 'string');
  assert.is(data.json.addresses[0].postalCode, undefined);
});

test('address search: none found says so and how to go on', async () => {
  const shown = await cli.run(['address', 'search', 'zzzz'], { json: false });
  assert.is(shown.code, 0);
  assert.is(shown.stdout, `${NO_ADDRESS_FOUND}\n`);
});

test('address search: a failed search says what the form says and why, exit 1', async () => {
  cli.sandbox.controls.setFaults([{ method: 'GET', path: '/addresses.json', status: 503 }]);
  const shown = await cli.run(['address', 'search', 'main'], { json: false });
  assert.is(shown.code, 1);
  assert.ok(shown.stderr.startsWith(`licensehub: ${ADDRESS_SEARCH_FAILED}\n`), shown.stderr);
  assert.is(shown.stdout, '');
});

test('address search: a query with nothing to search is bad usage, exit 2', async () => {
  const shown = await cli.run(['address', 'search', '   '], { json: false });
  assert.is(shown.code, 2);
  assert.ok(shown.stderr.includes(ADDRESS_QUERY_EMPTY), shown.stderr);
});

test('parity: an address search gives the same addresses and words in the CLI and in the screen’s address service', async () => {
  // The browser's composition, its own session, signed in as the screen does it.
  const container = createTestContainer({ apiBase: apiOf(cli.sandbox) });
  const identifying = createIdentifyUseCase({ api: resolve(container, TOKENS.RegistryApi) });
  identifying.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType: 'INDIVIDUAL' });
  identifying.dispatch({
    type: 'SUBMIT',
    request: { entityType: 'INDIVIDUAL', useAgreementAccepted: true, searchType: 'NPN', lastName: 'Morgan', npn: '1000001' } as IdentifyRequest,
  });
  await identifying.settled();
  const service = await resolve(container, TOKENS.AddressService)();
  for (const query of ['main st', 'zzzz']) {
    const outcome: AddressSearchOutcome = { kind: 'FOUND', addresses: await service.fetchAddresses(query) };
    const screen = addressSearchView(service.state.status, outcome);
    const shown = await cli.run(['address', 'search', query], { json: false });
    assert.is(shown.stdout, `${screen.text}\n${screen.choices.map((c, i) => `${i + 1}. ${c.label}\n`).join('')}`, query);
  }
  cli.sandbox.controls.setFaults([{ method: 'GET', path: '/addresses.json', status: 503 }]);
  const failedHere = await service.fetchAddresses('main').then(
    () => undefined,
    () => addressSearchView(service.state.status, { kind: 'FAILED' }),
  );
  const shown = await cli.run(['address', 'search', 'main'], { json: false });
  assert.is(failedHere?.text, ADDRESS_SEARCH_FAILED);
  assert.ok(shown.stderr.startsWith(`licensehub: ${failedHere?.text}\n`));
});

test.run();
