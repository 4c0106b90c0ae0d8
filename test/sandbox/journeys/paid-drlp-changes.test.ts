/**
 * The DRLP changes a firm has paid for and the registry has not made yet (GET
 * /license-update/paid-changes.json, docs/portal.md §License update): each producer added or
 * removed, by state and license, with its order and that state's status; only the firm's own, and
 * only while the order's state is pending.
 */
import * as assert from 'uvu/assert';
import { DrlpPaidChanges } from '../../../core/model/drlp';
import { FlowCreated } from '../../../core/model/pdb-report';
import { decoded, payFlow, type Client, aliceAndAcmeSuite } from './client';
import { ADD_DAN_TO_TX } from './requests';

const test = aliceAndAcmeSuite('DRLP changes already paid for');

const paidChanges = async (c: Client) => decoded(DrlpPaidChanges, (await c.get('/license-update/paid-changes.json')).body).paidChanges;

test('a paid license update lists its added and removed producers, with the order and its pending status, until the registry makes them', async ({
  s,
  acme,
  alice,
}) => {
  assert.equal(await paidChanges(acme), [], 'nothing paid yet (the seeded license update is approved)');
  const id = decoded(FlowCreated, (await acme.send('PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' })).body).flowId;
  await acme.send('PUT', `/license-update/${id}/drlp/add.json`, ADD_DAN_TO_TX);
  await acme.send('DELETE', `/license-update/${id}/drlp/remove.json`, { licenseCode: 'AG-5001', npn: '1000001', lastName: 'Morgan', stateCode: 'TX' });
  assert.equal(await paidChanges(acme), [], 'an unpaid update is not listed');
  const order = await payFlow(s, acme, id);

  const listed = await paidChanges(acme);
  assert.equal(
    listed.map((c) => [c.orderCode, c.status, c.stateCode, c.stateName, c.licenseCode, c.change, c.npn, c.firstName, c.lastName]),
    [
      [order.orderCode, 'PENDING', 'TX', 'Texas', 'AG-5001', 'REMOVED', '1000001', 'Alice', 'Morgan'],
      [order.orderCode, 'PENDING', 'TX', 'Texas', 'AG-5001', 'ADDED', '1000004', 'Dan', 'Evans'],
    ],
  );
  assert.is(listed[0]?.orderDate, order.orderDate);
  assert.equal(await paidChanges(alice), [], "another licensee sees none of the firm's");

  // Once the registry decides the order's state, it is no longer pending.
  await s.db.query("UPDATE order_transactions SET transaction_result = 'APPROVED' WHERE order_code = $1", [order.orderCode]);
  assert.equal(await paidChanges(acme), []);
});

test.run();
