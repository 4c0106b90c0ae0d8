import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import type { RegistryApi } from '../../../../core/ports/registry-api';
import type { FlowScreenType } from '../../../../core/model/constants';
import type { ProductType } from '../../../../core/model/licensing';
import {
  createdFlowDestination,
  createdFlowPath,
  createFlowFor,
  flowScreenTypeOf,
  pdbReportSubmitterPath,
} from '../../../../core/use-cases/start-flow/create-flow';

test('a created flow opens at the modules (licensing), the contact-change resume route (docs/portal.md §Calls), or the landing of a name change or license update (its fee named before anything is chosen)', () => {
  assert.is(createdFlowPath('ADJUSTER_LICENSING', 'F1'), '/flows/F1/modules');
  assert.is(createdFlowPath('CONTACT_CHANGE', 'F1'), '/ccr/F1/resume-ccr');
  assert.is(createdFlowPath('DEMOGRAPHIC_UPDATE', 'F1'), '/demographic-update/F1/overview');
  assert.is(createdFlowPath('LICENSE_UPDATE', 'F1'), '/license-update/F1');
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

test("flowScreenTypeOf: the shared screens a product's flow goes through", () => {
  const expected: Readonly<Record<ProductType, FlowScreenType>> = {
    PRODUCER_LICENSING: 'FLOWS',
    ADJUSTER_LICENSING: 'FLOWS',
    OTHER_LICENSING: 'FLOWS',
    CONTACT_CHANGE: 'CCR',
    DEMOGRAPHIC_UPDATE: 'DEMOGRAPHIC-UPDATE',
    DEMOGRAPHIC_UPDATE_2: 'DEMOGRAPHIC-UPDATE',
    LICENSE_UPDATE: 'LICENSE-UPDATE',
    PDB_DETAIL_REPORT: 'PDB-REPORT',
  };
  for (const [product, type] of Object.entries(expected)) assert.is(flowScreenTypeOf(product as ProductType), type, product);
});

test("a created flow's destination: the page the browser opens and the command that shows the same page, one table for both drivers", () => {
  assert.equal(createdFlowDestination('PRODUCER_LICENSING', 'F1'), {
    path: '/flows/F1/modules',
    title: 'Your application',
    command: 'licensehub modules list F1',
  });
  assert.equal(createdFlowDestination('CONTACT_CHANGE', 'F1'), {
    path: '/ccr/F1/resume-ccr',
    title: 'Change your contact details',
    command: 'licensehub journey F1',
  });
  assert.equal(createdFlowDestination('DEMOGRAPHIC_UPDATE_2', 'F1'), {
    path: '/demographic-update/F1/overview',
    title: 'Start your name change',
    command: 'licensehub journey F1',
  });
  assert.equal(createdFlowDestination('LICENSE_UPDATE', 'F1').command, 'licensehub journey F1');
  assert.equal(createdFlowDestination('PDB_DETAIL_REPORT', 'F1'), {
    path: pdbReportSubmitterPath('F1'),
    title: 'Who is submitting',
    command: 'licensehub submitter show F1',
  });
});

test.run();
