/**
 * Support staff's client of the telemetry ingest (the sandbox's, or a real service speaking the
 * same reads): the recorded sessions, one session's recording, and the error reports, with the
 * support credential as a bearer token.
 */
import type * as t from 'io-ts';
import { ErrorReport, ErrorReportList, Recording, ReplaySessionList, type ReplaySession } from '../../core/model/telemetry';
import { supportRefusal } from '../../core/use-cases/telemetry/support';

export class SupportClientError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** No answer within the request limit. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'SupportClientError';
  }
}

export interface SupportClientOptions {
  /** The ingest's base, e.g. http://127.0.0.1:8080/telemetry */
  base: string;
  token: string;
  fetch?: typeof fetch;
}

export class SupportTelemetryClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SupportClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async sessions(query: { licensee?: string | undefined; since?: Date | undefined } = {}): Promise<ReplaySession[]> {
    const params = new URLSearchParams();
    if (query.licensee) params.set('licensee', query.licensee);
    if (query.since) params.set('since', query.since.toISOString());
    return (await this.get(`/replay/sessions?${params}`, ReplaySessionList, 'The session list')).sessions;
  }

  recording(sessionId: string): Promise<Recording> {
    return this.get(`/replay/sessions/${encodeURIComponent(sessionId)}`, Recording, `Session ${sessionId}`);
  }

  async errors(query: { since?: Date | undefined } = {}): Promise<ErrorReport[]> {
    const params = new URLSearchParams();
    if (query.since) params.set('since', query.since.toISOString());
    return (await this.get(`/errors?${params}`, ErrorReportList, 'The error list')).errors;
  }

  errorReport(id: string): Promise<ErrorReport> {
    return this.get(`/errors/${encodeURIComponent(id)}`, ErrorReport, `Error report ${id}`);
  }

  private async get<A>(path: string, codec: t.Type<A, unknown, unknown>, what: string): Promise<A> {
    let res: Response;
    try {
      res = await this.fetch(`${this.options.base.replace(/\/+$/, '')}${path}`, { headers: { Authorization: `Bearer ${this.options.token}` } });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new SupportClientError(error.message, undefined, true);
      throw new SupportClientError(
        `The telemetry service at ${this.options.base} could not be reached (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    if (!res.ok) throw new SupportClientError(supportRefusal(res.status, what), res.status);
    const decoded = codec.decode(await res.json().catch(() => undefined));
    if (decoded._tag === 'Left') throw new SupportClientError(`The telemetry service's answer to ${path} is not what was expected.`);
    return decoded.right;
  }
}
