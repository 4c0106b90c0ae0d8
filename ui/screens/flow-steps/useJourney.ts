/**
 * Where the flow of the address stands on its journey (core/use-cases/journey), as every shared
 * step shows it: the step counter, Back, Continue and the payment gate. The registry's answers
 * come from the step's loader (journeyLoader); the attestation and validation of this session
 * from the session store.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FlowScreenType } from '../../../core/model/constants';
import { beforeStepsPath } from '../../../core/use-cases/flow-steps/steps';
import { presentJourney, type JourneyView } from '../../../core/use-cases/journey/journey';
import { journeyFacts } from '../../../core/use-cases/journey/facts';
import { journeyRecords } from '../../../core/use-cases/journey/records';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { journeyQueries } from './flow-queries';
import { useFlowId } from './flow-id';

export function useJourney(type: FlowScreenType, at: string): JourneyView {
  const flowId = useFlowId();
  const api = useService(TOKENS.RegistryApi);
  const store = useService(TOKENS.SessionStore);
  const queries = journeyQueries(api, type, flowId);
  // The loader has just fetched both: what it fetched is read as it is, not fetched again on mount.
  const submitter = useSuspenseQuery({ ...queries.submitter, staleTime: Infinity }).data;
  const modules = useSuspenseQuery({ ...queries.modules, staleTime: Infinity }).data;
  const lead = useSuspenseQuery({ ...queries.lead, staleTime: Infinity }).data;
  const facts = journeyFacts({ modules, submitter, lead }, journeyRecords(store).get(flowId));
  return presentJourney(type, flowId, facts, { modules: modules.map((m) => m.summary), at, beforeFirst: beforeStepsPath(type, flowId) });
}
