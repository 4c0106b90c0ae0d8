/**
 * The flow's modules with each one's content, in flow order, as one query (one cache entry for
 * the review and the validation); undefined until all have loaded.
 */
import { useQuery } from '@tanstack/react-query';
import type { ModuleContent, ModuleSummary } from '../../../core/model/modules';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { flowModulesQuery } from './flow-queries';

export interface LoadedModule {
  readonly summary: ModuleSummary;
  readonly content: ModuleContent;
}

export function useFlowModules(flowId: string, enabled = true): readonly LoadedModule[] | undefined {
  const api = useService(TOKENS.RegistryApi);
  const { data } = useQuery({ ...flowModulesQuery(api, flowId), enabled, throwOnError: true });
  return enabled ? data : [];
}
