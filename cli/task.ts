/** A TaskEither call as an Observable, for the core's RxJS use-cases (order workers, polling). */
import { defer, from, map, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { DomainFailure, type DomainError } from '../core/errors';

/** Emits the value, or errors with a DomainFailure; the call starts on subscription. */
export const observe = <A>(task: TaskEither<DomainError, A>): Observable<A> =>
  defer(() => from(task())).pipe(
    map((result) => {
      if (E.isLeft(result)) throw new DomainFailure(result.left);
      return result.right;
    }),
  );
