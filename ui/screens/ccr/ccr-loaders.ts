/**
 * The contact change's route loaders: the landing's steps (the flow's modules) and the review,
 * each fetched afresh on arrival into the query cache, which the screens read with
 * useSuspenseQuery. A failure goes to the route's error screen (the generic error path, 429 its
 * own). Nothing is fetched without a JWT; the sign-in guard sends the visitor away.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { ccrQueryKey } from '../../../core/use-cases/ccr/review';
import { runCall } from '../../app/call';
import { routeServices } from '../../app/route-services';

export const ccrStepsQuery = (api: RegistryApi, flowId: string) =>
  queryOptions({ queryKey: ccrQueryKey(flowId, 'ccr-steps'), queryFn: () => runCall(api.modules(flowId)) });

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

export const ccrStepsLoader = flowQueryLoader(ccrStepsQuery);
export const ccrReviewLoader = flowQueryLoader(ccrReviewQuery);
