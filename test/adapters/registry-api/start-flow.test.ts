/** The client against the sandbox: the start-flow calls (docs/portal.md §Start flow, §Calls). */
import * as assert from 'uvu/assert';
import type { LicensingRequest } from '../../../core/model/licensing';
import { failed, ok, sandboxSuite } from './sandbox-client';
import { must } from '../../must';

const it = sandboxSuite('registry api: starting a flow', ['alice', 'ben', 'summit']);

const producer = { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'NONRESIDENT' } as const;
const request = (stateCode: string, loaCodes: string[]): LicensingRequest => ({
  ...producer,
  basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
  states: [{ stateCode, licenses: [{ licenseClassCode: 'PRODUCER', loaCodes }] }],
});

it('product attributes: the application and residency types of each product', async ({ alice }) => {
  const attributes = await ok(alice.api.productAttributes());
  assert.ok(attributes.some((a) => a.productType === 'PRODUCER_LICENSING' && a.applicationType === 'NEW' && a.residencyType === 'RESIDENT'));
});

it('FETCH_BASIS: more than one basis license for Alice, exactly one for Ben', async ({ alice, ben }) => {
  assert.is((await ok(alice.api.basisLicenses(producer))).length, 2);
  assert.is((await ok(ben.api.basisLicenses(producer))).length, 1);
});

it('basis licenses: a query the server refuses is "Unexpected basis licenses response: 400"', async ({ alice }) => {
  const e = await failed(alice.api.basisLicenses({ productType: 'NOT_A_PRODUCT' as 'PRODUCER_LICENSING' }));
  assert.is(e.message, 'Unexpected basis licenses response: 400');
});

it('supported states: state code to name, with multiSelect (a non-resident application: every state but the home state)', async ({ alice }) => {
  const states = await ok(alice.api.supportedStates({ ...producer, jurisdictionCode: 'TX', licenseNumber: 'TX-100001' }));
  assert.is(states.states.AZ, 'Arizona');
  assert.is(states.states.TX, undefined);
  assert.is(states.multiSelect, true);
});

it('FETCH_LICENSES: available lines of a state, with LOAs', async ({ alice }) => {
  const lines = await ok(alice.api.availableLines({ ...producer, stateCode: 'AZ' }));
  assert.ok(lines.length > 0);
  assert.ok(must(lines[0], 'a line').loas.some((l) => l.loaCode === 'LIFE'));
});

it('available lines 400: the state shows an error (BadRequest with the message)', async ({ alice }) => {
  const e = await failed(alice.api.availableLines({ ...producer, stateCode: 'MA' }));
  assert.is(e._tag, 'BadRequest');
  assert.match(e._tag === 'BadRequest' ? (e.errors[0] ?? '') : '', /^Massachusetts is not accepting applications/);
});

it('NO_LICENSES_AVAILABLE: a licensee on hold gets empty lists', async ({ ben }) => {
  assert.equal(await ok(ben.api.availableLines({ ...producer, stateCode: 'AZ' })), []);
});

it('license validation: 204 valid (null), 200 errors (VLVA without LIFE)', async ({ alice }) => {
  assert.is(await ok(alice.api.validateLicenses({ stateCode: 'AZ', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE', 'VLVA'] }] })), null);
  const errors = await ok(alice.api.validateLicenses({ stateCode: 'AZ', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['VLVA'] }] }));
  assert.ok(errors);
  assert.is(errors!.stateCode, 'AZ');
});

it('duplicates: 204 none (empty list); a pending Texas Life order is a duplicate', async ({ alice }) => {
  assert.equal(await ok(alice.api.duplicates(request('AZ', ['PROP']))), []);
  const found = await ok(alice.api.duplicates(request('TX', ['LIFE'])));
  assert.ok(found.length > 0);
  assert.is(must(found[0], 'a duplicate').state, 'TX');
});

it('duplicates on resume: GET by batch code', async ({ alice }) => {
  assert.equal(await ok(alice.api.duplicatesFor('0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01')), []);
  const e = await failed(alice.api.duplicatesFor('no-such-batch'));
  assert.is(e.message, 'Unexpected duplicates response: 404');
});

it('fee estimate: totals and fee details as strings', async ({ alice }) => {
  const fees = await ok(alice.api.feeSummary(request('AZ', ['PROP', 'CAS'])));
  assert.type(fees.grandTotal, 'string');
  assert.is(fees.feeDetails.length, 1);
  assert.is(must(fees.feeDetails[0], 'a fee detail').stateCode, 'AZ');
});

it('flow creation: PUT /flows.json returns a flowId', async ({ summit }) => {
  const { flowId } = await ok(summit.api.createFlow({ productType: 'CONTACT_CHANGE' }));
  assert.match(flowId, /^[A-Za-z0-9-]+$/);
});

it('flow creation failure: "Flow creation failed" with the status (400 refused, injected 503)', async ({ sandbox, summit }) => {
  const refused = await failed(summit.api.createFlow({ ...producer }));
  assert.equal([refused._tag, refused._tag === 'FlowCreationFailed' && refused.status], ['FlowCreationFailed', 400]);
  sandbox.controls.setFaults([{ path: '/flows.json', status: 503, times: 1 }]);
  const down = await failed(summit.api.createFlow({ productType: 'CONTACT_CHANGE' }));
  assert.equal([down._tag, down._tag === 'FlowCreationFailed' && down.status], ['FlowCreationFailed', 503]);
  assert.match(down.message, /^Flow creation failed/);
});

it('demographic and license update starts return a flowId; a refused start is unexpected', async ({ summit, alice }) => {
  assert.ok((await ok(summit.api.startDemographicUpdate('DEMOGRAPHIC_UPDATE'))).flowId);
  assert.ok((await ok(summit.api.startLicenseUpdate('LICENSE_UPDATE'))).flowId);
  const e = await failed(alice.api.startLicenseUpdate('LICENSE_UPDATE'));
  assert.is(e.message, 'Unexpected license update start response: 400');
});

it('errors: an injected 500 on a loader is "Server error: 500"; a broken answer is "Invalid field(s)"', async ({ sandbox, alice }) => {
  sandbox.controls.setFaults([{ path: '/product-attributes.json', status: 500, times: 1 }]);
  assert.is((await failed(alice.api.productAttributes())).message, 'Server error: 500');
  sandbox.controls.setFaults([{ path: '/supported-states.json', breakContract: true, times: 1 }]);
  assert.match((await failed(alice.api.supportedStates(producer))).message, /^Invalid field\(s\) /);
});

it.run();
