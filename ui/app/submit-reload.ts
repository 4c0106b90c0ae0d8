/**
 * Going to any flow's submit path loads the page afresh (docs/portal.md §Routes), whichever link,
 * button, Back or history step leads there: the one place that turns such a navigation inside the
 * app into a full page load. The router's blocker holds the navigation back, and the browser
 * loads the address instead (the ExternalNavigation port). A first load of a submit path is
 * already a full one. Submit paths are behind sign-in: the shell renders this with the signed-in
 * parts (docs/performance.md §Load tiers), not in the identify page's first load.
 */
import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { isSubmitPath } from '../../core/use-cases/flow-paths';
import { TOKENS } from '../../adapters/container/tokens';
import { useService } from './services';

export function SubmitPathsLoadAfresh(): null {
  const external = useService(TOKENS.ExternalNavigation);
  const config = useService(TOKENS.Config);
  const toSubmit = useCallback<BlockerFunction>(({ nextLocation }) => isSubmitPath(nextLocation.pathname), []);
  const blocker = useBlocker(toSubmit);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    blocker.reset();
    external.assign(`${config.appBase.replace(/\/+$/, '')}${pathname}${search}${hash}`);
  }, [blocker, external, config.appBase]);
  return null;
}
