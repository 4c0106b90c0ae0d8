/**
 * Flow ids go into paths (docs/portal.md §Validation rules "Flow ids"): only letters, digits and hyphens, so a crafted id
 * cannot add path segments, a query or a scheme to a navigation target.
 */
const FLOW_ID = /^[A-Za-z0-9-]+$/;

export const isValidFlowId = (value: string): boolean => FLOW_ID.test(value);

/** Strips every character that is not a letter, digit or hyphen; used right before navigating. */
export const sanitizeFlowId = (value: string): string => value.replace(/[^A-Za-z0-9-]/g, '');
