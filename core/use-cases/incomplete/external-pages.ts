/**
 * Where the resume actions leave the portal (docs/portal.md §Resume: "Pay routes send the browser to an external
 * payment page for the flow. Other resume actions go to an external flow page with flowId and
 * action RESUME_FLOW"; docs/decisions.md §Names and paths). Both pages sit under the home path, which
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

/** `{home}payment/{flowId}.htm`: the external payment page of a flow. */
export function paymentUrl(homePath: string, flowId: string): string {
  return `${home(homePath)}payment/${sanitizeFlowId(flowId)}.htm`;
}
