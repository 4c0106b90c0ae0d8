/** Contact change review, primary-name update, DRLPs and addresses (docs/portal.md §Contact change, §Name change, §License update, §Calls). */
import { SubmitterResponse } from '../../../core/model/submitter';
import * as assert from 'uvu/assert';
import { AddressRecords, AddressVerification } from '../../../core/model/address';
import { CcrReview } from '../../../core/model/ccr';
import { DrlpData, DrlpSearchResult } from '../../../core/model/drlp';
import { PrimaryNamePostResult, PrimaryNameResponse } from '../../../core/model/names';
import { FlowCreated } from '../../../core/model/pdb-report';
import { ModuleContent } from '../../../core/model/modules';
import { decoded, expectErrors, type Client, aliceAndAcmeSuite } from './client';
import { must } from '../../must';

const test = aliceAndAcmeSuite('contact change, names, DRLPs, addresses');

const flow = async (c: Client, method: 'PUT', path: string, body: unknown) => decoded(FlowCreated, (await c.send(method, path, body)).body).flowId;

/** The first license of a state of the firm (by its place in the list). */
const firstLicense = (d: DrlpData, state: number) => must(must(d.businessEntity.states[state], `state #${state}`).licenses[0], `a license in state #${state}`);

test("a contact change's submitter starts from the new email and phone it asks for, not the ones being replaced", async ({ alice }) => {
  const id = await flow(alice, 'PUT', '/flows.json', { productType: 'CONTACT_CHANGE' });
  const before = decoded(SubmitterResponse, (await alice.get(`/submitter/${id}.json`)).body);
  assert.equal([before.email, before.phone], ['alice.morgan@example.com', '(512) 555-0134'], 'nothing changed yet: what is on file');
  await alice.send('PUT', `/flows/${id}/modules/contact-details.json`, { email: 'alice.new@example.com', phone: '(512) 555-0188' });
  const after = decoded(SubmitterResponse, (await alice.get(`/submitter/${id}.json`)).body);
  assert.equal([after.email, after.phone], ['alice.new@example.com', '(512) 555-0188']);
});

test('CCR review: one record per licensed state, changed flags where the CCR modules differ', async ({ alice, acme }) => {
  const id = await flow(alice, 'PUT', '/flows.json', { productType: 'CONTACT_CHANGE' });
  const before = decoded(CcrReview, (await alice.get(`/review/ccr/${id}.json`)).body);
  assert.equal(
    before.data.map((r) => r.state),
    ['OK', 'TX'],
  );
  assert.is(before.data[0]?.residence?.email?.changed, false);
  await alice.send('PUT', `/flows/${id}/modules/contact-details.json`, { email: 'alice.new@example.com', phone: '(512) 555-0134' });
  const after = decoded(CcrReview, (await alice.get(`/review/ccr/${id}.json`)).body);
  assert.equal(after.data[0]?.residence?.email, { changed: true, email: 'alice.new@example.com' });
  assert.is(after.data[0]?.residence?.phone?.changed, false);
  assert.is(after.data[0]?.residence?.address?.changed, false);
  assert.is(after.data[0]?.mailing?.address?.changed, false);
  await alice.send('PUT', `/flows/${id}/modules/mailing-address.json`, { addressLine1: 'PO Box 1200', city: 'Austin', state: 'TX', zipCode: '78767' });
  const mailed = decoded(CcrReview, (await alice.get(`/review/ccr/${id}.json`)).body);
  assert.equal(mailed.data[0]?.mailing?.address, {
    changed: true,
    addressLine1: 'PO Box 1200',
    addressLine2: '',
    city: 'Austin',
    state: 'TX',
    postalCode: '78767',
  });
  // Saving what was prefilled, unchanged, marks nothing changed.
  const fresh = await flow(alice, 'PUT', '/flows.json', { productType: 'CONTACT_CHANGE' });
  for (const path of ['residence-address', 'contact-details', 'mailing-address']) {
    const { data } = decoded(ModuleContent, (await alice.get(`/flows/${fresh}/modules/${path}.json`)).body);
    assert.is(
      (await alice.send('PUT', `/flows/${fresh}/modules/${path}.json`, { ...data, ...(path === 'residence-address' ? { yearsAtAddress: '3_OR_MORE' } : {}) }))
        .status,
      204,
      path,
    );
  }
  const same = must(decoded(CcrReview, (await alice.get(`/review/ccr/${fresh}.json`)).body).data[0], 'a record');
  assert.equal(
    [same.residence?.address?.changed, same.residence?.email?.changed, same.residence?.phone?.changed, same.mailing?.address?.changed],
    [false, false, false, false],
  );
  assert.ok(after.columnHeaders.length > 0);
  expectErrors(await acme.get(`/review/ccr/${id}.json`), 404);
});

const item = (requestedName: unknown, jurisdictions: string[]) => ({
  requestedName,
  jurisdictions: jurisdictions.map((j) => ({ jurisdiction: j, resident: j === 'TX', dhs: false, changed: false, active: true, enabled: true })),
});
const alice = (last = 'Morgan', first = 'Alicia') => ({ type: 'INDIVIDUAL', first, last });

test('primary name GET: current name, enabled jurisdictions, disabled list; a firm has its FEIN as applicant', async ({ alice: a, acme }) => {
  const id = await flow(a, 'PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' });
  const r = decoded(PrimaryNameResponse, (await a.get(`/demographic-update/${id}/primary-name.json`)).body);
  const name = must(r.enabled[0], 'an enabled name');
  assert.equal(name.currentName, { type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan' });
  assert.equal(
    name.jurisdictions.map((j) => j.jurisdiction),
    ['OK', 'TX'],
  );
  const fid = await flow(acme, 'PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE_2' });
  const f = decoded(PrimaryNameResponse, (await acme.get(`/demographic-update/${fid}/primary-name.json`)).body);
  assert.equal(f.applicant, { fein: '12-3456789' });
  assert.is(f.enabled[0]?.currentName.type, 'BUSINESS');
  expectErrors(await acme.get(`/demographic-update/${id}/primary-name.json`), 404);
});

test('name post PASS: a first-name change accepted everywhere', async ({ alice: a }) => {
  const id = await flow(a, 'PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' });
  const r = decoded(
    PrimaryNamePostResult,
    (await a.send('POST', `/demographic-update/${id}/primary-name.json`, { flowId: id, items: [item(alice(), ['TX', 'OK'])] })).body,
  );
  assert.equal(r, { requestStatus: 'PASS', errors: [] });
  const back = decoded(PrimaryNameResponse, (await a.get(`/demographic-update/${id}/primary-name.json`)).body);
  assert.equal(back.enabled[0]?.requestedName, alice());
});

test('name post PARTIAL: Oklahoma refuses a last-name change, Texas accepts; FAIL when only Oklahoma', async ({ alice: a }) => {
  const id = await flow(a, 'PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' });
  const partial = decoded(
    PrimaryNamePostResult,
    (await a.send('POST', `/demographic-update/${id}/primary-name.json`, { flowId: id, items: [item(alice('Reed'), ['TX', 'OK'])] })).body,
  );
  assert.is(partial.requestStatus, 'PARTIAL');
  assert.equal(
    partial.errors!.map((e) => e.jurisdiction),
    ['OK'],
  );
  const fail = decoded(
    PrimaryNamePostResult,
    (await a.send('POST', `/demographic-update/${id}/primary-name.json`, { flowId: id, items: [item(alice('Reed'), ['OK'])] })).body,
  );
  assert.is(fail.requestStatus, 'FAIL');
  const same = decoded(
    PrimaryNamePostResult,
    (await a.send('POST', `/demographic-update/${id}/primary-name.json`, { flowId: id, items: [item(alice('Morgan', 'Alice'), ['TX'])] })).body,
  );
  assert.is(same.requestStatus, 'FAIL');
});

test('name post 400: missing names, a foreign jurisdiction, no jurisdiction, a mismatched flowId', async ({ alice: a }) => {
  const id = await flow(a, 'PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' });
  const url = `/demographic-update/${id}/primary-name.json`;
  expectErrors(await a.send('POST', url, { flowId: id, items: [item({ type: 'INDIVIDUAL', first: '', last: '' }, ['TX'])] }), 400);
  expectErrors(await a.send('POST', url, { flowId: id, items: [item(alice(), ['NY'])] }), 400);
  expectErrors(await a.send('POST', url, { flowId: id, items: [item(alice(), [])] }), 400);
  expectErrors(await a.send('POST', url, { flowId: 'other', items: [item(alice(), ['TX'])] }), 400);
  expectErrors(await a.send('POST', url, { flowId: id }), 400);
});

test('DRLP data: firm-acme licenses with their DRLPs, no errors to start with', async ({ acme }) => {
  const id = await flow(acme, 'PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' });
  const d = decoded(DrlpData, (await acme.get(`/license-update/${id}/drlp.json`)).body);
  assert.is(d.businessEntity.businessEntityName, 'Acme Insurance Agency LLC');
  assert.equal(
    d.businessEntity.states.map((s) => s.stateCode),
    ['OK', 'TX'],
  );
  const tx = firstLicense(d, 1);
  assert.equal(
    tx.drlps.map((x) => [x.npn, x.active]),
    [
      ['1000001', true],
      ['1000002', false],
    ],
  );
  assert.equal([d.modified, d.errors], [false, []]);
});

test('DRLP remove: a license left without an active DRLP is reported in errors; proceed accepts it', async ({ acme }) => {
  const id = await flow(acme, 'PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' });
  const removed = decoded(
    DrlpData,
    (await acme.send('DELETE', `/license-update/${id}/drlp/remove.json`, { licenseCode: 'AG-5001', npn: '1000001', lastName: 'Morgan', stateCode: 'TX' })).body,
  );
  assert.is(removed.modified, true);
  assert.equal(
    removed.errors!.map((e) => [e.stateCode, e.licenseCode]),
    [['TX', 'AG-5001']],
  );
  assert.match(must(removed.errors?.[0]?.errors[0], 'a DRLP error'), /at least one active DRLP/);
  const proceeded = decoded(DrlpData, (await acme.send('POST', `/license-update/${id}/drlp/proceed.json`, removed)).body);
  assert.equal(proceeded.errors, []);
  const review = decoded(DrlpData, (await acme.get(`/license-update/${id}/review.json`)).body);
  assert.is(firstLicense(review, 1).drlps[0]?.active, false);
  expectErrors(await acme.send('DELETE', `/license-update/${id}/drlp/remove.json`, { licenseCode: 'AG-5001', npn: '9', lastName: 'X', stateCode: 'TX' }), 400);
});

test('DRLP undo: adding back a DRLP whose removal is pending restores the record as it was, with nothing modified', async ({ acme }) => {
  const id = await flow(acme, 'PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' });
  const alice = { npn: '1000001', lastName: 'Morgan', stateCode: 'TX' };
  await acme.send('DELETE', `/license-update/${id}/drlp/remove.json`, { ...alice, licenseCode: 'AG-5001' });
  const undone = decoded(
    DrlpData,
    (await acme.send('PUT', `/license-update/${id}/drlp/add.json`, { ...alice, isApplyToAll: false, licenseCodes: ['AG-5001'] })).body,
  );
  assert.equal([undone.modified, undone.errors], [false, []]);
  const back = must(
    firstLicense(undone, 1).drlps.find((d) => d.npn === '1000001'),
    'Alice on AG-5001',
  );
  assert.equal([back.active, back.added, back.pending], [true, false, undefined]);
});

test('DRLP search: a producer licensed in the state is found with shared LOAs; otherwise errors', async ({ acme }) => {
  const id = await flow(acme, 'PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' });
  const dan = decoded(
    DrlpSearchResult,
    (await acme.send('POST', `/license-update/${id}/drlp/search.json`, { npn: '1000004', lastName: 'evans', stateCode: 'TX', isApplyToAll: false })).body,
  );
  assert.equal(dan.licenses, [{ licenseName: 'General Lines Agency', licenseCode: 'AG-5001', loas: ['Life', 'Accident & Health', 'Property'] }]);
  const cora = decoded(
    DrlpSearchResult,
    (await acme.send('POST', `/license-update/${id}/drlp/search.json`, { npn: '1000003', lastName: 'Diaz', stateCode: 'TX', isApplyToAll: false })).body,
  );
  assert.match(must(cora.errors?.[0], 'a search error'), /holds no active license in Texas/);
  const nobody = decoded(
    DrlpSearchResult,
    (await acme.send('POST', `/license-update/${id}/drlp/search.json`, { npn: '1', lastName: 'X', stateCode: 'TX', isApplyToAll: true })).body,
  );
  assert.ok(nobody.errors!.length);
  expectErrors(await acme.send('POST', `/license-update/${id}/drlp/search.json`, { npn: '1', lastName: 'X', stateCode: 'ZZ', isApplyToAll: false }), 400);
});

test('DRLP add: the producer is added (added, pending), the add-again and bad bodies are 400', async ({ acme }) => {
  const id = await flow(acme, 'PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' });
  const body = { npn: '1000004', lastName: 'Evans', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['AG-5001'] };
  const added = decoded(DrlpData, (await acme.send('PUT', `/license-update/${id}/drlp/add.json`, body)).body);
  const dan = must(
    firstLicense(added, 1).drlps.find((d) => d.npn === '1000004'),
    'the added DRLP',
  );
  assert.equal([dan.active, dan.added, dan.pending], [true, true, true]);
  assert.is(added.modified, true);
  expectErrors(await acme.send('PUT', `/license-update/${id}/drlp/add.json`, body), 400);
  expectErrors(await acme.send('PUT', `/license-update/${id}/drlp/add.json`, { ...body, licenseCodes: ['AG-5002'] }), 400);
  expectErrors(await acme.send('PUT', `/license-update/${id}/drlp/add.json`, { ...body, npn: 7 }), 400);
  // Removing an added DRLP takes it away again.
  const removed = decoded(
    DrlpData,
    (await acme.send('DELETE', `/license-update/${id}/drlp/remove.json`, { licenseCode: 'AG-5001', npn: '1000004', lastName: 'Evans', stateCode: 'TX' })).body,
  );
  assert.is(removed.modified, false);
});

test('DRLP post: answers the copy with its errors; a changed skeleton or another licensee is refused', async ({ acme, alice: a }) => {
  const id = await flow(acme, 'PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' });
  const d = decoded(DrlpData, (await acme.get(`/license-update/${id}/drlp.json`)).body);
  must(firstLicense(d, 0).drlps[0], 'a DRLP').active = false;
  const posted = decoded(DrlpData, (await acme.send('POST', `/license-update/${id}/drlp.json`, d)).body);
  assert.equal(
    posted.errors!.map((e) => e.licenseCode),
    ['AG-5002'],
  );
  d.businessEntity.fein = '00-0000000';
  expectErrors(await acme.send('POST', `/license-update/${id}/drlp.json`, d), 400);
  expectErrors(await acme.send('POST', `/license-update/${id}/drlp.json`, { businessEntity: 1 }), 400);
  expectErrors(await a.get(`/license-update/${id}/drlp.json`), 404);
  expectErrors(await a.get(`/license-update/${id}/review.json`), 404);
});

test('address lookup: every word of the query must match; bad parameters are 400', async ({ alice: a }) => {
  const found = decoded(AddressRecords, (await a.get('/addresses.json?countryCode=US&query=100%20main')).body);
  assert.equal(
    found.map((r) => r.city),
    ['Austin', 'Dallas', 'Tulsa'],
  );
  assert.equal(decoded(AddressRecords, (await a.get('/addresses.json?countryCode=US&query=')).body), []);
  expectErrors(await a.get('/addresses.json?countryCode=usa&query=x'), 400);
});

const addr = (o: Record<string, string>) => ({ addressLine1: '', addressLine2: '', addressLine3: '', city: '', state: '', postalCode: '', ...o });

test('address verification: single, multiple, validation failure and verification failure by input', async ({ alice: a }) => {
  const v = async (body: unknown) => decoded(AddressVerification, (await a.send('POST', '/address-verification/validate.json', body)).body);
  const single = await v(addr({ addressLine1: '1600 congress  ave', city: 'Austin', state: 'TX', postalCode: '78701' }));
  assert.equal([single.requestStatus, single.verifiedAddress?.addressLine1], ['VERIFY_SINGLE', '1600 Congress Ave']);
  const multiple = await v(addr({ addressLine1: '100 Main St', city: 'X', state: 'TX', postalCode: '00000' }));
  assert.equal([multiple.requestStatus, multiple.verificationCandidates?.length], ['VERIFY_MULTIPLE', 3]);
  const invalid = addr({ addressLine1: '1 Nowhere', city: 'Austin', state: 'TX', postalCode: '7870' });
  assert.equal(await v(invalid), { requestStatus: 'VALIDATION_FAIL', verificationCandidates: [invalid] });
  const unknown = addr({ addressLine1: '1 Nowhere', city: 'Austin', state: 'TX', postalCode: '78701' });
  assert.equal(await v(unknown), { requestStatus: 'VERIFICATION_FAIL', verificationCandidates: [unknown] });
  expectErrors(await a.send('POST', '/address-verification/validate.json', { addressLine1: 1 }), 400);
});

test.run();
