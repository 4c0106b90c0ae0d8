/**
 * A fetch that remembers the status of the last answer, so the contract table can show the
 * HTTP status of a call that succeeded (the registry client only returns decoded values).
 */
export interface StatusRecorder {
  readonly fetch: typeof fetch;
  /** The status of the last answer since `reset`, if one came. */
  last(): number | undefined;
  reset(): void;
}

export function statusRecorder(inner: typeof fetch = globalThis.fetch.bind(globalThis)): StatusRecorder {
  let status: number | undefined;
  return {
    fetch: (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      const response = await inner(input, init);
      status = response.status;
      return response;
    }) as typeof fetch,
    last: () => status,
    reset: () => {
      status = undefined;
    },
  };
}
