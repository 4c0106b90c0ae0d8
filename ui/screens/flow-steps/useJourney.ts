/**
 * Where the flow of the address stands on its journey (core/use-cases/journey), as every shared
 * step shows it: the step counter, Back, Continue and the payment gate. The registry's answers
 * come from the step's loader (journeyLoader); the attestation and validation of this session
 * from the session store.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FlowScreenType } from '../../../core/model/constants';
import type { ModuleSummary } from '../../../core/model/modules';
import { beforeStepsPath } from '../../../core/use-cases/flow-steps/steps';
import { presentJourney, type JourneyFacts, type JourneyView } from '../../../core/use-cases/journey/journey';
import { journeyFacts } from '../../../core/use-cases/journey/facts';
import { journeyRecords } from '../../../core/use-cases/journey/records';
import { presentTaskList, type TaskListView } from '../../../core/use-cases/journey/task-list';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { journeyQueries } from './flow-queries';
import { useFlowId } from './flow-id';

/** What the journey knows of the flow of the address: the registry's answers and this session's records. */
export function useJourneyFacts(type: FlowScreenType): { flowId: string; facts: JourneyFacts; modules: ModuleSummary[] } {
  const flowId = useFlowId();
  const api = useService(TOKENS.RegistryApi);
  const store = useService(TOKENS.SessionStore);
  const queries = journeyQueries(api, type, flowId);
  // The loader has just fetched both: what it fetched is read as it is, not fetched again on mount.
  const submitter = useSuspenseQuery({ ...queries.submitter, staleTime: Infinity }).data;
  const modules = useSuspenseQuery({ ...queries.modules, staleTime: Infinity }).data;
  const lead = useSuspenseQuery({ ...queries.lead, staleTime: Infinity }).data;
  return { flowId, facts: journeyFacts({ modules, submitter, lead }, journeyRecords(store).get(flowId)), modules: modules.map((m) => m.summary) };
}

export function useJourney(type: FlowScreenType, at: string): JourneyView {
  const { flowId, facts, modules } = useJourneyFacts(type);
  return presentJourney(type, flowId, facts, { modules, at, beforeFirst: beforeStepsPath(type, flowId) });
}

/** The flow's task list, from the same answers as its journey (the step's loader fetched them). */
export function useTaskList(type: FlowScreenType, at?: string): TaskListView {
  const { flowId, facts, modules } = useJourneyFacts(type);
  return presentTaskList(type, flowId, facts, { modules, ...(at === undefined ? {} : { at }) });
}
