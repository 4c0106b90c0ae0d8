/**
 * What the sandbox's log lines may hold (no personal value in any log line): a request's method,
 * path and status, and a failure's kind, code and stack frames, never its message or fields (a
 * database error carries the query's parameters, a submitter's name, address, email and phone,
 * and may quote them). Control characters are shown as `?`, so a path cannot drive a terminal.
 */

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** A request path as a log line shows it: at most 200 characters, no control character. */
export const loggedPath = (path: string): string => path.slice(0, 200).replace(CONTROL, '?');

/** An error as a log line shows it: its kind, its code (a database's SQLSTATE) and where it was thrown. */
export function failureOf(err: unknown): string {
  if (!(err instanceof Error)) return typeof err;
  const code = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8);
  return [`${err.name}${typeof code === 'string' && /^[\w-]{1,16}$/.test(code) ? ` ${code}` : ''}`, ...frames].join('\n');
}
