/** Checking a step's outcome against its expectations; each failure is a sentence for the report. */
import type { Expectation } from './scenario';

/** The value at a dot path ('$' or '' is the whole value); undefined when any part is missing. */
export function valueAt(root: unknown, path: string): unknown {
  if (path === '$' || path === '') return root;
  let v: unknown = root;
  for (const part of path.replace(/^\$\.?/, '').split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

/** Undefined when `actual` satisfies `expected` (a literal or a matcher), else what is wrong. */
export function mismatch(actual: unknown, expected: unknown): string | undefined {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    const [matcher, ...others] = Object.keys(expected);
    if (matcher !== undefined && others.length === 0 && matcher.startsWith('$')) {
      const arg = (expected as Record<string, unknown>)[matcher];
      switch (matcher) {
        case '$exists':
          return (actual !== undefined) === arg ? undefined : arg ? 'is missing' : `is ${show(actual)}, expected nothing`;
        case '$matches':
          return typeof actual === 'string' && new RegExp(String(arg)).test(actual) ? undefined : `is ${show(actual)}, expected to match /${String(arg)}/`;
        case '$contains':
          if (typeof actual === 'string' && typeof arg === 'string')
            return actual.includes(arg) ? undefined : `is ${show(actual)}, expected to contain ${show(arg)}`;
          return Array.isArray(actual) && actual.some((x) => contains(x, arg)) ? undefined : `is ${show(actual)}, expected to contain ${show(arg)}`;
        case '$gte':
          return typeof actual === 'number' && actual >= Number(arg) ? undefined : `is ${show(actual)}, expected at least ${show(arg)}`;
        case '$lte':
          return typeof actual === 'number' && actual <= Number(arg) ? undefined : `is ${show(actual)}, expected at most ${show(arg)}`;
        case '$not':
          return mismatch(actual, arg) === undefined ? `is ${show(actual)}, expected anything else` : undefined;
        default:
          return `unknown matcher ${matcher}`;
      }
    }
  }
  return deepEqual(actual, expected) ? undefined : `is ${show(actual)}, expected ${show(expected)}`;
}

/** An element matches a $contains argument when it satisfies it, or holds every field of a plain object argument. */
function contains(element: unknown, expected: unknown): boolean {
  if (mismatch(element, expected) === undefined) return true;
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected) || Object.keys(expected).some((k) => k.startsWith('$'))) return false;
  if (element === null || typeof element !== 'object') return false;
  return Object.entries(expected).every(([k, v]) => contains((element as Record<string, unknown>)[k], v));
}

const sizeOf = (v: unknown): number | undefined => (Array.isArray(v) ? v.length : v !== null && typeof v === 'object' ? Object.keys(v).length : undefined);

export interface Outcome {
  readonly exit: number;
  readonly output: unknown;
  readonly stderr: string;
}

export function check(outcome: Outcome, expect: Expectation = {}): string[] {
  const failures: string[] = [];
  const exit = expect.exit ?? 0;
  if (outcome.exit !== exit) failures.push(`exit status is ${outcome.exit}, expected ${exit}`);
  for (const [path, expected] of Object.entries(expect.fields ?? {})) {
    const m = mismatch(valueAt(outcome.output, path), expected);
    if (m) failures.push(`${path} ${m}`);
  }
  for (const [path, expected] of Object.entries(expect.counts ?? {})) {
    const m = mismatch(sizeOf(valueAt(outcome.output, path)), expected);
    if (m) failures.push(`count of ${path} ${m}`);
  }
  if (expect.stderr !== undefined && !outcome.stderr.includes(expect.stderr)) failures.push(`stderr does not contain ${JSON.stringify(expect.stderr)}`);
  return failures;
}
