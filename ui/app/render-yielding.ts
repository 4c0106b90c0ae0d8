/**
 * The app's first render as a transition (docs/decisions.md §First load). Rendered at once, the
 * shell and the first page are one task of the main thread (about 280 ms on a mid-range phone,
 * Lighthouse's 4× throttling); as a transition, React renders them in slices of a few
 * milliseconds and lets the browser handle input between them, so no task blocks the page for
 * long. Only the commit (the DOM changes) stays one piece.
 */
import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

export function renderYielding(root: Root, element: ReactNode): void {
  startTransition(() => root.render(element));
}
