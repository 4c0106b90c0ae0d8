/**
 * The calls of docs/portal.md §Calls the contract check makes: every read an identity can reach, and with
 * --write the write calls on fresh flows (a licensing flow, a contact change, a demographic
 * update, a license update for a firm, a PDB report). Each answer is decoded by the client with
 * the core codecs; an answer that does not decode is reported with its field paths.
 */
import { isLicensingProduct, type AvailableLine, type BasisLicense, type ProductAttribute } from '../../core/model/licensing';
import type { UserInfo } from '../../core/model/user-info';
import type { ModuleData } from '../../core/model/modules';
import type { SubmitterResponse } from '../../core/model/submitter';
import type { RegistryApi } from '../../core/ports/registry-api';
import { emptySelections, licensingRequest, linesQuery, selectionQuery, type StartFlowSelections } from '../../core/use-cases/start-flow/selections';
import { submitterDefaults, submitterPost } from '../../core/use-cases/submitter/defaults';
import { initialFormItems, namePostPayload } from '../../core/use-cases/names/name-form';
import type { Probe } from './probe';

/** What the reads learned that the writes build on. */
export interface Reached {
  user?: UserInfo;
  selections?: StartFlowSelections;
  line?: AvailableLine;
}

export async function readCalls(api: RegistryApi, probe: Probe): Promise<Reached> {
  const reached: Reached = {};
  const user = await probe.run('GET /user-info.json', api.userInfo());
  if (user) reached.user = user;
  await probe.run('GET /maintenance-notifications.json', api.maintenanceNotifications());
  await probe.run('GET /countries.json', api.countries());
  await probe.run('GET /states.json', api.states());
  await probe.run('GET /provinces.json', api.provinces());

  const orders = await probe.run('GET /orders.json', api.orders());
  const first = orders?.orderSummaries[0];
  if (first && typeof first.orderCode === 'string') {
    await probe.run('GET /orders/{orderCode}.json', api.order(first.orderCode));
    await probe.run('GET /orders/{orderCode}/pdf-view.pdf', api.orderDocument(first.orderCode, 'view'));
    await probe.run('GET /orders/{orderCode}/pdf-receipt.pdf', api.orderDocument(first.orderCode, 'receipt'));
  } else probe.skip('GET /orders/{orderCode}.json and PDFs', 'no order to read');

  await probe.run('GET /pdb-report-metadata.json', api.pdbReportMetadata());
  const incomplete = await probe.run('GET /incomplete-applications.json', api.incompleteApplications());
  const batch = incomplete?.[0];
  if (batch) await probe.run('GET /duplicates/{batchCode}.json', api.duplicatesFor(batch.batchCode));
  else probe.skip('GET /duplicates/{batchCode}.json', 'no incomplete application');
  // An incomplete application is resumed by its batch code as the flow id: its flow can be read.
  const resumable = incomplete?.find((a) => a.isLicensing);
  if (resumable) await flowReads(api, probe, resumable.batchCode, '(incomplete application)');
  else probe.skip('flow reads', 'no incomplete licensing application (use --write for a fresh flow)');

  const attributes = await probe.run('GET /product-attributes.json', api.productAttributes());
  const licensing = attributes?.find((a: ProductAttribute) => isLicensingProduct(a.productType));
  if (!licensing) {
    probe.skip('GET /basis-licenses.json, /supported-states.json, /available-lines.json', 'no licensing product offered');
    return reached;
  }
  let selections: StartFlowSelections = { ...emptySelections, ...licensing };
  const basis: BasisLicense[] | undefined = await probe.run('GET /basis-licenses.json', api.basisLicenses(selectionQuery(selections)));
  if (basis?.[0]) selections = { ...selections, basisLicense: { jurisdictionCode: basis[0].jurisdictionCode, licenseNumber: basis[0].licenseNumber } };
  const supported = await probe.run('GET /supported-states.json', api.supportedStates(selectionQuery(selections)));
  const stateCode = supported ? Object.keys(supported.states)[0] : undefined;
  if (!stateCode) {
    probe.skip('GET /available-lines.json', 'no supported state');
    return reached;
  }
  selections = { ...selections, stateCodes: [stateCode] };
  const lines = await probe.run('GET /available-lines.json', api.availableLines(linesQuery(selections, stateCode)));
  reached.selections = selections;
  const line = lines?.find((l) => l.loas.some((loa) => loa.available));
  if (line) reached.line = line;
  return reached;
}

/**
 * The write calls, then the clean-up: every incomplete application they left on the licensee's
 * account (those listed after that were not before) is deleted, so a check leaves the account as
 * it found it.
 */
export async function writeCalls(api: RegistryApi, probe: Probe, reached: Reached): Promise<void> {
  const codes = async () => {
    const list = await api.incompleteApplications()();
    return list._tag === 'Right' ? new Set(list.right.map((a) => a.batchCode)) : undefined;
  };
  const before = await codes();
  await writes(api, probe, reached);
  const after = await codes();
  if (!before || !after) {
    probe.skip('clean-up', 'the incomplete applications could not be listed: remove what the check created by hand');
    return;
  }
  for (const code of [...after].filter((c) => !before.has(c)))
    await probe.run('DELETE /incomplete-applications/{batchCode}.json (clean-up)', api.deleteIncompleteApplication(code));
}

async function writes(api: RegistryApi, probe: Probe, reached: Reached): Promise<void> {
  const { selections, line } = reached;
  const stateCode = selections?.stateCodes[0];
  if (selections && line && stateCode !== undefined) {
    const loa = line.loas.find((l) => l.available)!;
    const licenses = [
      { licenseClassCode: line.licenseClassCode, loaCodes: [loa.loaCode], ...(line.licenseNumber ? { licenseNumber: line.licenseNumber } : {}) },
    ];
    const chosen: StartFlowSelections = { ...selections, licenses: { [stateCode]: licenses } };
    const request = licensingRequest(chosen);
    await probe.run('POST /available-lines/validation.json', api.validateLicenses({ stateCode, licenses: [...licenses] }));
    await probe.run('POST /duplicates.json', api.duplicates(request));
    await probe.run('POST /fee-summary.json', api.feeSummary(request));
    const flow = await probe.run('PUT /flows.json', api.createFlow(request));
    if (flow) await flowCalls(api, probe, flow.flowId);
  } else probe.skip('licensing writes', 'no available line to apply for');

  const ccr = await probe.run('PUT /flows.json (contact change)', api.createFlow({ productType: 'CONTACT_CHANGE' }));
  if (ccr) await probe.run('GET /review/ccr/{flowId}.json', api.ccrReview(ccr.flowId));

  const demographic = await probe.run('PUT /demographic-update/start.json', api.startDemographicUpdate('DEMOGRAPHIC_UPDATE'));
  if (demographic) {
    const names = await probe.run('GET /demographic-update/{flowId}/primary-name.json', api.primaryName(demographic.flowId));
    // Requesting the current name again: a valid post for an individual and a business alike.
    const items = names ? initialFormItems(names).map((item) => ({ ...item, requestedName: item.currentName })) : [];
    if (names)
      await probe.run(
        'POST /demographic-update/{flowId}/primary-name.json',
        api.postPrimaryName(demographic.flowId, namePostPayload(demographic.flowId, items)),
      );
  }

  if (reached.user?.fein) {
    const update = await probe.run('PUT /license-update/start.json', api.startLicenseUpdate('LICENSE_UPDATE'));
    if (update) {
      const drlp = await probe.run('GET /license-update/{flowId}/drlp.json', api.drlp(update.flowId));
      if (drlp) await probe.run('POST /license-update/{flowId}/drlp.json', api.postDrlp(update.flowId, drlp));
      await probe.run('GET /license-update/{flowId}/review.json', api.licenseUpdateReview(update.flowId));
    }
  } else probe.skip('license update (DRLP) calls', 'the identity is not a firm');

  const report = await probe.run('GET /flows/reports.json', api.startPdbReport());
  if (report) {
    await probe.run('GET /pdb-report-submitter/{flowId}.json', api.pdbSubmitter(report.flowId));
    await probe.run('POST /pdb-report-status.json', api.pdbReportStatus(report.flowId));
  }
}

/** The reads of a flow: its modules, the first module, its contextual messages, its submitter. */
async function flowReads(
  api: RegistryApi,
  probe: Probe,
  flowId: string,
  which: string,
): Promise<{ path?: string; data?: ModuleData; submitter?: SubmitterResponse }> {
  const modules = await probe.run(`GET /flows/{flowId}/modules.json ${which}`, api.modules(flowId));
  const first = modules?.modules[0];
  let data: ModuleData | undefined;
  if (first) {
    data = (await probe.run(`GET /flows/{flowId}/modules/{path}.json ${which}`, api.module(flowId, first.path)))?.data;
    await probe.run(`GET /contextual-messages/{flowId}/{locationId}.json ${which}`, api.contextualMessages(flowId, first.contextualMessageId));
    await probe.run(`POST /contextual-messages.json ${which}`, api.contextualMessagesFor({ flowId, locationIds: [first.contextualMessageId] }));
  } else probe.skip(`module reads ${which}`, 'the flow has no modules');
  const submitter = await probe.run(`GET /submitter/{flowId}.json ${which}`, api.submitter(flowId));
  return { ...(first ? { path: first.path } : {}), ...(data ? { data } : {}), ...(submitter ? { submitter } : {}) };
}

/** The reads and writes on a fresh licensing flow: its first module saved as it is, its submitter posted. */
async function flowCalls(api: RegistryApi, probe: Probe, flowId: string): Promise<void> {
  const read = await flowReads(api, probe, flowId, '(new flow)');
  if (read.path && read.data) await probe.run('PUT /flows/{flowId}/modules/{path}.json (new flow)', api.saveModule(flowId, read.path, read.data));
  if (read.submitter) {
    const form = { ...submitterDefaults(read.submitter), submittingFor: 'MY_SELF' as const, useAcceptance: true };
    await probe.run('POST /submitter.json (new flow)', api.postSubmitter(submitterPost(flowId, form)));
  }
}
