/**
 * The command tree. Built fresh for every run (commander keeps parsed values on its commands),
 * with exitOverride so that usage errors come back to runCli as exit 2 instead of ending the
 * process, and with output sent to the run's streams. Only the commands the command line names
 * are loaded (all of them without a command line, and for `completion`); the others are listed
 * by name and description, so that `--help` starts without loading every command's code.
 */
import { Command } from 'commander';
import { APP_VERSION } from '../core/model/constants';
import type { ContextFor } from './context';
import type { CliIo } from './io';
import { PREFIX, prefixed } from './prefix';
import { TOP_COMMANDS, type CommandModule, type Register } from './commands/index';
import { LOAD_MODULE } from './commands/load';
import { decorateHelp, LISTED_TERMS } from './help';
import { currentName, takeOldCommandName } from './renamed';
import { parseDuration } from './duration';
import { didYouMean } from '../core/rules/similar';

/** Global options that take a value: the word after one is not a command. */
const GLOBAL_VALUE_FLAGS = ['--api', '--session', '--timeout'];

/** The command a command line names: its first two words that are not options nor global options' values (`modules list`, `identify`). */
export function commandWords(argv: readonly string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const arg = argv[i]!;
    if (GLOBAL_VALUE_FLAGS.includes(arg)) i++;
    else if (!arg.startsWith('-')) words.push(arg);
  }
  return words;
}

/** The modules to load for a command line: the named command's, or every one. */
async function registersFor(argv: readonly string[] | undefined): Promise<ReadonlyMap<CommandModule, Register>> {
  const [first, second] = argv === undefined ? [] : commandWords(argv);
  const word = first === 'help' ? second : first;
  const named = word === undefined ? undefined : currentName(word);
  const all = argv === undefined || named === 'completion';
  const modules = [...new Set(Object.entries(TOP_COMMANDS).flatMap(([name, e]) => (all || name === named ? [e.module] : [])))];
  const registers = await Promise.all(modules.map((module) => LOAD_MODULE[module]()));
  return new Map(modules.map((module, i) => [module, registers[i]!]));
}

/** Commander's refusal of a value outside an option's choices, with the choice it most likely meant, as it says it for commands. */
function withSuggestion(message: string): string {
  const invalid = /argument '(.*)' is invalid\. Allowed choices are (.*)\.\n?$/.exec(message);
  return invalid ? message.replace(/\.\n?$/, `.${didYouMean(invalid[1]!, invalid[2]!.split(', '))}\n`) : message;
}

export async function buildProgram(io: CliIo, contextFor: ContextFor, argv?: readonly string[]): Promise<Command> {
  const registers = await registersFor(argv);
  const program = new Command('licensehub')
    .description('LicenseHub from a terminal: identify, start flows, fill modules, orders and reports; scripted scenarios; a contract check of a registry API.')
    .version(APP_VERSION, '-V, --version')
    .option('--api <url>', 'API base URL (default $LICENSEHUB_API, else the local sandbox)')
    .option('--session <file>', 'file keeping the session JWT between commands (mode 0600; default $LICENSEHUB_SESSION, else under your config directory)')
    .option('--json', 'machine-readable output on stdout; diagnostics on stderr')
    .option('--wide', 'tables as wide as their cells and long fields uncut (by default they fit the terminal, or $COLUMNS)')
    .option(
      '--timeout <duration>',
      'how long a call may wait for the registry before exit 5, e.g. 90s or 2m (default 30s); with pdb-report status --wait, the whole wait',
      parseDuration,
    )
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // Commander's usage errors carry the one prefix of every failure.
      outputError: (s, write) => write(prefixed(withSuggestion(s.replace(/^error: /, '')))),
    })
    .showHelpAfterError(`${PREFIX}add --help for usage`)
    .showSuggestionAfterError();
  // In the table's order: a loaded module registers its commands (side by side in the table),
  // the others are only listed.
  for (const [name, entry] of Object.entries(TOP_COMMANDS)) {
    if (program.commands.some((c) => c.name() === name)) continue;
    const register = registers.get(entry.module);
    if (register) register(program, contextFor);
    else LISTED_TERMS.set(program.command(name).description(entry.description), entry.term);
  }
  if (argv) takeOldCommandName(program, commandWords(argv)[0]);
  decorateHelp(program);
  return program;
}
