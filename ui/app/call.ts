/**
 * The bridge from the core's failures-as-values to the query cache and React error boundaries,
 * which only know thrown errors: a Left becomes a thrown DomainFailure that keeps its DomainError
 * (so the error screen can still read its HTTP status).
 */
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { DomainFailure, type DomainError } from '../../core/errors';

export async function runCall<A>(call: TaskEither<DomainError, A>): Promise<A> {
  const result = await call();
  if (E.isLeft(result)) throw new DomainFailure(result.left);
  return result.right;
}
