import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** A value read by `current()`, read again each time `source$` emits (e.g. a BehaviorSubject-backed getter). */
export function useObservableValue<T>(source$: Observable<unknown>, current: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [source$],
  );
  return useSyncExternalStore(subscribe, current, current);
}
