/**
 * Telemetry of the browser (docs/portal.md §Telemetry): page views and API timings to the analytics endpoint,
 * errors to the error-reporting endpoint, who the user is to session replay — each sent with
 * navigator.sendBeacon to the URL config.telemetry gives. A channel with no URL keeps its entries
 * in a bounded in-memory log instead, read through `entries()` for diagnostics.
 * Request bodies are never recorded, so the identify call body (and its SSN) never leaves the page.
 * Every entry names its session (the recording's, replaySessionId) and page. With a recording
 * script configured, who the user is goes through the recording once it runs (recorder-loader.ts).
 * The recording's link (the API calls' header) is given only while the recording runs: from
 * `recordingStarted` until `endRecording`, which also forgets the recording's id (logout).
 */
import type { RuntimeConfig } from '../../core/model/config';
import type { Telemetry } from '../../core/ports/telemetry';
import { describeError, scrub } from './scrub';
import { TelemetryLog, type TelemetryEntry } from './telemetry-log';

export type TelemetryConfig = NonNullable<RuntimeConfig['telemetry']>;

export interface BrowserTelemetryDeps {
  /** navigator.sendBeacon by default, when the browser has it. */
  beacon?: (url: string, body: string) => boolean;
  log?: TelemetryLog;
  /** The session-replay recording's id (random by default). */
  sessionId?: string;
  now?: () => Date;
  /** Run when the recording ends (logout): stops the recorder and forgets its id. */
  onRecordingEnd?: () => void;
}

/** Where the tab keeps its recording's id. */
export const REPLAY_SESSION_KEY = 'licensehub.replaySession';

/** The tab's recording session id, kept in sessionStorage so that a reload goes on with the same recording. */
export function replaySessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage, key = REPLAY_SESSION_KEY): string {
  const id = storage?.getItem(key) ?? crypto.randomUUID();
  storage?.setItem(key, id);
  return id;
}

/** Forgets the tab's recording id: the next page starts a new recording. */
export function forgetReplaySession(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.sessionStorage, key = REPLAY_SESSION_KEY): void {
  try {
    storage?.removeItem(key);
  } catch {
    // A denied storage kept nothing.
  }
}

const defaultBeacon = (): BrowserTelemetryDeps['beacon'] =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined;

export class BrowserTelemetry implements Telemetry {
  private readonly beacon: BrowserTelemetryDeps['beacon'];
  private readonly log: TelemetryLog;
  private readonly sessionId: string;
  private readonly now: () => Date;
  private readonly onRecordingEnd: (() => void) | undefined;
  private recording: 'waiting' | 'running' | 'ended' = 'waiting';

  constructor(
    private readonly config: TelemetryConfig = {},
    deps: BrowserTelemetryDeps = {},
  ) {
    this.beacon = deps.beacon ?? defaultBeacon();
    this.log = deps.log ?? new TelemetryLog();
    this.sessionId = deps.sessionId ?? globalThis.crypto.randomUUID();
    this.now = deps.now ?? (() => new Date());
    this.onRecordingEnd = deps.onRecordingEnd;
  }

  pageView(path: string): void {
    this.send('analytics', 'pageView', { path });
  }
  apiTiming(url: string, durationMs: number): void {
    this.send('analytics', 'apiTiming', { url: url.split('?')[0], durationMs: Math.round(durationMs) });
  }
  error(error: unknown, type: 'react' | 'api' | 'saga' | 'cli' | 'startup'): void {
    this.send('errors', 'error', { errorType: type, ...describeError(error) });
  }
  identify(user: { displayName: string; npn?: string; fein?: string }): void {
    // Only these three fields, whatever else the object holds.
    this.send('replay', 'identify', { sessionId: this.sessionId, displayName: user.displayName, npn: user.npn, fein: user.fein });
  }
  replayUrl(): string | undefined {
    if (this.recording !== 'running' || !this.config.replayUrl) return undefined;
    return `${this.config.replayUrl.replace(/\/+$/, '')}/sessions/${encodeURIComponent(this.sessionId)}`;
  }
  /** The recording script runs: calls carry the recording's link from now on, unless it already ended. */
  recordingStarted(): void {
    if (this.recording === 'waiting') this.recording = 'running';
  }
  endRecording(): void {
    this.recording = 'ended';
    this.onRecordingEnd?.();
  }

  /** The in-memory entries (channels with no endpoint). */
  entries(): readonly TelemetryEntry[] {
    return this.log.entries();
  }

  private send(channel: TelemetryEntry['channel'], type: string, data: Record<string, unknown>): void {
    const entry: TelemetryEntry = {
      channel,
      type,
      at: this.now().toISOString(),
      sessionId: this.sessionId,
      page: globalThis.location?.pathname,
      data: scrub(data),
    };
    const url = channel === 'analytics' ? this.config.analyticsUrl : channel === 'errors' ? this.config.errorsUrl : this.config.replayUrl;
    if (url && this.beacon && this.beacon(url, JSON.stringify(entry))) return;
    // No endpoint, or the browser refused the beacon (queue full): keep it for diagnostics.
    this.log.add(entry);
  }
}
