/**
 * Paths (under {app}) the use-cases send the user to. Flow ids are sanitized first
 * (core/rules/flow-id.ts, docs/portal.md §Validation rules "Flow ids"), so an id from a server answer or the address
 * bar can never add segments, a query or a scheme.
 */
import type { FlowScreenType } from '../model/constants';
import { isValidFlowId, sanitizeFlowId } from '../rules/flow-id';

/** The route group of each shared-screen type. */
const BASE: Readonly<Record<FlowScreenType, string>> = {
  FLOWS: '/flows',
  CCR: '/ccr',
  'DEMOGRAPHIC-UPDATE': '/demographic-update',
  'LICENSE-UPDATE': '/license-update',
  'PDB-REPORT': '/pdb-report',
};

/** `/flows/{flowId}`, `/ccr/{flowId}`, … */
export const flowBase = (type: FlowScreenType, flowId: string): string => `${BASE[type]}/${sanitizeFlowId(flowId)}`;

/** `/{group}/{flowId}/{screen}`. */
export const flowScreenPath = (type: FlowScreenType, flowId: string, screen: string): string => `${flowBase(type, flowId)}/${screen}`;

/**
 * Whether a path (under {app}, with or without its query) is a flow's submit path, which the browser
 * loads afresh (docs/portal.md §Routes "Going to any flow's `submit` path loads the page afresh").
 */
export function isSubmitPath(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
  const [, group, flowId, screen, ...more] = pathname.split('/');
  if (flowId === undefined || !isValidFlowId(flowId) || more.length > 0) return false;
  return Object.values(BASE).includes(`/${group}`) && screen === 'submit';
}

export const PATH_RESUME_INCOMPLETE = '/resume-incomplete';
