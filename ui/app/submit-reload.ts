/**
 * Going to any flow's submit path loads the page afresh (docs/portal.md §Routes), whichever link,
 * button, Back or history step leads there: the one place that turns such a navigation inside the
 * app into a full page load. The router's blocker holds the navigation back, and the browser
 * loads the address instead (the ExternalNavigation port). A first load of a submit path is
 * already a full one. It comes with the shell's first load (0.3 KiB), not with the signed-in
 * parts: the page a sign-in forwards to may be a submit path, and that navigation starts before a
 * lazily loaded blocker would be in place.
 */
import { useCallback, useEffect, useRef } from 'react';
import { createPath, useBlocker, type BlockerFunction } from 'react-router';
import { isSubmitPath } from '../../core/use-cases/flow-paths';
import { TOKENS } from '../../adapters/container/tokens';
import { useService } from './services';

export function useFullLoadOfSubmitPaths(): void {
  const external = useService(TOKENS.ExternalNavigation);
  const config = useService(TOKENS.Config);
  // The path asked for, below the router base (the blocker's own location carries the base).
  const asked = useRef('');
  const toSubmit = useCallback<BlockerFunction>(({ nextLocation }) => {
    if (!isSubmitPath(nextLocation.pathname)) return false;
    asked.current = createPath(nextLocation);
    return true;
  }, []);
  const blocker = useBlocker(toSubmit);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    external.assign(`${config.appBase.replace(/\/+$/, '')}${asked.current}`);
  }, [blocker, external, config.appBase]);
}
