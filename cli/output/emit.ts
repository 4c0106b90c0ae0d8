/**
 * Where a command's result goes. With --json the result is one JSON document on stdout, and
 * everything meant for a person (progress, notices, failures) goes to stderr, so a pipe or a
 * scenario step reads stdout as data. Without it, stdout carries the human rendering.
 */
import type { CliIo } from '../io';

/**
 * The version every JSON document carries (`"version": 3`), raised when a shape changes in a way a
 * script would notice (a field renamed or removed); the shapes are cli/output/schema.ts's.
 */
export const JSON_OUTPUT_VERSION = 3;

/** A document as --json prints it: the version first, then the value (an object: lists are wrapped in one). */
export const jsonDocument = (value: object): string => `${JSON.stringify({ version: JSON_OUTPUT_VERSION, ...value }, null, 2)}\n`;

export interface Output {
  readonly json: boolean;
  /** Prints the result: `value` as JSON, or `human()` as text. */
  result(value: object, human: () => string): void;
  /** A line for a person, on stderr (a diagnostic, a notice, a prompt). */
  note(text: string): void;
  /** A progress line: on a terminal it rewrites itself, elsewhere (a log, a pipe) it is one line per call. */
  progress(text: string): void;
  /** Ends a progress line, if one was shown. */
  endProgress(): void;
}

export function createOutput(io: CliIo, json: boolean): Output {
  let progressShown = false;
  return {
    json,
    result(value, human) {
      io.stdout.write(json ? jsonDocument(value) : human());
    },
    note(text) {
      io.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    progress(text) {
      if (!io.stderr.isTTY) {
        io.stderr.write(`${text}\n`);
        return;
      }
      io.stderr.write(`\r\x1b[2K${text}`);
      progressShown = true;
    },
    endProgress() {
      if (progressShown) io.stderr.write('\n');
      progressShown = false;
    },
  };
}
