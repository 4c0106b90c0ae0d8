/**
 * The sandbox holds the registry's rules (docs/portal.md §Sandbox, §Access): it takes payment only
 * for a flow its journey lets pay (answers valid, submitter saved, a name requested), a paid flow
 * refuses every change (409), `drlp/proceed.json` checks producers as an add does, the resume page
 * shows a flow to its owner's session alone, Pay refuses a form sent from another site, and the
 * headers: HSTS over HTTPS, no-store on the payment, resume and 404 pages.
 */
import * as assert from 'uvu/assert';
import { DrlpData } from '../../../core/model/drlp';
import { FlowCreated } from '../../../core/model/pdb-report';
import { submitterDefaults, submitterPost } from '../../../core/use-cases/submitter/defaults';
import type { RunningSandbox } from '../../../sandbox/server';
import { LICENSING_MODULE_ANSWERS } from '../../module-answers';
import { must } from '../../must';
import { paymentCookie } from '../helpers';
import { answerModules, AZ_AND_GA, decoded, expectErrors, submitFor, type Client, aliceAndAcmeSuite } from './client';

const test = aliceAndAcmeSuite('registry rules');

const page = (s: RunningSandbox, path: string, c?: Client, headers: Record<string, string> = {}) =>
  s.app.request(path, { headers: { ...(c ? { Cookie: paymentCookie(c.token) } : {}), ...headers } });
const pay = (s: RunningSandbox, c: Client, flowId: string, headers: Record<string, string> = {}) =>
  s.app.request(`/my-licensehub/payment/${flowId}.htm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: paymentCookie(c.token), ...headers },
    body: 'action=pay',
  });
const ordersOf = (s: RunningSandbox, flowId: string) => s.db.query('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]);
const newLicensing = async (c: Client) => decoded(FlowCreated, (await c.send('PUT', '/flows.json', AZ_AND_GA)).body).flowId;
/** A licensing application the registry takes payment for: answers valid, submitter saved. */
async function payable(c: Client): Promise<string> {
  const flowId = await newLicensing(c);
  await submitFor(c, flowId);
  return flowId;
}
const saveSubmitter = async (c: Client, flowId: string) =>
  assert.is((await c.send('POST', '/submitter.json', submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true })))).status, 204);

test('a licensing application whose answers are not valid is not paid: the page says so, Pay makes no order', async ({ s, alice }) => {
  const flowId = await newLicensing(alice);
  await saveSubmitter(alice, flowId);
  const shown = await page(s, `/my-licensehub/payment/${flowId}.htm`, alice);
  assert.is(shown.status, 409);
  assert.match(await shown.text(), /Some answers of this application are missing or not valid, so it cannot be paid\./);
  assert.is((await pay(s, alice, flowId)).status, 409);
  assert.equal(await ordersOf(s, flowId), []);
  await answerModules(alice, flowId);
  assert.is((await pay(s, alice, flowId)).status, 303, 'paid once every answer is valid');
});

test('a name change with no name requested is not paid', async ({ s, alice }) => {
  const flowId = decoded(FlowCreated, (await alice.send('PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' })).body).flowId;
  await submitFor(alice, flowId);
  const res = await pay(s, alice, flowId);
  assert.is(res.status, 409);
  assert.match(await res.text(), /No new name has been requested yet, so this name change cannot be paid\./);
  assert.equal(await ordersOf(s, flowId), []);
});

test('a paid flow refuses every change with 409: submitter, requested name, DRLPs, modules', async ({ s, alice, acme }) => {
  const flowId = await payable(alice);
  assert.is((await pay(s, alice, flowId)).status, 303);
  const submitter = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true, title: 'Changed' }));
  assert.equal(expectErrors(await alice.send('POST', '/submitter.json', submitter), 409), [
    'This application has already been submitted and can no longer be changed.',
  ]);
  const [kept] = await s.db.query<{ submitter: { title?: string } }>('SELECT submitter FROM flows WHERE id = $1', [flowId]);
  assert.is.not(kept?.submitter.title, 'Changed');
  const save = await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, LICENSING_MODULE_ANSWERS.biographic);
  assert.equal([save.status, save.body], [200, { errors: ['This application has already been submitted.'] }]);

  // A name change and a license update, paid, then changed.
  const nameFlow = decoded(FlowCreated, (await alice.send('PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' })).body).flowId;
  const name = {
    flowId: nameFlow,
    items: [
      {
        requestedName: { type: 'INDIVIDUAL', first: 'Alicia', last: 'Morgan' },
        jurisdictions: [{ jurisdiction: 'TX', resident: true, dhs: false, changed: false, active: true, enabled: true }],
      },
    ],
  };
  assert.is((await alice.send('POST', `/demographic-update/${nameFlow}/primary-name.json`, name)).status, 200);
  await submitFor(alice, nameFlow);
  assert.is((await pay(s, alice, nameFlow)).status, 303);
  expectErrors(await alice.send('POST', `/demographic-update/${nameFlow}/primary-name.json`, name), 409);

  const update = decoded(FlowCreated, (await acme.send('PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' })).body).flowId;
  const drlps = decoded(DrlpData, (await acme.get(`/license-update/${update}/drlp.json`)).body);
  const add = { npn: '1000004', lastName: 'Evans', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['AG-5001'] };
  assert.is((await acme.send('PUT', `/license-update/${update}/drlp/add.json`, add)).status, 200);
  await submitFor(acme, update);
  assert.is((await pay(s, acme, update)).status, 303);
  expectErrors(await acme.send('PUT', `/license-update/${update}/drlp/add.json`, add), 409);
  expectErrors(await acme.send('POST', `/license-update/${update}/drlp.json`, drlps), 409);
  expectErrors(await acme.send('POST', `/license-update/${update}/drlp/proceed.json`, drlps), 409);
  expectErrors(
    await acme.send('DELETE', `/license-update/${update}/drlp/remove.json`, { licenseCode: 'AG-5001', npn: '1000004', lastName: 'Evans', stateCode: 'TX' }),
    409,
  );
});

test('drlp/proceed.json checks producers as add.json does: an invented producer, markup in a last name, a changed firm name are refused and not kept', async ({
  acme,
}) => {
  const update = decoded(FlowCreated, (await acme.send('PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' })).body).flowId;
  const record = decoded(DrlpData, (await acme.get(`/license-update/${update}/drlp.json`)).body);
  const withDrlp = (drlp: Record<string, unknown>): DrlpData => {
    const copy = JSON.parse(JSON.stringify(record)) as DrlpData;
    const license = must(
      must(
        copy.businessEntity.states.find((s) => s.stateCode === 'TX'),
        'TX',
      ).licenses[0],
      'a TX license',
    );
    license.drlps.push({
      firstName: 'Mallory',
      lastName: 'Invented',
      npn: '0000000',
      loas: license.loas.map((l) => l.loaName),
      active: true,
      added: true,
      ...drlp,
    });
    return copy;
  };
  for (const path of ['drlp.json', 'drlp/proceed.json']) {
    assert.equal(expectErrors(await acme.send('POST', `/license-update/${update}/${path}`, withDrlp({})), 400), [
      'No licensed producer has NPN 0000000 and last name Invented.',
    ]);
    assert.equal(expectErrors(await acme.send('POST', `/license-update/${update}/${path}`, withDrlp({ lastName: '<b>Evans</b>', npn: '1000004' })), 400), [
      'No licensed producer has NPN 1000004 and last name <b>Evans</b>.',
    ]);
    assert.equal(
      expectErrors(await acme.send('POST', `/license-update/${update}/${path}`, withDrlp({ firstName: 'Mallory', lastName: 'Evans', npn: '1000004' })), 400),
      ['Dan Evans cannot be a DRLP on license AG-5001 as posted.'],
    );
    const renamed = { ...record, businessEntity: { ...record.businessEntity, businessEntityName: 'Evil Corp' } };
    expectErrors(await acme.send('POST', `/license-update/${update}/${path}`, renamed), 400);
  }
  const kept = decoded(DrlpData, (await acme.get(`/license-update/${update}/drlp.json`)).body);
  assert.is(kept.businessEntity.businessEntityName, record.businessEntity.businessEntityName);
  assert.ok(
    !kept.businessEntity.states.some((s) => s.licenses.some((l) => l.drlps.some((d) => ['0000000', '1000004'].includes(d.npn)))),
    'no invented producer kept',
  );
  // The copy an add answered proceeds: its producer is the registry's.
  const add = { npn: '1000004', lastName: 'Evans', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['AG-5001'] };
  const added = decoded(DrlpData, (await acme.send('PUT', `/license-update/${update}/drlp/add.json`, add)).body);
  assert.is((await acme.send('POST', `/license-update/${update}/drlp/proceed.json`, added)).status, 200);
});

test('flow.htm shows nothing without the owner’s session: no product, no date, for anyone else', async ({ s, alice, acme }) => {
  const flowId = await newLicensing(alice);
  const path = `/my-licensehub/flow.htm?flowId=${flowId}&action=RESUME_FLOW`;
  const anonymous = await page(s, path);
  assert.is(anonymous.status, 401);
  const other = await page(s, path, acme);
  assert.is(other.status, 404);
  for (const text of [await anonymous.text(), await other.text()]) {
    assert.not.match(text, /Producer|Last saved|Completed so far/);
  }
  const own = await page(s, path, alice);
  assert.is(own.status, 200);
  assert.match(await own.text(), /Last saved/);
  assert.is(own.headers.get('cache-control'), 'no-store');
});

test('Pay refuses a form sent from another site; its own page and a client that is no browser pay', async ({ s, alice }) => {
  for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'null' }]) {
    const flowId = await payable(alice);
    const res = await pay(s, alice, flowId, headers);
    assert.is(res.status, 403, JSON.stringify(headers));
    assert.match(await res.text(), /This payment was not sent from LicenseHub/);
    assert.equal(await ordersOf(s, flowId), []);
  }
  for (const headers of [{ 'Sec-Fetch-Site': 'same-origin', Origin: 'null' }, { Origin: 'http://localhost', Host: 'localhost' }, {}]) {
    const flowId = await payable(alice);
    assert.is((await pay(s, alice, flowId, headers)).status, 303, JSON.stringify(headers));
  }
});

test('HSTS over HTTPS or behind a proxy that says so; no-store on the payment and 404 pages', async ({ s, alice }) => {
  assert.is((await s.app.request('/my-licensehub/frontend/')).headers.get('strict-transport-security'), null, 'not over plain HTTP');
  for (const res of [
    await s.app.request('https://licensehub.example/my-licensehub/api/states.json'),
    await s.app.request('/my-licensehub/api/states.json', { headers: { 'X-Forwarded-Proto': 'https' } }),
  ]) {
    assert.is(res.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains');
  }
  const flowId = await payable(alice);
  for (const res of [
    await page(s, `/my-licensehub/payment/${flowId}.htm`, alice),
    await page(s, `/my-licensehub/payment/${flowId}.htm`),
    await pay(s, alice, flowId, { Origin: 'https://evil.example' }),
    await s.app.request('/no-such-page'),
  ]) {
    assert.is(res.headers.get('cache-control'), 'no-store', res.url);
  }
});

test.run();
