/**
 * What the shared flow screens read from the registry, as TanStack queries (server data lives in
 * the query cache, not in reducers): the submitter, the flow's modules and each module's content,
 * the contextual messages of a location. A failed load is the generic error path (spec §8).
 */
import { queryOptions } from '@tanstack/react-query';
import type { RegistryApi } from '../../../core/ports/registry-api';
import type { FlowScreenType } from '../../../core/model/constants';
import { usesPdbSubmitter } from '../../../core/use-cases/flow-steps/steps';
import { runCall } from '../../app/call';

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
    queryFn: async () => {
      const { modules } = await runCall(api.modules(flowId));
      return Promise.all(modules.map(async (summary) => ({ summary, content: await runCall(api.module(flowId, summary.path)) })));
    },
    staleTime: 0,
  });

export const messagesQuery = (api: RegistryApi, flowId: string, location: string) =>
  queryOptions({ queryKey: flowKeys.messages(flowId, location), queryFn: () => runCall(api.contextualMessages(flowId, location)) });
