/**
 * Support staff's reading of telemetry (the `replays` and `errors` commands): the words for a
 * session's identity status, the `--since` option, the ingest's refusals, and the error reports
 * grouped for triage.
 */
import { IdentityStatus, type ErrorReport } from '../../model/telemetry';

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

/** Reports with the same error (name and message), counted: what `errors list` shows, most recent first. */
export interface ErrorGroup {
  readonly name: string;
  readonly message: string;
  readonly count: number;
  readonly firstAt: string;
  readonly lastAt: string;
  /** How many sessions met it. */
  readonly sessions: number;
  /** The pages it happened on, most recent first. */
  readonly pages: readonly string[];
  /** The most recent report's id, for `errors show`. */
  readonly latest?: string;
}

/** How many groups `errors list` shows unless --limit says otherwise. */
export const ERROR_GROUPS_SHOWN = 20;

/** The reports (newest first) of one session or all, grouped by error, the most recently met first, at most `limit` groups. */
export function triageErrors(
  reports: readonly ErrorReport[],
  options: { readonly session?: string | undefined; readonly limit?: number | undefined } = {},
): { readonly reports: number; readonly groups: number; readonly shown: readonly ErrorGroup[] } {
  const chosen = options.session === undefined ? reports : reports.filter((r) => r.sessionId === options.session);
  const groups = new Map<string, { group: ErrorGroup; sessions: Set<string> }>();
  for (const r of chosen) {
    const key = `${r.name}\u0000${r.message}`;
    const known = groups.get(key);
    if (!known) {
      groups.set(key, {
        group: {
          name: r.name,
          message: r.message,
          count: 1,
          firstAt: r.at,
          lastAt: r.at,
          sessions: 0,
          pages: r.page ? [r.page] : [],
          ...(r.id ? { latest: r.id } : {}),
        },
        sessions: new Set(r.sessionId ? [r.sessionId] : []),
      });
      continue;
    }
    if (r.sessionId) known.sessions.add(r.sessionId);
    known.group = {
      ...known.group,
      count: known.group.count + 1,
      firstAt: r.at,
      pages: r.page && !known.group.pages.includes(r.page) ? [...known.group.pages, r.page] : known.group.pages,
    };
  }
  const all = [...groups.values()].map(({ group, sessions }) => ({ ...group, sessions: sessions.size }));
  return { reports: chosen.length, groups: all.length, shown: all.slice(0, options.limit ?? ERROR_GROUPS_SHOWN) };
}

/** The line under the table: how many reports and groups, and how to see more. */
export function errorTriageSummary(triage: ReturnType<typeof triageErrors>): string {
  const reports = `${triage.reports} ${triage.reports === 1 ? 'report' : 'reports'} in ${triage.groups} ${triage.groups === 1 ? 'group' : 'groups'}`;
  return triage.shown.length < triage.groups ? `${reports}; the ${triage.shown.length} most recent shown (--limit ${triage.groups} shows all).` : `${reports}.`;
}
