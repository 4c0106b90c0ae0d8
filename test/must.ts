/**
 * The value a test needs to go on, or a failure saying what was missing. Reading `rows[0]` or
 * `match[1]` is typed `T | undefined` (noUncheckedIndexedAccess); in a test a missing value is a
 * failure of the test, so it fails here with a message rather than as a TypeError a line later.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}, got ${String(value)}`);
  return value;
}
