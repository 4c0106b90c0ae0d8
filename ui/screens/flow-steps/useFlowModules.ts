/** The flow's modules with each one's content, in flow order; undefined until all have loaded. */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ModuleContent, ModuleSummary } from '../../../core/model/modules';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { moduleQuery, modulesQuery } from './flow-queries';

export interface LoadedModule {
  readonly summary: ModuleSummary;
  readonly content: ModuleContent;
}

export function useFlowModules(flowId: string, enabled = true): readonly LoadedModule[] | undefined {
  const api = useService(TOKENS.RegistryApi);
  const list = useQuery({ ...modulesQuery(api, flowId), enabled, throwOnError: true });
  const summaries = list.data?.modules ?? [];
  const contents = useQueries({
    queries: summaries.map((m) => ({ ...moduleQuery(api, flowId, m.path), enabled, throwOnError: true })),
  });
  if (!enabled) return [];
  if (!list.data || contents.some((c) => !c.data)) return undefined;
  return summaries.map((summary, i) => ({ summary, content: contents[i].data as ModuleContent }));
}
