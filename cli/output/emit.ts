/**
 * Where a command's result goes. With --json the result is one JSON document on stdout, and
 * everything meant for a person (progress, notices, failures) goes to stderr, so a pipe or a
 * scenario step reads stdout as data. Without it, stdout carries the human rendering.
 */
import type { CliIo } from '../io';
import { LONG_FIELD, type Fit } from './table';
import { terminalText } from './terminal-text';

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
  result(value: object, human: (fit: Fit) => string): void;
  /** How wide the human rendering may be: the terminal's width (or $COLUMNS), fields cut at LONG_FIELD; no limit with --wide. */
  readonly fit: Fit;
  /** A line for a person, on stderr (a diagnostic, a notice, a prompt). */
  note(text: string): void;
  /** A progress line: on a terminal it rewrites itself, elsewhere (a log, a pipe) it is one line per call. */
  progress(text: string): void;
  /** Ends a progress line, if one was shown. */
  endProgress(): void;
}

/** The width output may take: --wide none, else $COLUMNS, else the terminal's. */
function fitOf(io: CliIo, wide: boolean): Fit {
  if (wide) return { width: Infinity, cap: Infinity };
  const columns = Number(io.env.COLUMNS) || (io.stdout.isTTY ? io.stdout.columns : undefined);
  return { width: columns && columns > 0 ? columns : Infinity, cap: LONG_FIELD };
}

export function createOutput(io: CliIo, json: boolean, wide = false): Output {
  let progressShown = false;
  const fit = fitOf(io, wide);
  return {
    json,
    fit,
    // What a person reads carries text from outside: it is made safe for a terminal (JSON escapes it already).
    result(value, human) {
      io.stdout.write(json ? jsonDocument(value) : terminalText(human(fit)));
    },
    note(text) {
      const safe = terminalText(text);
      io.stderr.write(safe.endsWith('\n') ? safe : `${safe}\n`);
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
