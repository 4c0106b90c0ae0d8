/**
 * Paths (under {app}) the use-cases send the user to. Flow ids are sanitized first
 * (core/rules/flow-id.ts, docs/portal.md §Validation rules "Flow ids"), so an id from a server answer or the address
 * bar can never add segments, a query or a scheme.
 */
import type { FlowScreenType } from '../model/constants';
import { sanitizeFlowId } from '../rules/flow-id';

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

export const PATH_RESUME_INCOMPLETE = '/resume-incomplete';
