/**
 * The flow's modules with each one's content, in flow order, as one query (one cache entry for
 * the review, the validation and the journey), fetched by the step's loader.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FlowScreenType } from '../../../core/model/constants';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { journeyQueries, type LoadedModule } from './flow-queries';

export type { LoadedModule } from './flow-queries';

export function useFlowModules(type: FlowScreenType, flowId: string): readonly LoadedModule[] {
  const api = useService(TOKENS.RegistryApi);
  return useSuspenseQuery({ ...journeyQueries(api, type, flowId).modules, staleTime: Infinity }).data;
}
