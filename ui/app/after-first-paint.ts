/**
 * False in the first render, true once the browser has painted it: what no first page shows
 * (the reference lists) starts its download after the page is on screen, so it neither shares
 * the link with what the first paint waits for nor delays it (docs/decisions.md §First load).
 */
import { useEffect, useState } from 'react';

/** Runs `then` once the browser has painted its next frame (at once in a hidden tab); returns the cancel. */
export function afterNextPaint(then: () => void): () => void {
  // A page opened in a background tab paints nothing until shown, and its frames wait too.
  if (document.visibilityState === 'hidden') {
    then();
    return () => undefined;
  }
  // A frame callback runs just before the next paint; a task queued from it runs after it.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
