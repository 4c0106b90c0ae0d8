/**
 * The contact change's route loaders: the landing's (the journey, the changes, the fee) and the review's,
 * each fetched afresh on arrival into the query cache, which the screens read with
 * useSuspenseQuery. A failure of the journey or the fee goes to the route's error screen (the generic error
 * path, 429 its own); a failure of the review is the review's own failure (core
 * loadCcrReview), which its page shows. Nothing is fetched without a JWT; the sign-in guard sends
 * the visitor away.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { RegistryApi } from '../../../core/ports/registry-api';
import type { Telemetry } from '../../../core/ports/telemetry';
import { ccrQueryKey } from '../../../core/use-cases/ccr/review';
import { loadCcrReview } from '../../../core/use-cases/ccr/review-load';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { runCall } from '../../app/call';
import { routeServices, type RouteServices } from '../../app/route-services';
import { landingLoader } from '../flow-steps/JourneyLanding';
import { CONTACT_CHANGE } from '../../../core/use-cases/journey/types';

export const ccrReviewQuery = (api: RegistryApi, telemetry: Pick<Telemetry, 'error'>, flowId: string) =>
  queryOptions({ queryKey: ccrQueryKey(flowId, 'ccr-review'), queryFn: () => runCall(loadCcrReview(api.ccrReview(flowId), telemetry)) });

/** A loader that fetches one query of the route's flow: every arrival asks again, as the request may have changed since. */
const flowQueryLoader =
  <T, K extends QueryKey>(query: (services: RouteServices, flowId: string) => FetchQueryOptions<T, Error, T, K>) =>
  async ({ params, context }: LoaderFunctionArgs): Promise<null> => {
    const services = context.get(routeServices);
    if (!services.auth.isAuthenticated) return null;
    await services.queryClient.fetchQuery(query(services, params.flowId ?? ''));
    return null;
  };

export const ccrReviewLoader = flowQueryLoader(({ api, telemetry }, flowId) => ccrReviewQuery(api, telemetry, flowId));

/** The landing: the journey's (what the registry holds of the request, its price) and its changes, fetched afresh. */
export async function ccrLandingLoader(args: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth, telemetry } = args.context.get(routeServices);
  const flowId = sanitizeFlowId(args.params.flowId ?? '');
  if (!auth.isAuthenticated || flowId === '') return null;
  await Promise.all([landingLoader(CONTACT_CHANGE.type)(args), queryClient.fetchQuery(ccrReviewQuery(api, telemetry, flowId))]);
  return null;
}
