/**
 * Starts a load on the user's first press of a pointer or a key anywhere on the page, once:
 * what a page needs only after the user acts (the identify screen's later steps) is fetched
 * when the user starts to act, not while the page is still painting and settling, where its
 * download and evaluation would compete with the first render (docs/decisions.md §First load).
 */
import { useEffect } from 'react';

const INPUTS = ['pointerdown', 'keydown'] as const;

export function useLoadOnFirstInput(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => {
      stop();
      void load().catch(() => undefined); // a failed load shows when the part renders
    };
    const stop = () => {
      for (const type of INPUTS) document.removeEventListener(type, start, true);
    };
    for (const type of INPUTS) document.addEventListener(type, start, { capture: true, passive: true });
    return stop;
  }, [load]);
}
