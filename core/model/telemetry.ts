/**
 * The telemetry ingest's contract: where the browser sends recordings, error reports and
 * analytics, and what support staff read back. The sandbox serves it under TELEMETRY_PATH of its
 * own origin; production points config.json's telemetry endpoints at real services.
 */
import * as t from 'io-ts';
import { struct } from './codec';

/** The ingest's path on the sandbox's origin. */
export const TELEMETRY_PATH = '/telemetry';
/** The recording script's path under TELEMETRY_PATH. */
export const RECORDER_SCRIPT_PATH = '/sdk/recorder.js';

/** The header of a registry call that links it to the session's recording, while one runs: its URL on the ingest. */
export const REPLAY_HEADER = 'X-Session-Replay-URL';

/** The longest telemetry string kept (the recording SDK's limit, docs/portal.md §Limits). */
export const MAX_TELEMETRY_STRING = 1000;

/** What stands in for a value telemetry may not carry. */
export const REDACTED = '[redacted]';
/** 123-45-6789, 123 45 6789 or nine digits standing alone. */
const SSN_TEXT = /\b\d{3}[- ]?\d{2}[- ]?\d{4}\b/g;

/** The text with every SSN-shaped value masked: an SSN never reaches telemetry, whoever sends it (docs/decisions.md §Sensitive data). */
export const maskSsnText = (text: string): string => text.replace(SSN_TEXT, REDACTED);

/** Recordings, error reports and analytics older than this are deleted. */
export const RETENTION_DAYS = 30;

/**
 * The support credential of a sandbox started without SUPPORT_TOKEN (npm start, tests): a
 * development value, documented in the README, never a production one.
 */
export const DEV_SUPPORT_TOKEN = 'licensehub-dev-support';

/** The recording's identity status: Unknown before the recorder runs, Anonymous until identify(), then Identified. */
export const IdentityStatus = { Unknown: 0, Anonymous: 1, Identified: 2 } as const;
export type IdentityStatus = (typeof IdentityStatus)[keyof typeof IdentityStatus];
const IdentityStatusCodec = t.union([t.literal(0), t.literal(1), t.literal(2)]);

/** One batch of recorded DOM events of a session. */
export const RecordingBatch = struct(
  'RecordingBatch',
  { sessionId: t.string, identity: IdentityStatusCodec, events: t.array(t.unknown) },
  { page: t.string, commands: t.array(t.unknown) },
);
export type RecordingBatch = t.TypeOf<typeof RecordingBatch>;

/** A recorded session as support staff list it. */
export const ReplaySession = struct(
  'ReplaySession',
  { sessionId: t.string, startedAt: t.string, lastAt: t.string, identity: IdentityStatusCodec, bytes: t.number, batches: t.number },
  { displayName: t.string, npn: t.string, fein: t.string },
);
export type ReplaySession = t.TypeOf<typeof ReplaySession>;
export const ReplaySessionList = t.type({ sessions: t.array(ReplaySession) }, 'ReplaySessionList');

/** A session's recording: the session and its events in order (and the journey's commands, when kept). */
export const Recording = t.type({ session: ReplaySession, events: t.array(t.unknown), commands: t.array(t.unknown) }, 'Recording');
export type Recording = t.TypeOf<typeof Recording>;

/** An error report as support staff list it. */
export const ErrorReport = struct(
  'ErrorReport',
  { at: t.string, errorType: t.string, name: t.string, message: t.string },
  // `id` names a report for `errors show`; `stack` comes with one report, not in the list.
  { id: t.string, page: t.string, sessionId: t.string, stack: t.string },
);
export type ErrorReport = t.TypeOf<typeof ErrorReport>;
export const ErrorReportList = t.type({ errors: t.array(ErrorReport) }, 'ErrorReportList');
