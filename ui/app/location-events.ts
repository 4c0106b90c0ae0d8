/**
 * Every route change is broadcast (docs/portal.md §Routes): a `licensehub:location-change` CustomEvent on window
 * for whatever listens in the page (chat, analytics tags), and a page view for telemetry.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { TOKENS } from '../../adapters/container/tokens';
import { outcomeHasFocus } from '../components/page/outcome-focus';
import { useService } from './services';

export const LOCATION_CHANGE_EVENT = 'licensehub:location-change';

export interface LocationChangeDetail {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export function useLocationChangeEvents(): void {
  const location = useLocation();
  const telemetry = useService(TOKENS.Telemetry);
  // One broadcast per location, though StrictMode runs the effect twice.
  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    const href = location.pathname + location.search + location.hash;
    if (announced.current === href) return;
    announced.current = href;
    const detail: LocationChangeDetail = { pathname: location.pathname, search: location.search, hash: location.hash };
    window.dispatchEvent(new CustomEvent<LocationChangeDetail>(LOCATION_CHANGE_EVENT, { detail }));
    // Only the path: a query string may hold identifiers that telemetry has no need for.
    telemetry.pageView(location.pathname);
  }, [location.pathname, location.search, location.hash, telemetry]);
}

/** How long the new page's h1 keeps focus while the page settles, unless the user acts first. */
const SETTLING_MS = 10_000;

/**
 * Focus moves to the new page's h1 after each route change. Not while the app is still arriving
 * (the first page and the redirects it makes, such as the root to identify): there the browser's
 * own focus start is right. The h1 is focused as soon as it is there, which may be a little
 * later (lazy code, suspense). While the page settles (a loading state replaced by the content,
 * with an h1 of its own), focus that falls to the body goes back to the h1, until the user presses
 * a key or the pointer, so a keyboard user's next Tab always starts from the top of the new page.
 */
export function useFocusHeadingOnRouteChange(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const arriving = useRef(true);
  useEffect(() => {
    if (arriving.current && (location.key === 'default' || navigationType === 'REPLACE')) return;
    arriving.current = false;
    const focusHeading = (): boolean => {
      // An outcome message that took focus keeps it (ui/components/page/outcome-focus.ts).
      if (outcomeHasFocus()) return true;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    let tries = 0;
    let frame = 0;
    const first = () => {
      if (!focusHeading() && tries++ < 60) frame = requestAnimationFrame(first);
    };
    first();
    const lost = () => document.activeElement === null || document.activeElement === document.body;
    const observer = new MutationObserver(() => {
      if (lost()) focusHeading();
    });
    observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
    const settled = () => {
      observer.disconnect();
      window.removeEventListener('keydown', settled, true);
      window.removeEventListener('pointerdown', settled, true);
    };
    window.addEventListener('keydown', settled, true);
    window.addEventListener('pointerdown', settled, true);
    const timer = setTimeout(settled, SETTLING_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      settled();
    };
  }, [location.key, navigationType]);
}
