/**
 * Moving between the shared steps: inside the app, except to a submit path, which the browser
 * loads afresh (docs/portal.md §Shared flow steps) through the ExternalNavigation port.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forcesFullReload } from '../../../core/use-cases/flow-steps/steps';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';

export function useFlowNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const external = useService(TOKENS.ExternalNavigation);
  const config = useService(TOKENS.Config);
  return useCallback(
    (path: string) => {
      if (forcesFullReload(path)) external.assign(`${config.appBase.replace(/\/+$/, '')}${path}`);
      else void navigate(path);
    },
    [navigate, external, config.appBase],
  );
}
