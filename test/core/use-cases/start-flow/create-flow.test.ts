import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import type { RegistryApi } from '../../../../core/ports/registry-api';
import { createdFlowPath, createFlowFor, flowCreationCall, pdbReportSubmitterPath } from '../../../../core/use-cases/start-flow/create-flow';

test('END_CREATE_FLOW: licensing products and contact change create through PUT /flows.json; updates through their start calls', () => {
  assert.is(flowCreationCall('PRODUCER_LICENSING'), 'CREATE_FLOW');
  assert.is(flowCreationCall('CONTACT_CHANGE'), 'CREATE_FLOW');
  assert.is(flowCreationCall('DEMOGRAPHIC_UPDATE'), 'START_DEMOGRAPHIC_UPDATE');
  assert.is(flowCreationCall('DEMOGRAPHIC_UPDATE_2'), 'START_DEMOGRAPHIC_UPDATE');
  assert.is(flowCreationCall('LICENSE_UPDATE'), 'START_LICENSE_UPDATE');
});

test('a created flow opens at the modules (licensing), the contact-change resume route (docs/portal.md §Calls), the name page or the DRLP edit screen', () => {
  assert.is(createdFlowPath('ADJUSTER_LICENSING', 'F1'), '/flows/F1/modules');
  assert.is(createdFlowPath('CONTACT_CHANGE', 'F1'), '/ccr/F1/resume-ccr');
  assert.is(createdFlowPath('DEMOGRAPHIC_UPDATE', 'F1'), '/demographic-update/F1');
  assert.is(createdFlowPath('LICENSE_UPDATE', 'F1'), '/license-update/F1/edit');
  assert.is(pdbReportSubmitterPath('F1'), '/pdb-report/F1/submitter');
});

test('END_CREATE_FLOW runs the creating call of the product and yields its flow id', async () => {
  const calls: string[] = [];
  const api = {
    createFlow: (r: { productType: string }) => (calls.push(`createFlow ${r.productType}`), TE.right({ flowId: 'F-1' })),
    startDemographicUpdate: (p: string) => (calls.push(`startDemographicUpdate ${p}`), TE.right({ flowId: 'F-2' })),
    startLicenseUpdate: (p: string) => (calls.push(`startLicenseUpdate ${p}`), TE.right({ flowId: 'F-3' })),
  } as unknown as RegistryApi;
  assert.equal(await createFlowFor(api, { productType: 'ADJUSTER_LICENSING' })(), { _tag: 'Right', right: { flowId: 'F-1' } });
  assert.equal(await createFlowFor(api, { productType: 'DEMOGRAPHIC_UPDATE_2' })(), { _tag: 'Right', right: { flowId: 'F-2' } });
  assert.equal(await createFlowFor(api, { productType: 'LICENSE_UPDATE' })(), { _tag: 'Right', right: { flowId: 'F-3' } });
  assert.equal(calls, ['createFlow ADJUSTER_LICENSING', 'startDemographicUpdate DEMOGRAPHIC_UPDATE_2', 'startLicenseUpdate LICENSE_UPDATE']);
});

test.run();
