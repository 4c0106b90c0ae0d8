/**
 * The start-flow wizard's state: the core's start-flow use-case (core/use-cases/start-flow: the
 * machine, its lookups through the query cache, flow creation) followed with useMachine, and the
 * address (core/use-cases/start-flow/address.ts) for the step the user is on.
 *
 * Two sources move the step. The user's Continue: the use-case moves and settles, then the
 * address follows (this page's entry is first rewritten with the choices made on it, so browser
 * Back returns to them). Any other address (back, forward, reload, a typed or linked address,
 * entering /start-flow from the menu): the wizard is rebuilt from it, as far as the registry's
 * answers allow, and the address is corrected to where it stopped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { parseStartFlowAddress, restoreStartFlow, startFlowAddress } from '../../../core/use-cases/start-flow/address';
import { createFlowFor, endPath } from '../../../core/use-cases/start-flow/create-flow';
import { initialStartFlow, startFlowReducer, type StartFlowEvent } from '../../../core/use-cases/start-flow/machine';
import { createStartFlowUseCase } from '../../../core/use-cases/start-flow/use-case';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { cachedStartFlowApi, productAttributesQuery } from './start-flow-queries';

export function useStartFlow() {
  const api = useService(TOKENS.RegistryApi);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  // A failed load is the generic error path (docs/portal.md §Start flow), as for every other loader.
  const attributes = useQuery({ ...productAttributesQuery(api), throwOnError: true });
  const wizard = useUseCase(() =>
    createStartFlowUseCase({ api: cachedStartFlowApi(queryClient, api), createFlow: (request) => createFlowFor(api, request) }, initialStartFlow),
  );
  const [state, dispatch] = useMachine(wizard);
  /** The address the wizard last wrote or rebuilt itself from: a different one is a new arrival. */
  const written = useRef<string | undefined>(undefined);
  const [rebuilding, setRebuilding] = useState(true);
  const [busy, setBusy] = useState(false);
  /** Counts refused Continues, so each one moves focus to the error summary again. */
  const [attempt, setAttempt] = useState(0);
  const [retries, setRetries] = useState(0);

  // Address → wizard: back, forward, reload, typed addresses, entering the route.
  useEffect(() => {
    if (written.current === here) return undefined;
    let wanted = true;
    const current = wizard.getState();
    const backed = startFlowReducer(current, { type: 'BACK' });
    // Browser back from the step after: the machine's own Back is that step, with nothing to fetch again.
    if (backed !== current && startFlowAddress(backed) === here) {
      written.current = here;
      wizard.dispatch({ type: 'BACK' });
      setRebuilding(false);
      return undefined;
    }
    setRebuilding(true);
    void restoreStartFlow(wizard, parseStartFlowAddress(location.pathname, location.search), () => wanted).then(() => {
      if (!wanted) return;
      const address = startFlowAddress(wizard.getState()) ?? here;
      written.current = address;
      if (address !== here) void navigate(address, { replace: true });
      setRebuilding(false);
    });
    return () => {
      wanted = false;
    };
  }, [wizard, here, location.pathname, location.search, navigate, retries]);

  /** Applies the user's events; once settled, the address follows the step (or the wizard ends). */
  const act = useCallback(
    async (...events: StartFlowEvent[]) => {
      const before = startFlowAddress(wizard.getState());
      setBusy(true);
      for (const event of events) wizard.dispatch(event);
      await wizard.settled();
      setBusy(false);
      const after = wizard.getState();
      const leave = endPath(after);
      if (leave) {
        // The wizard is over: its entry becomes the new flow (Back does not create it twice).
        queryClient.removeQueries({ queryKey: ['start-flow', 'duplicates'] });
        written.current = undefined;
        void navigate(leave, { replace: true });
        return;
      }
      const address = startFlowAddress(after);
      if (!address || address === before) {
        // Stayed: a refused Next (its messages) or a failed check; focus goes to the summary.
        setAttempt((a) => a + 1);
        return;
      }
      if (before && before !== here) {
        written.current = before;
        await navigate(before, { replace: true });
      }
      written.current = address;
      await navigate(address);
    },
    [wizard, queryClient, navigate, here],
  );

  const next = useCallback(() => void act({ type: 'NEXT' }), [act]);
  /** The address of the step Back leads to (the machine's Back skips the fetch steps), with the choices made so far. */
  const backAddress = startFlowAddress(startFlowReducer(state, { type: 'BACK' }));
  /** After a failed flow creation: the fee estimate again, rebuilt from its address. */
  const retry = useCallback(() => {
    written.current = undefined;
    setRetries((n) => n + 1);
  }, []);

  return {
    state,
    dispatch,
    attributes: attributes.data,
    // While a Continue settles on a step whose address is not written yet, that step is not shown:
    // its page appears once, ready, at its own address.
    loading: rebuilding || attributes.data === undefined || (busy && startFlowAddress(state) !== here),
    busy,
    attempt,
    next,
    backAddress: backAddress !== startFlowAddress(state) ? backAddress : undefined,
    retry,
  };
}

export type StartFlowModel = ReturnType<typeof useStartFlow>;
