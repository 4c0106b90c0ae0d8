/**
 * The registry API of docs/portal.md §Calls over fetch. The calls the identify page makes (identifying and the
 * environment) are here; the journeys' calls are in journey-calls.ts, imported on the first of
 * them through the root's `journeyCalls` import, so that the browser's first load carries neither
 * them nor the journeys' codecs (docs/decisions.md §First load).
 * Each call names its path, the statuses it expects and the codec its answer must fit; the shared
 * behaviour (headers, timing, 401, 429, 5xx, the refreshed token) lives in HttpClient.
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { networkErrorOf, type DomainError } from '../../core/errors';
import { IdentifyResult, type IdentifyRequest } from '../../core/model/identify';
import { MaintenanceNotifications } from '../../core/model/maintenance';
import { Countries, Provinces, States } from '../../core/model/reference-data';
import { UserInfo } from '../../core/model/user-info';
import type { RegistryApi } from '../../core/ports/registry-api';
import { answerFor, constant, decoded, rejected, type Handler, type Handlers } from './answers';
import { HttpClient, type HttpClientOptions, type HttpRequest } from './http-client';
import type { CallMaker, JourneyCalls, journeyCalls } from './journey-calls';

type Call<A> = TE.TaskEither<DomainError, A>;

/** 200 with the identify result; a 400 carrying a status is a result too (the failures of docs/portal.md §Errors). */
const identifyAnswer: Handler<IdentifyResult> = (answer) =>
  answer.status === 400 && !(typeof answer.body === 'object' && answer.body !== null && 'status' in answer.body)
    ? rejected(answer)
    : decoded(IdentifyResult)(answer);

/** The journey-calls module, as each composition root imports it. */
export interface JourneyCallsModule {
  readonly journeyCalls: typeof journeyCalls;
}

export interface FetchRegistryApiOptions extends HttpClientOptions {
  /** Imports journey-calls.ts (the browser's through a chunk of the app's own). */
  readonly journeyCalls: () => Promise<JourneyCallsModule>;
}

/**
 * The registry API: the first page's calls at once; each journey call imports journey-calls.ts on
 * the first of them (once) and then makes its namesake there. A RegistryApi to the compiler: a
 * call missing here, or one whose arguments differ, fails the type check.
 */
export function fetchRegistryApi(options: FetchRegistryApiOptions): RegistryApi {
  return new LazyRegistryApi(options);
}

/** The calls of the identify page, and how every call goes out. */
export class FetchRegistryApi implements CallMaker {
  private readonly http: HttpClient;

  constructor(options: HttpClientOptions) {
    this.http = new HttpClient(options);
  }

  call<A>(request: HttpRequest, what: string, handlers: Handlers<A>): Call<A> {
    return pipe(this.http.request(request), TE.chainEitherK(answerFor(what, handlers)));
  }
  get<A>(path: string, what: string, handlers: Handlers<A>, query?: HttpRequest['query']): Call<A> {
    return this.call({ method: 'GET', path, ...(query ? { query } : {}) }, what, handlers);
  }

  // identification and the environment
  identify(request: IdentifyRequest): Call<IdentifyResult> {
    return this.call({ method: 'POST', path: '/identify.json', body: request }, 'identify', { 200: identifyAnswer, 400: identifyAnswer });
  }
  userInfo() {
    return this.get('/user-info.json', 'user info', { 200: decoded(UserInfo) });
  }
  maintenanceNotifications() {
    return this.get('/maintenance-notifications.json', 'maintenance notifications', { 200: decoded(MaintenanceNotifications) });
  }
  countries() {
    return this.get('/countries.json', 'countries', { 200: decoded(Countries) });
  }
  states() {
    return this.get('/states.json', 'states', { 200: decoded(States) });
  }
  provinces() {
    return this.get('/provinces.json', 'provinces', { 200: decoded(Provinces) });
  }
  logout() {
    return this.call({ method: 'POST', path: '/logout.json' }, 'logout', { ok: constant(null) });
  }
}

class LazyRegistryApi extends FetchRegistryApi implements RegistryApi {
  private loading: Promise<JourneyCalls> | undefined;

  constructor(private readonly options: FetchRegistryApiOptions) {
    super(options);
  }

  private load(): Promise<JourneyCalls> {
    return (this.loading ??= this.options.journeyCalls().then(
      (m) => m.journeyCalls(this),
      (e: unknown) => {
        this.loading = undefined; // tried again by the next call
        throw e;
      },
    ));
  }

  /** A journey call: journey-calls.ts's namesake, once it is imported; a failed import is a network error. */
  private later<A extends unknown[], R>(pick: (calls: JourneyCalls) => (...args: A) => Call<R>): (...args: A) => Call<R> {
    return (...args) =>
      async () => {
        let calls: JourneyCalls;
        try {
          calls = await this.load();
        } catch (e) {
          return E.left(networkErrorOf(e));
        }
        return pick(calls)(...args)();
      };
  }

  readonly contextualMessages = this.later((c) => c.contextualMessages);
  readonly contextualMessagesFor = this.later((c) => c.contextualMessagesFor);
  readonly submitter = this.later((c) => c.submitter);
  readonly postSubmitter = this.later((c) => c.postSubmitter);
  readonly pdbSubmitter = this.later((c) => c.pdbSubmitter);
  readonly postPdbSubmitter = this.later((c) => c.postPdbSubmitter);
  readonly searchAddresses = this.later((c) => c.searchAddresses);
  readonly validateAddress = this.later((c) => c.validateAddress);
  readonly ccrReview = this.later((c) => c.ccrReview);
  readonly primaryName = this.later((c) => c.primaryName);
  readonly postPrimaryName = this.later((c) => c.postPrimaryName);
  readonly drlp = this.later((c) => c.drlp);
  readonly postDrlp = this.later((c) => c.postDrlp);
  readonly addDrlp = this.later((c) => c.addDrlp);
  readonly removeDrlp = this.later((c) => c.removeDrlp);
  readonly searchDrlp = this.later((c) => c.searchDrlp);
  readonly proceedDrlp = this.later((c) => c.proceedDrlp);
  readonly licenseUpdateReview = this.later((c) => c.licenseUpdateReview);
  readonly paidDrlpChanges = this.later((c) => c.paidDrlpChanges);
  readonly startDemographicUpdate = this.later((c) => c.startDemographicUpdate);
  readonly startLicenseUpdate = this.later((c) => c.startLicenseUpdate);
  readonly modules = this.later((c) => c.modules);
  readonly module = this.later((c) => c.module);
  readonly saveModule = this.later((c) => c.saveModule);
  readonly orders = this.later((c) => c.orders);
  readonly order = this.later((c) => c.order);
  readonly orderDocument = this.later((c) => c.orderDocument);
  readonly pdbReportMetadata = this.later((c) => c.pdbReportMetadata);
  readonly pdbReport = this.later((c) => c.pdbReport);
  readonly startPdbReport = this.later((c) => c.startPdbReport);
  readonly pdbReportStatus = this.later((c) => c.pdbReportStatus);
  readonly incompleteApplications = this.later((c) => c.incompleteApplications);
  readonly deleteIncompleteApplication = this.later((c) => c.deleteIncompleteApplication);
  readonly productAttributes = this.later((c) => c.productAttributes);
  readonly basisLicenses = this.later((c) => c.basisLicenses);
  readonly supportedStates = this.later((c) => c.supportedStates);
  readonly availableLines = this.later((c) => c.availableLines);
  readonly validateLicenses = this.later((c) => c.validateLicenses);
  readonly duplicates = this.later((c) => c.duplicates);
  readonly duplicatesFor = this.later((c) => c.duplicatesFor);
  readonly feeSummary = this.later((c) => c.feeSummary);
  readonly createFlow = this.later((c) => c.createFlow);
}
