import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Subject, of, throwError } from 'rxjs';
import {
  addressLookupReducer,
  initialAddressLookup,
  createAddressLookup,
  formatAddress,
  MISSING_FETCH_ADDRESSES,
  UNKNOWN_ERROR,
  type AddressLookupState,
} from '../../../../core/use-cases/address-lookup/address-lookup';
import type { AddressRecord } from '../../../../core/model/address';

const addr = (line1: string): AddressRecord => ({ addressLine1: line1, addressLine2: '', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '78701' });

test('address lookup: a search sets loading', () => {
  assert.equal(addressLookupReducer(initialAddressLookup, { type: 'SEARCH' }), { status: 'loading', results: [] });
});

test('address lookup: success returns to idle and replaces the results', () => {
  const s = addressLookupReducer({ status: 'loading', results: [addr('old')] }, { type: 'SUCCEEDED', results: [addr('1 Main St')] });
  assert.equal(s, { status: 'idle', results: [addr('1 Main St')] });
});

test('address lookup: failure goes to error carrying the error', () => {
  const error = new Error('down');
  const s = addressLookupReducer({ status: 'loading', results: [] }, { type: 'FAILED', error });
  assert.is(s.status, 'error');
  assert.is(s.error, error);
});

test('address lookup store: status changes are broadcast to listeners; the country code defaults to US', () => {
  const answers = new Subject<AddressRecord[]>();
  const calls: [string, string][] = [];
  const lookup = createAddressLookup({
    fetchAddresses: (c, q) => {
      calls.push([c, q]);
      return answers;
    },
  });
  const heardA: string[] = [];
  const heardB: AddressLookupState[] = [];
  const stopA = lookup.subscribe((s) => heardA.push(s.status));
  lookup.subscribe((s) => heardB.push(s));
  lookup.search('1 Main');
  answers.next([addr('1 Main St')]);
  assert.equal(calls, [['US', '1 Main']]);
  assert.equal(heardA, ['idle', 'loading', 'idle']);
  assert.equal(heardB.at(-1)!.results, [addr('1 Main St')]);
  stopA();
  lookup.search('2 Main', 'CA');
  assert.equal(heardA.length, 3);
  assert.equal(calls[1], ['CA', '2 Main']);
  lookup.dispose();
});

test('address lookup store: a newer search supersedes one still running', () => {
  const first = new Subject<AddressRecord[]>();
  const second = new Subject<AddressRecord[]>();
  const lookup = createAddressLookup({ fetchAddresses: (_c, q) => (q === 'a' ? first : second) });
  lookup.search('a');
  lookup.search('ab');
  first.next([addr('stale')]);
  assert.is(lookup.getState().status, 'loading');
  second.next([addr('fresh')]);
  assert.equal(lookup.getState().results, [addr('fresh')]);
});

test('address lookup store: with no fetch function the error says so', () => {
  const lookup = createAddressLookup({});
  lookup.search('x');
  assert.is(lookup.getState().status, 'error');
  assert.is(lookup.getState().error!.message, MISSING_FETCH_ADDRESSES);
});

test('address lookup store: a non-Error failure becomes "An unknown error occurred."', () => {
  const lookup = createAddressLookup({ fetchAddresses: () => throwError(() => 'nope') });
  lookup.search('x');
  assert.is(lookup.getState().error!.message, UNKNOWN_ERROR);
  // the store still works after a failure
  const ok = createAddressLookup({ fetchAddresses: () => of([addr('y')]) });
  ok.search('y');
  assert.equal(ok.getState(), { status: 'idle', results: [addr('y')] });
});

test('address lookup store: a promise-returning host function works', async () => {
  const lookup = createAddressLookup({ fetchAddresses: async () => [addr('p')] });
  lookup.search('p');
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(lookup.getState().results, [addr('p')]);
});

test('address validation: a validation failure is re-thrown', async () => {
  const lookup = createAddressLookup({
    validateAddress: async () => {
      throw new Error('service down');
    },
  });
  try {
    await lookup.validate(addr('x'));
    assert.unreachable();
  } catch (e) {
    assert.is((e as Error).message, 'service down');
  }
  const ok = createAddressLookup({ validateAddress: async (a) => ({ requestStatus: 'VERIFY_SINGLE' as const, verifiedAddress: a }) });
  assert.equal(await ok.validate(addr('x')), { requestStatus: 'VERIFY_SINGLE', verifiedAddress: addr('x') });
});

test('formatted address: the non-empty parts joined with a comma and space', () => {
  assert.is(
    formatAddress({ addressLine1: '1 Main St', addressLine2: '', addressLine3: 'Suite 2', city: 'Austin', state: 'TX', postalCode: '78701' }),
    '1 Main St, Suite 2, Austin, TX, 78701',
  );
});

test.run();
