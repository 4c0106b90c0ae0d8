/**
 * Exit codes by class of failure: 0 done, 1 refused or failed, 2 bad usage or input, 3 not found,
 * 4 the registry did not answer, 5 it did not finish in time. Commands end early by throwing a
 * CliExit; runCli prints its message on stderr (every line with one prefix) and, with --json,
 * one error object on stdout, unless the command already printed its result there.
 */
import type { DomainError } from '../core/errors';
import { statusOf } from '../core/errors';
import { failureKindOf, type FailureKind } from '../core/use-cases/errors/failure-words';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
export const EXIT_NOT_FOUND = 3;
export const EXIT_NETWORK = 4;
export const EXIT_TIMEOUT = 5;
export type ExitCode = typeof EXIT_OK | typeof EXIT_FAILED | typeof EXIT_USAGE | typeof EXIT_NOT_FOUND | typeof EXIT_NETWORK | typeof EXIT_TIMEOUT;

const EXIT_OF: Record<FailureKind, ExitCode> = {
  usage: EXIT_USAGE,
  refused: EXIT_FAILED,
  failed: EXIT_FAILED,
  unauthorized: EXIT_FAILED,
  'not-found': EXIT_NOT_FOUND,
  network: EXIT_NETWORK,
  timeout: EXIT_TIMEOUT,
};

const KIND_OF: Record<ExitCode, FailureKind> = {
  [EXIT_OK]: 'failed',
  [EXIT_FAILED]: 'failed',
  [EXIT_USAGE]: 'usage',
  [EXIT_NOT_FOUND]: 'not-found',
  [EXIT_NETWORK]: 'network',
  [EXIT_TIMEOUT]: 'timeout',
};

/** What a failure carries besides its message: the registry's status, its errors, the offending paths. */
export interface FailureDetail {
  readonly status?: number;
  readonly errors?: readonly string[];
  readonly paths?: readonly string[];
  readonly retryAfter?: number;
}

/** The one error object of --json output (cli/README.md, "JSON output"). */
export interface ErrorObject {
  readonly error: { readonly kind: FailureKind; readonly message: string; readonly exit: ExitCode } & FailureDetail;
}

export class CliExit extends Error {
  readonly kind: FailureKind;
  constructor(
    readonly code: ExitCode,
    message: string,
    /** The command printed its result (the errors, the choices) on stdout: no error object is added there. */
    readonly resultPrinted = false,
    options: { kind?: FailureKind; detail?: FailureDetail } = {},
  ) {
    super(message);
    this.name = 'CliExit';
    this.kind = options.kind ?? KIND_OF[code];
    this.detail = options.detail ?? {};
  }
  readonly detail: FailureDetail;

  /** The --json error object. */
  toJson(): ErrorObject {
    return { error: { kind: this.kind, message: this.message, exit: this.code, ...this.detail } };
  }
}

/** Bad input the command has already shown as its result (field errors, a step's choices): exit 2. */
export const rejected = (message: string): CliExit => new CliExit(EXIT_USAGE, message, true);
/** Bad usage or input: exit 2 with the message. */
export const usage = (message: string): CliExit => new CliExit(EXIT_USAGE, message);
/** A failed call or expectation: exit 1; `resultPrinted` when stdout already has the result. */
export const failed = (message: string, resultPrinted = false): CliExit => new CliExit(EXIT_FAILED, message, resultPrinted);
/** Something asked for by its id that is not there: exit 3. */
export const notFound = (message: string): CliExit => new CliExit(EXIT_NOT_FOUND, message);
/** A wait that ran out: exit 5. */
export const timedOut = (message: string): CliExit => new CliExit(EXIT_TIMEOUT, message);

/** A registry failure's exit code, by its class. */
export const exitCodeOf = (error: DomainError): ExitCode => EXIT_OF[failureKindOf(error)];

/** A registry failure as a CliExit, with `message` as a person reads it. */
export function domainExit(error: DomainError, message: string, resultPrinted = false): CliExit {
  const status = statusOf(error);
  const detail: FailureDetail = {
    ...(status === undefined ? {} : { status }),
    ...(error._tag === 'BadRequest' && error.errors.length ? { errors: error.errors } : {}),
    ...(error._tag === 'InvalidResponse' ? { paths: error.paths } : {}),
    ...(error._tag === 'TooManyRequests' && error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
  };
  return new CliExit(exitCodeOf(error), message, resultPrinted, { kind: failureKindOf(error), detail });
}
