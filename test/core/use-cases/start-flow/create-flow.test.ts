import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createdFlowPath, flowCreationCall, pdbReportSubmitterPath } from '../../../../core/use-cases/start-flow/create-flow';

test('END_CREATE_FLOW: licensing products and contact change create through PUT /flows.json; updates through their start calls', () => {
  assert.is(flowCreationCall('PRODUCER_LICENSING'), 'CREATE_FLOW');
  assert.is(flowCreationCall('CONTACT_CHANGE'), 'CREATE_FLOW');
  assert.is(flowCreationCall('DEMOGRAPHIC_UPDATE'), 'START_DEMOGRAPHIC_UPDATE');
  assert.is(flowCreationCall('DEMOGRAPHIC_UPDATE_2'), 'START_DEMOGRAPHIC_UPDATE');
  assert.is(flowCreationCall('LICENSE_UPDATE'), 'START_LICENSE_UPDATE');
});

test('a created flow opens at the modules (licensing), the contact-change resume route, the name page or the DRLP edit screen', () => {
  assert.is(createdFlowPath('ADJUSTER_LICENSING', 'F1'), '/flows/F1/modules');
  assert.is(createdFlowPath('CONTACT_CHANGE', 'F1'), '/ccr/F1/resume-ccr');
  assert.is(createdFlowPath('DEMOGRAPHIC_UPDATE', 'F1'), '/demographic-update/F1');
  assert.is(createdFlowPath('LICENSE_UPDATE', 'F1'), '/license-update/F1/edit');
  assert.is(pdbReportSubmitterPath('F1'), '/pdb-report/F1/submitter');
});

test.run();
