/** Argument parsers shared by commands; a bad value is a commander usage error (exit 2). */
import { readFile } from 'node:fs/promises';
import { InvalidArgumentError } from 'commander';
import { isValidFlowId } from '../core/rules/flow-id';
import { usage } from './exit';
import { unreadableFileText } from '../core/use-cases/errors/failure-words';
import type { InStream } from './io';

/** Flow ids go into paths: letters, digits and hyphens only (docs/portal.md §Validation rules "Flow ids"). */
export function parseFlowId(value: string): string {
  if (!isValidFlowId(value)) throw new InvalidArgumentError('a flow id has only letters, digits and hyphens.');
  return value;
}

/** Order codes go into paths too: the same characters. */
export const parseCode = (value: string): string => {
  if (!isValidFlowId(value)) throw new InvalidArgumentError('a code has only letters, digits and hyphens.');
  return value;
};

export function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a whole number from 1 is expected.');
  return n;
}

/** Collects a repeatable option's values. */
export const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

/** All of an input stream, as text. */
async function readAll(input: InStream): Promise<string> {
  let text = '';
  for await (const chunk of input) text += chunk.toString();
  return text;
}

/** Where input comes from, as messages name it: the file, or standard input for `-`. */
export const sourceName = (path: string): string => (path === '-' ? 'standard input' : path);

/**
 * A JSON file given on the command line, or standard input when the file is `-`; unreadable,
 * absent or not JSON is bad input (exit 2).
 */
export async function readJsonFile(path: string, stdin?: InStream): Promise<unknown> {
  const from = sourceName(path);
  let text: string;
  if (path === '-') {
    if (!stdin || stdin.isTTY) throw usage('- reads JSON from standard input: pipe it in (e.g. `< data.json`)');
    text = await readAll(stdin);
  } else {
    try {
      text = await readFile(path, 'utf8');
    } catch (e) {
      throw usage(unreadableFileText(path, (e as NodeJS.ErrnoException).code));
    }
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw usage(`${from} is not JSON: ${(e as Error).message}`);
  }
}
