/**
 * Every call of the registry API the portal makes, with the addresses behind the
 * address service and logout: method, path under the API base, parameters, body and the
 * answers by status, each with the codec its body must fit (none for an empty answer). The
 * OpenAPI document (document.ts) is built from this table and the codecs alone.
 */
import type * as t from 'io-ts';
import { AddressRecord, AddressRecords, AddressVerification } from '../address';
import { CcrReview } from '../ccr';
import { ContextualMessages, ContextualMessagesByLocation, ContextualMessagesRequest } from '../contextual-messages';
import { DrlpAddRequest, DrlpData, DrlpPaidChanges, DrlpRemoveRequest, DrlpSearchRequest, DrlpSearchResult } from '../drlp';
import { ErrorResponse } from '../error-response';
import { IdentifyRequest, IdentifyResult } from '../identify';
import { IncompleteApplications } from '../incomplete';
import {
  AvailableLines,
  BasisLicenses,
  DuplicateOrders,
  FeeSummary,
  FeeSummaryRequest,
  LicenseValidationErrors,
  LicenseValidationRequest,
  LicensingRequest,
  ProductAttributes,
  ProductTypeRequest,
  SupportedStates,
} from '../licensing';
import { MaintenanceNotifications } from '../maintenance';
import { ModuleContent, ModuleData, ModuleErrors, ModuleList } from '../modules';
import { PrimaryNamePost, PrimaryNamePostResult, PrimaryNameResponse } from '../names';
import { OrderDetail, OrderSummaries } from '../orders';
import { FlowCreated, PDB_REPORT_GONE_STATUS, PdbReport, PdbReportMetadata, PdbReportStatus } from '../pdb-report';
import { Countries, Provinces, States } from '../reference-data';
import { SubmitterPost, SubmitterResponse } from '../submitter';
import { UserInfo } from '../user-info';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** One answer: what it means and the codec of its JSON body (`null`: no body; `'pdf'`: a PDF file). */
export interface Answer {
  readonly description: string;
  readonly body: t.Mixed | null | 'pdf';
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly description: string;
  readonly required: boolean;
  /** A pattern the value must match (path segments: letters, digits and hyphens). */
  readonly pattern?: string;
}

export interface ApiCall {
  readonly operationId: string;
  readonly method: Method;
  /** Under the API base, OpenAPI style: `/orders/{orderCode}.json`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: Tag;
  /** Public calls need no bearer token (the portal makes them before identify). */
  readonly public?: boolean;
  readonly parameters?: readonly Parameter[];
  readonly body?: { readonly codec: t.Mixed; readonly description: string };
  readonly answers: Readonly<Record<number, Answer>>;
  /** Every refusal is 200 with errors (a module save's contract), so no shared 400 either. */
  readonly refusedWith200?: true;
}

export const TAGS = {
  session: 'Identify, user info and logout.',
  reference: 'Reference lists and maintenance notices, fetched at startup.',
  startFlow: 'Starting an application: products, basis licenses, states, lines, duplicates and fees.',
  modules: 'The modules (steps) of an application and their data.',
  flowSteps: 'Submitters and contextual messages shared by every journey.',
  updates: 'Contact change review, primary-name change and designated responsible licensed producers (DRLPs).',
  orders: 'Orders, their documents, and incomplete applications.',
  pdbReport: 'The producer database (PDB) detail report.',
  addresses: 'Address lookup and verification.',
} as const;
export type Tag = keyof typeof TAGS;

const SEGMENT = '^[A-Za-z0-9-]+$';
const flowId: Parameter = { name: 'flowId', in: 'path', description: 'The flow (application) id.', required: true, pattern: SEGMENT };
const orderCode: Parameter = { name: 'orderCode', in: 'path', description: 'The order code.', required: true, pattern: SEGMENT };
const batchCode: Parameter = { name: 'batchCode', in: 'path', description: 'The batch code of an incomplete application.', required: true, pattern: SEGMENT };
const query = (name: string, description: string, required = false): Parameter => ({ name, in: 'query', description, required });
const SELECTIONS: readonly Parameter[] = [
  query('productType', 'The product type chosen.', true),
  query('applicationType', 'The application type (licensing products).'),
  query('residencyType', 'The residency type (licensing products).'),
  query('jurisdictionCode', 'The basis license jurisdiction.'),
  query('licenseNumber', 'The basis license number.'),
];

const json = (body: t.Mixed, description: string): Answer => ({ description, body });
const errors = (description: string): Answer => ({ description, body: ErrorResponse });
const empty = (description: string): Answer => ({ description, body: null });
const REFUSED = errors('The request was refused: the errors say why.');
const NOT_FOUND = errors('Not found, or not the signed-in licensee’s.');
const FROZEN = errors('The application is paid (or cancelled): it no longer changes.');

export const API_CALLS: readonly ApiCall[] = [
  // identify, user info, logout
  {
    operationId: 'identify',
    method: 'post',
    path: '/identify.json',
    summary: 'Identify a licensee',
    tag: 'session',
    public: true,
    body: {
      codec: IdentifyRequest,
      description: 'Entity and search type, the chosen search fields, the use agreement, and the SSN of the authorization step.',
    },
    answers: {
      200: json(IdentifyResult, 'Identified (status SUCCESS); the session token is in the Authorization header.'),
      400: json(IdentifyResult, 'Not identified: IDENTIFICATION_FAILURE, AUTHORIZATION_FAILURE with the SSN asked for, or ERROR with messages.'),
      429: json(
        IdentifyResult,
        'Too many failed attempts (for this licensee, this last name, this client or in total): status ERROR; Retry-After says when to try again.',
      ),
    },
  },
  {
    operationId: 'userInfo',
    method: 'get',
    path: '/user-info.json',
    summary: 'The signed-in user',
    tag: 'session',
    answers: { 200: json(UserInfo, 'The user; always with a fresh token.'), 404: NOT_FOUND },
  },
  {
    operationId: 'logout',
    method: 'post',
    path: '/logout.json',
    summary: 'End the session',
    tag: 'session',
    public: true,
    answers: { 204: empty('Signed out (also when not signed in).') },
  },
  // reference lists
  {
    operationId: 'maintenanceNotifications',
    method: 'get',
    path: '/maintenance-notifications.json',
    summary: 'Maintenance notices',
    tag: 'reference',
    public: true,
    answers: { 200: json(MaintenanceNotifications, 'The notices.') },
  },
  {
    operationId: 'countries',
    method: 'get',
    path: '/countries.json',
    summary: 'Countries',
    tag: 'reference',
    public: true,
    answers: { 200: json(Countries, 'The countries.') },
  },
  {
    operationId: 'states',
    method: 'get',
    path: '/states.json',
    summary: 'States and territories',
    tag: 'reference',
    public: true,
    answers: { 200: json(States, 'The states.') },
  },
  {
    operationId: 'provinces',
    method: 'get',
    path: '/provinces.json',
    summary: 'Provinces',
    tag: 'reference',
    public: true,
    answers: { 200: json(Provinces, 'The provinces.') },
  },
  // contextual messages and submitters
  {
    operationId: 'contextualMessages',
    method: 'get',
    path: '/contextual-messages/{flowId}/{locationId}.json',
    summary: 'Contextual messages of one location',
    tag: 'flowSteps',
    parameters: [flowId, { name: 'locationId', in: 'path', description: 'Where the messages are shown.', required: true }],
    answers: { 200: json(ContextualMessages, 'The messages (none for an unknown location).'), 404: NOT_FOUND },
  },
  {
    operationId: 'contextualMessagesFor',
    method: 'post',
    path: '/contextual-messages.json',
    summary: 'Contextual messages of several locations',
    tag: 'flowSteps',
    body: { codec: ContextualMessagesRequest, description: 'The flow and the locations.' },
    answers: { 200: json(ContextualMessagesByLocation, 'The messages by location.'), 400: REFUSED, 404: NOT_FOUND },
  },
  {
    operationId: 'submitter',
    method: 'get',
    path: '/submitter/{flowId}.json',
    summary: 'The submitter of a flow',
    tag: 'flowSteps',
    parameters: [flowId],
    answers: { 200: json(SubmitterResponse, 'The submitter fields.'), 404: NOT_FOUND },
  },
  {
    operationId: 'postSubmitter',
    method: 'post',
    path: '/submitter.json',
    summary: 'Save the submitter of a flow, contact change, name change or license update',
    tag: 'flowSteps',
    body: { codec: SubmitterPost, description: 'The submitter fields and the flow id.' },
    answers: { 204: empty('Saved.'), 400: errors('Refused: the messages of the fields.'), 404: NOT_FOUND, 409: FROZEN },
  },
  {
    operationId: 'pdbSubmitter',
    method: 'get',
    path: '/pdb-report-submitter/{flowId}.json',
    summary: 'The submitter of a PDB report',
    tag: 'pdbReport',
    parameters: [flowId],
    answers: { 200: json(SubmitterResponse, 'The submitter fields.'), 404: NOT_FOUND },
  },
  {
    operationId: 'postPdbSubmitter',
    method: 'post',
    path: '/pdb-report-submitter.json',
    summary: 'Save the submitter of a PDB report',
    tag: 'pdbReport',
    body: { codec: SubmitterPost, description: 'The submitter fields and the flow id.' },
    answers: { 204: empty('Saved.'), 400: errors('Refused: the messages of the fields.'), 404: NOT_FOUND, 409: FROZEN },
  },
  // addresses
  {
    operationId: 'searchAddresses',
    method: 'get',
    path: '/addresses.json',
    summary: 'Search addresses',
    tag: 'addresses',
    parameters: [query('countryCode', 'Two-letter country code (default US).'), query('query', 'Free text, at most 200 characters.')],
    answers: { 200: json(AddressRecords, 'The addresses found.'), 400: REFUSED },
  },
  {
    operationId: 'validateAddress',
    method: 'post',
    path: '/address-verification/validate.json',
    summary: 'Verify an address',
    tag: 'addresses',
    body: { codec: AddressRecord, description: 'The address.' },
    answers: { 200: json(AddressVerification, 'The verification outcome.'), 400: REFUSED },
  },
  // contact change, names, license update
  {
    operationId: 'ccrReview',
    method: 'get',
    path: '/review/ccr/{flowId}.json',
    summary: 'Review of a contact change',
    tag: 'updates',
    parameters: [flowId],
    answers: { 200: json(CcrReview, 'Column headers and records.'), 404: NOT_FOUND },
  },
  {
    operationId: 'primaryName',
    method: 'get',
    path: '/demographic-update/{flowId}/primary-name.json',
    summary: 'The name on file and its jurisdictions',
    tag: 'updates',
    parameters: [flowId],
    answers: { 200: json(PrimaryNameResponse, 'Applicant, enabled name items and disabled jurisdictions.'), 404: NOT_FOUND },
  },
  {
    operationId: 'postPrimaryName',
    method: 'post',
    path: '/demographic-update/{flowId}/primary-name.json',
    summary: 'Request a primary-name change',
    tag: 'updates',
    parameters: [flowId],
    body: { codec: PrimaryNamePost, description: 'The requested names and their jurisdictions.' },
    answers: { 200: json(PrimaryNamePostResult, 'PASS, PARTIAL or FAIL with the jurisdictions’ errors.'), 400: REFUSED, 404: NOT_FOUND, 409: FROZEN },
  },
  ...drlpCalls(),
  // modules
  {
    operationId: 'modules',
    method: 'get',
    path: '/flows/{flowId}/modules.json',
    summary: 'The modules of a flow',
    tag: 'modules',
    parameters: [flowId],
    answers: { 200: json(ModuleList, 'The modules, in order.'), 404: NOT_FOUND },
  },
  {
    operationId: 'module',
    method: 'get',
    path: '/flows/{flowId}/modules/{path}.json',
    summary: 'One module: components, data and destination',
    tag: 'modules',
    parameters: [flowId, { name: 'path', in: 'path', description: 'The module path.', required: true, pattern: SEGMENT }],
    answers: { 200: json(ModuleContent, 'The components, the saved (or starting) data and the next module.'), 404: NOT_FOUND },
  },
  {
    operationId: 'saveModule',
    method: 'put',
    path: '/flows/{flowId}/modules/{path}.json',
    summary: 'Save a module',
    tag: 'modules',
    parameters: [flowId, { name: 'path', in: 'path', description: 'The module path.', required: true, pattern: SEGMENT }],
    body: { codec: ModuleData, description: 'The module data.' },
    answers: {
      204: empty('Saved.'),
      200: json(ModuleErrors, 'Not saved: the errors to show (also for an unknown flow or module, a submitted application, or a body no call takes).'),
    },
    refusedWith200: true,
  },
  // orders and reports
  {
    operationId: 'orders',
    method: 'get',
    path: '/orders.json',
    summary: 'Order history',
    tag: 'orders',
    answers: { 200: json(OrderSummaries, 'The orders, newest first.') },
  },
  {
    operationId: 'order',
    method: 'get',
    path: '/orders/{orderCode}.json',
    summary: 'One order',
    tag: 'orders',
    parameters: [orderCode],
    answers: { 200: json(OrderDetail, 'The order and its transactions.'), 404: NOT_FOUND },
  },
  ...(['view', 'receipt'] as const).map((kind): ApiCall => ({
    operationId: kind === 'view' ? 'orderDetailsPdf' : 'orderReceiptPdf',
    method: 'get',
    path: `/orders/{orderCode}/pdf-${kind}.pdf`,
    summary: kind === 'view' ? 'Order details as a PDF' : 'Order receipt as a PDF',
    tag: 'orders',
    parameters: [orderCode],
    answers: { 200: { description: 'The PDF.', body: 'pdf' }, 404: NOT_FOUND },
  })),
  {
    operationId: 'pdbReport',
    method: 'get',
    path: '/orders/{orderCode}/pdb-report.json',
    summary: 'A paid detail report, as of its purchase',
    tag: 'pdbReport',
    parameters: [orderCode],
    answers: { 200: json(PdbReport, 'The report kept with the order: demographics, licenses, appointments.'), 404: NOT_FOUND },
  },
  {
    operationId: 'pdbReportPdf',
    method: 'get',
    path: '/orders/{orderCode}/pdb-report.pdf',
    summary: 'A paid detail report on its own, as a PDF',
    tag: 'pdbReport',
    parameters: [orderCode],
    answers: { 200: { description: 'The PDF.', body: 'pdf' }, 404: NOT_FOUND },
  },
  {
    operationId: 'pdbReportMetadata',
    method: 'get',
    path: '/pdb-report-metadata.json',
    summary: 'PDB report metadata',
    tag: 'pdbReport',
    answers: { 200: json(PdbReportMetadata, 'Resident states, price and data dates.') },
  },
  {
    operationId: 'startPdbReport',
    method: 'get',
    path: '/flows/reports.json',
    summary: 'Start a PDB report flow',
    tag: 'pdbReport',
    answers: { 200: json(FlowCreated, 'The new flow id.') },
  },
  {
    operationId: 'pdbReportStatus',
    method: 'post',
    path: '/pdb-report-status.json',
    summary: 'Whether a PDB report is ready (repeated while 404)',
    tag: 'pdbReport',
    body: { codec: FlowCreated, description: 'The report flow id.' },
    answers: {
      200: json(PdbReportStatus, 'Ready (with the order code once paid).'),
      400: REFUSED,
      404: errors('Not ready yet: ask again.'),
      [PDB_REPORT_GONE_STATUS]: errors('No such report for this licensee (unknown, another’s, or not a report): asking again will not help.'),
    },
  },
  {
    operationId: 'incompleteApplications',
    method: 'get',
    path: '/incomplete-applications.json',
    summary: 'Incomplete applications',
    tag: 'orders',
    answers: { 200: json(IncompleteApplications, 'The applications.') },
  },
  {
    operationId: 'deleteIncompleteApplication',
    method: 'delete',
    path: '/incomplete-applications/{batchCode}.json',
    summary: 'Delete an incomplete application',
    tag: 'orders',
    parameters: [batchCode],
    answers: { 204: empty('Deleted.'), 404: NOT_FOUND },
  },
  // starting a flow
  ...(['demographic-update', 'license-update'] as const).map((kind): ApiCall => ({
    operationId: kind === 'demographic-update' ? 'startDemographicUpdate' : 'startLicenseUpdate',
    method: 'put',
    path: `/${kind}/start.json`,
    summary: kind === 'demographic-update' ? 'Start a demographic update' : 'Start a license update',
    tag: 'startFlow',
    body: { codec: ProductTypeRequest, description: 'The product type.' },
    answers: { 200: json(FlowCreated, 'The new flow id.'), 400: REFUSED },
  })),
  {
    operationId: 'productAttributes',
    method: 'get',
    path: '/product-attributes.json',
    summary: 'Products offered',
    tag: 'startFlow',
    answers: { 200: json(ProductAttributes, 'The product attributes.') },
  },
  {
    operationId: 'basisLicenses',
    method: 'get',
    path: '/basis-licenses.json',
    summary: 'Basis licenses',
    tag: 'startFlow',
    parameters: SELECTIONS,
    answers: { 200: json(BasisLicenses, 'The basis licenses.'), 400: REFUSED },
  },
  {
    operationId: 'supportedStates',
    method: 'get',
    path: '/supported-states.json',
    summary: 'States to apply in',
    tag: 'startFlow',
    parameters: SELECTIONS,
    answers: { 200: json(SupportedStates, 'The states and whether several may be chosen.'), 400: REFUSED },
  },
  {
    operationId: 'availableLines',
    method: 'get',
    path: '/available-lines.json',
    summary: 'Licenses and lines of authority of one state',
    tag: 'startFlow',
    parameters: [...SELECTIONS, query('stateCode', 'The state.', true)],
    answers: { 200: json(AvailableLines, 'The licenses and their lines.'), 400: errors('A problem with this state (or with the selections).') },
  },
  {
    operationId: 'validateLicenses',
    method: 'post',
    path: '/available-lines/validation.json',
    summary: 'Check the licenses chosen in one state',
    tag: 'startFlow',
    body: { codec: LicenseValidationRequest, description: 'The state and its licenses with lines.' },
    answers: { 204: empty('Valid.'), 200: json(LicenseValidationErrors, 'Errors at state, license and line level.'), 400: REFUSED },
  },
  {
    operationId: 'duplicates',
    method: 'post',
    path: '/duplicates.json',
    summary: 'Orders that duplicate a licensing request',
    tag: 'startFlow',
    body: { codec: LicensingRequest, description: 'The licensing request.' },
    answers: { 204: empty('No duplicates.'), 200: json(DuplicateOrders, 'The duplicate orders.'), 400: REFUSED },
  },
  {
    operationId: 'duplicatesFor',
    method: 'get',
    path: '/duplicates/{batchCode}.json',
    summary: 'Duplicates of a resumed application',
    tag: 'startFlow',
    parameters: [batchCode],
    answers: { 204: empty('No duplicates.'), 200: json(DuplicateOrders, 'The duplicate orders.'), 404: NOT_FOUND },
  },
  {
    operationId: 'feeSummary',
    method: 'post',
    path: '/fee-summary.json',
    summary: 'Fee estimate',
    tag: 'startFlow',
    body: {
      codec: FeeSummaryRequest,
      description: 'The licensing request, or the flow to price (flowId) for a contact change, a name change or a license update.',
    },
    answers: { 200: json(FeeSummary, 'Totals and fee details.'), 400: REFUSED, 404: NOT_FOUND },
  },
  {
    operationId: 'createFlow',
    method: 'put',
    path: '/flows.json',
    summary: 'Create a flow',
    tag: 'startFlow',
    body: { codec: LicensingRequest, description: 'The product-type request (the licensing request for licensing products).' },
    answers: { 200: json(FlowCreated, 'The new flow id.'), 400: REFUSED },
  },
];

function drlpCalls(): ApiCall[] {
  const base = '/license-update/{flowId}';
  const drlp = (
    operationId: string,
    method: Method,
    action: string,
    summary: string,
    body?: { codec: t.Mixed; description: string },
    answer: t.Mixed = DrlpData,
  ): ApiCall => ({
    operationId,
    method,
    path: `${base}/${action}.json`,
    summary,
    tag: 'updates',
    parameters: [flowId],
    ...(body ? { body } : {}),
    answers: {
      200: json(answer, 'The DRLP data (with errors when refused).'),
      ...(body ? { 400: REFUSED } : {}),
      404: NOT_FOUND,
      ...(body && answer === DrlpData ? { 409: FROZEN } : {}),
    },
  });
  return [
    drlp('drlp', 'get', 'drlp', 'DRLPs of a business entity'),
    drlp('postDrlp', 'post', 'drlp', 'Save the DRLPs', { codec: DrlpData, description: 'The DRLP data.' }),
    drlp('addDrlp', 'put', 'drlp/add', 'Add a DRLP', { codec: DrlpAddRequest, description: 'The DRLP and the licenses.' }),
    drlp('removeDrlp', 'delete', 'drlp/remove', 'Remove a DRLP', { codec: DrlpRemoveRequest, description: 'The DRLP and the license.' }),
    drlp(
      'searchDrlp',
      'post',
      'drlp/search',
      'Find a producer to add as DRLP',
      { codec: DrlpSearchRequest, description: 'NPN, last name and state.' },
      DrlpSearchResult,
    ),
    drlp('proceedDrlp', 'post', 'drlp/proceed', 'Proceed with the DRLPs', { codec: DrlpData, description: 'The DRLP data.' }),
    drlp('licenseUpdateReview', 'get', 'review', 'Review of a license update'),
    // Beyond the spec's calls: so a firm does not pay twice for the same change (docs/portal.md §License update).
    {
      operationId: 'paidDrlpChanges',
      method: 'get',
      path: '/license-update/paid-changes.json',
      summary: 'DRLP changes paid for and not yet made by the registry',
      tag: 'updates',
      answers: { 200: json(DrlpPaidChanges, 'Each producer added or removed, by state and license, with its order and that state’s status in it.') },
    },
  ];
}
