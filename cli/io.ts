/**
 * The terminal as the CLI sees it. Passed in, never taken from `process`, so tests run the whole
 * CLI in-process with captured streams, and the scenario runner runs each step the same way.
 */
export interface OutStream {
  /** Text, or bytes (a PDF on standard output). */
  write(chunk: string | Uint8Array): unknown;
  /** A terminal: progress lines and prompts are shown only there. */
  isTTY?: boolean;
  /** A terminal's width. */
  columns?: number;
}

/** A terminal's input is a `Readable` too (process.stdin), which the hidden prompt needs. */
export interface InStream extends AsyncIterable<string | Buffer> {
  isTTY?: boolean;
}

export interface CliIo {
  stdout: OutStream;
  stderr: OutStream;
  /** Absent when the caller has no input to give (a scenario step without `stdin`). */
  stdin?: InStream;
  env: Readonly<Record<string, string | undefined>>;
}

/** An output stream that keeps what is written, for in-process runs. */
export class CapturedStream implements OutStream {
  private chunks: string[] = [];
  constructor(readonly isTTY = false) {}
  write(chunk: string | Uint8Array): boolean {
    // Bytes are kept one character per byte, so a test reads them back as they were.
    this.chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('latin1'));
    return true;
  }
  get text(): string {
    return this.chunks.join('');
  }
}

/** Input that yields the given text once, then ends (a scenario step's `stdin`, a test's piped SSN). */
export function textInput(text: string): InStream {
  return {
    isTTY: false,
    async *[Symbol.asyncIterator]() {
      yield text;
    },
  };
}
