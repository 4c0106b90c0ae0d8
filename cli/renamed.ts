/**
 * The names of the release before, still taken for now: renamed commands, `--type` values and
 * options on a command line become the new ones, each with a note on stderr saying the one to use.
 * Its own module, loaded before any command: it names nothing but the renames.
 */
import { CONTACT_CHANGE, LICENSE_UPDATE, LICENSING, NAME_CHANGE } from '../core/use-cases/journey/types';

/** Commands renamed so that a type of flow has one name (its `--type` value): old name → new name. */
export const RENAMED_COMMANDS: Readonly<Record<string, string>> = {
  ccr: CONTACT_CHANGE.cliType,
  names: NAME_CHANGE.cliType,
  drlp: LICENSE_UPDATE.cliType,
};

/** `--type` values renamed to the same names: old value → new value. */
export const RENAMED_TYPES: Readonly<Record<string, string>> = {
  flows: LICENSING.cliType,
  ccr: CONTACT_CHANGE.cliType,
  'demographic-update': NAME_CHANGE.cliType,
};

/** Options renamed so that one thing has one flag name everywhere, by command: old name → new name. */
export const RENAMED_FLAGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [`${NAME_CHANGE.cliType} set`]: { '--first': '--first-name', '--middle': '--middle-name', '--last': '--last-name' },
  [`${LICENSE_UPDATE.cliType} add`]: { '--license': '--license-code' },
  [`${LICENSE_UPDATE.cliType} remove`]: { '--license': '--license-code' },
};

/** Global options that take a value: the word after one is not a command. */
const GLOBAL_VALUE_FLAGS = ['--api', '--session', '--timeout'];

/** The first two words of a command line that are not options nor global options' values, with where they are. */
function wordsAt(argv: readonly string[]): { word: string; at: number }[] {
  const words: { word: string; at: number }[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const arg = argv[i]!;
    if (GLOBAL_VALUE_FLAGS.includes(arg)) i++;
    else if (!arg.startsWith('-')) words.push({ word: arg, at: i });
  }
  return words;
}

/** The command a command line names: its first two words (`modules list`, `identify …`). */
export const commandWords = (argv: readonly string[]): string[] => wordsAt(argv).map((w) => w.word);

/**
 * The command line with renamed commands, options and `--type` values under their new names;
 * the old names are still taken for now, each with a note on stderr saying the one to use.
 */
export function withRenamedFlags(argv: readonly string[], note: (text: string) => void): string[] {
  const renamedArgv = [...argv];
  const [first] = wordsAt(argv);
  const now = first && RENAMED_COMMANDS[first.word];
  if (first && now) {
    note(`licensehub: ${first.word} is the old name of the command, taken for now: use ${now}`);
    renamedArgv[first.at] = now;
  }
  const words = commandWords(renamedArgv);
  const renamed = RENAMED_FLAGS[words.join(' ')] ?? {};
  return renamedArgv.map((arg, i) => {
    const [flag, ...value] = arg.split('=');
    const type = flag === '--type' ? (value.length ? value.join('=') : undefined) : renamedArgv[i - 1] === '--type' ? arg : undefined;
    const newType = type === undefined ? undefined : RENAMED_TYPES[type];
    if (newType) {
      note(`licensehub: --type ${type} is the old name, taken for now: use --type ${newType}`);
      return value.length ? `--type=${newType}` : newType;
    }
    const now = renamed[flag!];
    if (!now) return arg;
    note(`licensehub: ${flag} is the old name, taken for now: use ${now}`);
    return [now, ...value].join('=');
  });
}
