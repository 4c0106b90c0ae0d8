/**
 * The shared flow steps each type has, in order (docs/portal.md §Shared flow steps), and each route group's address
 * pattern. Kept apart from steps.ts, with no imports, because the route table reads it: the
 * first download of every page carries it.
 */
import type { FlowScreenType } from '../../model/constants';

export const FLOW_STEPS = ['review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/**
 * The steps of each type, in order. PDB-REPORT has only the three routes of docs/portal.md §Shared flow steps (its submit
 * polls the report status, then pays on the detail-report page); DEMOGRAPHIC-UPDATE starts at
 * the submitter, after its name page.
 */
export const STEPS_BY_TYPE: Readonly<Record<FlowScreenType, readonly FlowStep[]>> = {
  FLOWS: ['review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'],
  CCR: ['review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'],
  'DEMOGRAPHIC-UPDATE': ['submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'],
  'LICENSE-UPDATE': ['review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'],
  'PDB-REPORT': ['submitter', 'attestation', 'submit'],
};

/** Each group's route pattern (the flow id is a route parameter). */
export const GROUP_PATTERNS: Readonly<Record<FlowScreenType, string>> = {
  FLOWS: '/flows/:flowId',
  CCR: '/ccr/:flowId',
  'DEMOGRAPHIC-UPDATE': '/demographic-update/:flowId',
  'LICENSE-UPDATE': '/license-update/:flowId',
  'PDB-REPORT': '/pdb-report/:flowId',
};
