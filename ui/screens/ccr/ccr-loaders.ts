/**
 * The contact change's route loaders: the landing's (the journey, the changes, the fee) and the review's,
 * each fetched afresh on arrival into the query cache, which the screens read with
 * useSuspenseQuery. A failure goes to the route's error screen (the generic error path, 429 its
 * own). Nothing is fetched without a JWT; the sign-in guard sends the visitor away.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { ccrQueryKey } from '../../../core/use-cases/ccr/review';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { runCall } from '../../app/call';
import { fetchJourneyHeld, flowFeeQuery } from '../flow-steps/flow-queries';
import { routeServices } from '../../app/route-services';

export const ccrReviewQuery = (api: RegistryApi, flowId: string) =>
  queryOptions({ queryKey: ccrQueryKey(flowId, 'ccr-review'), queryFn: () => runCall(api.ccrReview(flowId)) });

/** A loader that fetches one query of the route's flow: every arrival asks again, as the request may have changed since. */
const flowQueryLoader =
  <T, K extends QueryKey>(query: (api: RegistryApi, flowId: string) => FetchQueryOptions<T, Error, T, K>) =>
  async ({ params, context }: LoaderFunctionArgs): Promise<null> => {
    const { queryClient, api, auth } = context.get(routeServices);
    if (!auth.isAuthenticated) return null;
    await queryClient.fetchQuery(query(api, params.flowId ?? ''));
    return null;
  };

export const ccrReviewLoader = flowQueryLoader(ccrReviewQuery);

/** The landing: the journey's task list (what the registry holds of the request, its changes) and the fee, fetched afresh. */
export async function ccrLandingLoader({ params, context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = context.get(routeServices);
  const flowId = sanitizeFlowId(params.flowId ?? '');
  if (!auth.isAuthenticated || flowId === '') return null;
  await Promise.all([
    fetchJourneyHeld(queryClient, api, 'CCR', flowId),
    queryClient.fetchQuery(ccrReviewQuery(api, flowId)),
    queryClient.fetchQuery(flowFeeQuery(api, 'CCR', flowId)),
  ]);
  return null;
}
