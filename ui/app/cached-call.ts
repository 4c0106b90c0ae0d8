/**
 * A registry call through the query cache, for a core use-case's port: the same question asked
 * while an answer is on its way (a screen mounted twice, back and forth between steps) shares
 * that answer, and within `staleTime` an answer is reused. A failure stays a value: the cache
 * only sees it thrown, and it is not kept.
 */
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { QueryClient } from '@tanstack/react-query';
import { DomainFailure, networkError, type DomainError } from '../../core/errors';
import { runCall } from './call';

export function cachedCall<A>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  call: () => TaskEither<DomainError, A>,
  staleTime = 0,
): TaskEither<DomainError, A> {
  return () =>
    queryClient.fetchQuery({ queryKey, queryFn: () => runCall(call()), staleTime }).then(
      (value) => E.right(value),
      (error: unknown) => E.left(error instanceof DomainFailure ? error.error : networkError(error instanceof Error ? error.message : String(error))),
    );
}
