/** The client against the sandbox: the license update and its DRLP calls (docs/portal.md §License update "DRLP", §Calls). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningSandbox } from '../../../sandbox/server';
import { acquireSandbox, failed, ok, releaseSandbox, signedIn, type Client } from './sandbox-client';
import { must } from '../../must';

type Ctx = { sandbox: RunningSandbox; acme: Client; flowId: string };
const it = suite<Ctx>('registry api: license update (DRLPs)', {} as Ctx);
it.before(async (ctx) => {
  ctx.sandbox = await acquireSandbox();
  ctx.acme = await signedIn(ctx.sandbox, 'firm-acme');
  ctx.flowId = (await ok(ctx.acme.api.startLicenseUpdate('LICENSE_UPDATE'))).flowId;
});
it.after(releaseSandbox);
it.after.each((ctx) => ctx.sandbox.controls.clearFaults());

it('DRLP data: the firm, its states, licenses and DRLPs', async ({ acme, flowId }) => {
  const data = await ok(acme.api.drlp(flowId));
  assert.is(data.businessEntity.businessEntityName, 'Acme Insurance Agency LLC');
  const tx = data.businessEntity.states.find((s) => s.stateCode === 'TX');
  assert.ok(tx?.licenses[0]?.drlps.some((d) => d.lastName === 'Morgan' && d.active));
});

it('DRLP search: a producer found by NPN and last name, with the licenses they can cover', async ({ acme, flowId }) => {
  const found = await ok(acme.api.searchDrlp(flowId, { npn: '1000004', lastName: 'Evans', stateCode: 'TX', isApplyToAll: false }));
  assert.is(found.lastName, 'Evans');
  assert.ok(found.licenses.length > 0);
});

it('DRLP add, then remove: the working copy comes back each time; a successful add lists the new DRLP', async ({ acme, flowId }) => {
  const data = await ok(acme.api.drlp(flowId));
  const license = must(
    must(
      data.businessEntity.states.find((s) => s.stateCode === 'TX'),
      'the TX state',
    ).licenses[0],
    'a TX license',
  );
  const added = await ok(
    acme.api.addDrlp(flowId, { npn: '1000004', lastName: 'Evans', stateCode: 'TX', isApplyToAll: false, licenseCodes: [license.licenseCode] }),
  );
  const after = must(
    must(
      added.businessEntity.states.find((s) => s.stateCode === 'TX'),
      'the TX state',
    ).licenses[0],
    'a TX license',
  );
  assert.ok(after.drlps.some((d) => d.npn === '1000004' && d.active));
  const removed = await ok(acme.api.removeDrlp(flowId, { licenseCode: license.licenseCode, npn: '1000004', lastName: 'Evans', stateCode: 'TX' }));
  assert.not.ok(
    must(
      must(
        removed.businessEntity.states.find((s) => s.stateCode === 'TX'),
        'the TX state',
      ).licenses[0],
      'a TX license',
    ).drlps.some((d) => d.npn === '1000004'),
  );
});

it('DRLP post with errors: a license left without an active DRLP comes back in errors; proceed accepts it without errors', async ({ acme, flowId }) => {
  const data = await ok(acme.api.drlp(flowId));
  const copy = structuredClone(data);
  const tx = must(
    must(
      copy.businessEntity.states.find((s) => s.stateCode === 'TX'),
      'the TX state',
    ).licenses[0],
    'a TX license',
  );
  tx.drlps = tx.drlps.map((d) => ({ ...d, active: false }));
  const posted = await ok(acme.api.postDrlp(flowId, copy));
  assert.ok((posted.errors ?? []).length > 0);
  const proceeded = await ok(acme.api.proceedDrlp(flowId, copy));
  assert.equal(proceeded.errors ?? [], []);
  const review = await ok(acme.api.licenseUpdateReview(flowId));
  assert.is(review.businessEntity.fein, data.businessEntity.fein);
});

it('DRLP calls: 400 returns the errors (unknown producer, not a DRLP)', async ({ acme, flowId }) => {
  const add = await failed(acme.api.addDrlp(flowId, { npn: '9999999', lastName: 'Nobody', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['X'] }));
  assert.equal(add._tag === 'BadRequest' && add.errors, ['No licensed producer has NPN 9999999 and last name Nobody.']);
  const remove = await failed(acme.api.removeDrlp(flowId, { licenseCode: 'X', npn: '1', lastName: 'N', stateCode: 'TX' }));
  assert.is(remove._tag, 'BadRequest');
  const search = await failed(acme.api.searchDrlp(flowId, { npn: '1000004', lastName: 'Evans', stateCode: 'ZZ', isApplyToAll: false }));
  assert.equal(search._tag === 'BadRequest' && search.errors, ['stateCode is not one of your states']);
});

it('unexpected status on DRLP calls and the review: "Unexpected … response"', async ({ acme }) => {
  const none = '00000000-0000-0000-0000-000000000000';
  assert.is((await failed(acme.api.drlp(none))).message, 'Unexpected drlp response: 404');
  assert.is((await failed(acme.api.licenseUpdateReview(none))).message, 'Unexpected license update review response: 404');
});

it('errors: an injected 503 on a DRLP call is "Server error: 503"', async ({ sandbox, acme, flowId }) => {
  sandbox.controls.setFaults([{ path: '/license-update/*', status: 503, times: 1 }]);
  assert.is((await failed(acme.api.drlp(flowId))).message, 'Server error: 503');
});

it.run();
