/**
 * A fetch that never waits for ever: each request is aborted after `timeoutMs` (its error is a
 * `TimeoutError`, which `networkErrorOf` makes a timeout), and a request still waiting after a
 * second is reported once a second to `waiting` (the CLI's progress line on a terminal) until its
 * answer arrives.
 */
export interface TimedFetchOptions {
  readonly timeoutMs: number;
  /** Called each second a request waits, from the first; `done` when it has its answer (or failed). */
  readonly waiting?: { update(url: string, elapsedMs: number): void; done(): void };
}

const urlOf = (input: Parameters<typeof fetch>[0]): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

export function timedFetch(inner: typeof fetch, options: TimedFetchOptions): typeof fetch {
  return async (input, init) => {
    const limit = AbortSignal.timeout(options.timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
    const started = Date.now();
    let ticking = false;
    const ticker = options.waiting
      ? setInterval(() => {
          ticking = true;
          options.waiting?.update(urlOf(input), Date.now() - started);
        }, 1000)
      : undefined;
    try {
      return await inner(input, { ...init, signal });
    } finally {
      clearInterval(ticker);
      if (ticking) options.waiting?.done();
    }
  };
}
