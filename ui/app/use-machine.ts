/**
 * The one way a screen follows a core use-case (core/use-cases/runner.ts): its state, through
 * useSyncExternalStore, so every render shows the runner's current state and effects run in the
 * core, never in a React effect.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Runner } from '../../core/use-cases/runner';

/**
 * Subscribes to `useCase` and returns its state and dispatch. An effect that failed without an
 * event of its machine is thrown here, so the route's error screen shows and reports it.
 */
export function useMachine<State, Event>(useCase: Runner<State, Event>): readonly [State, Runner<State, Event>['dispatch']] {
  const state = useSyncExternalStore(useCase.subscribe, useCase.getState, useCase.getState);
  const failure = useSyncExternalStore(useCase.subscribe, useCase.failure, useCase.failure);
  if (failure !== undefined) throw failure;
  return [state, useCase.dispatch];
}

/**
 * A use-case that belongs to this mount: created once, from the ports the factory closes over,
 * and disposed (effects in flight stopped) when the screen goes. StrictMode unmounts and mounts
 * again once in development: a use-case disposed by that first cleanup is replaced by a new one.
 */
export function useUseCase<U extends { readonly dispose: () => void }>(create: () => U): U {
  const [factory] = useState(() => create);
  const [useCase, setUseCase] = useState(factory);
  const disposed = useRef<U | undefined>(undefined);
  useEffect(() => {
    if (disposed.current === useCase) {
      setUseCase(factory);
      return undefined;
    }
    return () => {
      disposed.current = useCase;
      useCase.dispose();
    };
  }, [factory, useCase]);
  return useCase;
}
