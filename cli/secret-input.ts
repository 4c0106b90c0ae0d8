/**
 * Reading an SSN without it landing in shell history: from stdin (one per line, so an
 * authorization step can read the next line), or a prompt that does not echo on a terminal.
 * `--ssn <value>` is accepted only with `--insecure-ssn-flag`, the user insisting.
 */
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

/** A prompt on a terminal whose typed characters are not echoed. */
export function promptHidden(io: CliIo, label: string): Promise<string> {
  const input = io.stdin;
  if (!input?.isTTY || !input.setRawMode || !input.on || !input.off) return Promise.reject(usage('no terminal to prompt on'));
  io.stderr.write(label);
  return new Promise((resolve, reject) => {
    let typed = '';
    // Arrow, function and Alt keys arrive as escape sequences (ESC [ … final, ESC O x, ESC x),
    // possibly split across chunks: they are skipped whole, never added to the secret.
    let escape: 'none' | 'esc' | 'csi' | 'ss3' = 'none';
    const done = (error?: Error) => {
      input.setRawMode?.(false);
      input.off?.('data', onData);
      input.pause?.();
      io.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString()) {
        if (escape === 'esc') {
          escape = ch === '[' ? 'csi' : ch === 'O' ? 'ss3' : 'none';
          continue;
        }
        if (escape === 'ss3') {
          escape = 'none';
          continue;
        }
        if (escape === 'csi') {
          if (ch >= '@' && ch <= '~') escape = 'none'; // the final byte; parameters and intermediates before it
          continue;
        }
        if (ch === '\u001b') {
          escape = 'esc';
          continue;
        }
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003' || ch === '\u0004') return done(usage('cancelled'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed += ch;
      }
    };
    input.setRawMode?.(true);
    input.on?.('data', onData);
    input.resume?.();
  });
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
      if (io.stdin?.isTTY) return (await promptHidden(io, `${label}: `)).trim();
      throw usage(`${label} is needed: pipe it with --ssn-stdin, or run on a terminal to be prompted`);
    },
    close: async () => lines?.close(),
  };
}
