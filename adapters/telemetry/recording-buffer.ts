/**
 * The recording SDK's sending side: recorded events wait in a buffer of at most 1000 (the oldest
 * dropped past it), their strings cut at 1000 characters (stylesheets excepted: a replay without
 * its styles shows nothing useful), and leave in batches small enough for navigator.sendBeacon
 * (or fetch with keepalive when the beacon is refused), so a batch sent as the page closes still
 * arrives. A batch too large for either goes with a plain fetch. When the ingest answers 413 (the
 * session's cap), nothing more is sent. The journey's commands (journey-keeping.ts) wait beside
 * the events and leave with the next batch.
 */
import { MAX_BUFFERED_CALLS, MAX_TELEMETRY_STRING } from '../../core/use-cases/telemetry/recording';
import type { IdentityStatus, RecordingBatch } from '../../core/model/telemetry';

/** Beacons and keepalive fetches share about 64 KiB in flight: a batch stays under this. */
export const MAX_BEACON_BYTES = 60 * 1024;

export interface Transport {
  /** navigator.sendBeacon: false when the browser refuses it. */
  beacon?: ((url: string, body: string) => boolean) | undefined;
  fetch: (url: string, init: RequestInit) => Promise<{ status: number }>;
}

/** Strings cut at the limit, except stylesheet text (`_cssText`, a style element's text). */
export function cutStrings(value: unknown, key = '', isStyle = false): unknown {
  if (typeof value === 'string') {
    if (key === '_cssText' || (key === 'textContent' && isStyle)) return value;
    return value.length > MAX_TELEMETRY_STRING ? value.slice(0, MAX_TELEMETRY_STRING) : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => cutStrings(v));
  const record = value as Record<string, unknown>;
  const style = record.isStyle === true;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, cutStrings(v, k, style)]));
}

export interface BufferOptions {
  url: string;
  sessionId: string;
  identity: () => IdentityStatus;
  page: () => string;
  transport: Transport;
  /** Send when this many events wait (default 100). */
  flushAt?: number;
}

export class RecordingBuffer {
  private events: unknown[] = [];
  private commands: unknown[] = [];
  private stopped = false;
  /** Events dropped because the buffer was full. */
  dropped = 0;

  constructor(private readonly options: BufferOptions) {}

  push(event: unknown): void {
    if (this.stopped) return;
    this.events.push(cutStrings(event));
    if (this.events.length > MAX_BUFFERED_CALLS) {
      this.dropped += this.events.length - MAX_BUFFERED_CALLS;
      this.events.splice(0, this.events.length - MAX_BUFFERED_CALLS);
    }
    if (this.events.length >= (this.options.flushAt ?? 100)) this.flush();
  }

  /** A journey command, sent with the next batch (at most MAX_BUFFERED_CALLS wait, the oldest dropped past it). */
  command(command: unknown): void {
    if (this.stopped) return;
    this.commands.push(command);
    if (this.commands.length > MAX_BUFFERED_CALLS) this.commands.shift();
  }

  get size(): number {
    return this.events.length;
  }

  /** Sends what waits, in batches under the beacon limit where events allow. */
  flush(): void {
    if (this.stopped || (this.events.length === 0 && this.commands.length === 0)) return;
    const { events, commands } = this;
    this.events = [];
    this.commands = [];
    // The commands go with the first batch.
    for (const [i, group] of this.batches(events).entries()) this.send(this.body(group, i === 0 ? commands : []));
  }

  /** No more events are kept or sent. */
  stop(): void {
    this.stopped = true;
    this.events = [];
    this.commands = [];
  }

  private body(events: unknown[], commands: unknown[] = []): string {
    const batch: RecordingBatch = {
      sessionId: this.options.sessionId,
      identity: this.options.identity(),
      page: this.options.page(),
      events,
      ...(commands.length > 0 ? { commands } : {}),
    };
    return JSON.stringify(batch);
  }

  /** Halves a batch until each part fits a beacon, or is one event. */
  private batches(events: unknown[]): unknown[][] {
    if (this.body(events).length <= MAX_BEACON_BYTES || events.length <= 1) return [events];
    const half = Math.ceil(events.length / 2);
    return [...this.batches(events.slice(0, half)), ...this.batches(events.slice(half))];
  }

  private send(body: string): void {
    const { url, transport } = this.options;
    const small = new Blob([body]).size <= MAX_BEACON_BYTES;
    if (small && transport.beacon?.(url, body)) return;
    transport.fetch(url, { method: 'POST', body, keepalive: small, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).then(
      (res) => {
        if (res.status === 413) this.stop();
      },
      () => undefined,
    );
  }
}
