/**
 * Address lookup (docs/portal.md §Address lookup).
 * States idle, loading, error. A search sets loading; success returns to idle and replaces the
 * results; failure goes to error carrying it. Listeners hear every status change. A newer
 * search supersedes one still running.
 */
import {
  BehaviorSubject,
  Observable,
  Subject,
  catchError,
  defer,
  distinctUntilChanged,
  from,
  lastValueFrom,
  map,
  of,
  switchMap,
  type ObservableInput,
  type Subscription,
} from 'rxjs';
import type { AddressRecord, AddressVerification } from '../../model/address';
import { DEFAULT_ADDRESS_COUNTRY } from '../../model/constants';

export type AddressLookupStatus = 'idle' | 'loading' | 'error';

export interface AddressLookupState {
  readonly status: AddressLookupStatus;
  readonly results: readonly AddressRecord[];
  readonly error?: Error;
}

export type AddressLookupEvent =
  { readonly type: 'SEARCH' } | { readonly type: 'SUCCEEDED'; readonly results: readonly AddressRecord[] } | { readonly type: 'FAILED'; readonly error: Error };

export const initialAddressLookup: AddressLookupState = { status: 'idle', results: [] };

export function addressLookupReducer(state: AddressLookupState, event: AddressLookupEvent): AddressLookupState {
  switch (event.type) {
    case 'SEARCH':
      return { status: 'loading', results: state.results };
    case 'SUCCEEDED':
      return { status: 'idle', results: event.results };
    case 'FAILED':
      return { status: 'error', results: state.results, error: event.error };
  }
}

export const MISSING_FETCH_ADDRESSES =
  'Expected fetchAddresses to be defined. You likely forgot to provide a fetchAddresses function to the AddressService constructor.';
export const MISSING_VALIDATE_ADDRESS =
  'Expected validateAddress to be defined. You likely forgot to provide a validateAddress function to the AddressService constructor.';
export const UNKNOWN_ERROR = 'An unknown error occurred.';

/** A failure as an Error: non-Error values become "An unknown error occurred.". */
export const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(UNKNOWN_ERROR));

/** The host-supplied functions (docs/portal.md §Calls); either may answer with a Promise or an Observable. */
export interface AddressHost {
  readonly fetchAddresses?: (countryCode: string, queryString: string) => ObservableInput<readonly AddressRecord[]>;
  readonly validateAddress?: (address: AddressRecord) => ObservableInput<AddressVerification>;
}

export interface AddressLookup {
  getState(): AddressLookupState;
  /** Calls `listener` with the current state and on every change; returns the unsubscribe. */
  subscribe(listener: (state: AddressLookupState) => void): () => void;
  readonly state$: Observable<AddressLookupState>;
  /** Country code defaults to US. */
  search(queryString: string, countryCode?: string): void;
  /** Validates through the host; a failure is re-thrown to the caller. */
  validate(address: AddressRecord): Promise<AddressVerification>;
  dispose(): void;
}

export function createAddressLookup(host: AddressHost): AddressLookup {
  const state = new BehaviorSubject<AddressLookupState>(initialAddressLookup);
  const dispatch = (e: AddressLookupEvent) => state.next(addressLookupReducer(state.value, e));
  const searches = new Subject<{ queryString: string; countryCode: string }>();

  const run = (queryString: string, countryCode: string): Observable<AddressLookupEvent> =>
    defer(() => {
      if (!host.fetchAddresses) throw new Error(MISSING_FETCH_ADDRESSES);
      return from(host.fetchAddresses(countryCode, queryString));
    }).pipe(
      map((results): AddressLookupEvent => ({ type: 'SUCCEEDED', results })),
      catchError((e: unknown) => of<AddressLookupEvent>({ type: 'FAILED', error: asError(e) })),
    );

  const subscription: Subscription = searches.pipe(switchMap(({ queryString, countryCode }) => run(queryString, countryCode))).subscribe(dispatch);

  const state$ = state.pipe(distinctUntilChanged());
  return {
    getState: () => state.value,
    subscribe(listener) {
      const s = state$.subscribe(listener);
      return () => s.unsubscribe();
    },
    state$,
    search(queryString, countryCode = DEFAULT_ADDRESS_COUNTRY) {
      dispatch({ type: 'SEARCH' });
      searches.next({ queryString, countryCode });
    },
    async validate(address: AddressRecord): Promise<AddressVerification> {
      if (!host.validateAddress) throw new Error(MISSING_VALIDATE_ADDRESS);
      return lastValueFrom(from(host.validateAddress(address)));
    },
    dispose() {
      subscription.unsubscribe();
      state.complete();
    },
  };
}

/** Formatting of an address record lives with the other display rules. */
export { formatAddress } from '../../rules/format';
