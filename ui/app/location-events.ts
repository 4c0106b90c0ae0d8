/**
 * Every route change is broadcast (spec §2): a `licensehub:location-change` CustomEvent on window
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

/**
 * Focus moves to the new page's h1 after each route change. Not while the app is still arriving
 * (the first page and the redirects it makes, such as the root to identify): there the browser's
 * own focus start is right. The h1 may appear a little later (lazy code, suspense).
 */
export function useFocusHeadingOnRouteChange(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const arriving = useRef(true);
  useEffect(() => {
    if (arriving.current && (location.key === 'default' || navigationType === 'REPLACE')) return;
    arriving.current = false;
    let tries = 0;
    let frame = 0;
    const focus = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      // An outcome message that took focus keeps it (ui/components/page/outcome-focus.ts).
      if (outcomeHasFocus()) return;
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      } else if (tries++ < 60) frame = requestAnimationFrame(focus);
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [location.key, navigationType]);
}
