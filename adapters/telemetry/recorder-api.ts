/**
 * What the session-recording script (recorder-sdk.ts, loaded on its own) and the portal that
 * loads it (recorder-loader.ts) agree on: the global the script sets, and its calls.
 */
import type { IdentityStatus } from '../../core/model/telemetry';
import type { JourneyCommand } from '../../core/use-cases/journey/replay';

/** The global the script sets. */
export const RECORDER_GLOBAL = 'LicenseHubRecorder';

export interface RecorderStartOptions {
  /** Where batches go: {replayUrl}/sessions/{sessionId}/events. */
  url: string;
  sessionId: string;
  /** Send what waits this often (default every 5 seconds). */
  flushEveryMs?: number;
}

export interface RecorderHandle {
  /** The user is known: later batches say Identified. */
  identified(): void;
  identity(): IdentityStatus;
  /** A journey command kept with the recording (sent with the next batch); absent from scripts older than it. */
  command?(command: JourneyCommand): void;
  /** Sends what waits now. */
  flush(): void;
  stop(): void;
}

export interface RecorderSdk {
  start(options: RecorderStartOptions): RecorderHandle;
}
