import { useParams } from 'react-router';
import { sanitizeFlowId } from '../../../core/rules/flow-id';

/** The flow id of the address, letters, digits and hyphens only (docs/portal.md §Validation rules "Flow ids"). */
export function useFlowId(): string {
  return sanitizeFlowId(useParams().flowId ?? '');
}
