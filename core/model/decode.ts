/**
 * Decoding at the boundary. A server answer that does not fit the contract fails with
 * "Invalid field(s)" followed by the comma-separated paths of the offending fields (spec §5).
 */
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';

export interface ContractViolation {
  readonly message: string;
  readonly paths: readonly string[];
}

/** io-ts contexts include combinator members (intersection/union branches); a path names only fields and indexes. */
function pathOf(context: t.Context): string {
  const parts: string[] = [];
  for (let i = 1; i < context.length; i++) {
    const parent = context[i - 1].type;
    if (
      parent instanceof t.IntersectionType ||
      parent instanceof t.UnionType ||
      parent instanceof t.RefinementType ||
      parent instanceof t.ExactType ||
      parent instanceof t.ReadonlyType ||
      parent instanceof t.RecursiveType
    ) {
      continue;
    }
    parts.push(context[i].key);
  }
  return parts.join('.');
}

export function violationPaths(errors: t.Errors): string[] {
  const paths: string[] = [];
  for (const error of errors) {
    const path = pathOf(error.context) || '(root)';
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
