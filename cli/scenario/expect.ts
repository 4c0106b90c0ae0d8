/** Checking a step's outcome against its expectations; each failure is a sentence for the report. */
import { isDeepStrictEqual } from 'node:util';
import { diffLines } from 'diff';
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

const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));
const pretty = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v, null, 2));
const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A line diff of two values written as indented JSON: `- ` lines are expected only, `+ ` lines
 * are what the command gave only, the lines both have are kept for context.
 */
export function diff(expected: unknown, actual: unknown): string {
  return diffLines(`${pretty(expected)}\n`, `${pretty(actual)}\n`)
    .flatMap((change) =>
      change.value
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => `${change.added ? '+' : change.removed ? '-' : ' '} ${line}`),
    )
    .join('\n');
}

/** A failed comparison: short for plain values, a diff for objects and arrays. */
function differs(actual: unknown, expected: unknown): string {
  if ((actual !== null && typeof actual === 'object') || (expected !== null && typeof expected === 'object'))
    return `is not as expected (- expected, + actual):\n${diff(expected, actual)}`;
  return `is ${show(actual)}, expected ${show(expected)}`;
}

/** A $contains that failed: the element closest to the expected fields, as a diff, or the elements there are. */
function notContained(actual: unknown, arg: unknown): string {
  if (!Array.isArray(actual)) return `is ${show(actual)}, expected a list or text containing ${show(arg)}`;
  if (isPlainObject(arg)) {
    const keys = Object.keys(arg);
    const score = (e: unknown) => (isPlainObject(e) ? keys.filter((k) => isDeepStrictEqual(e[k], arg[k])).length : -1);
    const closest = actual.reduce<unknown>((best, e) => (score(e) > score(best) ? e : best), undefined);
    if (isPlainObject(closest)) {
      const shown = Object.fromEntries(keys.filter((k) => k in closest).map((k) => [k, closest[k]]));
      return `has no element with ${show(arg)}; the closest (- expected, + actual):\n${diff(arg, shown)}`;
    }
  }
  return `does not contain ${show(arg)}; its ${actual.length} element(s):\n${actual.map((e) => `  ${show(e)}`).join('\n')}`;
}

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
          return Array.isArray(actual) && actual.some((x) => contains(x, arg)) ? undefined : notContained(actual, arg);
        case '$equals':
          return isDeepStrictEqual(actual, arg) ? undefined : differs(actual, arg);
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
  return isDeepStrictEqual(actual, expected) ? undefined : differs(actual, expected);
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
