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

/** An address's scheme and host (`https://registry.example.org:8443`), and its host and port as a person names it. */
const ORIGIN = /^([a-z][a-z0-9+.-]*:\/\/([^/?#]+))/i;
const hostOf = (address: string): string => ORIGIN.exec(address)?.[2] ?? address;
const originOf = (address: string): string => ORIGIN.exec(address)?.[1] ?? address;

/** Seconds as a setting reads: `30s`, `1.5s`. */
const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))}s`;

/** A call that did not get an answer within the per-call limit: the host, the limit and the setting that changes it. */
export const noAnswerInTimeText = (address: string, limitMs: number): string =>
  `The registry at ${hostOf(address)} did not answer within ${seconds(limitMs)} (--timeout ${seconds(limitMs)}). Check that it is running, or wait longer with --timeout 2m.`;

/** The progress line of a call that takes more than a second. */
export const waitingText = (address: string, elapsedMs: number): string => `Waiting for the registry at ${hostOf(address)}… ${Math.floor(elapsedMs / 1000)} s`;

/** An address that does not answer as the API (a portal page, a path without the API base). */
export const notAnApiText = (address: string): string =>
  `${address} does not answer as a LicenseHub API: is this the API base? ${originOf(address)}/my-licensehub/api`;

/** No session kept for this registry: the token of another one is never sent to it. */
export const notSignedInText = (address: string): string => `Not signed in at ${hostOf(address)}. Run \`licensehub identify --api ${address}\` first.`;

/** A file named on the command line that cannot be read, in words (the system's code stays out). */
export function unreadableFileText(path: string, code: string | undefined): string {
  if (code === 'ENOENT') return `${path} was not found: check the name and the folder.`;
  if (code === 'EACCES' || code === 'EPERM') return `${path} cannot be read: you do not have permission to read it.`;
  if (code === 'EISDIR') return `${path} is a folder: name a file.`;
  return `${path} cannot be read.`;
}

/** The hint of an ended or missing session. */
export const IDENTIFY_FIRST = 'Run `licensehub identify` first.';

/** The class of a registry failure: a 404 is a not-found, whatever call answered it. */
export function failureKindOf(error: DomainError): FailureKind {
  if (error._tag === 'NetworkError') return error.timedOut ? 'timeout' : 'network';
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
