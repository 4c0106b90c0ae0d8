/**
 * What the shared flow screens read from the registry, as TanStack queries (server data lives in
 * the query cache, not in reducers): the submitter, the flow's modules and each module's content,
 * the contextual messages of a location. A failed load is the generic error path (docs/portal.md §Shared flow steps).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { ModuleContent, ModuleSummary } from '../../../core/model/modules';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import type { RegistryApi } from '../../../core/ports/registry-api';
import type { FlowScreenType } from '../../../core/model/constants';
import { usesPdbSubmitter, type FlowStep } from '../../../core/use-cases/flow-steps/steps';
import { ATTESTATION_LOCATION } from '../../../core/use-cases/flow-steps/attestation';
import { flowFee, showsFeeAt } from '../../../core/use-cases/flow-steps/fees';
import { journeyReadsModules, loadLead, type LeadHeld } from '../../../core/use-cases/journey/facts';
import { runCall } from '../../app/call';
import { routeServices } from '../../app/route-services';
import { ensureReferenceLists } from '../../app/reference-lists-loader';

export interface LoadedModule {
  readonly summary: ModuleSummary;
  readonly content: ModuleContent;
}

export const flowKeys = {
  submitter: (type: FlowScreenType, flowId: string) => ['submitter', usesPdbSubmitter(type) ? 'pdb' : 'flow', flowId] as const,
  modules: (flowId: string) => ['flow-modules-with-content', flowId] as const,
  messages: (flowId: string, location: string) => ['contextual-messages', flowId, location] as const,
};

export const submitterQuery = (api: RegistryApi, type: FlowScreenType, flowId: string) =>
  queryOptions({
    queryKey: flowKeys.submitter(type, flowId),
    queryFn: () => runCall(usesPdbSubmitter(type) ? api.pdbSubmitter(flowId) : api.submitter(flowId)),
    staleTime: 0,
  });

/** The module list, then every module's components and saved data, in flow order. */
export const flowModulesQuery = (api: RegistryApi, flowId: string) =>
  queryOptions({
    queryKey: flowKeys.modules(flowId),
    queryFn: async (): Promise<LoadedModule[]> => {
      const { modules } = await runCall(api.modules(flowId));
      return Promise.all(modules.map(async (summary) => ({ summary, content: await runCall(api.module(flowId, summary.path)) })));
    },
    staleTime: 0,
  });

/** The registry's messages for a location of the flow; a failed fetch is no messages (the page works without them). */
export const messagesQuery = (api: RegistryApi, flowId: string, location: string) =>
  queryOptions({
    queryKey: flowKeys.messages(flowId, location),
    queryFn: async () => {
      try {
        return await runCall(api.contextualMessages(flowId, location));
      } catch {
        return [];
      }
    },
  });

/**
 * What the registry will charge for a flow, read before payment; null when the registry does not say (the page works without it, and the
 * payment page shows the fee).
 */
export const flowFeeQuery = (api: RegistryApi, type: FlowScreenType, flowId: string) =>
  queryOptions({
    queryKey: ['flow-fee', type, flowId] as const,
    queryFn: () => flowFee(api, type, flowId),
    staleTime: 0,
  });

/** A journey without modules: no call, an empty list (no flow has an empty id, so the key is no real flow's). */
const noModulesQuery = queryOptions({ queryKey: flowKeys.modules(''), queryFn: (): LoadedModule[] => [], staleTime: Infinity });

/** The first page's request of a name change or a license update (nothing for the other types). */
const leadQuery = (api: RegistryApi, type: FlowScreenType, flowId: string) =>
  queryOptions({
    queryKey: ['journey-lead', type, flowId] as const,
    queryFn: async (): Promise<LeadHeld> => runCall(() => loadLead(api, type, flowId)),
    staleTime: 0,
  });

/** What the journey of a flow reads from the registry: its submitter, its modules (module flows), its first page's request. */
export const journeyQueries = (api: RegistryApi, type: FlowScreenType, flowId: string) =>
  ({
    submitter: submitterQuery(api, type, flowId),
    modules: journeyReadsModules(type) ? flowModulesQuery(api, flowId) : noModulesQuery,
    lead: leadQuery(api, type, flowId),
  }) as const;

/** What the registry holds of the flow now, fetched afresh into the cache (the step counter and the payment gate never read an old answer). */
export const fetchJourneyHeld = (queryClient: QueryClient, api: RegistryApi, type: FlowScreenType, flowId: string) => {
  const queries = journeyQueries(api, type, flowId);
  return Promise.all([queryClient.fetchQuery(queries.submitter), queryClient.fetchQuery(queries.modules), queryClient.fetchQuery(queries.lead)]);
};

/**
 * The loader of every journey step: the submitter and the modules as the registry holds them now
 * (fetched afresh on each step, so the step counter and the payment gate never read an old
 * answer). Nothing is fetched without a JWT; the sign-in guard sends the visitor away.
 */
export const journeyLoader =
  (type: FlowScreenType, step: FlowStep) =>
  async ({ params, context }: LoaderFunctionArgs): Promise<null> => {
    const { queryClient, api, auth } = context.get(routeServices);
    const flowId = sanitizeFlowId(params.flowId ?? '');
    if (!auth.isAuthenticated || flowId === '') return null;
    await Promise.all([
      fetchJourneyHeld(queryClient, api, type, flowId),
      ...(step === 'attestation' ? [queryClient.ensureQueryData(messagesQuery(api, flowId, ATTESTATION_LOCATION))] : []),
      ...(showsFeeAt(type, step) ? [queryClient.fetchQuery(flowFeeQuery(api, type, flowId))] : []),
      // The submitter form and the contact show countries, states and provinces by name.
      ...(step === 'submitter' || step === 'verification-contact' ? [ensureReferenceLists(queryClient, api)] : []),
    ]);
    return null;
  };
