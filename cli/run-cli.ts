/**
 * The CLI as a function: argv in, exit code out, every byte through the given streams. The
 * binary (main.ts), the tests and the scenario runner all come in here. Every failure ends
 * here: its message on stderr, each line with the one prefix, and with --json one error object
 * on stdout (unless the command printed its result there).
 */
import { CommanderError } from 'commander';
import { createContext, subjectOf, type ServicesFactory } from './context';
import { CliExit, EXIT_FAILED, EXIT_OK, EXIT_USAGE, prefixed } from './exit';
import type { CliIo } from './io';
import { buildProgram } from './program';
import { withRenamedFlags } from './vocabulary';

export interface RunOptions {
  /** Builds the registry client; the CLI composition root by default. Tests may wrap it. */
  createServices?: ServicesFactory;
}

/** The CLI composition root, loaded only when a command needs the registry (never for --help). */
const defaultServices: ServicesFactory = async (options) => {
  const { createCliServices } = await import('./services');
  return createCliServices(options);
};

/** Any failure as a CliExit: commander's usage errors are exit 2, anything unforeseen exit 1. */
function exitOf(e: unknown): CliExit {
  if (e instanceof CliExit) return e;
  if (e instanceof CommanderError) return new CliExit(EXIT_USAGE, e.message.replace(/^error: /, ''));
  return new CliExit(EXIT_FAILED, e instanceof Error ? e.message : String(e));
}

export async function runCli(argv: readonly string[], io: CliIo, options: RunOptions = {}): Promise<number> {
  const createServices = options.createServices ?? defaultServices;
  const nested = (args: readonly string[], nestedIo: CliIo) => runCli(args, nestedIo, options);
  const renamed = withRenamedFlags(argv, (text) => io.stderr.write(`${text}\n`));
  const program = await buildProgram(io, (command) => createContext(io, command.optsWithGlobals(), createServices, nested, subjectOf(command)), renamed);
  try {
    await program.parseAsync(renamed, { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    if (e instanceof CommanderError && e.exitCode === 0) return EXIT_OK;
    const exit = exitOf(e);
    // Commander has written its own usage error (with the prefix, see program.ts).
    if (!(e instanceof CommanderError)) io.stderr.write(prefixed(exit.message));
    // With --json, stdout carries one document whatever happens: the failure too.
    if (program.opts<{ json?: boolean }>().json === true && !exit.resultPrinted) io.stdout.write(`${JSON.stringify(exit.toJson(), null, 2)}\n`);
    return exit.code;
  }
}
