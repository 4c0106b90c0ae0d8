/** The client against the sandbox: modules, contextual messages, submitters and the PDB report (docs/portal.md §Calls). */
import * as assert from 'uvu/assert';
import { failed, ok, sandboxSuite } from './sandbox-client';
import { mySelfSubmitter } from '../submitter-post';
import { must } from '../../must';

const it = sandboxSuite('registry api: flows, modules and submitters', ['alice', 'summit']);

const ADJUSTER_FLOW = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a02';

it('modules: the steps of a flow, then one module with its components, data and destination', async ({ alice }) => {
  const { modules } = await ok(alice.api.modules(ADJUSTER_FLOW));
  assert.ok(modules.length > 1);
  const first = await ok(alice.api.module(ADJUSTER_FLOW, must(modules[0], 'a first module').path));
  assert.ok(first.components.length > 0);
  assert.is(first.destination, must(modules[1], 'a second module').path);
  const last = await ok(alice.api.module(ADJUSTER_FLOW, must(modules.at(-1), 'a last module').path));
  assert.is(last.destination, undefined, 'no destination: the portal goes to review');
});

it('module submit: 204 saved (no errors); 200 returns the error strings', async ({ alice }) => {
  const { modules } = await ok(alice.api.modules(ADJUSTER_FLOW));
  const { path } = must(modules[0], 'a first module');
  const { data } = await ok(alice.api.module(ADJUSTER_FLOW, path));
  assert.equal(await ok(alice.api.saveModule(ADJUSTER_FLOW, path, data)), []);
  const errors = await ok(alice.api.saveModule(ADJUSTER_FLOW, path, {}));
  assert.ok(errors.length > 0);
  assert.type(errors[0], 'string');
});

it("modules: another licensee's flow is an unexpected 404", async ({ summit }) => {
  assert.is((await failed(summit.api.modules(ADJUSTER_FLOW))).message, 'Unexpected modules response: 404');
  assert.is((await failed(summit.api.module(ADJUSTER_FLOW, 'biographic'))).message, 'Unexpected module response: 404');
});

it('contextual messages: by flow and location, and for several locations at once', async ({ alice }) => {
  const { modules } = await ok(alice.api.modules(ADJUSTER_FLOW));
  const location = must(modules[0], 'a first module').contextualMessageId;
  const messages = await ok(alice.api.contextualMessages(ADJUSTER_FLOW, location));
  assert.ok(Array.isArray(messages));
  const byLocation = await ok(alice.api.contextualMessagesFor({ flowId: ADJUSTER_FLOW, locationIds: [location, 'nowhere'] }));
  assert.equal(byLocation[location], messages);
  assert.equal(byLocation.nowhere, []);
});

it('failed contextual message fetch: an unexpected status', async ({ summit }) => {
  assert.is((await failed(summit.api.contextualMessages(ADJUSTER_FLOW, 'x'))).message, 'Unexpected contextual messages response: 404');
});

it('submitter: GET gives the defaults (a firm submits for SOMEONE_ELSE); POST 400 returns the form errors; POST saves', async ({ summit }) => {
  const { flowId } = await ok(summit.api.createFlow({ productType: 'CONTACT_CHANGE' }));
  const defaults = await ok(summit.api.submitter(flowId));
  assert.is(defaults.submittingFor, 'SOMEONE_ELSE');
  const refused = await failed(summit.api.postSubmitter(mySelfSubmitter(flowId, false)));
  assert.equal(refused._tag === 'BadRequest' && refused.errors, ['Please accept to continue']);
  assert.is(await ok(summit.api.postSubmitter(mySelfSubmitter(flowId, true))), null);
  assert.is((await ok(summit.api.submitter(flowId))).useAcceptance, true);
});

it('submitter: an unknown flow is "Unexpected submitter response: 404"', async ({ summit }) => {
  assert.is((await failed(summit.api.submitter('00000000-0000-0000-0000-000000000000'))).message, 'Unexpected submitter response: 404');
});

it('PDB report: metadata, a report flow from /flows/reports.json, its submitter, and status polled while 404', async ({ alice }) => {
  const metadata = await ok(alice.api.pdbReportMetadata());
  assert.equal(metadata.residentStates, ['TX']);
  assert.type(metadata.price, 'string');
  const { flowId } = await ok(alice.api.startPdbReport());
  assert.ok(await ok(alice.api.pdbSubmitter(flowId)));
  const refused = await failed(alice.api.postPdbSubmitter(mySelfSubmitter(flowId, false)));
  assert.is(refused._tag, 'BadRequest');
  assert.is(await ok(alice.api.postPdbSubmitter(mySelfSubmitter(flowId, true))), null);
  const polls = [];
  for (let i = 0; i < 5; i++) polls.push(await ok(alice.api.pdbReportStatus(flowId)));
  assert.is(polls[0], null, 'not ready: the server answers 404');
  const ready = polls.find((p) => p !== null);
  assert.ok(ready);
  assert.is(ready!.flowId, flowId);
});

it('PDB submitter and reports: unexpected statuses name the call', async ({ sandbox, alice }) => {
  assert.is((await failed(alice.api.pdbSubmitter(ADJUSTER_FLOW))).message, 'Unexpected pdb report submitter response: 404');
  sandbox.controls.setFaults([{ path: '/flows/reports.json', status: 409, times: 1 }]);
  assert.is((await failed(alice.api.startPdbReport())).message, 'Unexpected reports response: 409');
});

it('errors: an injected 429 on a module save is TooManyRequests with Retry-After', async ({ sandbox, alice }) => {
  sandbox.controls.setFaults([{ method: 'PUT', path: '/flows/*', status: 429, retryAfter: 3, times: 1 }]);
  const e = await failed(alice.api.saveModule(ADJUSTER_FLOW, 'biographic', {}));
  assert.equal(e, { _tag: 'TooManyRequests', message: 'Too many requests', retryAfter: 3 });
});

it.run();
