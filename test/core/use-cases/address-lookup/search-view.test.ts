/** The address search's words, as both drivers show them (core/use-cases/address-lookup/search-view.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AddressRecord } from '../../../../core/model/address';
import {
  ADDRESS_QUERY_MAX_LENGTH,
  ADDRESS_SEARCH_FAILED,
  ADDRESS_SEARCHING,
  addressQuery,
  addressSearchView,
  NO_ADDRESS_FOUND,
} from '../../../../core/use-cases/address-lookup/search-view';

const capitol: AddressRecord = { addressLine1: '1600 Congress Ave', addressLine2: '', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '787011234' };
const tulsa: AddressRecord = { addressLine1: '100 Main St', addressLine2: '', addressLine3: '', city: 'Tulsa', state: 'OK', postalCode: '74103' };

test('address search: an empty query searches nothing (no validation is shown); a query is trimmed and kept to 200 characters', () => {
  assert.is(addressQuery(''), undefined);
  assert.is(addressQuery('   '), undefined);
  assert.is(addressQuery('  1600 congress '), '1600 congress');
  assert.is(addressQuery('x'.repeat(ADDRESS_QUERY_MAX_LENGTH + 5))?.length, ADDRESS_QUERY_MAX_LENGTH);
});

test('address search: nothing is said before a search, and "Searching for addresses…" while one runs', () => {
  assert.equal(addressSearchView('idle', undefined), { failed: false, choices: [] });
  assert.equal(addressSearchView('loading', { kind: 'FOUND', addresses: [capitol] }), { text: ADDRESS_SEARCHING, failed: false, choices: [] });
});

test('address search: the addresses found are counted and listed on one line each, the ZIP code with its hyphen', () => {
  const one = addressSearchView('idle', { kind: 'FOUND', addresses: [capitol] });
  assert.is(one.text, '1 address found. Choose it to fill in the address.');
  assert.equal(
    one.choices.map((c) => c.label),
    ['1600 Congress Ave, Austin, TX, 78701-1234'],
  );
  const two = addressSearchView('idle', { kind: 'FOUND', addresses: [capitol, tulsa] });
  assert.is(two.text, '2 addresses found. Choose one to fill in the address.');
  assert.equal(
    two.choices.map((c) => c.address),
    [capitol, tulsa],
  );
});

test('address search: none found says so and how to go on', () => {
  assert.equal(addressSearchView('idle', { kind: 'FOUND', addresses: [] }), { text: NO_ADDRESS_FOUND, failed: false, choices: [] });
});

test('address search: a failed search says the search is not available and to type the address', () => {
  assert.equal(addressSearchView('error', { kind: 'FAILED' }), { text: ADDRESS_SEARCH_FAILED, failed: true, choices: [] });
});

test('address search: once an address is chosen, what the fields hold is said until the next search', () => {
  const chosen = addressSearchView('idle', { kind: 'FOUND', addresses: [capitol, tulsa] }, tulsa);
  assert.equal(chosen, { text: 'The address fields now hold 100 Main St, Tulsa, OK, 74103.', failed: false, choices: [] });
  assert.is(addressSearchView('loading', { kind: 'FOUND', addresses: [] }, tulsa).text, ADDRESS_SEARCHING);
  assert.is(
    addressSearchView('idle', { kind: 'FOUND', addresses: [tulsa] }, tulsa, { ...tulsa, city: ' Tulsa ' }).text,
    chosen.text,
    'the fields still hold it',
  );
});

test('address search: once the fields no longer hold the chosen address, nothing is said of it', () => {
  assert.equal(addressSearchView('idle', { kind: 'FOUND', addresses: [tulsa] }, tulsa, { ...tulsa, addressLine2: 'Suite 9' }), { failed: false, choices: [] });
});

test.run();
