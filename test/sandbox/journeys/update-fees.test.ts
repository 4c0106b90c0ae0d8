/**
 * The fee of a contact change, a name change and a license update, read before payment
 * (POST /fee-summary.json with the flow's id): the same lines, and the same total, as the payment
 * page then charges. A license update is charged only in the states whose DRLPs it changes.
 */
import * as assert from 'uvu/assert';
import { FeeSummary } from '../../../core/model/licensing';
import { PrimaryNamePostResult, PrimaryNameResponse } from '../../../core/model/names';
import { FlowCreated } from '../../../core/model/pdb-report';
import { decoded, expectErrors, payFlow as pay, type Client, aliceAndAcmeSuite } from './client';
import { ADD_DAN_TO_TX } from './requests';
import { must } from '../../must';

const test = aliceAndAcmeSuite('fees before payment');

const flow = async (c: Client, path: string, productType: string) => decoded(FlowCreated, (await c.send('PUT', path, { productType })).body).flowId;
const fee = async (c: Client, productType: string, flowId: string) =>
  decoded(FeeSummary, (await c.send('POST', '/fee-summary.json', { productType, flowId })).body);

test('fees shown before payment: a contact change is priced per state before payment, and the payment charges that total', async ({ s, alice }) => {
  const id = await flow(alice, '/flows.json', 'CONTACT_CHANGE');
  const before = await fee(alice, 'CONTACT_CHANGE', id);
  assert.equal(
    before.feeDetails.map((d) => [d.stateCode, d.licensehubFee, d.stateFee]),
    [
      ['OK', '5.00', '0.00'],
      ['TX', '5.00', '0.00'],
    ],
  );
  assert.equal([before.grandTotal, before.licensehubTotal, before.stateTotal], ['10.00', '10.00', '0.00']);
  const order = await pay(s, alice, id);
  assert.equal([order.orderTotal, order.transactions.map((t) => t.applicationState)], [before.grandTotal, ['OK', 'TX']]);
});

/** Posts a requested name for the jurisdictions given; answers the request status. */
async function postName(c: Client, flowId: string, last: string, jurisdictions: readonly string[]): Promise<string> {
  const names = decoded(PrimaryNameResponse, (await c.get(`/demographic-update/${flowId}/primary-name.json`)).body);
  const item = must(names.enabled[0], 'a name item');
  const current = item.currentName;
  if (current.type !== 'INDIVIDUAL') throw new Error('an individual');
  const body = {
    flowId,
    items: [
      {
        requestedName: { ...current, first: 'Alicia', last },
        jurisdictions: item.jurisdictions.filter((j) => jurisdictions.includes(j.jurisdiction)).map(({ checked: _c, ...j }) => j),
      },
    ],
  };
  return decoded(PrimaryNamePostResult, (await c.send('POST', `/demographic-update/${flowId}/primary-name.json`, body)).body).requestStatus;
}

test('fees shown before payment: a name change is priced by its flow (either name-change product), and the payment charges that total', async ({
  s,
  alice,
}) => {
  const id = await flow(alice, '/demographic-update/start.json', 'DEMOGRAPHIC_UPDATE');
  assert.is(await postName(alice, id, 'Morgan', ['TX', 'OK']), 'PASS');
  const before = await fee(alice, 'DEMOGRAPHIC_UPDATE', id);
  assert.equal(await fee(alice, 'DEMOGRAPHIC_UPDATE_2', id), before);
  assert.equal(
    before.feeDetails.map((d) => d.stateCode),
    ['OK', 'TX'],
  );
  assert.is((await pay(s, alice, id)).orderTotal, before.grandTotal);
});

test('a jurisdiction unticked after it refused the name (Oklahoma, a last-name change) is neither priced, charged nor ordered', async ({ s, alice }) => {
  const id = await flow(alice, '/demographic-update/start.json', 'DEMOGRAPHIC_UPDATE');
  assert.is(await postName(alice, id, 'Reed', ['TX', 'OK']), 'PARTIAL');
  assert.equal((await fee(alice, 'DEMOGRAPHIC_UPDATE', id)).feeDetails, [], 'a refused request is not kept');
  assert.is(await postName(alice, id, 'Reed', ['TX']), 'PASS');
  const before = await fee(alice, 'DEMOGRAPHIC_UPDATE', id);
  assert.equal(
    before.feeDetails.map((d) => [d.stateCode, d.licensehubFee]),
    [['TX', before.grandTotal]],
  );
  const order = await pay(s, alice, id);
  assert.equal([order.orderTotal, order.transactions.map((t) => t.applicationState)], [before.grandTotal, ['TX']]);
});

test('a jurisdiction unticked before the first post is neither priced nor ordered', async ({ s, alice }) => {
  const id = await flow(alice, '/demographic-update/start.json', 'DEMOGRAPHIC_UPDATE');
  assert.is(await postName(alice, id, 'Morgan', ['OK']), 'PASS');
  const before = await fee(alice, 'DEMOGRAPHIC_UPDATE', id);
  assert.equal(
    before.feeDetails.map((d) => d.stateCode),
    ['OK'],
  );
  assert.equal(
    (await pay(s, alice, id)).transactions.map((t) => t.applicationState),
    ['OK'],
  );
});

test('the license update charges only the states where something changed: Texas, where a DRLP is added, not Oklahoma AG-5002', async ({ s, acme }) => {
  const id = await flow(acme, '/license-update/start.json', 'LICENSE_UPDATE');
  assert.equal((await fee(acme, 'LICENSE_UPDATE', id)).feeDetails, [], 'nothing changed, nothing charged');
  await acme.send('PUT', `/license-update/${id}/drlp/add.json`, ADD_DAN_TO_TX);
  const before = await fee(acme, 'LICENSE_UPDATE', id);
  assert.equal(
    before.feeDetails.map((d) => [d.stateCode, d.licensehubFee]),
    [['TX', before.grandTotal]],
  );
  const order = await pay(s, acme, id);
  assert.equal([order.orderTotal, order.transactions.map((t) => [t.applicationState, t.licenseNumber])], [before.grandTotal, [['TX', 'AG-5001']]]);
});

test("a flow's fee summary: another product than the flow's is 400, another licensee's flow or an unknown one 404", async ({ alice, acme }) => {
  const id = await flow(acme, '/license-update/start.json', 'LICENSE_UPDATE');
  expectErrors(await acme.send('POST', '/fee-summary.json', { productType: 'CONTACT_CHANGE', flowId: id }), 400);
  expectErrors(await alice.send('POST', '/fee-summary.json', { productType: 'LICENSE_UPDATE', flowId: id }), 404);
  expectErrors(await acme.send('POST', '/fee-summary.json', { productType: 'LICENSE_UPDATE', flowId: 'no-such-flow' }), 404);
  expectErrors(await acme.send('POST', '/fee-summary.json', { productType: 'LICENSE_UPDATE' }), 400);
});

test.run();
