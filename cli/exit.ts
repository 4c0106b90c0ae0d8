/**
 * Exit codes (issue 5): 0 success, 1 a failed call or expectation, 2 bad usage or input.
 * Commands end early by throwing a CliExit; runCli turns it into the code and a message on stderr.
 */
import type { DomainError } from '../core/errors';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
export type ExitCode = typeof EXIT_OK | typeof EXIT_FAILED | typeof EXIT_USAGE;

export class CliExit extends Error {
  constructor(
    readonly code: ExitCode,
    message: string,
    /** Already reported, on stderr and (with --json) on stdout: nothing more is printed. */
    readonly quiet = false,
    /** The command printed its result (the errors, the choices) on stdout: only the message goes to stderr. */
    readonly resultPrinted = false,
  ) {
    super(message);
    this.name = 'CliExit';
  }
}

/** Bad input the command has already shown as its result (field errors, a step's choices): exit 2, the message on stderr. */
export const rejected = (message: string): CliExit => new CliExit(EXIT_USAGE, message, false, true);
/** Bad usage or input: exit 2 with the message. */
export const usage = (message: string): CliExit => new CliExit(EXIT_USAGE, message);
/** A failed call or expectation: exit 1 with the message. */
export const failed = (message: string, quiet = false): CliExit => new CliExit(EXIT_FAILED, message, quiet);

/** A failed registry call is exit 1, whatever the failure (a 400 included: the server refused the call, the usage was fine). */
export const exitCodeOf = (_error: DomainError): ExitCode => EXIT_FAILED;
