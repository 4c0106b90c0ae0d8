/** Analytics, error reporting and session replay, behind one port. */
export interface Telemetry {
  pageView(path: string): void;
  /** URL without its query string, and the call's duration. */
  apiTiming(url: string, durationMs: number): void;
  error(error: unknown, type: 'react' | 'api' | 'saga' | 'cli' | 'startup'): void;
  /** Tells session replay who the user is (never an SSN). */
  identify(user: { displayName: string; npn?: string; fein?: string }): void;
  /** The current session-recording link, when a recording runs. */
  replayUrl(): string | undefined;
}
