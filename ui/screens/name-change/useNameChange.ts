/**
 * The name page's state: the core name-form use-case (core/use-cases/names/name-form.ts) for
 * the flow in the address, loaded on entering the page (docs/portal.md §Calls: the GET is triggered on
 * entering it). PASS navigates through the router; a failed call is thrown to the route's error
 * screen (the generic error path of docs/portal.md §Name change), a 429 to the too-many-requests screen.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DomainFailure } from '../../../core/errors';
import { createNameFormUseCase, initialNameForm } from '../../../core/use-cases/names/name-form';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';

export function useNameChange(flowId: string) {
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const form = useUseCase(() => createNameFormUseCase({ api, navigate: (to) => void navigate(to) }, initialNameForm(flowId)));
  const [state, dispatch] = useMachine(form);
  useEffect(() => {
    if (form.getState().fetch.status === 'initial') form.dispatch({ type: 'LOAD', flowId });
  }, [form, flowId]);
  if (state.error) throw new DomainFailure(state.error);
  return [state, dispatch] as const;
}
