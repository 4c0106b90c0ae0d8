/**
 * What the ingest keeps of what it is sent (docs/portal.md §Telemetry "Ingest"): every entry decoded
 * by a codec that drops unknown fields, cuts each string to its field's limit, masks SSN-shaped
 * values and removes control characters but newline and tab; a NUL anywhere refuses the entry
 * (400). Recorded events keep their shape (rrweb's), with the same rules for their strings, a
 * stylesheet's text excepted from the cut as the recorder does (recording-buffer.ts).
 */
import * as t from 'io-ts';
import { maskSsnText, MAX_TELEMETRY_STRING, RecordingBatch } from '../../core/model/telemetry';

/** Control characters that are neither newline nor tab (an escape sequence starts with one). */
const CONTROL = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A string kept as the ingest keeps it: controls removed, SSN-shaped values masked, cut at `max`. */
export const keptText = (value: string, max: number): string => maskSsnText(value.replace(CONTROL, '')).slice(0, max);

/** A text field of at most `max` characters; a NUL refuses it. */
export const Text = (max: number) =>
  new t.Type<string, string, unknown>(
    `Text(${max})`,
    (u): u is string => typeof u === 'string',
    (u, c) => (typeof u !== 'string' || u.includes('\u0000') ? t.failure(u, c, 'a text without NUL') : t.success(keptText(u, max))),
    t.identity,
  );

/** A session id: the recording's, as the portal makes them (a UUID) or a test names them. */
export const SessionId = t.refinement(t.string, (s) => /^[\w-]{1,100}$/.test(s), 'SessionId');

const head = { type: Text(40), at: Text(40) };
const about = { sessionId: SessionId, page: Text(MAX_TELEMETRY_STRING) };

/** An error report: its kind, name, message and stack, each cut. */
export const ErrorEntry = t.exact(
  t.intersection([
    t.type({ channel: t.literal('errors'), ...head }),
    t.partial({
      ...about,
      data: t.exact(t.partial({ errorType: Text(40), name: Text(200), message: Text(MAX_TELEMETRY_STRING), stack: Text(4 * MAX_TELEMETRY_STRING) })),
    }),
  ]),
  'ErrorEntry',
);

/** A page view (its path) or an API timing (its URL without query, and its duration). */
export const AnalyticsEntry = t.exact(
  t.intersection([
    t.type({ channel: t.literal('analytics'), ...head }),
    t.partial({ ...about, data: t.exact(t.partial({ path: Text(MAX_TELEMETRY_STRING), url: Text(MAX_TELEMETRY_STRING), durationMs: t.number })) }),
  ]),
  'AnalyticsEntry',
);

/** The SDK's identify: decoded so a bad one is refused as any entry is; it names no one (recording-owner.ts). */
export const ReplayEntry = t.exact(t.intersection([t.type({ channel: t.literal('replay'), ...head }), t.partial({ sessionId: SessionId })]), 'ReplayEntry');

/** Deeper than this a recorded event is refused: rrweb's nodes nest as deep as the page, which is far less. */
const MAX_EVENT_DEPTH = 200;

/** A recorded event as kept, or undefined when it holds a NUL or nests too deep. */
function keptEvent(value: unknown, key: string, parent: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw refused;
    const style = key === '_cssText' || (key === 'textContent' && (parent as { isStyle?: unknown } | null)?.isStyle === true);
    return style ? value.replace(CONTROL, '') : keptText(value, MAX_TELEMETRY_STRING);
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_EVENT_DEPTH) throw refused;
  if (Array.isArray(value)) return value.map((v) => keptEvent(v, '', value, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) throw refused;
    out[k] = keptEvent(v, k, value, depth + 1);
  }
  return out;
}
const refused = new Error('refused');

/** A recording batch as kept (its events' and commands' strings as above), or undefined when refused. */
export function keptBatch(body: unknown): RecordingBatch | undefined {
  const decoded = RecordingBatch.decode(body);
  if (decoded._tag !== 'Right' || !SessionId.is(decoded.right.sessionId)) return undefined;
  const { sessionId, identity, page, events, commands } = decoded.right;
  if (page?.includes('\u0000')) return undefined;
  try {
    return {
      sessionId,
      identity,
      events: events.map((e) => keptEvent(e, '', events, 0)),
      ...(page === undefined ? {} : { page: keptText(page, MAX_TELEMETRY_STRING) }),
      ...(commands === undefined ? {} : { commands: commands.map((c) => keptEvent(c, '', commands, 0)) }),
    };
  } catch (e) {
    if (e === refused) return undefined;
    throw e;
  }
}
