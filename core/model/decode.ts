/**
 * Decoding at the boundary. A server answer that does not fit the contract fails with
 * "Invalid field(s)" followed by the comma-separated paths of the offending fields (docs/portal.md §Validation rules).
 */
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';

export interface ContractViolation {
  readonly message: string;
  readonly paths: readonly string[];
}

/**
 * Recursion, refinement, exact and readonly codecs validate through their inner codec without adding
 * a context entry, so the entry after them was added by that inner codec: look through to it.
 */
function unwrap(type: t.Decoder<unknown, unknown>): t.Decoder<unknown, unknown> {
  let current = type;
  while (current instanceof t.RecursiveType || current instanceof t.RefinementType || current instanceof t.ExactType || current instanceof t.ReadonlyType) {
    current = current.type;
  }
  return current;
}

/** io-ts contexts include combinator members (intersection/union branches); a path names only fields and indexes. */
function pathParts(context: t.Context): string[] {
  const parts: string[] = [];
  for (let i = 1; i < context.length; i++) {
    const parent = unwrap(context[i - 1]!.type);
    if (parent instanceof t.IntersectionType || parent instanceof t.UnionType) continue;
    parts.push(context[i]!.key);
  }
  return parts;
}

/**
 * An untagged union reports the failures of every alternative; keep only the alternatives that got
 * furthest into the value (the deepest paths), which are the ones the sender most likely meant.
 * All errors given share their context up to `level`.
 */
function narrow(errors: readonly t.ValidationError[], level: number): t.ValidationError[] {
  const ending = errors.filter((e) => e.context.length <= level);
  const groups = new Map<t.ContextEntry, t.ValidationError[]>();
  for (const e of errors) {
    const entry = e.context[level];
    if (entry !== undefined) groups.set(entry, [...(groups.get(entry) ?? []), e]);
  }
  if (groups.size === 0) return ending;
  let chosen = [...groups.values()].map((group) => narrow(group, level + 1));
  // Every error grouped here has a context entry at `level`, so one at `level - 1` too.
  const parent = chosen[0]?.[0]?.context[level - 1];
  if (chosen.length > 1 && parent !== undefined && unwrap(parent.type) instanceof t.UnionType) {
    const depth = (es: readonly t.ValidationError[]) => Math.max(...es.map((e) => pathParts(e.context).length));
    const deepest = Math.max(...chosen.map(depth));
    chosen = chosen.filter((group) => depth(group) === deepest);
  }
  return [...ending, ...chosen.flat()];
}

export function violationPaths(errors: t.Errors): string[] {
  const paths: string[] = [];
  for (const error of narrow(errors, 1)) {
    const path = pathParts(error.context).join('.') || '(root)';
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

export function invalidFieldsMessage(paths: readonly string[]): string {
  return `Invalid field(s) ${paths.join(', ')}`;
}

export function decode<A, O>(codec: t.Type<A, O, unknown>, value: unknown): E.Either<ContractViolation, A> {
  return E.mapLeft((errors: t.Errors) => {
    const paths = violationPaths(errors);
    return { message: invalidFieldsMessage(paths), paths };
  })(codec.decode(value));
}
