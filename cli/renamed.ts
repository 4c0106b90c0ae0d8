/**
 * The names of the release before, still taken for now, each with a note on stderr saying the one
 * to use: an old command is a commander alias (given only when the command line uses it, so no
 * help lists it), an old option a hidden option, an old `--type` value parsed into the new one.
 */
import { Option, type Command } from 'commander';
import { CONTACT_CHANGE, LICENSE_UPDATE, LICENSING, NAME_CHANGE } from '../core/use-cases/journey/types';

/** Commands renamed so that a type of flow has one name (its `--type` value): old name → new name. */
const RENAMED_COMMANDS: Readonly<Record<string, string>> = {
  ccr: CONTACT_CHANGE.cliType,
  names: NAME_CHANGE.cliType,
  drlp: LICENSE_UPDATE.cliType,
};

/** `--type` values renamed to the same names: old value → new value. */
const RENAMED_TYPES: Readonly<Record<string, string>> = {
  flows: LICENSING.cliType,
  ccr: CONTACT_CHANGE.cliType,
  'demographic-update': NAME_CHANGE.cliType,
};

const note = (command: Command, text: string) => command.configureOutput().writeErr?.(`licensehub: ${text}\n`);

/** The command a word of the command line names: the new name of an old one, else the word. */
export const currentName = (word: string): string => RENAMED_COMMANDS[word] ?? word;

/** When the command line uses a command's old name: that name as its alias, with the note. */
export function takeOldCommandName(program: Command, word: string | undefined): void {
  const now = word === undefined ? undefined : RENAMED_COMMANDS[word];
  if (!word || !now) return;
  program.commands.find((c) => c.name() === now)?.alias(word);
  note(program, `${word} is the old name of the command, taken for now: use ${now}`);
}

/** A hidden option under an option's old name: its value goes to the option `now`, with the note. */
export function oldOption(command: Command, old: string, now: string): Command {
  const target = command.options.find((o) => o.long === now);
  if (!target) throw new Error(`${command.name()} has no ${now}`);
  const parse = target.parseArg ?? ((value: string) => value);
  const option = new Option(`${old} <value>`).hideHelp().argParser((value: string) => {
    note(command, `${old} is the old name, taken for now: use ${now}`);
    command.setOptionValueWithSource(target.attributeName(), parse(value, command.getOptionValue(target.attributeName())), 'cli');
  });
  return command.addOption(option);
}

/** A `--type` option (with its choices) that also takes the old values, each with the note. */
export function withOldTypes(command: Command, option: Option): Option {
  const choose = option.parseArg ?? ((value: string) => value);
  return option.argParser((value: string, previous: unknown) => {
    const now = RENAMED_TYPES[value];
    if (now) note(command, `--type ${value} is the old name, taken for now: use --type ${now}`);
    return choose(now ?? value, previous);
  });
}
