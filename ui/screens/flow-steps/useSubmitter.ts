/**
 * The submitter screen's state: the saved submitter from the query cache, with the core's
 * defaults, given once to the core submitter use-case (core/use-cases/submitter), which checks
 * the rules, verifies the address, posts, and leaves for the attestation of the type.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FlowScreenType } from '../../../core/model/constants';
import type { SubmitterResponse } from '../../../core/model/submitter';
import { submitterDefaults } from '../../../core/use-cases/submitter/defaults';
import { createSubmitterUseCase } from '../../../core/use-cases/submitter/use-case';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { flowKeys, submitterQuery } from './flow-queries';

/** The saved submitter, or undefined while it loads (a failed load is the generic error path). */
export function useSavedSubmitter(type: FlowScreenType, flowId: string): SubmitterResponse | undefined {
  const api = useService(TOKENS.RegistryApi);
  return useQuery({ ...submitterQuery(api, type, flowId), throwOnError: true }).data;
}

export function useSubmitter(type: FlowScreenType, flowId: string, saved: SubmitterResponse) {
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const useCase = useUseCase(() =>
    createSubmitterUseCase(
      {
        api,
        navigate: (to) => {
          // The next steps read the submitter as saved.
          void queryClient.invalidateQueries({ queryKey: flowKeys.submitter(type, flowId) });
          void navigate(to);
        },
      },
      type,
      flowId,
      submitterDefaults(saved),
    ),
  );
  const [state, dispatch] = useMachine(useCase);
  return { state, dispatch };
}

export type SubmitterModel = ReturnType<typeof useSubmitter>;
