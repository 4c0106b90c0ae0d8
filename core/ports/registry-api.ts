/**
 * The registry API of docs/portal.md §Calls, one method per call, in the core's types. Implemented by
 * adapters/http (fetch); every answer is decoded with the core/model codecs there.
 */
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomainError } from '../errors';
import type { AddressRecord, AddressVerification } from '../model/address';
import type { CcrReview } from '../model/ccr';
import type { ContextualMessage, ContextualMessagesByLocation, ContextualMessagesRequest } from '../model/contextual-messages';
import type { DrlpAddRequest, DrlpData, DrlpPaidChanges, DrlpRemoveRequest, DrlpSearchRequest, DrlpSearchResult } from '../model/drlp';
import type { IdentifyRequest, IdentifyResult } from '../model/identify';
import type { IncompleteApplication } from '../model/incomplete';
import type {
  AvailableLine,
  BasisLicense,
  DuplicateOrder,
  FeeSummary,
  FeeSummaryRequest,
  LicenseValidationErrors,
  LicenseValidationRequest,
  LicensingRequest,
  ProductAttribute,
  ProductType,
  SupportedStates,
} from '../model/licensing';
import type { MaintenanceNotification } from '../model/maintenance';
import type { ModuleContent, ModuleData, ModuleList } from '../model/modules';
import type { PrimaryNamePost, PrimaryNamePostResult, PrimaryNameResponse } from '../model/names';
import type { OrderDetail, OrderDocumentKind, OrderSummaries } from '../model/orders';
import type { FlowCreated, PdbReport, PdbReportMetadata, PdbReportStatus } from '../model/pdb-report';
import type { Country, Province, State } from '../model/reference-data';
import type { SubmitterPost, SubmitterResponse } from '../model/submitter';
import type { UserInfo } from '../model/user-info';

type Call<A> = TaskEither<DomainError, A>;

/** Query parameters built from the start-flow selections (basis licenses, supported states, available lines). */
export interface SelectionQuery {
  productType: ProductType;
  applicationType?: string;
  residencyType?: string;
  jurisdictionCode?: string;
  licenseNumber?: string;
  stateCode?: string;
}

export interface OrderDocument {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface RegistryApi {
  // identification and the environment
  /** 200 SUCCESS (the JWT arrives in the Authorization header) or a 400 failure result; BadRequest only when the 400 carries no status. */
  identify(request: IdentifyRequest): Call<IdentifyResult>;
  userInfo(): Call<UserInfo>;
  maintenanceNotifications(): Call<MaintenanceNotification[]>;
  countries(): Call<Country[]>;
  states(): Call<State[]>;
  provinces(): Call<Province[]>;
  logout(): Call<null>;

  // contextual messages and submitters
  contextualMessages(flowId: string, locationId: string): Call<ContextualMessage[]>;
  contextualMessagesFor(request: ContextualMessagesRequest): Call<ContextualMessagesByLocation>;
  submitter(flowId: string): Call<SubmitterResponse>;
  /** 400 fails with BadRequest carrying the form's errors. */
  postSubmitter(body: SubmitterPost): Call<null>;
  pdbSubmitter(flowId: string): Call<SubmitterResponse>;
  postPdbSubmitter(body: SubmitterPost): Call<null>;

  // addresses
  searchAddresses(countryCode: string, query: string): Call<AddressRecord[]>;
  validateAddress(address: AddressRecord): Call<AddressVerification>;

  // contact change, names, license update (DRLP)
  ccrReview(flowId: string): Call<CcrReview>;
  primaryName(flowId: string): Call<PrimaryNameResponse>;
  postPrimaryName(flowId: string, body: PrimaryNamePost): Call<PrimaryNamePostResult>;
  drlp(flowId: string): Call<DrlpData>;
  postDrlp(flowId: string, body: DrlpData): Call<DrlpData>;
  addDrlp(flowId: string, body: DrlpAddRequest): Call<DrlpData>;
  removeDrlp(flowId: string, body: DrlpRemoveRequest): Call<DrlpData>;
  searchDrlp(flowId: string, body: DrlpSearchRequest): Call<DrlpSearchResult>;
  proceedDrlp(flowId: string, body: DrlpData): Call<DrlpData>;
  licenseUpdateReview(flowId: string): Call<DrlpData>;
  /** The firm's DRLP changes paid for and not yet made by the registry (beyond the spec). */
  paidDrlpChanges(): Call<DrlpPaidChanges>;
  startDemographicUpdate(productType: ProductType): Call<FlowCreated>;
  startLicenseUpdate(productType: ProductType): Call<FlowCreated>;

  // modules
  modules(flowId: string): Call<ModuleList>;
  module(flowId: string, path: string): Call<ModuleContent>;
  /** 204 saved: an empty list; 200: the module's error strings. */
  saveModule(flowId: string, path: string, data: ModuleData): Call<string[]>;

  // orders and reports
  orders(): Call<OrderSummaries>;
  order(orderCode: string): Call<OrderDetail>;
  orderDocument(orderCode: string, kind: OrderDocumentKind): Call<OrderDocument>;
  pdbReportMetadata(): Call<PdbReportMetadata>;
  /** A paid detail report as of its purchase (not found for any other order). */
  pdbReport(orderCode: string): Call<PdbReport>;
  startPdbReport(): Call<FlowCreated>;
  /** null while the report is not ready (the server answers 404). */
  pdbReportStatus(flowId: string): Call<PdbReportStatus | null>;
  incompleteApplications(): Call<IncompleteApplication[]>;
  deleteIncompleteApplication(batchCode: string): Call<null>;

  // starting a flow
  productAttributes(): Call<ProductAttribute[]>;
  basisLicenses(query: SelectionQuery): Call<BasisLicense[]>;
  supportedStates(query: SelectionQuery): Call<SupportedStates>;
  /** A 400 fails with BadRequest: the state's license list shows the error. */
  availableLines(query: SelectionQuery & { stateCode: string }): Call<AvailableLine[]>;
  /** null when valid (204). */
  validateLicenses(body: LicenseValidationRequest): Call<LicenseValidationErrors | null>;
  /** An empty list when there are none (204). */
  duplicates(body: LicensingRequest): Call<DuplicateOrder[]>;
  duplicatesFor(batchCode: string): Call<DuplicateOrder[]>;
  /** A licensing request's fees, or a flow's (`flowId`) before its payment. */
  feeSummary(body: FeeSummaryRequest): Call<FeeSummary>;
  /** Fails with FlowCreationFailed. */
  createFlow(body: LicensingRequest): Call<FlowCreated>;
}
