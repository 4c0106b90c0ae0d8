/**
 * False in the first render, true once the browser has painted it: what no first page shows
 * (the reference lists) starts its download after the page is on screen, so it neither shares
 * the link with what the first paint waits for nor delays it (docs/decisions.md §First load).
 */
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  // A page opened in a background tab paints nothing until shown, and its frames wait too.
  const [painted, setPainted] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    if (painted) return undefined;
    // A frame callback runs just before the next paint; a task queued from it runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
