/** The client against the sandbox: address lookup, contact change review and the primary-name update (docs/portal.md §Calls, §Name change). */
import * as assert from 'uvu/assert';
import type { PrimaryNamePost } from '../../../core/model/names';
import { AddressService, addressHostFor } from '../../../adapters/address/address-service';
import { failed, ok, sandboxSuite } from './sandbox-client';
import { must } from '../../must';

const it = sandboxSuite('registry api: contact change, addresses and names', ['alice', 'summit']);

const address = (addressLine1: string, city: string, state: string, postalCode: string) => ({
  addressLine1,
  addressLine2: '',
  addressLine3: '',
  city,
  state,
  postalCode,
});

it('address lookup: search by country code and query', async ({ alice }) => {
  const found = await ok(alice.api.searchAddresses('US', '1600 Congress'));
  assert.ok(found.some((a) => a.city === 'Austin'));
  assert.is((await failed(alice.api.searchAddresses('USA', 'x'))).message, 'Unexpected address search response: 400');
});

it('address verification: VERIFY_SINGLE, VERIFY_MULTIPLE, VALIDATION_FAIL and VERIFICATION_FAIL (input as the only candidate)', async ({ alice }) => {
  assert.is((await ok(alice.api.validateAddress(address('1600 congress ave', 'Austin', 'TX', '78701')))).requestStatus, 'VERIFY_SINGLE');
  const multiple = await ok(alice.api.validateAddress(address('100 Main St', 'Nowhere', 'TX', '00000')));
  assert.is(multiple.requestStatus, 'VERIFY_MULTIPLE');
  assert.ok((multiple.verificationCandidates ?? []).length > 1);
  const invalid = address('1 Main', 'Austin', 'TX', 'ABCDE');
  const validation = await ok(alice.api.validateAddress(invalid));
  assert.is(validation.requestStatus, 'VALIDATION_FAIL');
  assert.equal(validation.verificationCandidates, [invalid]);
  assert.is((await ok(alice.api.validateAddress(address('9 Unknown Rd', 'Austin', 'TX', '78701')))).requestStatus, 'VERIFICATION_FAIL');
});

it('address service over the sandbox: fetchAddresses defaults to US; validateAddress answers', async ({ alice }) => {
  const service = new AddressService(addressHostFor(alice.api));
  const found = await service.fetchAddresses('Capitol Mall');
  assert.is(found[0]?.city, 'Sacramento');
  assert.is(service.state.status, 'idle');
  assert.is((await service.validateAddress(address('1600 congress ave', 'Austin', 'TX', '78701'))).requestStatus, 'VERIFY_SINGLE');
  service.dispose();
});

it('CCR review: columnHeaders and a record per licensed state', async ({ summit }) => {
  const { flowId } = await ok(summit.api.createFlow({ productType: 'CONTACT_CHANGE' }));
  const review = await ok(summit.api.ccrReview(flowId));
  assert.equal(review.columnHeaders, ['State', 'Business', 'Mailing']);
  assert.equal(
    review.data.map((d) => d.state),
    ['IL'],
  );
});

it('non-OK response on the review fetch: "Unexpected ccr review response: {status}"', async ({ alice }) => {
  assert.is((await failed(alice.api.ccrReview('00000000-0000-0000-0000-000000000000'))).message, 'Unexpected ccr review response: 404');
});

it('primary name: GET lists the name on file and the jurisdictions; POST answers PASS, PARTIAL or FAIL', async ({ alice }) => {
  const { flowId } = await ok(alice.api.startDemographicUpdate('DEMOGRAPHIC_UPDATE'));
  const names = await ok(alice.api.primaryName(flowId));
  const item = must(names.enabled[0], 'an enabled name');
  assert.equal(item.currentName, { type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan' });
  const jurisdictions = item.jurisdictions.map(({ checked: _checked, ...j }) => j);
  const post = (last: string): PrimaryNamePost => ({ flowId, items: [{ requestedName: { type: 'INDIVIDUAL', first: 'Alice', last }, jurisdictions }] });
  const same = await ok(alice.api.postPrimaryName(flowId, post('Morgan')));
  assert.is(same.requestStatus, 'FAIL');
  assert.ok((same.errors ?? []).length > 0, 'name-post failure keeps the errors list');
  const partial = await ok(alice.api.postPrimaryName(flowId, post('Reyes')));
  assert.is(partial.requestStatus, 'PARTIAL');
  assert.equal(
    partial.errors?.map((e) => e.jurisdiction),
    ['OK'],
  );
});

it('primary name: a malformed post is BadRequest; an unknown flow is "Unexpected primary name response: 404"', async ({ alice }) => {
  const { flowId } = await ok(alice.api.startDemographicUpdate('DEMOGRAPHIC_UPDATE_2'));
  const refused = await failed(alice.api.postPrimaryName(flowId, { flowId, items: [] }));
  assert.is(refused._tag, 'BadRequest');
  assert.is((await failed(alice.api.primaryName('00000000-0000-0000-0000-000000000000'))).message, 'Unexpected primary name response: 404');
});

it.run();
