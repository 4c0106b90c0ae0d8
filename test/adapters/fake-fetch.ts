/** A scripted fetch for adapter tests: answers in order, and remembers every request it got. */
import { AuthSession } from '../../core/session/auth-session';
import type { Telemetry } from '../../core/ports/telemetry';
import { fetchRegistryApi } from '../../adapters/http/fetch-registry-api';

export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Scripted = Response | Error | ((req: SeenRequest) => Response);

export function fakeFetch(...answers: Scripted[]) {
  const seen: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const req: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(req);
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === undefined) throw new Error(`the scripted fetch has no answer for ${req.method} ${req.url}`);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(req) : next.clone();
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
export const empty = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

export class RecordingTelemetry implements Telemetry {
  timings: Array<{ url: string; durationMs: number }> = [];
  errors: unknown[] = [];
  replay: string | undefined;
  pageView(): void {}
  apiTiming(url: string, durationMs: number): void {
    this.timings.push({ url, durationMs });
  }
  error(e: unknown): void {
    this.errors.push(e);
  }
  identify(): void {}
  replayUrl(): string | undefined {
    return this.replay;
  }
  endRecording(): void {
    this.replay = undefined;
  }
}

export const API = 'https://portal.example/my-licensehub/api';

/** A client over scripted answers, with its session, telemetry and a clock ticking 7 ms per read. */
export function scriptedApi(...answers: Scripted[]) {
  const { fetch, seen } = fakeFetch(...answers);
  const session = new AuthSession();
  const telemetry = new RecordingTelemetry();
  let t = 0;
  const api = fetchRegistryApi({
    apiBase: API,
    fetch,
    session,
    telemetry,
    now: () => (t += 7),
    journeyCalls: () => import('../../adapters/http/journey-calls'),
  });
  const logouts: boolean[] = [];
  session.onLogoutRequest((r) => logouts.push(r.preserveSso));
  return { api, seen, session, telemetry, logouts };
}
