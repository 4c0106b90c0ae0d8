/**
 * The recording SDK's sending side: recorded events wait in a buffer of at most 1000 (the oldest
 * dropped past it), their strings cut at 1000 characters (stylesheets excepted: a replay without
 * its styles shows nothing useful), and leave in batches of at most MAX_BEACON_BYTES.
 *  - While the page stays, a batch goes with a plain fetch: beacons and keepalive fetches share
 *    about 64 KiB in flight, and a page's first burst (its styles) is several batches at once, which
 *    the browser would refuse past the first. A batch the ingest does not take (429, a failed
 *    call) goes again with the next flush; at most MAX_RETRIED wait.
 *  - As the page is left (hidden, closed, the recording stopped), a batch goes by
 *    navigator.sendBeacon, so that it outlives the page; when the beacon is refused, by fetch with
 *    keepalive, and when that is refused too, by a plain fetch (which arrives if the page stays).
 * When the ingest answers 413 (the session's cap), nothing more is sent. The journey's commands
 * (journey-keeping.ts) wait beside the events and leave with the next batch.
 */
import { MAX_BUFFERED_CALLS, MAX_TELEMETRY_STRING } from '../../core/use-cases/telemetry/recording';
import type { IdentityStatus, RecordingBatch } from '../../core/model/telemetry';

/** Beacons and keepalive fetches share about 64 KiB in flight: a batch stays under this. */
export const MAX_BEACON_BYTES = 60 * 1024;

/** Batches kept to go again after the ingest did not take them. */
export const MAX_RETRIED = 10;

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
  /** Bodies the ingest did not take, to go again with the next flush. */
  private retried: string[] = [];
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

  /**
   * Sends what waits, in batches under the beacon limit where events allow: by beacon when
   * `leaving` (the page is hidden or closed, or the recording stops), else by a plain fetch.
   */
  flush(leaving = false): void {
    if (this.stopped) return;
    const again = this.retried;
    this.retried = [];
    for (const body of again) this.send(body, leaving);
    if (this.events.length === 0 && this.commands.length === 0) return;
    const { events, commands } = this;
    this.events = [];
    this.commands = [];
    // The commands go with the first batch.
    for (const [i, group] of this.batches(events.map((e) => JSON.stringify(e, cutStrings))).entries())
      this.send(this.body(group, i === 0 ? commands : []), leaving);
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

  private send(body: string, leaving: boolean): void {
    const { url, transport } = this.options;
    const small = body.length <= MAX_BEACON_BYTES && (body.length * 3 <= MAX_BEACON_BYTES || utf8Bytes(body) <= MAX_BEACON_BYTES);
    if (leaving && small && transport.beacon?.(url, body)) return;
    const post = (keepalive: boolean) =>
      transport.fetch(url, { method: 'POST', body, keepalive, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
    const plain = () =>
      post(false).then(
        (res) => this.answered(res.status, body),
        () => this.retry(body),
      );
    if (leaving && small) post(true).then((res) => this.answered(res.status, body), plain);
    else void plain();
  }

  /** What the ingest's answer leaves to do: nothing more after 413, the batch again after 429 or a server error. */
  private answered(status: number, body: string): void {
    if (status === 413) this.stop();
    else if (status === 429 || status >= 500) this.retry(body);
  }

  private retry(body: string): void {
    if (this.stopped || this.retried.length >= MAX_RETRIED) return;
    this.retried.push(body);
  }
}
