/**
 * Reading an SSN without it landing in shell history: from stdin (one per line, so an
 * authorization step can read the next line), or a prompt that does not echo on a terminal.
 * `--ssn <value>` is accepted only with `--insecure-ssn-flag`, the user insisting.
 */
import { Readable, Writable } from 'node:stream';
import type { CliIo, InStream } from './io';
import { usage } from './exit';

export interface SsnOptions {
  ssn?: string;
  ssnStdin?: boolean;
  insecureSsnFlag?: boolean;
}

/** Lines of an input stream, read on demand. */
export class LineReader {
  private buffer = '';
  private ended = false;
  private iterator?: AsyncIterator<string | Buffer>;

  constructor(private readonly input: InStream) {}

  async next(): Promise<string | undefined> {
    while (!this.buffer.includes('\n') && !this.ended) {
      const step = await (this.iterator ??= this.input[Symbol.asyncIterator]()).next();
      if (step.done) this.ended = true;
      else this.buffer += step.value.toString();
    }
    if (this.buffer === '' && this.ended) return undefined;
    const at = this.buffer.indexOf('\n');
    const line = at < 0 ? this.buffer : this.buffer.slice(0, at);
    this.buffer = at < 0 ? '' : this.buffer.slice(at + 1);
    return line.replace(/\r$/, '');
  }

  /** Lets go of the input (a process's stdin would otherwise keep it alive). */
  async close(): Promise<void> {
    await this.iterator?.return?.();
  }
}

/**
 * A prompt on a terminal whose typed characters are not echoed: `@inquirer/password`, loaded only
 * when a prompt is shown. Its line editing keeps escape sequences (arrow keys and the like) out
 * of the answer; Ctrl-C cancels.
 */
export async function promptHidden(io: CliIo, label: string): Promise<string> {
  const input = io.stdin;
  if (!input?.isTTY || !(input instanceof Readable)) throw usage('no terminal to prompt on');
  const { default: password } = await import('@inquirer/password');
  const output = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, next) {
      io.stderr.write(chunk.toString());
      next();
    },
  });
  try {
    return await password({ message: label, toggleMask: false }, { input, output });
  } catch (error) {
    throw error instanceof Error && error.name === 'ExitPromptError' ? usage('cancelled') : error;
  }
}

export interface SsnSource {
  /** The next SSN answer (search field, then the authorization step). */
  read(label: string): Promise<string>;
  close(): Promise<void>;
}

export function ssnSource(io: CliIo, options: SsnOptions): SsnSource {
  if (options.ssn !== undefined && !options.insecureSsnFlag) {
    throw usage('--ssn puts the SSN in your shell history: use --ssn-stdin or the prompt, or add --insecure-ssn-flag if you insist');
  }
  const lines = options.ssnStdin && io.stdin ? new LineReader(io.stdin) : undefined;
  let flagUsed = false;
  return {
    async read(label) {
      if (options.ssn !== undefined && !flagUsed) {
        flagUsed = true;
        return options.ssn;
      }
      if (options.ssnStdin) {
        const line = await lines?.next();
        if (line === undefined || line.trim() === '') throw usage(`${label}: nothing on stdin`);
        return line.trim();
      }
      if (io.stdin?.isTTY) return (await promptHidden(io, label)).trim();
      throw usage(`${label} is needed: pipe it with --ssn-stdin, or run on a terminal to be prompted`);
    },
    close: async () => lines?.close(),
  };
}
