/**
 * The start-flow wizard's state: the core's start-flow use-case (core/use-cases/start-flow: the
 * machine, its lookups through the query cache, flow creation) followed with useMachine, and the
 * address for the step the user is on. The core's address moves (address-moves.ts) decide what an
 * arriving address does to the wizard and where the address goes after a Continue; this hook
 * hands them each address and each Continue, and shows loading while a rebuild runs. The product
 * attributes come from the query cache, where the route loader put them.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { startFlowAddress } from '../../../core/use-cases/start-flow/address';
import { backAddressOf, startFlowAddressMoves } from '../../../core/use-cases/start-flow/address-moves';
import { createFlowFor } from '../../../core/use-cases/start-flow/create-flow';
import { initialStartFlow, type StartFlowEvent } from '../../../core/use-cases/start-flow/machine';
import { createStartFlowUseCase } from '../../../core/use-cases/start-flow/use-case';
import { TOKENS } from '../../../adapters/container/tokens';
import { startFlowKey } from '../../app/flow-reset';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { cachedStartFlowApi, productAttributesQuery } from './start-flow-queries';

export function useStartFlow() {
  const api = useService(TOKENS.RegistryApi);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const { data: attributes } = useSuspenseQuery(productAttributesQuery(api));
  const wizard = useUseCase(() =>
    createStartFlowUseCase({ api: cachedStartFlowApi(queryClient, api), createFlow: (request) => createFlowFor(api, request) }, initialStartFlow),
  );
  const [state, dispatch] = useMachine(wizard);
  const moves = useMemo(() => startFlowAddressMoves(wizard, (to, replace) => navigate(to, { replace })), [wizard, navigate]);
  const [rebuilding, setRebuilding] = useState(true);
  const [busy, setBusy] = useState(false);
  /** Counts refused Continues, so each one moves focus to the error summary again. */
  const [attempt, setAttempt] = useState(0);
  const [retries, setRetries] = useState(0);

  // The address → the wizard: back, forward, reload, typed addresses, entering the route.
  useEffect(() => {
    let wanted = true;
    const rebuild = moves.arrive(here, () => wanted);
    setRebuilding(rebuild !== undefined);
    void rebuild?.then(() => {
      if (wanted) setRebuilding(false);
    });
    return () => {
      wanted = false;
    };
  }, [moves, here, retries]);

  /** Applies the user's events; the core moves the address once they have settled. */
  const act = useCallback(
    async (...events: StartFlowEvent[]) => {
      setBusy(true);
      const outcome = await moves.continueWith(events, here);
      setBusy(false);
      // The wizard is over: a later start asks for duplicates again.
      if (outcome === 'LEFT') queryClient.removeQueries({ queryKey: [...startFlowKey, 'duplicates'] });
      // Stayed: a refused Next (its messages) or a failed check; focus goes to the summary.
      if (outcome === 'STAYED') setAttempt((a) => a + 1);
    },
    [moves, queryClient, here],
  );

  const next = useCallback(() => void act({ type: 'NEXT' }), [act]);
  /** After a failed flow creation: the fee estimate again, rebuilt from its address. */
  const retry = useCallback(() => {
    moves.forget();
    setRetries((n) => n + 1);
  }, [moves]);

  return {
    state,
    dispatch,
    attributes,
    // While a Continue settles on a step whose address is not written yet, that step is not shown:
    // its page appears once, ready, at its own address.
    loading: rebuilding || (busy && startFlowAddress(state) !== here),
    busy,
    attempt,
    next,
    /** The address of the step Back leads to, with the choices made so far. */
    backAddress: backAddressOf(state),
    retry,
  };
}

export type StartFlowModel = ReturnType<typeof useStartFlow>;
