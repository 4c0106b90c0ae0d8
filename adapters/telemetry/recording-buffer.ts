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

/**
 * JSON.stringify's replacer for the events: strings cut at the limit, except stylesheet text
 * (`_cssText`, a style element's text). The events are written as they were recorded, not copied.
 */
export function cutStrings(this: unknown, key: string, value: unknown): unknown {
  if (typeof value !== 'string' || value.length <= MAX_TELEMETRY_STRING) return value;
  if (key === '_cssText' || (key === 'textContent' && (this as { isStyle?: unknown } | null)?.isStyle === true)) return value;
  return value.slice(0, MAX_TELEMETRY_STRING);
}

/**
 * A text's size in UTF-8, counted without copying it (a Blob or TextEncoder would copy every
 * batch): asked only where its length leaves the answer open, a UTF-16 unit being 1 to 3 bytes.
 */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : unit >= 0xd800 && unit < 0xdc00 ? (i++, 4) : 3;
  }
  return bytes;
}

export interface BufferOptions {
  url: string;
  sessionId: string;
  identity: () => IdentityStatus;
  page: () => string;
  transport: Transport;
  /** Send when this many events wait (default 100). */
  flushAt?: number;
  /**
   * Runs the send that `flushAt` asks for, in a task of its own (setTimeout by default): events
   * come in bursts inside the page's own work (a stylesheet rule per style a render inserts), and
   * a send there would lengthen that work (docs/performance.md §Long tasks).
   */
  later?: (send: () => void) => void;
}

export class RecordingBuffer {
  private events: unknown[] = [];
  private commands: unknown[] = [];
  private stopped = false;
  private sendAsked = false;
  /** Events dropped because the buffer was full. */
  dropped = 0;

  constructor(private readonly options: BufferOptions) {}

  push(event: unknown): void {
    if (this.stopped) return;
    this.events.push(event);
    if (this.events.length > MAX_BUFFERED_CALLS) {
      this.dropped += this.events.length - MAX_BUFFERED_CALLS;
      this.events.splice(0, this.events.length - MAX_BUFFERED_CALLS);
    }
    if (this.events.length >= (this.options.flushAt ?? 100) && !this.sendAsked) {
      this.sendAsked = true;
      (this.options.later ?? ((send) => setTimeout(send, 0)))(() => {
        this.sendAsked = false;
        this.flush();
      });
    }
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
    for (const [i, group] of this.batches(events.map((e) => JSON.stringify(e, cutStrings))).entries()) this.send(this.body(group, i === 0 ? commands : []));
  }

  /** No more events are kept or sent. */
  stop(): void {
    this.stopped = true;
    this.events = [];
    this.commands = [];
  }

  /** A RecordingBatch's JSON, from its events' JSON (each event is written once, however the events are grouped). */
  private body(events: string[], commands: unknown[] = []): string {
    const head: Omit<RecordingBatch, 'events'> = { sessionId: this.options.sessionId, identity: this.options.identity(), page: this.options.page() };
    const tail = commands.length > 0 ? `,"commands":${JSON.stringify(commands)}` : '';
    return `${JSON.stringify(head).slice(0, -1)},"events":[${events.join(',')}]${tail}}`;
  }

  /** Consecutive events grouped so that each group's batch fits a beacon (an event larger than one goes alone). */
  private batches(events: string[]): string[][] {
    const room = MAX_BEACON_BYTES - this.body([]).length;
    const groups: string[][] = [];
    let group: string[] = [];
    let size = 0;
    for (const event of events) {
      if (group.length > 0 && size + event.length + 1 > room) {
        groups.push(group);
        group = [];
        size = 0;
      }
      group.push(event);
      size += event.length + 1;
    }
    return [...groups, group];
  }

  private send(body: string): void {
    const { url, transport } = this.options;
    const small = body.length <= MAX_BEACON_BYTES && (body.length * 3 <= MAX_BEACON_BYTES || utf8Bytes(body) <= MAX_BEACON_BYTES);
    if (small && transport.beacon?.(url, body)) return;
    transport.fetch(url, { method: 'POST', body, keepalive: small, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).then(
      (res) => {
        if (res.status === 413) this.stop();
      },
      () => undefined,
    );
  }
}
