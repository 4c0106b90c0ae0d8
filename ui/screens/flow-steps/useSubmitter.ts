/**
 * The submitter screen's state: the saved submitter from the query cache, with the core's
 * defaults and the use acceptance carried from sign-in where the session's records hold it
 * (core/use-cases/submitter/use-acceptance.ts), given once to the core submitter use-case
 * (core/use-cases/submitter), which checks the rules, verifies the address, posts, and leaves
 * for the journey's next step (useJourney).
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FlowScreenType } from '../../../core/model/constants';
import type { SubmitterResponse } from '../../../core/model/submitter';
import { submitterDefaults } from '../../../core/use-cases/submitter/defaults';
import { createSubmitterUseCase, type SubmitterUseCase } from '../../../core/use-cases/submitter/use-case';
import { asksUseAcceptance, withUseAcceptanceCarried } from '../../../core/use-cases/submitter/use-acceptance';
import { journeyRecords } from '../../../core/use-cases/journey/records';
import { contactGivenInJourney, type GivenContact } from '../../../core/use-cases/submitter/given-contact';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { flowKeys, journeyQueries } from './flow-queries';
import { useJourney } from './useJourney';

/** The email and phone given earlier in the journey, from the modules the step's loader fetched. */
export function useGivenContact(type: FlowScreenType, flowId: string): GivenContact {
  const api = useService(TOKENS.RegistryApi);
  return contactGivenInJourney(useSuspenseQuery({ ...journeyQueries(api, type, flowId).modules, staleTime: Infinity }).data);
}

/** The saved submitter, as the step's loader fetched it (a failed load is the generic error path). */
export function useSavedSubmitter(type: FlowScreenType, flowId: string): SubmitterResponse {
  const api = useService(TOKENS.RegistryApi);
  return useSuspenseQuery({ ...journeyQueries(api, type, flowId).submitter, staleTime: Infinity }).data;
}

export function useSubmitter(type: FlowScreenType, flowId: string, saved: SubmitterResponse) {
  const api = useService(TOKENS.RegistryApi);
  const store = useService(TOKENS.SessionStore);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [termsAccepted] = useState(() => journeyRecords(store).termsAccepted());
  const current = useRef<SubmitterUseCase | undefined>(undefined);
  const next = useJourney(type, 'submitter').nextPath;
  const useCase = useUseCase(() =>
    createSubmitterUseCase(
      {
        api,
        navigate: (to) => {
          // The cache holds the submitter as just saved (Back returns to it, the next steps show
          // it); being stale at once, it is read again from the registry on the next mount.
          const saved = current.current?.getState().form;
          if (saved) queryClient.setQueryData(flowKeys.submitter(type, flowId), saved);
          void navigate(to);
        },
      },
      type,
      flowId,
      withUseAcceptanceCarried(submitterDefaults(saved), termsAccepted),
      next,
    ),
  );
  useEffect(() => {
    current.current = useCase;
  }, [useCase]);
  const [state, dispatch] = useMachine(useCase);
  return { state, dispatch, asksUseAcceptance: asksUseAcceptance(termsAccepted) };
}
