/**
 * The application layer: a use-case that runs itself. A machine's reducer stays pure and returns
 * the effects it wants as data; the runner owns the state, runs each new effect exactly once
 * through `runEffect` (the machine's effect runner, which reaches the ports), and feeds the
 * events it yields back into the reducer.
 *
 * Both drivers use the same runner: the CLI dispatches, awaits `settled()` and prints the state
 * through the core's views; the UI subscribes (useMachine, on useSyncExternalStore).
 */
import { defer, isObservable, mergeMap, type Observable, Subscription } from 'rxjs';

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
  const running = new Subscription();

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
    const finish = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
      release();
    };
    let produced: Promise<readonly Event[]> | Observable<Event>;
    try {
      produced = runEffect(effect);
    } catch (error) {
      finish();
      throw error;
    }
    const events: Observable<Event> = isObservable(produced) ? produced : defer(() => produced).pipe(mergeMap((list) => list));
    const subscription = events.subscribe({
      next: (event) => {
        if (!disposed) dispatch(event);
      },
      // An effect runner turns every failure into an event; one that throws is a bug: settle anyway.
      error: finish,
      complete: finish,
    });
    if (!done) running.add(subscription);
    // A subscription torn down by dispose() also settles.
    subscription.add(finish);
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
      running.unsubscribe();
      release();
    },
  };
}
