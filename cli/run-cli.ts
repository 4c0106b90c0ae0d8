/**
 * The CLI as a function: argv in, exit code out, every byte through the given streams. The
 * binary (main.ts), the tests and the scenario runner all come in here.
 */
import { CommanderError } from 'commander';
import { createContext, type ServicesFactory } from './context';
import { CliExit, EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './exit';
import type { CliIo } from './io';
import { buildProgram } from './program';

export interface RunOptions {
  /** Builds the registry client; the CLI composition root by default. Tests may wrap it. */
  createServices?: ServicesFactory;
}

/** The CLI composition root, loaded only when a command needs the registry (never for --help). */
const defaultServices: ServicesFactory = async (options) => {
  const { createCliServices } = await import('./services');
  return createCliServices(options);
};

export async function runCli(argv: readonly string[], io: CliIo, options: RunOptions = {}): Promise<number> {
  const createServices = options.createServices ?? defaultServices;
  const nested = (args: readonly string[], nestedIo: CliIo) => runCli(args, nestedIo, options);
  const program = buildProgram(io, (command) => createContext(io, command.optsWithGlobals(), createServices, nested));
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    // With --json, stdout carries one document whatever happens: the failure too.
    const json = program.opts<{ json?: boolean }>().json === true;
    const asJson = (message: string, code: number) => {
      if (json) io.stdout.write(`${JSON.stringify({ error: { message, exit: code } }, null, 2)}\n`);
      return code;
    };
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT_OK : asJson(e.message, EXIT_USAGE);
    if (e instanceof CliExit) {
      if (e.quiet) return e.code;
      io.stderr.write(`licensehub: ${e.message}\n`);
      return e.resultPrinted ? e.code : asJson(e.message, e.code);
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr.write(`licensehub: ${message}\n`);
    return asJson(message, EXIT_FAILED);
  }
}
