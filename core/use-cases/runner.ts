/**
 * The application layer: a use-case that runs itself. A machine's reducer stays pure and returns
 * the effects it wants as data; the runner owns the state, runs each new effect exactly once
 * through `runEffect` (the machine's effect runner, which reaches the ports), and feeds the
 * events it yields back into the reducer.
 *
 * Both drivers use the same runner: the CLI dispatches, awaits `settled()` and prints the state
 * through the core's views; the UI subscribes (useMachine, on useSyncExternalStore).
 */
import type { Observable, Unsubscribable } from 'rxjs';

/** A machine's state: whatever it holds, plus the effects its last transition asked for. */
export interface WithEffects<Effect> {
  readonly effects: readonly Effect[];
}

/**
 * Runs one effect; yields the events to feed back. A Promise of events for one call (fp-ts
 * TaskEither answers folded into events), or an Observable for a stream (workers, polling).
 */
export type EffectRunner<Effect, Event> = (effect: Effect) => Promise<readonly Event[]> | Observable<Event>;

export interface Runner<State, Event> {
  readonly getState: () => State;
  /** Called after every state change; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
  readonly dispatch: (event: Event) => void;
  /** Resolves when no effect is in flight and none is queued. */
  readonly settled: () => Promise<void>;
  /** Stops every effect in flight (their events are dropped). */
  readonly dispose: () => void;
}

/** The effects a machine's state can ask for. */
export type EffectOf<State extends WithEffects<unknown>> = State['effects'][number];

export function createRunner<State extends WithEffects<unknown>, Event>(
  reducer: (state: State, event: Event) => State,
  initial: State,
  runEffect: EffectRunner<EffectOf<State>, NoInfer<Event>>,
): Runner<State, Event> {
  let state = initial;
  let inFlight = 0;
  let disposed = false;
  const listeners = new Set<() => void>();
  let waiters: Array<() => void> = [];
  /** How to stop each effect in flight (dispose() calls them all). */
  const running = new Set<() => void>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const release = () => {
    if (inFlight > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  const start = (effect: EffectOf<State>) => {
    inFlight += 1;
    let done = false;
    let subscription: Unsubscribable | undefined;
    const stop = () => {
      if (done) return;
      done = true;
      running.delete(stop);
      subscription?.unsubscribe();
      inFlight -= 1;
      release();
    };
    running.add(stop);
    let produced: Promise<readonly Event[]> | Observable<Event>;
    try {
      produced = runEffect(effect);
    } catch (error) {
      stop();
      throw error;
    }
    const deliver = (event: Event) => {
      if (!done) dispatch(event);
    };
    if ('then' in produced) {
      // One call: its events in order, then settled. A rejection is a bug of the effect runner,
      // which turns every failure into an event: settle anyway.
      produced.then((events) => {
        try {
          for (const event of events) deliver(event);
        } finally {
          stop();
        }
      }, stop);
    } else {
      // A stream: its events until it completes or fails, or until dispose() stops it.
      subscription = produced.subscribe({ next: deliver, error: stop, complete: stop });
    }
  };

  function dispatch(event: Event): void {
    if (disposed) return;
    const previous = state;
    const next = reducer(previous, event);
    if (next === previous) return;
    state = next;
    // Effects are the last transition's: a new array is new work; the same array carried over is not.
    if (next.effects !== previous.effects) for (const effect of next.effects) start(effect);
    notify();
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    settled: () =>
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.push(resolve);
          }),
    dispose: () => {
      disposed = true;
      for (const stopOne of [...running]) stopOne();
      release();
    },
  };
}
