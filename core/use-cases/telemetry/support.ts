/**
 * Support staff's reading of telemetry (the `replays` and `errors` commands): the words for a
 * session's identity status, the `--since` option, and the ingest's refusals.
 */
import { IdentityStatus } from '../../model/telemetry';

export const IDENTITY_WORDS: Record<IdentityStatus, string> = {
  [IdentityStatus.Unknown]: 'Unknown',
  [IdentityStatus.Anonymous]: 'Anonymous',
  [IdentityStatus.Identified]: 'Identified',
};

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * `--since`: a date (2026-11-20), a date and time (2026-11-20T08:00:00Z), or a span back from now
 * (30m, 12h, 7d). Undefined when it is none of these.
 */
export function parseSince(text: string, now: Date): Date | undefined {
  const span = /^(\d+)([mhd])$/.exec(text.trim());
  if (span) return new Date(now.getTime() - Number(span[1]) * (UNITS[span[2] ?? 'd'] ?? 0));
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return undefined;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}
export const SINCE_HELP = 'a date (2026-11-20), a date and time (2026-11-20T08:00:00Z), or a span back from now (30m, 12h, 7d)';

/** Why the ingest refused a read, by its status. */
export function supportRefusal(status: number, what: string): string {
  if (status === 401) return 'The telemetry service needs the support credential: set SUPPORT_TOKEN.';
  if (status === 403) return 'The telemetry service refused this credential: SUPPORT_TOKEN must be the support credential, not a licensee sign-in.';
  if (status === 404) return `${what} was not found (recordings are kept for 30 days).`;
  return `The telemetry service answered ${status}.`;
}
