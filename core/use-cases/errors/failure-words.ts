/**
 * How a failure is classed and worded for a person at a terminal: what was not found, which
 * address did not answer, what did not finish in time. A driver maps the class to what it
 * does (the CLI: an exit code); the words are the same wherever they are shown.
 */
import { statusOf, type DomainError } from '../../errors';

/** The classes of failure: bad usage, refused by the registry, failed otherwise, not found, no answer, too slow. */
export type FailureKind = 'usage' | 'refused' | 'failed' | 'unauthorized' | 'not-found' | 'network' | 'timeout';

/** "<Thing> <id> was not found.": the one shape of every not-found. */
export const notFoundText = (thing: string, id: string): string => `${thing} ${id} was not found.`;

/** The address that did not answer, why, and what to check. */
export const unreachableText = (address: string, cause: string): string =>
  `The registry at ${address} did not answer (${cause}). Check that it is running and that --api (or LICENSEHUB_API) names it.`;

/** What did not finish in time, and how to wait longer. */
export const timeoutText = (what: string, after: string): string => `${what} after ${after}. Run the command again later, or wait longer with --timeout.`;

/** The hint of an ended or missing session. */
export const IDENTIFY_FIRST = 'Run `licensehub identify` first.';

/** The class of a registry failure: a 404 is a not-found, whatever call answered it. */
export function failureKindOf(error: DomainError): FailureKind {
  if (error._tag === 'NetworkError') return 'network';
  if (error._tag === 'Unauthorized') return 'unauthorized';
  if (statusOf(error) === 404) return 'not-found';
  if (error._tag === 'BadRequest' || error._tag === 'FlowCreationFailed') return 'refused';
  return 'failed';
}

/** What a command's argument names, as a not-found says it ("Flow … was not found."). */
export const SUBJECT_WORDS: Readonly<Record<string, string>> = {
  flowId: 'Flow',
  orderCode: 'Order',
  batchCode: 'Incomplete application',
};

/** A module of a flow, as a not-found names it. */
export const moduleSubject = (path: string, flowId: string): string => `${path} of flow ${flowId}`;
