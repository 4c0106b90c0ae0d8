/**
 * The object without `keys`. A state field that is cleared becomes absent, never `undefined`
 * (docs/decisions.md §Contract), which the compiler checks with
 * `exactOptionalPropertyTypes`.
 */
export function omit<T extends object, K extends keyof T>(o: T, ...keys: readonly K[]): Omit<T, K> {
  const out: Partial<T> = { ...o };
  for (const key of keys) delete out[key];
  return out as Omit<T, K>;
}
