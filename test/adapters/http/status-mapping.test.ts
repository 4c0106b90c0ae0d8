/** docs/portal.md §Calls, §Errors: what each status means for each call of the client (fake fetch). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomainError } from '../../../core/errors';
import { API, empty, json, scriptedApi } from '../fake-fetch';
import { mySelfSubmitter } from '../submitter-post';
import { must } from '../../must';

const leftOf = async <A>(call: TaskEither<DomainError, A>) => {
  const r = await call();
  if (E.isRight(r)) throw new Error(`expected a failure, got ${JSON.stringify(r.right)}`);
  return r.left;
};
const rightOf = async <A>(call: TaskEither<DomainError, A>) => {
  const r = await call();
  if (E.isLeft(r)) throw new Error(`expected a result, got ${r.left.message}`);
  return r.right;
};

const identifyRequest = { entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1000001', lastName: 'Morgan', useAgreementAccepted: true } as const;
const submitter = mySelfSubmitter('F-1');
const drlpData = { businessEntity: { businessEntityName: 'Acme', fein: '12-3456789', states: [] } };

test('identify: 200 gives the result', async () => {
  const { api } = scriptedApi(json(200, { status: 'SUCCESS' }));
  assert.equal(await rightOf(api.identify(identifyRequest)), { status: 'SUCCESS' });
});

test('identify: a 400 with a status is the result, not an error (AUTHORIZATION_FAILURE with its hint)', async () => {
  const { api } = scriptedApi(json(400, { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'LAST_FOUR' }));
  assert.equal(await rightOf(api.identify(identifyRequest)), { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'LAST_FOUR' });
});

test('identify: 400 with status ERROR carries the messages', async () => {
  const { api } = scriptedApi(json(400, { status: 'ERROR', errors: ['Locked'] }));
  assert.equal(await rightOf(api.identify(identifyRequest)), { status: 'ERROR', errors: ['Locked'] });
});

test('identify: a 400 without a status returns the errors as BadRequest', async () => {
  const { api } = scriptedApi(json(400, { errors: ['npn must be numeric'] }));
  assert.equal(await leftOf(api.identify(identifyRequest)), { _tag: 'BadRequest', errors: ['npn must be numeric'], message: 'npn must be numeric' });
});

test('submitter posts: 400 returns errors shown in the form (flow, CCR, name change, license update, PDB)', async () => {
  for (const post of ['postSubmitter', 'postPdbSubmitter'] as const) {
    const { api, seen } = scriptedApi(json(400, { errors: ['firstName is a required field'] }));
    const e = await leftOf(api[post](submitter));
    assert.equal(e._tag === 'BadRequest' && e.errors, ['firstName is a required field']);
    assert.is(must(seen[0], 'a request').url, `${API}/${post === 'postSubmitter' ? 'submitter' : 'pdb-report-submitter'}.json`);
  }
});

test('submitter posts: success is null', async () => {
  const { api } = scriptedApi(empty(204));
  assert.is(await rightOf(api.postSubmitter(submitter)), null);
});

test('name post: a 400 carrying a result keeps its errors list; a plain 400 is BadRequest', async () => {
  const result = { requestStatus: 'FAIL', errors: [{ jurisdiction: 'TX', message: 'Name change not allowed' }] };
  const { api } = scriptedApi(json(400, result), json(400, { errors: ['items is required'] }));
  assert.equal(await rightOf(api.postPrimaryName('F-1', { flowId: 'F-1', items: [] })), result);
  const e = await leftOf(api.postPrimaryName('F-1', { flowId: 'F-1', items: [] }));
  assert.equal(e._tag === 'BadRequest' && e.errors, ['items is required']);
});

test('DRLP calls: 400 returns the errors as BadRequest', async () => {
  const { api } = scriptedApi(json(400, { errors: ['npn must be numeric'] }));
  const calls: Array<TaskEither<DomainError, unknown>> = [
    api.postDrlp('F-1', drlpData),
    api.addDrlp('F-1', { npn: 'x', lastName: 'L', stateCode: 'TX', isApplyToAll: false, licenseCodes: [] }),
    api.removeDrlp('F-1', { licenseCode: 'AG', npn: '1', lastName: 'L', stateCode: 'TX' }),
    api.searchDrlp('F-1', { npn: 'x', lastName: 'L', stateCode: 'TX', isApplyToAll: false }),
    api.proceedDrlp('F-1', drlpData),
  ];
  for (const call of calls) assert.equal((await leftOf(call))._tag, 'BadRequest');
});

test('DRLP calls: methods and paths of docs/portal.md §Calls', async () => {
  const { api, seen } = scriptedApi(json(200, drlpData));
  await api.drlp('F-1')();
  await api.postDrlp('F-1', drlpData)();
  await api.addDrlp('F-1', { npn: '1', lastName: 'L', stateCode: 'TX', isApplyToAll: false, licenseCodes: [] })();
  await api.removeDrlp('F-1', { licenseCode: 'AG', npn: '1', lastName: 'L', stateCode: 'TX' })();
  await api.proceedDrlp('F-1', drlpData)();
  assert.equal(
    seen.map((s) => `${s.method} ${s.url.slice(API.length)}`),
    [
      'GET /license-update/F-1/drlp.json',
      'POST /license-update/F-1/drlp.json',
      'PUT /license-update/F-1/drlp/add.json',
      'DELETE /license-update/F-1/drlp/remove.json',
      'POST /license-update/F-1/drlp/proceed.json',
    ],
  );
});

test('available lines: 400 means a per-state error (BadRequest with the errors)', async () => {
  const { api, seen } = scriptedApi(json(400, { errors: ['No lines in TX'] }));
  const e = await leftOf(api.availableLines({ productType: 'PRODUCER_LICENSING', residencyType: 'RESIDENT', stateCode: 'TX' }));
  assert.equal(e._tag === 'BadRequest' && e.errors, ['No lines in TX']);
  assert.is(must(seen[0], 'a request').url, `${API}/available-lines.json?productType=PRODUCER_LICENSING&residencyType=RESIDENT&stateCode=TX`);
});

test('module submit: 204 is success (no errors), 200 returns the error strings', async () => {
  const { api, seen } = scriptedApi(empty(204), json(200, { errors: ['Answer every question'] }));
  assert.equal(await rightOf(api.saveModule('F-1', 'background/questions', { q1: 'yes' })), []);
  assert.equal(await rightOf(api.saveModule('F-1', 'background/questions', { q1: '' })), ['Answer every question']);
  const first = must(seen[0], 'the first request');
  assert.is(first.url, `${API}/flows/F-1/modules/background/questions.json`);
  assert.is(first.method, 'PUT');
});

test('license validation: 204 valid (null), 200 returns errors at state, license and LOA level', async () => {
  const errors = { stateCode: 'TX', errors: ['x'], licenses: [{ licenseClassCode: 'P', errors: [], loas: [{ loaCode: 'L', errors: ['y'] }] }] };
  const { api } = scriptedApi(empty(204), json(200, errors));
  assert.is(await rightOf(api.validateLicenses({ stateCode: 'TX', licenses: [] })), null);
  assert.equal(await rightOf(api.validateLicenses({ stateCode: 'TX', licenses: [] })), errors);
});

test('duplicates: 204 means no duplicates (an empty list), on post and on resume', async () => {
  const { api, seen } = scriptedApi(empty(204));
  assert.equal(await rightOf(api.duplicates({ productType: 'PRODUCER_LICENSING' })), []);
  assert.equal(await rightOf(api.duplicatesFor('B-9')), []);
  assert.equal(
    seen.map((s) => `${s.method} ${s.url.slice(API.length)}`),
    ['POST /duplicates.json', 'GET /duplicates/B-9.json'],
  );
});

test('PDB status: a 404 means not ready yet (null)', async () => {
  const { api, seen } = scriptedApi(json(404, { errors: ['Not found'] }), json(200, { flowId: 'F-1', status: 'COMPLETE' }));
  assert.is(await rightOf(api.pdbReportStatus('F-1')), null);
  assert.equal(await rightOf(api.pdbReportStatus('F-1')), { flowId: 'F-1', status: 'COMPLETE' });
  assert.equal(must(seen[0], 'the first request').body, { flowId: 'F-1' });
});

test('flow creation failure: "Flow creation failed" with the status', async () => {
  for (const status of [400, 409, 500]) {
    const { api } = scriptedApi(json(status, { errors: [] }));
    const e = await leftOf(api.createFlow({ productType: 'CONTACT_CHANGE' }));
    assert.equal(e._tag === 'FlowCreationFailed' && e.status, status);
    assert.match(e.message, /^Flow creation failed/);
  }
});

test('review fetch: non-OK is "Unexpected ccr review response: {status}"', async () => {
  const { api } = scriptedApi(json(404, { errors: [] }));
  assert.is((await leftOf(api.ccrReview('F-1'))).message, 'Unexpected ccr review response: 404');
});

test('unexpected status on primary-name, DRLP, submitter, PDB submitter, countries, states, provinces, reports, loaders: "Unexpected … response"', async () => {
  const { api } = scriptedApi(json(404, { errors: ['Not found'] }));
  const cases: Array<[TaskEither<DomainError, unknown>, string]> = [
    [api.primaryName('F-1'), 'Unexpected primary name response: 404'],
    [api.postPrimaryName('F-1', { flowId: 'F-1', items: [] }), 'Unexpected primary name response: 404'],
    [api.drlp('F-1'), 'Unexpected drlp response: 404'],
    [api.submitter('F-1'), 'Unexpected submitter response: 404'],
    [api.postSubmitter(submitter), 'Unexpected submitter response: 404'],
    [api.pdbSubmitter('F-1'), 'Unexpected pdb report submitter response: 404'],
    [api.countries(), 'Unexpected countries response: 404'],
    [api.states(), 'Unexpected states response: 404'],
    [api.provinces(), 'Unexpected provinces response: 404'],
    [api.startPdbReport(), 'Unexpected reports response: 404'],
    [api.modules('F-1'), 'Unexpected modules response: 404'],
    [api.orders(), 'Unexpected orders response: 404'],
  ];
  for (const [call, message] of cases) {
    const e = await leftOf(call);
    assert.is(e._tag, 'UnexpectedResponse');
    assert.is(e.message, message);
  }
});

test('order detail failure: the order is treated as not found', async () => {
  for (const answer of [json(404, { errors: [] }), json(500, {})]) {
    const { api } = scriptedApi(answer);
    assert.is((await leftOf(api.order('O-1')))._tag, 'NotFound');
  }
});

test('order documents: pdf-view.pdf and pdf-receipt.pdf downloaded as a file named for the order and kind', async () => {
  const pdf = new Uint8Array([37, 80, 68, 70]);
  const { api, seen } = scriptedApi(new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
  const view = await rightOf(api.orderDocument('O-1', 'view'));
  const receipt = await rightOf(api.orderDocument('O-1', 'receipt'));
  assert.equal([view.fileName, receipt.fileName], ['O-1-order-details.pdf', 'O-1-receipt.pdf']);
  assert.equal([...view.bytes], [...pdf]);
  assert.is(view.contentType, 'application/pdf');
  assert.equal(
    seen.map((s) => s.url.slice(API.length)),
    ['/orders/O-1/pdf-view.pdf', '/orders/O-1/pdf-receipt.pdf'],
  );
});

test('address lookup: GET addresses.json with countryCode and query; POST address-verification/validate.json', async () => {
  const address = { addressLine1: '1 Main St', addressLine2: '', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '78701' };
  const { api, seen } = scriptedApi(json(200, [address]), json(200, { requestStatus: 'VERIFY_SINGLE', verifiedAddress: address }));
  assert.equal(await rightOf(api.searchAddresses('US', '1 Main')), [address]);
  assert.equal((await rightOf(api.validateAddress(address))).requestStatus, 'VERIFY_SINGLE');
  assert.is(must(seen[0], 'the search request').url, `${API}/addresses.json?countryCode=US&query=1+Main`);
  const validate = must(seen[1], 'the validation request');
  assert.equal([validate.method, validate.url, validate.body], ['POST', `${API}/address-verification/validate.json`, address]);
});

test('starting a flow: start calls PUT the product type and return the flowId', async () => {
  const { api, seen } = scriptedApi(json(200, { flowId: 'F-7' }));
  assert.equal(await rightOf(api.startDemographicUpdate('DEMOGRAPHIC_UPDATE')), { flowId: 'F-7' });
  assert.equal(await rightOf(api.startLicenseUpdate('LICENSE_UPDATE')), { flowId: 'F-7' });
  assert.equal(
    seen.map((s) => `${s.method} ${s.url.slice(API.length)} ${JSON.stringify(s.body)}`),
    ['PUT /demographic-update/start.json {"productType":"DEMOGRAPHIC_UPDATE"}', 'PUT /license-update/start.json {"productType":"LICENSE_UPDATE"}'],
  );
});

test.run();
