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
 * The registry API: the first page's calls at once; any other name is a journey call, which
 * imports journey-calls.ts on the first of them (once) and then makes its namesake there.
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
  const journeyCall =
    (name: string) =>
    (...args: unknown[]): Call<unknown> =>
    async () => {
      let calls: JourneyCalls;
      try {
        calls = await load();
      } catch (e) {
        return E.left(networkErrorOf(e));
      }
      return (calls[name as keyof JourneyCalls] as (...a: unknown[]) => Call<unknown>)(...args)();
    };
  const journeys = new Map<string, ReturnType<typeof journeyCall>>();
  // `then` is never a call: the API is not a promise.
  return new Proxy(first, {
    get: (target, name, receiver) =>
      typeof name !== 'string' || name === 'then' || name in target
        ? (Reflect.get(target, name, receiver) as unknown)
        : (journeys.get(name) ?? journeys.set(name, journeyCall(name)).get(name)),
  }) as unknown as RegistryApi;
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
