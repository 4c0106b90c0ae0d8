/**
 * docs/portal.md §Errors against the sandbox, for every call of the client: an injected unexpected status names
 * the call ("Unexpected … response"), with the documented exceptions (order detail → not found,
 * flow creation → "Flow creation failed"); an injected 401 logs out preserving SSO.
 */
import * as assert from 'uvu/assert';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomainError } from '../../../core/errors';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { failed, sandboxSuite } from './sandbox-client';
import { mySelfSubmitter } from '../submitter-post';

const it = sandboxSuite('registry api: the error catalogue for every call', ['alice']);

const F = 'f-1';
const drlpData = { businessEntity: { businessEntityName: 'A', fein: '12-3456789', states: [] } };
const submitter = mySelfSubmitter(F);
const address = { addressLine1: '1', addressLine2: '', addressLine3: '', city: 'A', state: 'TX', postalCode: '78701' };
const q = { productType: 'PRODUCER_LICENSING' } as const;

/** [fault path, call, the message of an unexpected 409] */
const calls = (api: RegistryApi): Array<[string, TaskEither<DomainError, unknown>, string]> => [
  [
    '/identify.json',
    api.identify({ entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1', lastName: 'X', useAgreementAccepted: true }),
    'Unexpected identify response: 409',
  ],
  ['/user-info.json', api.userInfo(), 'Unexpected user info response: 409'],
  ['/maintenance-notifications.json', api.maintenanceNotifications(), 'Unexpected maintenance notifications response: 409'],
  ['/countries.json', api.countries(), 'Unexpected countries response: 409'],
  ['/states.json', api.states(), 'Unexpected states response: 409'],
  ['/provinces.json', api.provinces(), 'Unexpected provinces response: 409'],
  ['/logout.json', api.logout(), 'Unexpected logout response: 409'],
  ['/contextual-messages/*', api.contextualMessages(F, 'loc'), 'Unexpected contextual messages response: 409'],
  ['/contextual-messages.json', api.contextualMessagesFor({ flowId: F, locationIds: [] }), 'Unexpected contextual messages response: 409'],
  ['/submitter/*', api.submitter(F), 'Unexpected submitter response: 409'],
  ['/submitter.json', api.postSubmitter(submitter), 'Unexpected submitter response: 409'],
  ['/pdb-report-submitter/*', api.pdbSubmitter(F), 'Unexpected pdb report submitter response: 409'],
  ['/pdb-report-submitter.json', api.postPdbSubmitter(submitter), 'Unexpected pdb report submitter response: 409'],
  ['/addresses.json', api.searchAddresses('US', 'x'), 'Unexpected address search response: 409'],
  ['/address-verification/validate.json', api.validateAddress(address), 'Unexpected address validation response: 409'],
  ['/review/ccr/*', api.ccrReview(F), 'Unexpected ccr review response: 409'],
  ['/demographic-update/*', api.primaryName(F), 'Unexpected primary name response: 409'],
  ['/demographic-update/*', api.postPrimaryName(F, { flowId: F, items: [] }), 'Unexpected primary name response: 409'],
  ['/license-update/*', api.drlp(F), 'Unexpected drlp response: 409'],
  ['/license-update/*', api.postDrlp(F, drlpData), 'Unexpected drlp response: 409'],
  ['/license-update/*', api.addDrlp(F, { npn: '1', lastName: 'X', stateCode: 'TX', isApplyToAll: false, licenseCodes: [] }), 'Unexpected drlp response: 409'],
  ['/license-update/*', api.removeDrlp(F, { licenseCode: 'A', npn: '1', lastName: 'X', stateCode: 'TX' }), 'Unexpected drlp response: 409'],
  ['/license-update/*', api.searchDrlp(F, { npn: '1', lastName: 'X', stateCode: 'TX', isApplyToAll: false }), 'Unexpected drlp response: 409'],
  ['/license-update/*', api.proceedDrlp(F, drlpData), 'Unexpected drlp response: 409'],
  ['/license-update/*', api.licenseUpdateReview(F), 'Unexpected license update review response: 409'],
  ['/demographic-update/start.json', api.startDemographicUpdate('DEMOGRAPHIC_UPDATE'), 'Unexpected demographic update start response: 409'],
  ['/license-update/start.json', api.startLicenseUpdate('LICENSE_UPDATE'), 'Unexpected license update start response: 409'],
  ['/flows/*', api.modules(F), 'Unexpected modules response: 409'],
  ['/flows/*', api.module(F, 'p'), 'Unexpected module response: 409'],
  ['/flows/*', api.saveModule(F, 'p', {}), 'Unexpected module response: 409'],
  ['/orders.json', api.orders(), 'Unexpected orders response: 409'],
  ['/orders/*', api.order('O-1'), 'Order O-1 was not found'],
  ['/orders/*', api.orderDocument('O-1', 'view'), 'Unexpected order document response: 409'],
  ['/pdb-report-metadata.json', api.pdbReportMetadata(), 'Unexpected pdb report metadata response: 409'],
  ['/flows/reports.json', api.startPdbReport(), 'Unexpected reports response: 409'],
  ['/pdb-report-status.json', api.pdbReportStatus(F), 'Unexpected pdb report status response: 409'],
  ['/incomplete-applications.json', api.incompleteApplications(), 'Unexpected incomplete applications response: 409'],
  ['/incomplete-applications/*', api.deleteIncompleteApplication('B-1'), 'Unexpected incomplete application delete response: 409'],
  ['/product-attributes.json', api.productAttributes(), 'Unexpected product attributes response: 409'],
  ['/basis-licenses.json', api.basisLicenses(q), 'Unexpected basis licenses response: 409'],
  ['/supported-states.json', api.supportedStates(q), 'Unexpected supported states response: 409'],
  ['/available-lines.json', api.availableLines({ ...q, stateCode: 'TX' }), 'Unexpected available lines response: 409'],
  ['/available-lines/validation.json', api.validateLicenses({ stateCode: 'TX', licenses: [] }), 'Unexpected license validation response: 409'],
  ['/duplicates.json', api.duplicates(q), 'Unexpected duplicates response: 409'],
  ['/duplicates/*', api.duplicatesFor('B-1'), 'Unexpected duplicates response: 409'],
  ['/fee-summary.json', api.feeSummary(q), 'Unexpected fee summary response: 409'],
  ['/flows.json', api.createFlow(q), 'Flow creation failed (409)'],
];

it('any unexpected status names the call (order detail: not found; flow creation: "Flow creation failed")', async ({ sandbox, alice }) => {
  const list = calls(alice.api);
  assert.is(list.length, 47, 'every call of the client');
  for (const [path, call, message] of list) {
    sandbox.controls.setFaults([{ path, status: 409 }]);
    assert.is((await failed(call)).message, message, path);
  }
});

it('401 with no returned token, on any call: Unauthorized and a logout preserving SSO', async ({ sandbox, alice }) => {
  const list = calls(alice.api);
  for (const [path, call] of list) {
    sandbox.controls.setFaults([{ path, status: 401 }]);
    assert.is((await failed(call))._tag, 'Unauthorized', path);
  }
  assert.is(alice.logouts.length, list.length);
  assert.ok(alice.logouts.every((preserveSso) => preserveSso));
});

it.run();
