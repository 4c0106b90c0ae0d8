/**
 * The CLI as a function: argv in, exit code out, every byte through the given streams. The
 * binary (main.ts), the tests and the scenario runner all come in here. Every failure ends
 * here: its message on stderr, each line with the one prefix, and with --json one error object
 * on stdout (unless the command printed its result there).
 */
import { CommanderError } from 'commander';
import type { ServicesFactory } from './context';
import type { CliExit } from './exit';
import type { CliIo } from './io';
import { prefixed } from './prefix';
import { buildProgram, commandWords } from './program';

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
async function exitOf(e: unknown): Promise<CliExit> {
  const { CliExit, EXIT_FAILED, EXIT_USAGE } = await import('./exit');
  if (e instanceof CliExit) return e;
  if (e instanceof CommanderError) return new CliExit(EXIT_USAGE, e.message.replace(/^error: /, ''));
  return new CliExit(EXIT_FAILED, e instanceof Error ? e.message : String(e));
}

/** Exit 0 (cli/exit.ts, EXIT_OK): the command did what it was asked. */
const DONE = 0;

export async function runCli(argv: readonly string[], io: CliIo, options: RunOptions = {}): Promise<number> {
  const createServices = options.createServices ?? defaultServices;
  const nested = (args: readonly string[], nestedIo: CliIo) => runCli(args, nestedIo, options);
  // What a command's action needs (the session file, the maintenance notices, the error model) is
  // loaded for a command line that names a command: `licensehub --help` goes without it.
  const context = commandWords(argv).length ? await import('./context') : undefined;
  const program = await buildProgram(
    io,
    (command) => {
      if (!context) throw new Error(`${command.name()} ran without its context`);
      return context.createContext(io, command.optsWithGlobals(), createServices, nested, context.subjectOf(command));
    },
    argv,
  );
  try {
    await program.parseAsync(argv, { from: 'user' });
    return DONE;
  } catch (e) {
    if (e instanceof CommanderError && e.exitCode === 0) return DONE;
    const exit = await exitOf(e);
    // Loaded on a failure only: `--help` goes without them.
    const [{ jsonDocument }, { terminalText }] = await Promise.all([import('./output/emit'), import('./output/terminal-text')]);
    // Commander has written its own usage error (with the prefix, see program.ts).
    // A failure's message may carry the registry's words: made safe for a terminal.
    if (!(e instanceof CommanderError)) io.stderr.write(prefixed(terminalText(exit.message)));
    // With --json, stdout carries one document whatever happens: the failure too.
    if (program.opts<{ json?: boolean }>().json === true && !exit.resultPrinted) io.stdout.write(jsonDocument(exit.toJson()));
    return exit.code;
  }
}
