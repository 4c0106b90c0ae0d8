/**
 * The one request function behind every registry call (docs/portal.md §Calls "General"): JSON with
 * credentials, the bearer JWT when one is held, the session-replay link header, timing reported
 * per call, and the failures every call shares (network, 401, 429, 5xx). What a status means
 * for one call is decided by that call (fetch-registry-api.ts), never here.
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { networkErrorOf, serverError, tooManyRequests, unauthorized, type DomainError } from '../../core/errors';
import type { AuthSession } from '../../core/session/auth-session';
import type { Telemetry } from '../../core/ports/telemetry';
import { REPLAY_HEADER } from '../../core/model/telemetry';

export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the API base, already URI-encoded (see `segment`). */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  /** 'bytes' reads the answer as a file (the order PDFs); JSON otherwise. */
  readonly as?: 'json' | 'bytes';
}

export interface HttpAnswer {
  readonly status: number;
  /** null on 204; undefined when the body did not parse (decoding then decides). */
  readonly body: unknown;
  readonly bytes?: Uint8Array;
  readonly headers: Headers;
}

export interface HttpClientOptions {
  apiBase: string;
  fetch?: typeof fetch;
  session: AuthSession;
  telemetry: Telemetry;
  /** Milliseconds, for call timing (performance.now by default). */
  now?: () => number;
}

/** One path segment, URI-encoded: ids never change the shape of a path. */
export const segment = (value: string): string => encodeURIComponent(value);

/** The query string of the defined values, in the given order. */
export function queryString(query: Readonly<Record<string, string | undefined>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Retry-After as seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, nowMs: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

export class HttpClient {
  private readonly apiBase: string;
  private readonly fetchFn: typeof fetch;
  private readonly session: AuthSession;
  private readonly telemetry: Telemetry;
  private readonly now: () => number;

  constructor(options: HttpClientOptions) {
    this.apiBase = options.apiBase.replace(/\/+$/, '');
    // Bound: a detached window.fetch throws "Illegal invocation" in browsers.
    this.fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.session = options.session;
    this.telemetry = options.telemetry;
    this.now = options.now ?? (() => performance.now());
  }

  request(req: HttpRequest): TE.TaskEither<DomainError, HttpAnswer> {
    return () => this.send(req);
  }

  private headers(req: HttpRequest): Record<string, string> {
    const headers: Record<string, string> = { Accept: req.as === 'bytes' ? 'application/pdf, */*' : 'application/json' };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    const jwt = this.session.jwt;
    if (jwt) headers.Authorization = `Bearer ${jwt}`;
    const replay = this.telemetry.replayUrl();
    if (replay) headers[REPLAY_HEADER] = replay;
    return headers;
  }

  private async send(req: HttpRequest): Promise<E.Either<DomainError, HttpAnswer>> {
    const url = this.apiBase + req.path;
    const started = this.now();
    let response: Response;
    let bytes: Uint8Array | undefined;
    let body: unknown;
    try {
      response = await this.fetchFn(url + queryString(req.query), {
        method: req.method,
        credentials: 'include',
        headers: this.headers(req),
        ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
      });
      if (response.status === 204) body = null;
      else if (req.as === 'bytes' && response.ok) bytes = new Uint8Array(await response.arrayBuffer());
      else body = parseJson(await response.text());
    } catch (e) {
      return E.left(networkErrorOf(e));
    } finally {
      // The URL without its query string: query values may identify a licensee.
      this.telemetry.apiTiming(url, this.now() - started);
    }

    const returned = response.headers.get('Authorization');
    if (returned) this.session.adopt(returned);

    const { status } = response;
    if (status === 401) {
      if (!returned) this.session.requestLogout({ preserveSso: true });
      return E.left(unauthorized());
    }
    if (status === 429) return E.left(tooManyRequests(retryAfterSeconds(response.headers.get('Retry-After'), Date.now())));
    if (status >= 500) return E.left(serverError(status));
    return E.right({ status, body, headers: response.headers, ...(bytes ? { bytes } : {}) });
  }
}

/** A body that is not JSON is an empty body: the call's decoding reports what was missing. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
