/**
 * The modules screen's server state: the flow's module list and each module's
 * contextual messages, in the query cache, read by the screen with useSuspenseQuery. The route
 * loader runs on arrival: it puts the list there (a failure is the generic error path), moves an
 * address that names no module of the flow to the first one, and fetches the messages of the
 * module shown, then those of the others without waiting, so moving between modules, which does
 * not run the loader again, finds them there.
 */
import * as E from 'fp-ts/Either';
import { replace, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { queryOptions } from '@tanstack/react-query';
import type { ContextualMessage } from '../../../core/model/contextual-messages';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { currentModulePath } from '../../../core/rules/modules';
import { runCall } from '../../app/call';
import { routeServices } from '../../app/route-services';
import { flowModulesQuery } from '../flow-steps/flow-queries';

export const moduleKeys = {
  list: (flowId: string) => ['flow-modules', flowId] as const,
  messages: (flowId: string, locationId: string) => ['contextual-messages', flowId, locationId] as const,
  /** A module's components and saved data, as the module use-case loads them (never kept stale: only a load in flight is shared). */
  content: (flowId: string, module: string) => ['flow-module', flowId, module] as const,
};

export const moduleListQuery = (api: RegistryApi, flowId: string) =>
  queryOptions({ queryKey: moduleKeys.list(flowId), queryFn: () => runCall(api.modules(flowId)) });

const none: readonly ContextualMessage[] = [];

/** A location's messages; a module without one has none, and a failed fetch shows none. */
export const moduleMessagesQuery = (api: RegistryApi, flowId: string, locationId: string | undefined) =>
  queryOptions({
    queryKey: moduleKeys.messages(flowId, locationId ?? ''),
    queryFn: async (): Promise<readonly ContextualMessage[]> =>
      locationId === undefined ? none : E.getOrElseW(() => none)(await api.contextualMessages(flowId, locationId)()),
    staleTime: Infinity,
  });

export async function loader({ params, url, context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = context.get(routeServices);
  if (!auth.isAuthenticated) return null;
  const flowId = params.flowId ?? '';
  const { modules } = await queryClient.ensureQueryData(moduleListQuery(api, flowId));
  const requested = url.searchParams.get('module');
  const current = currentModulePath(modules, requested);
  // The address names the module; one it does not name (or that the flow lacks) becomes the first.
  if (current !== undefined && current !== requested) throw replace(`?module=${encodeURIComponent(current)}`);
  const messages = (locationId: string | undefined) => moduleMessagesQuery(api, flowId, locationId);
  for (const m of modules) if (m.path !== current) void queryClient.prefetchQuery(messages(m.contextualMessageId));
  await Promise.all([
    queryClient.ensureQueryData(messages(modules.find((m) => m.path === current)?.contextualMessageId)),
    // The steps' statuses: what the registry holds of each module.
    queryClient.fetchQuery(flowModulesQuery(api, flowId)),
  ]);
  return null;
}

/** Moving between the modules of one flow keeps the screen (and what is typed in it): the loader runs again only for an address without a module. */
export const shouldRevalidate = ({ currentParams, nextParams, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean =>
  currentParams.flowId !== nextParams.flowId || nextUrl.searchParams.get('module') === null ? defaultShouldRevalidate : false;
