/**
 * The wizard's registry lookups through the query cache (docs/portal.md §Calls: no retry, cleared on logout):
 * the core's start-flow use-case gets them as its ports, so rebuilding a step from its address
 * (back, forward, reload of a step seen a moment ago) answers from the cache instead of calling
 * the registry again. A failure stays a value: the cache only sees it thrown, and it is not kept.
 */
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { DomainFailure, networkError, type DomainError } from '../../../core/errors';
import type { RegistryApi } from '../../../core/ports/registry-api';
import type { StartFlowPorts } from '../../../core/use-cases/start-flow/use-case';
import { runCall } from '../../app/call';

// Long enough for going back and forth through the wizard; a later visit asks the registry again.
const STALE_MS = 60_000;

export const productAttributesQuery = (api: RegistryApi) =>
  queryOptions({ queryKey: ['start-flow', 'product-attributes'] as const, queryFn: () => runCall(api.productAttributes()), staleTime: STALE_MS });

function cached<A>(queryClient: QueryClient, queryKey: readonly unknown[], call: () => TaskEither<DomainError, A>): TaskEither<DomainError, A> {
  return () =>
    queryClient.fetchQuery({ queryKey, queryFn: () => runCall(call()), staleTime: STALE_MS }).then(
      (value) => E.right(value),
      (error: unknown) => E.left(error instanceof DomainFailure ? error.error : networkError(error instanceof Error ? error.message : String(error))),
    );
}

/** The start-flow use-case's lookups, each keyed by what it was asked. */
export function cachedStartFlowApi(queryClient: QueryClient, api: RegistryApi): StartFlowPorts['api'] {
  return {
    basisLicenses: (query) => cached(queryClient, ['start-flow', 'basis-licenses', query], () => api.basisLicenses(query)),
    supportedStates: (query) => cached(queryClient, ['start-flow', 'supported-states', query], () => api.supportedStates(query)),
    availableLines: (query) => cached(queryClient, ['start-flow', 'available-lines', query], () => api.availableLines(query)),
    validateLicenses: (request) => cached(queryClient, ['start-flow', 'validation', request], () => api.validateLicenses(request)),
    duplicates: (request) => cached(queryClient, ['start-flow', 'duplicates', request], () => api.duplicates(request)),
    feeSummary: (request) => cached(queryClient, ['start-flow', 'fee-summary', request], () => api.feeSummary(request)),
  };
}
