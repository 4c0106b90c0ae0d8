/**
 * The DRLP screens' state: the core DRLP use-case (core/use-cases/drlp/status.ts) for the flow in
 * the address. The edit screen loads the DRLP data on entering, the review screen the review; a
 * navigation the core asks for goes through the router; a failed call is thrown to the route's
 * error screen (docs/portal.md §License update "DRLP calls … handled by the generic error path"), a 429 to its own.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DomainFailure } from '../../../core/errors';
import { createDrlpUseCase, initialDrlpScreen, type DrlpEvent } from '../../../core/use-cases/drlp/status';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';

export function useDrlp(flowId: string, load: Extract<DrlpEvent, { type: 'LOAD' | 'LOAD_REVIEW' }>['type']) {
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const screen = useUseCase(() =>
    createDrlpUseCase(
      {
        api,
        navigate: (to) => {
          void navigate(to);
          return [];
        },
      },
      initialDrlpScreen(flowId),
    ),
  );
  const [state, dispatch] = useMachine(screen);
  useEffect(() => {
    const s = screen.getState();
    if (s.status === 'INITIAL' && !s.review && s.effects.length === 0) screen.dispatch({ type: load });
  }, [screen, load]);
  if (state.error) throw new DomainFailure(state.error);
  return [state, dispatch] as const;
}
