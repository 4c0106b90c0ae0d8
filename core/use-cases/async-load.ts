/**
 * Async loads (docs/portal.md §Calls "Async loads").
 *
 * `Resource`: initial, loading (keeping the previous result while reloading), success, failure
 * with an error — used by the review info, the name fetch and the name post.
 */

export type AsyncEvent<A, E = unknown> =
  { readonly type: 'START' } | { readonly type: 'SUCCEED'; readonly data: A } | { readonly type: 'FAIL'; readonly error: E } | { readonly type: 'RESET' };

export type Resource<A, E = unknown> =
  | { readonly status: 'initial' }
  /** `previous` is the last result while reloading, so a screen can keep showing it. */
  | { readonly status: 'loading'; readonly previous?: A }
  | { readonly status: 'success'; readonly data: A }
  | { readonly status: 'failure'; readonly error: E };

export const initial = { status: 'initial' } as const;

/** The data to show: the result, or the previous one while reloading. */
export function dataOf<A, E>(r: Resource<A, E>): A | undefined {
  if (r.status === 'success') return r.data;
  if (r.status === 'loading') return r.previous;
  return undefined;
}

export function resourceReducer<A, E = unknown>(state: Resource<A, E>, event: AsyncEvent<A, E>): Resource<A, E> {
  switch (event.type) {
    case 'START': {
      const previous = dataOf(state);
      return previous === undefined ? { status: 'loading' } : { status: 'loading', previous };
    }
    case 'SUCCEED':
      return { status: 'success', data: event.data };
    case 'FAIL':
      return { status: 'failure', error: event.error };
    case 'RESET':
      return initial;
  }
}

/** The review fetch fails with an empty error (docs/portal.md §Calls). */
export const reviewFetchFailed = (): Extract<Resource<never, ''>, { readonly status: 'failure' }> => ({ status: 'failure', error: '' });

/** A name-post failure keeps the response's errors list. */
export const namePostFailed = <A, Err>(response: { readonly errors?: readonly Err[] | null }): Resource<A, readonly Err[]> => ({
  status: 'failure',
  error: response.errors ?? [],
});
