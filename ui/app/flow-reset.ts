/**
 * "Reset the current flow" (docs/portal.md §Shell, §Errors): the User Menu and Main Menu
 * links forget what the app holds for the flow named by the flowId route parameter, so coming
 * back to it reads it fresh from the server. Journeys key their queries ['flow', flowId, …].
 * The transcript page's Main Menu resets the licensing journey instead (docs/portal.md
 * §Continuing education).
 */
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { sanitizeFlowId } from '../../core/rules/flow-id';

export const flowKey = (flowId: string) => ['flow', sanitizeFlowId(flowId)] as const;

export function useResetFlow(): () => void {
  const { flowId } = useParams();
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (flowId) queryClient.removeQueries({ queryKey: flowKey(flowId) });
  }, [flowId, queryClient]);
}

/** The start-flow wizard's lookups are keyed under this (ui/screens/start-flow/start-flow-queries.ts). */
export const startFlowKey = ['start-flow'] as const;

/**
 * "Reset to the first module and SELECT_PRODUCT": the wizard's lookups are forgotten, so the next
 * start opens at its first step and asks the registry afresh. (A licensing flow's modules open at
 * the first module whenever the address names none: the portal keeps no current module.)
 */
export function useResetLicensingJourney(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: startFlowKey }), [queryClient]);
}
