/** A bounded in-memory telemetry log, readable for diagnostics: the newest 1000 entries (docs/portal.md §Limits). */
export const MAX_ENTRIES = 1000;

export interface TelemetryEntry {
  readonly channel: 'analytics' | 'errors' | 'replay';
  readonly type: string;
  readonly at: string;
  readonly sessionId?: string;
  readonly page?: string;
  readonly data: unknown;
}

export class TelemetryLog {
  private readonly items: TelemetryEntry[] = [];

  constructor(private readonly max = MAX_ENTRIES) {}

  add(entry: TelemetryEntry): void {
    this.items.push(entry);
    if (this.items.length > this.max) this.items.splice(0, this.items.length - this.max);
  }
  entries(): readonly TelemetryEntry[] {
    return [...this.items];
  }
  clear(): void {
    this.items.length = 0;
  }
}
