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
  /**
   * The error of an effect that failed (its runner threw or rejected, its stream errored) when
   * the machine maps no event for it; undefined otherwise. The UI's useMachine throws it, so the
   * error screen shows and the error is reported; `settled()` rejects with it in the CLI.
   */
  readonly failure: () => unknown;
}

export interface RunnerOptions<Event> {
  /** The event a failing effect becomes, for a machine that handles it itself. */
  readonly failed?: (error: unknown) => Event;
}

/** The effects a machine's state can ask for. */
export type EffectOf<State extends WithEffects<unknown>> = State['effects'][number];

export function createRunner<State extends WithEffects<unknown>, Event>(
  reducer: (state: State, event: Event) => State,
  initial: State,
  runEffect: EffectRunner<EffectOf<State>, NoInfer<Event>>,
  options: RunnerOptions<NoInfer<Event>> = {},
): Runner<State, Event> {
  let state = initial;
  let failure: { readonly error: unknown } | undefined;
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
    for (const waiter of ready) waiter();
  };

  /**
   * A failing effect is never silent: the machine's event for it, or the runner's failure (also
   * when the reducer throws on that event).
   */
  const fail = (error: unknown) => {
    if (disposed) return;
    if (options.failed) {
      try {
        dispatch(options.failed(error));
        return;
      } catch (reducerError) {
        failure ??= { error: reducerError };
        notify();
        return;
      }
    }
    failure ??= { error };
    notify();
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
      fail(error);
      stop();
      return;
    }
    const failed = (error: unknown) => {
      if (done) return;
      fail(error);
      stop();
    };
    // A reducer that throws on an effect's event is a failure of that effect, like its runner's.
    const deliver = (event: Event) => {
      if (done) return;
      try {
        dispatch(event);
      } catch (error) {
        failed(error);
      }
    };
    if ('then' in produced) {
      // One call: its events in order, then settled. A rejection (a bug of the effect runner,
      // which turns every failure of a call into an event) is a failure, never a silent settle.
      produced.then((events) => {
        for (const event of events) deliver(event);
        stop();
      }, failed);
    } else {
      // A stream: its events until it completes or fails, or until dispose() stops it.
      subscription = produced.subscribe({ next: deliver, error: failed, complete: stop });
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
      new Promise<void>((resolve, reject) => {
        const done = () => (failure ? reject(failure.error) : resolve());
        if (inFlight === 0) done();
        else waiters.push(done);
      }),
    failure: () => failure?.error,
    dispose: () => {
      disposed = true;
      for (const stopOne of [...running]) stopOne();
      release();
    },
  };
}
