/**
 * Where Resume leaves the portal (docs/portal.md §Resume: "Other resume actions go to an external
 * flow page with flowId and action RESUME_FLOW"; docs/decisions.md §Names and paths); Pay goes
 * through the journey's pay step (core/use-cases/flow-steps/steps.ts flowPaymentUrl). The page sits under the home path, which
 * is runtime configuration, so the addresses are built from it. The flow id is sanitized first
 * (docs/portal.md §Validation rules "Flow ids"): a batch code from a server answer can never add a path segment, a query or
 * a scheme to where the browser goes.
 */
import { sanitizeFlowId } from '../../rules/flow-id';

export const RESUME_FLOW_ACTION = 'RESUME_FLOW';

/** The home path with exactly one trailing slash: `/my-licensehub` and `/my-licensehub/` are the same home. */
const home = (homePath: string): string => `${homePath.replace(/\/+$/, '')}/`;

/** `{home}flow.htm?flowId={flowId}&action=RESUME_FLOW`. */
export function resumeFlowUrl(homePath: string, flowId: string): string {
  return `${home(homePath)}flow.htm?flowId=${encodeURIComponent(sanitizeFlowId(flowId))}&action=${RESUME_FLOW_ACTION}`;
}
