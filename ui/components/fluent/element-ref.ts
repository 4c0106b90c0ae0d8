/**
 * A ref to the element a Fluent component renders. Fluent infers its components' ref type from
 * `Required<Props>['onLostPointerCaptureCapture']`, which with exactOptionalPropertyTypes keeps
 * React's `| undefined` and so becomes `never` (microsoft/fluentui#25993): no ref object types
 * as one. A ref callback does, so this gives the ref object to read (`box.current`) and a stable
 * callback to pass as `ref`, which fills it as React would fill the object itself.
 */
import { useCallback, useRef, type RefObject } from 'react';

export function useElementRef<E extends Element>(): readonly [RefObject<E | null>, (element: E | null) => void] {
  const ref = useRef<E | null>(null);
  const attach = useCallback((element: E | null) => {
    ref.current = element;
  }, []);
  return [ref, attach];
}
