/**
 * The wizard's registry lookups through the query cache (docs/portal.md §Calls: no retry, cleared on logout):
 * the core's start-flow use-case gets them as its ports, so rebuilding a step from its address
 * (back, forward, reload of a step seen a moment ago) answers from the cache instead of calling
 * the registry again. A failure stays a value: the cache only sees it thrown, and it is not kept.
 */
import type { TaskEither } from 'fp-ts/TaskEither';
import type { LoaderFunctionArgs } from 'react-router';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DomainError } from '../../../core/errors';
import type { RegistryApi } from '../../../core/ports/registry-api';
import type { StartFlowPorts } from '../../../core/use-cases/start-flow/use-case';
import { cachedCall } from '../../app/cached-call';
import { runCall } from '../../app/call';
import { startFlowKey } from '../../app/flow-reset';
import { routeServices } from '../../app/route-services';

// Long enough for going back and forth through the wizard; a later visit asks the registry again.
const STALE_MS = 60_000;

export const productAttributesQuery = (api: RegistryApi) =>
  queryOptions({ queryKey: [...startFlowKey, 'product-attributes'] as const, queryFn: () => runCall(api.productAttributes()), staleTime: STALE_MS });

const cached = <A>(queryClient: QueryClient, queryKey: readonly unknown[], call: () => TaskEither<DomainError, A>) =>
  cachedCall(queryClient, queryKey, call, STALE_MS);

/** The start-flow use-case's lookups, each keyed by what it was asked. */
export function cachedStartFlowApi(queryClient: QueryClient, api: RegistryApi): StartFlowPorts['api'] {
  return {
    basisLicenses: (query) => cached(queryClient, [...startFlowKey, 'basis-licenses', query], () => api.basisLicenses(query)),
    supportedStates: (query) => cached(queryClient, [...startFlowKey, 'supported-states', query], () => api.supportedStates(query)),
    availableLines: (query) => cached(queryClient, [...startFlowKey, 'available-lines', query], () => api.availableLines(query)),
    validateLicenses: (request) => cached(queryClient, [...startFlowKey, 'validation', request], () => api.validateLicenses(request)),
    duplicates: (request) => cached(queryClient, [...startFlowKey, 'duplicates', request], () => api.duplicates(request)),
    feeSummary: (request) => cached(queryClient, [...startFlowKey, 'fee-summary', request], () => api.feeSummary(request)),
  };
}

/** The product attributes the first step offers, in the cache before the wizard shows; a failure is the route's error screen. */
export async function loader({ context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = context.get(routeServices);
  if (auth.isAuthenticated) await queryClient.ensureQueryData(productAttributesQuery(api));
  return null;
}

/** Moving between the wizard's steps keeps the screen (and the wizard): the loader runs on arrival only. */
export const shouldRevalidate = (): boolean => false;
