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
 * the first of them (once) and then makes its namesake there. The object is a RegistryApi to the
 * compiler: a call missing here, or one whose arguments differ, fails the type check.
 */
export function fetchRegistryApi(options: FetchRegistryApiOptions): RegistryApi {
  const first = new FetchRegistryApi(options);
  let loading: Promise<JourneyCalls> | undefined;
  const load = () =>
    (loading ??= options.journeyCalls().then(
      (m) => m.journeyCalls(first),
      (e: unknown) => {
        loading = undefined; // tried again by the next call
        throw e;
      },
    ));
  const later =
    <A extends unknown[], R>(pick: (calls: JourneyCalls) => (...args: A) => Call<R>) =>
    (...args: A): Call<R> =>
    async () => {
      let calls: JourneyCalls;
      try {
        calls = await load();
      } catch (e) {
        return E.left(networkErrorOf(e));
      }
      return pick(calls)(...args)();
    };
  return {
    identify: (request) => first.identify(request),
    userInfo: () => first.userInfo(),
    maintenanceNotifications: () => first.maintenanceNotifications(),
    countries: () => first.countries(),
    states: () => first.states(),
    provinces: () => first.provinces(),
    logout: () => first.logout(),
    contextualMessages: later((c) => c.contextualMessages),
    contextualMessagesFor: later((c) => c.contextualMessagesFor),
    submitter: later((c) => c.submitter),
    postSubmitter: later((c) => c.postSubmitter),
    pdbSubmitter: later((c) => c.pdbSubmitter),
    postPdbSubmitter: later((c) => c.postPdbSubmitter),
    searchAddresses: later((c) => c.searchAddresses),
    validateAddress: later((c) => c.validateAddress),
    ccrReview: later((c) => c.ccrReview),
    primaryName: later((c) => c.primaryName),
    postPrimaryName: later((c) => c.postPrimaryName),
    drlp: later((c) => c.drlp),
    postDrlp: later((c) => c.postDrlp),
    addDrlp: later((c) => c.addDrlp),
    removeDrlp: later((c) => c.removeDrlp),
    searchDrlp: later((c) => c.searchDrlp),
    proceedDrlp: later((c) => c.proceedDrlp),
    licenseUpdateReview: later((c) => c.licenseUpdateReview),
    startDemographicUpdate: later((c) => c.startDemographicUpdate),
    startLicenseUpdate: later((c) => c.startLicenseUpdate),
    modules: later((c) => c.modules),
    module: later((c) => c.module),
    saveModule: later((c) => c.saveModule),
    orders: later((c) => c.orders),
    order: later((c) => c.order),
    orderDocument: later((c) => c.orderDocument),
    pdbReportMetadata: later((c) => c.pdbReportMetadata),
    startPdbReport: later((c) => c.startPdbReport),
    pdbReportStatus: later((c) => c.pdbReportStatus),
    incompleteApplications: later((c) => c.incompleteApplications),
    deleteIncompleteApplication: later((c) => c.deleteIncompleteApplication),
    productAttributes: later((c) => c.productAttributes),
    basisLicenses: later((c) => c.basisLicenses),
    supportedStates: later((c) => c.supportedStates),
    availableLines: later((c) => c.availableLines),
    validateLicenses: later((c) => c.validateLicenses),
    duplicates: later((c) => c.duplicates),
    duplicatesFor: later((c) => c.duplicatesFor),
    feeSummary: later((c) => c.feeSummary),
    createFlow: later((c) => c.createFlow),
  };
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
