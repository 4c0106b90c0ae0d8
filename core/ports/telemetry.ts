/** Analytics, error reporting and session replay, behind one port. */
export interface Telemetry {
  pageView(path: string): void;
  /** URL without its query string, and the call's duration. */
  apiTiming(url: string, durationMs: number): void;
  error(error: unknown, type: 'react' | 'api' | 'saga' | 'cli' | 'startup'): void;
  /** Tells session replay who the user is (never an SSN). */
  identify(user: { displayName: string; npn?: string; fein?: string }): void;
  /** The current session-recording link, only while a recording runs. */
  replayUrl(): string | undefined;
  /**
   * The signed-in licensee's recording ends (logout): the recorder stops and its id is forgotten,
   * so that a recording holds one identity and the next sign-in starts a new one.
   */
  endRecording(): void;
}
