/**
 * The registry calls of the journeys (docs/portal.md §Calls from contextual messages on): all but identifying
 * and the environment (fetch-registry-api.ts). A module of its own, so that the browser loads it
 * with the journeys' codecs on the first such call, not with the identify page (docs/decisions.md
 * §First load). Each call names its path, the statuses it
 * expects and the codec its answer must fit.
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { flowCreationFailed, notFound, type DomainError } from '../../core/errors';
import { AddressRecords, AddressVerification, type AddressRecord } from '../../core/model/address';
import { CcrReview } from '../../core/model/ccr';
import { ContextualMessages, ContextualMessagesByLocation, type ContextualMessagesRequest } from '../../core/model/contextual-messages';
import { DrlpData, DrlpPaidChanges, DrlpSearchResult, type DrlpAddRequest, type DrlpRemoveRequest, type DrlpSearchRequest } from '../../core/model/drlp';
import { IncompleteApplications } from '../../core/model/incomplete';
import {
  AvailableLines,
  BasisLicenses,
  DuplicateOrders,
  FeeSummary,
  type FeeSummaryRequest,
  LicenseValidationErrors,
  ProductAttributes,
  SupportedStates,
  type LicenseValidationRequest,
  type LicensingRequest,
  type ProductType,
} from '../../core/model/licensing';
import { ModuleContent, ModuleErrors, ModuleList, type ModuleData } from '../../core/model/modules';
import { PrimaryNamePostResult, PrimaryNameResponse, type PrimaryNamePost } from '../../core/model/names';
import { OrderDetail, OrderSummaries, type OrderDocumentKind } from '../../core/model/orders';
import { FlowCreated, PDB_REPORT_GONE_STATUS, PDB_REPORT_NOT_FOUND, PdbReport, PdbReportMetadata, PdbReportStatus } from '../../core/model/pdb-report';
import { SubmitterResponse, type SubmitterPost } from '../../core/model/submitter';
import type { OrderDocument, RegistryApi, SelectionQuery } from '../../core/ports/registry-api';
import { constant, decoded, rejected, type Handler, type Handlers } from './answers';
import { segment, type HttpRequest } from './http-client';

type Call<A> = TE.TaskEither<DomainError, A>;

/** The calls the identify page makes (fetch-registry-api.ts has them); the journeys' are here. */
export type FirstCalls = 'identify' | 'userInfo' | 'maintenanceNotifications' | 'countries' | 'states' | 'provinces' | 'logout';
export type JourneyCalls = Omit<RegistryApi, FirstCalls>;

/** How a call goes out: the HTTP client's shared behaviour and the call's own handlers. */
export interface CallMaker {
  call<A>(request: HttpRequest, what: string, handlers: Handlers<A>): Call<A>;
  get<A>(path: string, what: string, handlers: Handlers<A>, query?: HttpRequest['query']): Call<A>;
}

/** The selections as query parameters, undefined ones left out. */
export const selectionParams = (q: SelectionQuery): Record<string, string | undefined> => ({
  productType: q.productType,
  applicationType: q.applicationType,
  residencyType: q.residencyType,
  jurisdictionCode: q.jurisdictionCode,
  licenseNumber: q.licenseNumber,
  stateCode: q.stateCode,
});

/** The file name a downloaded order document is saved under. */
export const orderDocumentFileName = (orderCode: string, kind: OrderDocumentKind): string =>
  `${orderCode}-${kind === 'view' ? 'order-details' : kind === 'receipt' ? 'receipt' : 'pdb-report'}.pdf`;

/** A module path may hold several segments ("licenses/TX"); each one is encoded. */
const modulePath = (path: string) => path.split('/').map(segment).join('/');

export function journeyCalls(c: CallMaker): JourneyCalls {
  const drlpCall = <A>(method: HttpRequest['method'], flowId: string, action: string, body: unknown, handler: Handler<A>): Call<A> => {
    const path = `/license-update/${segment(flowId)}/drlp${action ? `/${action}` : ''}.json`;
    return c.call({ method, path, ...(body === undefined ? {} : { body }) }, 'drlp', { 200: handler, 400: rejected });
  };
  return {
    // contextual messages and submitters
    contextualMessages(flowId: string, locationId: string) {
      return c.get(`/contextual-messages/${segment(flowId)}/${segment(locationId)}.json`, 'contextual messages', { 200: decoded(ContextualMessages) });
    },
    contextualMessagesFor(request: ContextualMessagesRequest) {
      return c.call({ method: 'POST', path: '/contextual-messages.json', body: request }, 'contextual messages', {
        200: decoded(ContextualMessagesByLocation),
      });
    },
    submitter(flowId: string) {
      return c.get(`/submitter/${segment(flowId)}.json`, 'submitter', { 200: decoded(SubmitterResponse) });
    },
    postSubmitter(body: SubmitterPost) {
      return c.call({ method: 'POST', path: '/submitter.json', body }, 'submitter', { ok: constant(null), 400: rejected });
    },
    pdbSubmitter(flowId: string) {
      return c.get(`/pdb-report-submitter/${segment(flowId)}.json`, 'pdb report submitter', { 200: decoded(SubmitterResponse) });
    },
    postPdbSubmitter(body: SubmitterPost) {
      return c.call({ method: 'POST', path: '/pdb-report-submitter.json', body }, 'pdb report submitter', { ok: constant(null), 400: rejected });
    },

    // addresses (docs/decisions.md §Sandbox: the endpoints behind the host functions)
    searchAddresses(countryCode: string, query: string) {
      return c.get('/addresses.json', 'address search', { 200: decoded(AddressRecords) }, { countryCode, query });
    },
    validateAddress(address: AddressRecord) {
      return c.call({ method: 'POST', path: '/address-verification/validate.json', body: address }, 'address validation', {
        200: decoded(AddressVerification),
        400: rejected,
      });
    },

    // contact change, names, license update (DRLP)
    ccrReview(flowId: string) {
      return c.get(`/review/ccr/${segment(flowId)}.json`, 'ccr review', { 200: decoded(CcrReview) });
    },
    primaryName(flowId: string) {
      return c.get(`/demographic-update/${segment(flowId)}/primary-name.json`, 'primary name', { 200: decoded(PrimaryNameResponse) });
    },
    postPrimaryName(flowId: string, body: PrimaryNamePost) {
      // A refused name comes back as a result (requestStatus FAIL with its jurisdiction errors) or as a plain 400.
      const refused: Handler<PrimaryNamePostResult> = (answer) =>
        pipe(
          decoded(PrimaryNamePostResult)(answer),
          E.orElse((): E.Either<DomainError, PrimaryNamePostResult> => rejected(answer)),
        );
      return c.call({ method: 'POST', path: `/demographic-update/${segment(flowId)}/primary-name.json`, body }, 'primary name', {
        200: decoded(PrimaryNamePostResult),
        400: refused,
      });
    },
    drlp(flowId: string) {
      return drlpCall('GET', flowId, '', undefined, decoded(DrlpData));
    },
    postDrlp(flowId: string, body: DrlpData) {
      return drlpCall('POST', flowId, '', body, decoded(DrlpData));
    },
    addDrlp(flowId: string, body: DrlpAddRequest) {
      return drlpCall('PUT', flowId, 'add', body, decoded(DrlpData));
    },
    removeDrlp(flowId: string, body: DrlpRemoveRequest) {
      return drlpCall('DELETE', flowId, 'remove', body, decoded(DrlpData));
    },
    searchDrlp(flowId: string, body: DrlpSearchRequest) {
      return drlpCall('POST', flowId, 'search', body, decoded(DrlpSearchResult));
    },
    proceedDrlp(flowId: string, body: DrlpData) {
      return drlpCall('POST', flowId, 'proceed', body, decoded(DrlpData));
    },
    licenseUpdateReview(flowId: string) {
      return c.get(`/license-update/${segment(flowId)}/review.json`, 'license update review', { 200: decoded(DrlpData) });
    },
    paidDrlpChanges() {
      return c.get('/license-update/paid-changes.json', 'paid drlp changes', { 200: decoded(DrlpPaidChanges) });
    },
    startDemographicUpdate(productType: ProductType) {
      return c.call({ method: 'PUT', path: '/demographic-update/start.json', body: { productType } }, 'demographic update start', {
        ok: decoded(FlowCreated),
      });
    },
    startLicenseUpdate(productType: ProductType) {
      return c.call({ method: 'PUT', path: '/license-update/start.json', body: { productType } }, 'license update start', { ok: decoded(FlowCreated) });
    },

    // modules
    modules(flowId: string) {
      return c.get(`/flows/${segment(flowId)}/modules.json`, 'modules', { 200: decoded(ModuleList) });
    },
    module(flowId: string, path: string) {
      return c.get(`/flows/${segment(flowId)}/modules/${modulePath(path)}.json`, 'module', { 200: decoded(ModuleContent) });
    },
    saveModule(flowId: string, path: string, data: ModuleData) {
      const errors: Handler<string[]> = (answer) => E.map((m: ModuleErrors) => m.errors)(decoded(ModuleErrors)(answer));
      return c.call({ method: 'PUT', path: `/flows/${segment(flowId)}/modules/${modulePath(path)}.json`, body: data }, 'module', {
        204: constant<string[]>([]),
        200: errors,
      });
    },

    // orders and reports
    orders() {
      return c.get('/orders.json', 'orders', { 200: decoded(OrderSummaries) });
    },
    order(orderCode: string) {
      // docs/portal.md §Errors: an order whose detail cannot be had is treated as not found.
      return pipe(
        c.get(`/orders/${segment(orderCode)}.json`, 'order', { 200: decoded(OrderDetail) }),
        TE.mapLeft((e) => (e._tag === 'UnexpectedResponse' || e._tag === 'ServerError' ? notFound(`Order ${orderCode} was not found`) : e)),
      );
    },
    orderDocument(orderCode: string, kind: OrderDocumentKind): Call<OrderDocument> {
      const file = kind === 'view' ? 'pdf-view.pdf' : kind === 'receipt' ? 'pdf-receipt.pdf' : 'pdb-report.pdf';
      return c.call({ method: 'GET', path: `/orders/${segment(orderCode)}/${file}`, as: 'bytes' }, 'order document', {
        200: (answer) =>
          E.right({
            fileName: orderDocumentFileName(orderCode, kind),
            contentType: answer.headers.get('Content-Type') ?? 'application/pdf',
            bytes: answer.bytes ?? new Uint8Array(),
          }),
      });
    },
    pdbReport(orderCode: string) {
      return c.get(`/orders/${segment(orderCode)}/pdb-report.json`, 'pdb report', { 200: decoded(PdbReport) });
    },
    pdbReportMetadata() {
      return c.get('/pdb-report-metadata.json', 'pdb report metadata', { 200: decoded(PdbReportMetadata) });
    },
    startPdbReport() {
      return c.get('/flows/reports.json', 'reports', { 200: decoded(FlowCreated) });
    },
    pdbReportStatus(flowId: string) {
      return c.call({ method: 'POST', path: '/pdb-report-status.json', body: { flowId } }, 'pdb report status', {
        200: decoded(PdbReportStatus),
        404: constant(null),
        // The registry does not know this report for this licensee: asking again will not help.
        [PDB_REPORT_GONE_STATUS]: () => E.left(notFound(PDB_REPORT_NOT_FOUND)),
      });
    },
    incompleteApplications() {
      return c.get('/incomplete-applications.json', 'incomplete applications', { 200: decoded(IncompleteApplications) });
    },
    deleteIncompleteApplication(batchCode: string) {
      return c.call({ method: 'DELETE', path: `/incomplete-applications/${segment(batchCode)}.json` }, 'incomplete application delete', {
        ok: constant(null),
      });
    },

    // starting a flow
    productAttributes() {
      return c.get('/product-attributes.json', 'product attributes', { 200: decoded(ProductAttributes) });
    },
    basisLicenses(query: SelectionQuery) {
      return c.get('/basis-licenses.json', 'basis licenses', { 200: decoded(BasisLicenses) }, selectionParams(query));
    },
    supportedStates(query: SelectionQuery) {
      return c.get('/supported-states.json', 'supported states', { 200: decoded(SupportedStates) }, selectionParams(query));
    },
    availableLines(query: SelectionQuery & { stateCode: string }) {
      return c.get('/available-lines.json', 'available lines', { 200: decoded(AvailableLines), 400: rejected }, selectionParams(query));
    },
    validateLicenses(body: LicenseValidationRequest) {
      return c.call({ method: 'POST', path: '/available-lines/validation.json', body }, 'license validation', {
        204: constant(null),
        200: decoded(LicenseValidationErrors),
      });
    },
    duplicates(body: LicensingRequest) {
      return c.call({ method: 'POST', path: '/duplicates.json', body }, 'duplicates', { 204: constant([]), 200: decoded(DuplicateOrders) });
    },
    duplicatesFor(batchCode: string) {
      return c.get(`/duplicates/${segment(batchCode)}.json`, 'duplicates', { 204: constant([]), 200: decoded(DuplicateOrders) });
    },
    feeSummary(body: FeeSummaryRequest) {
      return c.call({ method: 'POST', path: '/fee-summary.json', body }, 'fee summary', { 200: decoded(FeeSummary) });
    },
    createFlow(body: LicensingRequest) {
      // docs/portal.md §Errors: any failing status is "Flow creation failed" with that status.
      return pipe(
        c.call({ method: 'PUT', path: '/flows.json', body }, 'flow creation', { ok: decoded(FlowCreated) }),
        TE.mapLeft((e) => (e._tag === 'UnexpectedResponse' || e._tag === 'ServerError' ? flowCreationFailed(e.status) : e)),
      );
    },
  };
}
