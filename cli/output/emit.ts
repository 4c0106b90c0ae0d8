/**
 * Where a command's result goes. With --json the result is one JSON document on stdout, and
 * everything meant for a person (progress, notices, failures) goes to stderr, so a pipe or a
 * scenario step reads stdout as data. Without it, stdout carries the human rendering.
 */
import type { DomainError } from '../../core/errors';
import { statusOf } from '../../core/errors';
import type { CliIo } from '../io';

export interface Output {
  readonly json: boolean;
  /** Prints the result: `value` as JSON, or `human()` as text. */
  result(value: unknown, human: () => string): void;
  /** A line for a person, on stderr (a diagnostic, a notice, a prompt). */
  note(text: string): void;
  /** A progress line that rewrites itself, shown only when stderr is a terminal. */
  progress(text: string): void;
  /** Ends a progress line, if one was shown. */
  endProgress(): void;
}

export function createOutput(io: CliIo, json: boolean): Output {
  let progressShown = false;
  return {
    json,
    result(value, human) {
      io.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : human());
    },
    note(text) {
      io.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    progress(text) {
      if (!io.stderr.isTTY) return;
      io.stderr.write(`\r\x1b[2K${text}`);
      progressShown = true;
    },
    endProgress() {
      if (progressShown) io.stderr.write('\n');
      progressShown = false;
    },
  };
}

/** A registry failure as data, for --json output (scenarios assert on `error._tag`, `error.paths`, …). */
export function errorJson(error: DomainError): Record<string, unknown> {
  const status = statusOf(error);
  return { error: { ...error, ...(status === undefined ? {} : { status }) } };
}

/** A registry failure for a person: the message, and what it carries (the server's errors, the offending paths). */
export function errorText(error: DomainError): string {
  switch (error._tag) {
    case 'BadRequest':
      return error.errors.length ? error.errors.map((e) => `error: ${e}`).join('\n') : `error: ${error.message}`;
    case 'InvalidResponse':
      return `error: ${error.message}`;
    case 'TooManyRequests':
      return `error: ${error.message}${error.retryAfter === undefined ? '' : ` (retry after ${error.retryAfter} s)`}`;
    default:
      return `error: ${error.message}`;
  }
}
