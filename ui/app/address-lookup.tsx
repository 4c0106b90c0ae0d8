/**
 * The address service in React (docs/portal.md §Calls, §Address lookup): `AddressProvider` gives its children the service
 * the container builds on first use (adapters/address/address-service.ts, loaded with its own
 * chunk on the first search), and `useAddressLookup` searches through it. The lookup's status
 * (idle, loading, error) is the service's broadcast; the outcome is the answer to this hook's own
 * last search. Outside its provider the hook throws (core ADDRESS_HOOK_OUTSIDE_PROVIDER).
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AddressLookupStatus } from '../../core/use-cases/address-lookup/address-lookup';
import { ADDRESS_HOOK_OUTSIDE_PROVIDER, addressQuery, type AddressSearchOutcome } from '../../core/use-cases/address-lookup/search-view';
import type { AddressService } from '../../adapters/address/address-service';
import { TOKENS } from '../../adapters/container/tokens';
import { useService } from './services';

const AddressContext = createContext<(() => Promise<AddressService>) | null>(null);

export function AddressProvider({ children }: { children: ReactNode }) {
  const load = useService(TOKENS.AddressService);
  return <AddressContext.Provider value={load}>{children}</AddressContext.Provider>;
}

export interface AddressLookupModel {
  readonly status: AddressLookupStatus;
  /** The answer to the last search started here; undefined before one. */
  readonly outcome: AddressSearchOutcome | undefined;
  /** Searches US addresses for the typed text; an empty query does nothing. */
  readonly search: (typed: string) => void;
}

export function useAddressLookup(): AddressLookupModel {
  const load = useContext(AddressContext);
  if (!load) throw new Error(ADDRESS_HOOK_OUTSIDE_PROVIDER);
  const [service, setService] = useState<AddressService | undefined>(undefined);
  const [outcome, setOutcome] = useState<AddressSearchOutcome | undefined>(undefined);
  // A search started here is loading until its answer comes, the service's module included.
  const [starting, setStarting] = useState(false);
  // Only the latest search's answer is taken, and none once the hook is gone.
  const latest = useRef(0);
  useEffect(() => {
    const searches = latest;
    return () => {
      searches.current += 1;
    };
  }, []);

  const subscribe = useCallback((onChange: () => void) => service?.subscribe(onChange) ?? (() => undefined), [service]);
  const broadcast = useSyncExternalStore(subscribe, () => service?.state.status ?? 'idle');

  const search = useCallback(
    (typed: string) => {
      const query = addressQuery(typed);
      if (query === undefined) return;
      const id = ++latest.current;
      const isLatest = () => id === latest.current;
      const settle = (next: AddressSearchOutcome) => {
        if (!isLatest()) return;
        setStarting(false);
        setOutcome(next);
      };
      setStarting(true);
      load()
        .then((loaded) => {
          if (isLatest()) setService(loaded);
          return loaded.fetchAddresses(query);
        })
        .then(
          (addresses) => settle({ kind: 'FOUND', addresses }),
          () => settle({ kind: 'FAILED' }),
        );
    },
    [load],
  );

  return { status: starting ? 'loading' : broadcast, outcome, search };
}
