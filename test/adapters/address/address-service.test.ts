/** docs/portal.md §Address lookup. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AddressService, addressHostFor } from '../../../adapters/address/address-service';
import type { AddressLookupState } from '../../../core/use-cases/address-lookup/address-lookup';
import { DomainFailure } from '../../../core/errors';
import { API, empty, json, scriptedApi } from '../fake-fetch';

const address = { addressLine1: '1 Main St', addressLine2: '', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '78701' };

test('address service: without fetchAddresses, the "Expected fetchAddresses to be defined…" message', async () => {
  const service = new AddressService({});
  try {
    await service.fetchAddresses('1 Main');
    assert.unreachable('should reject');
  } catch (e) {
    assert.instance(e, Error);
    assert.is(
      (e as Error).message,
      'Expected fetchAddresses to be defined. You likely forgot to provide a fetchAddresses function to the AddressService constructor.',
    );
  }
  assert.is(service.state.status, 'error');
});

test('address service: a non-Error failure becomes "An unknown error occurred."', async () => {
  const service = new AddressService({ fetchAddresses: () => Promise.reject('nope') });
  try {
    await service.fetchAddresses('1 Main');
    assert.unreachable('should reject');
  } catch (e) {
    assert.is((e as Error).message, 'An unknown error occurred.');
  }
});

test('address service: the country code defaults to US; listeners hear loading then idle with the results', async () => {
  const asked: string[] = [];
  const service = new AddressService({ fetchAddresses: async (country, query) => (asked.push(`${country}:${query}`), [address]) });
  const seen: AddressLookupState['status'][] = [];
  service.subscribe((s) => seen.push(s.status));
  assert.equal(await service.fetchAddresses('1 Main'), [address]);
  assert.equal(asked, ['US:1 Main']);
  assert.equal(seen, ['idle', 'loading', 'idle']);
  assert.equal(service.state.results, [address]);
});

test('address service: a validation failure is re-thrown', async () => {
  const failure = new Error('validation service down');
  const service = new AddressService({ validateAddress: () => Promise.reject(failure) });
  try {
    await service.validateAddress(address);
    assert.unreachable('should reject');
  } catch (e) {
    assert.is(e, failure);
  }
});

test('address service over the registry API: search and validate through addresses.json and validate.json', async () => {
  const { api, seen } = scriptedApi(json(200, [address]), json(200, { requestStatus: 'VALIDATION_FAIL', verificationCandidates: [address] }));
  const service = new AddressService(addressHostFor(api));
  assert.equal(await service.fetchAddresses('1 Main', 'US'), [address]);
  assert.is((await service.validateAddress(address)).requestStatus, 'VALIDATION_FAIL');
  assert.equal(
    seen.map((s) => s.url),
    [`${API}/addresses.json?countryCode=US&query=1+Main`, `${API}/address-verification/validate.json`],
  );
});

test('address service over the registry API: a failed call rejects with its DomainFailure', async () => {
  const { api } = scriptedApi(empty(503));
  const service = new AddressService(addressHostFor(api));
  try {
    await service.validateAddress(address);
    assert.unreachable('should reject');
  } catch (e) {
    assert.instance(e, DomainFailure);
    assert.is((e as Error).message, 'Server error: 503');
  }
});

test.run();
