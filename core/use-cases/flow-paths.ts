/**
 * Paths (under {app}) the use-cases send the user to. Flow ids are sanitized first
 * (core/rules/flow-id.ts, docs/portal.md §Validation rules "Flow ids"), so an id from a server answer or the address
 * bar can never add segments, a query or a scheme. Each type's route group is its definition's (journey/types).
 */
import type { FlowScreenType } from '../model/constants';
import { isValidFlowId, sanitizeFlowId } from '../rules/flow-id';
import { JOURNEY_TYPES, definitionOf } from './journey/types';

/** `/flows/{flowId}`, `/ccr/{flowId}`, … */
export const flowBase = (type: FlowScreenType, flowId: string): string => `${definitionOf(type).routeBase}/${sanitizeFlowId(flowId)}`;

/** `/{group}/{flowId}/{screen}` (the base itself for the screen `''`). */
export const flowScreenPath = (type: FlowScreenType, flowId: string, screen: string): string =>
  screen === '' ? flowBase(type, flowId) : `${flowBase(type, flowId)}/${screen}`;

/**
 * Whether a path (under {app}, with or without its query) is a flow's submit path, which the browser
 * loads afresh (docs/portal.md §Routes "Going to any flow's `submit` path loads the page afresh").
 */
export function isSubmitPath(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
  const [, group, flowId, screen, ...more] = pathname.split('/');
  if (flowId === undefined || !isValidFlowId(flowId) || more.length > 0) return false;
  return JOURNEY_TYPES.some((d) => d.routeBase === `/${group}`) && screen === 'submit';
}

export const PATH_RESUME_INCOMPLETE = '/resume-incomplete';
