/**
 * "Reset the current flow" (docs/portal.md §Shell, §Errors): the User Menu and Main Menu
 * links forget what the app holds for the flow named by the flowId route parameter, so coming
 * back to it reads it fresh from the server. Journeys key their queries ['flow', flowId, …].
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
