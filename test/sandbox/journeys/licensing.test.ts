/** Start-flow endpoints (docs/portal.md §Start flow, docs/portal.md §Calls): lookups, validation, duplicates, fees, flow creation. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  AvailableLines,
  BasisLicenses,
  DuplicateOrders,
  FeeSummary,
  LicenseValidationErrors,
  ProductAttributes,
  SupportedStates,
} from '../../../core/model/licensing';
import { FlowCreated } from '../../../core/model/pdb-report';
import type { RunningSandbox } from '../../../sandbox/server';
import { start } from '../helpers';
import { AZ_AND_GA, TX_LIFE, clientFor, decoded, expectErrors, type Client } from './client';
import { must } from '../../must';

const test = suite<{ s: RunningSandbox; alice: Client; ben: Client; acme: Client }>('start-flow endpoints');

test.before(async (ctx) => {
  ctx.s = await start();
  ctx.alice = await clientFor(ctx.s, 'ind-alice');
  ctx.ben = await clientFor(ctx.s, 'ind-ben');
  ctx.acme = await clientFor(ctx.s, 'firm-acme');
});
test.after(async (ctx) => ctx.s.close());

const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
const ALICE_SEL = {
  productType: 'PRODUCER_LICENSING',
  applicationType: 'NEW',
  residencyType: 'NONRESIDENT',
  jurisdictionCode: 'TX',
  licenseNumber: 'TX-100001',
};

test('product attributes list application and residency types for the three licensing products', async ({ alice }) => {
  const a = await alice.get('/product-attributes.json');
  const attrs = decoded(ProductAttributes, a.body);
  assert.equal([...new Set(attrs.map((x) => x.productType))].sort(), ['ADJUSTER_LICENSING', 'OTHER_LICENSING', 'PRODUCER_LICENSING']);
  assert.ok(attrs.some((x) => x.applicationType === 'ADD_LOA' && x.residencyType === 'RESIDENT'));
});

test('FETCH_BASIS → SELECT_BASIS: ind-alice has two distinct basis licenses, ind-ben one', async ({ alice, ben }) => {
  const mine = decoded(BasisLicenses, (await alice.get(`/basis-licenses.json?${q({ productType: 'PRODUCER_LICENSING' })}`)).body);
  assert.equal(
    mine.map((b) => `${b.jurisdictionCode} ${b.licenseNumber} ${b.licenseResidency}`),
    ['TX TX-100001 RESIDENT', 'OK OK-200001 NONRESIDENT'],
  );
  const his = decoded(BasisLicenses, (await ben.get(`/basis-licenses.json?${q({ productType: 'PRODUCER_LICENSING' })}`)).body);
  assert.is(his.length, 1);
});

test('basis licenses and supported states refuse a missing or unknown productType with 400', async ({ alice }) => {
  expectErrors(await alice.get('/basis-licenses.json'), 400);
  expectErrors(await alice.get('/supported-states.json?productType=NOPE'), 400);
  expectErrors(await alice.get('/supported-states.json?productType=CONTACT_CHANGE'), 400);
});

test('supported states: multiSelect for producer and adjuster, single for other licensing', async ({ alice }) => {
  const producer = decoded(SupportedStates, (await alice.get('/supported-states.json?productType=PRODUCER_LICENSING')).body);
  assert.is(producer.multiSelect, true);
  assert.is(producer.states.TX, 'Texas');
  assert.is(decoded(SupportedStates, (await alice.get('/supported-states.json?productType=ADJUSTER_LICENSING')).body).multiSelect, true);
  assert.is(decoded(SupportedStates, (await alice.get('/supported-states.json?productType=OTHER_LICENSING')).body).multiSelect, false);
});

test('supported states follow the residency: a resident application offers the home state alone, a non-resident one every state but it', async ({ alice }) => {
  const states = async (residencyType: string) =>
    Object.keys(decoded(SupportedStates, (await alice.get(`/supported-states.json?${q({ ...ALICE_SEL, residencyType })}`)).body).states);
  assert.equal(await states('RESIDENT'), ['TX']);
  const nonresident = await states('NONRESIDENT');
  assert.not.ok(nonresident.includes('TX'), 'not her home state');
  assert.ok(nonresident.includes('AZ') && nonresident.includes('OK'), 'other states, including one where she holds a non-resident license');
});

test('available lines list licenses with LOAs; held LOAs are active and not available', async ({ alice }) => {
  const tx = decoded(AvailableLines, (await alice.get(`/available-lines.json?${q({ ...ALICE_SEL, stateCode: 'TX' })}`)).body);
  const producer = tx.find((l) => l.licenseClassCode === 'PRODUCER')!;
  assert.is(producer.licenseNumber, 'TX-100001');
  const prop = producer.loas.find((l) => l.loaCode === 'PROP')!;
  assert.equal([prop.active, prop.available], [true, false]);
  const life = producer.loas.find((l) => l.loaCode === 'LIFE')!;
  assert.equal([life.active, life.available], [false, true]);
  const ca = decoded(AvailableLines, (await alice.get(`/available-lines.json?${q({ ...ALICE_SEL, stateCode: 'CA' })}`)).body);
  assert.is(ca[0]?.loas.find((l) => l.loaCode === 'PL')?.available, false);
});

test('available lines 400 is a per-state error (MA)', async ({ alice }) => {
  const [message] = expectErrors(await alice.get(`/available-lines.json?${q({ ...ALICE_SEL, stateCode: 'MA' })}`), 400);
  assert.match(must(message, 'an error'), /Massachusetts/);
  expectErrors(await alice.get(`/available-lines.json?${q({ ...ALICE_SEL, stateCode: 'texas' })}`), 400);
});

test('FETCH_LICENSES → NO_LICENSES_AVAILABLE: every state answers an empty list for ind-ben', async ({ ben }) => {
  for (const stateCode of ['TX', 'FL', 'AZ']) {
    const a = await ben.get(`/available-lines.json?${q({ productType: 'PRODUCER_LICENSING', stateCode })}`);
    assert.equal(decoded(AvailableLines, a.body), []);
  }
});

test('license validation: 204 for a valid or empty selection', async ({ alice }) => {
  assert.is(
    (
      await alice.send('POST', '/available-lines/validation.json', {
        stateCode: 'AZ',
        licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE', 'VLVA'] }],
      })
    ).status,
    204,
  );
  assert.is((await alice.send('POST', '/available-lines/validation.json', { stateCode: 'AZ', licenses: [] })).status, 204);
});

test('LICENSE_VALIDATION_ERRORS: Variable Life & Variable Annuity without Life errs at state, license and LOA level', async ({ alice }) => {
  const a = await alice.send('POST', '/available-lines/validation.json', {
    stateCode: 'GA',
    licenses: [
      { licenseClassCode: 'PRODUCER', loaCodes: ['VLVA'] },
      { licenseClassCode: 'NOPE', loaCodes: [] },
    ],
  });
  assert.is(a.status, 200);
  const v = decoded(LicenseValidationErrors, a.body);
  assert.is(v.errors.length, 1);
  assert.match(must(v.licenses[0]?.loas[0]?.errors[0], 'an LOA error'), /requires the Life line of authority/);
  assert.ok(must(v.licenses[1], 'a second license').errors.length >= 2);
});

test('license validation refuses a malformed body with 400', async ({ alice }) => {
  assert.equal(expectErrors(await alice.send('POST', '/available-lines/validation.json', { stateCode: 'GA', licenses: 'x' }), 400), ['licenses is not valid']);
});

test('FETCH_DUPLICATES → DUPLICATE_CHECK: ind-alice choosing TX Producer Life meets her pending order', async ({ alice }) => {
  const a = await alice.send('POST', '/duplicates.json', TX_LIFE);
  assert.is(a.status, 200);
  const dups = decoded(DuplicateOrders, a.body);
  assert.equal(
    dups.map((d) => [d.orderCode, d.state, d.status, d.loaNames]),
    [['LH1000010', 'TX', 'PENDING', ['Life']]],
  );
});

test('FETCH_DUPLICATES → FEE_ESTIMATE: no duplicates answers 204', async ({ alice, acme }) => {
  assert.is((await alice.send('POST', '/duplicates.json', AZ_AND_GA)).status, 204);
  // Another licensee choosing the same thing has no duplicate: the check is per licensee.
  assert.is((await acme.send('POST', '/duplicates.json', TX_LIFE)).status, 204);
});

test('fee summary: state fee per state and class, registry fee per license, grandTotal = state + registry', async ({ alice }) => {
  const fees = decoded(FeeSummary, (await alice.send('POST', '/fee-summary.json', AZ_AND_GA)).body);
  assert.equal([fees.stateTotal, fees.licensehubTotal, fees.grandTotal], ['170.00', '11.20', '181.20']);
  assert.equal(
    fees.feeDetails.map((f) => [f.stateCode, f.stateFee, f.licensehubFee, f.loaNames]),
    [
      ['AZ', '120.00', '5.60', ['Life', 'Accident & Health']],
      ['GA', '50.00', '5.60', ['Property']],
    ],
  );
});

test('fee summary refuses unknown codes and non-licensing products with 400', async ({ alice }) => {
  expectErrors(
    await alice.send('POST', '/fee-summary.json', {
      ...AZ_AND_GA,
      states: [{ stateCode: 'AZ', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['XX'] }] }],
    }),
    400,
  );
  expectErrors(await alice.send('POST', '/fee-summary.json', { productType: 'CONTACT_CHANGE' }), 400);
  expectErrors(await alice.send('POST', '/fee-summary.json', { productType: 42 }), 400);
});

test('END_CREATE_FLOW: PUT /flows.json creates a licensing flow with a letters-digits-hyphens id', async ({ alice, s }) => {
  const created = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  assert.match(created.flowId, /^[A-Za-z0-9-]+$/);
  const [row] = await s.db.query<{ licensee_id: string; product_type: string }>('SELECT licensee_id, product_type FROM flows WHERE id = $1', [created.flowId]);
  assert.equal(row, { licensee_id: 'ind-alice', product_type: 'PRODUCER_LICENSING' });
  const ccr = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', { productType: 'CONTACT_CHANGE' })).body);
  assert.is.not(ccr.flowId, created.flowId);
});

test('flow creation failure: a bad licensing request is a 400 and writes nothing', async ({ alice, s }) => {
  const before = await s.db.query('SELECT id FROM flows');
  expectErrors(await alice.send('PUT', '/flows.json', { productType: 'PRODUCER_LICENSING' }), 400);
  expectErrors(await alice.send('PUT', '/flows.json', { ...AZ_AND_GA, basisLicense: { jurisdictionCode: 'FL', licenseNumber: 'FL-300001' } }), 400);
  expectErrors(await alice.send('PUT', '/flows.json', { productType: 'PDB_DETAIL_REPORT' }), 400);
  expectErrors(await alice.send('PUT', '/flows.json', [1, 2]), 400);
  assert.is((await s.db.query('SELECT id FROM flows')).length, before.length);
});

test('demographic-update and license-update starts answer a flowId; wrong product or an individual license update is 400', async ({ alice, acme }) => {
  decoded(FlowCreated, (await alice.send('PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' })).body);
  decoded(FlowCreated, (await alice.send('PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE_2' })).body);
  decoded(FlowCreated, (await acme.send('PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' })).body);
  expectErrors(await alice.send('PUT', '/demographic-update/start.json', { productType: 'LICENSE_UPDATE' }), 400);
  expectErrors(await alice.send('PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' }), 400);
  expectErrors(await acme.send('PUT', '/license-update/start.json', {}), 400);
});

test('duplicates on resume: GET /duplicates/{batchCode}.json reads the stored request; another licensee gets 404', async ({ alice, acme }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', TX_LIFE)).body);
  const dups = decoded(DuplicateOrders, (await alice.get(`/duplicates/${flowId}.json`)).body);
  assert.is(dups[0]?.orderCode, 'LH1000010');
  assert.is((await alice.get('/duplicates/0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01.json')).status, 204);
  expectErrors(await acme.get(`/duplicates/${flowId}.json`), 404);
});

test.run();
