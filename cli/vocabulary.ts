/**
 * The CLI's words for the form fields: which flag sets each one and the format it expects, so a
 * rule's message ("Please accept to continue", "Phone is not valid") says what to type.
 */
import { kebabValue } from '../core/rules/format';
import type { IdentifyField } from '../core/rules/identify';
import { FEIN_MASK, PHONE_MASK, SSN_MASK } from '../core/rules/masks';
import type { SubmitterField } from '../core/rules/submitter';
import { typeOption } from '../core/use-cases/journey/type-names';

const IDENTIFY_FLAGS: Readonly<Record<IdentifyField, string>> = {
  searchType: '--by',
  useAgreementAccepted: '--accept-use-agreement',
  licenseNumber: '--license-number',
  licenseState: '--license-state',
  npn: '--npn',
  lastName: '--last-name',
  fein: `--fein, as ${FEIN_MASK}`,
  ssn: `--ssn-stdin, as ${SSN_MASK}`,
};

/** A submitter field's flag: `--set field=…`, the use terms `--accept-use`; the phone's format. */
const submitterFlag = (field: SubmitterField): string =>
  field === 'useAcceptance' ? '--accept-use' : field === 'phone' ? `--set phone=…, as ${PHONE_MASK}` : `--set ${field}=…`;

/** The message with the flag that fixes it. */
const withFlag = (message: string, flag: string): string => `${message} (${flag})`;

export const identifyMessage = (field: IdentifyField, message: string): string => withFlag(message, IDENTIFY_FLAGS[field]);

export const submitterMessage = (field: SubmitterField, message: string): string => withFlag(message, submitterFlag(field));

/** A module field's message with its key, and the mask it is typed in when the message does not say it. */
export const moduleMessage = (key: string, message: string, mask: string | undefined): string =>
  `${key}: ${message}${mask && !message.includes('(') ? ` (as ${mask})` : ''}`;

/** A registry value (PRODUCER_LICENSING, NONRESIDENT) as flags take it: kebab-case (producer-licensing, nonresident). */
export const flagValue = kebabValue;

/**
 * A flag's kebab-case value as the registry names it. The old spelling (upper case, underscores)
 * is still taken, with a note on stderr saying the one to use.
 */
export function registryValue(flag: string, given: string, note: (text: string) => void): string {
  const value = given.trim();
  const registry = value.toUpperCase().replace(/-/g, '_');
  if (/[A-Z_]/.test(value)) note(`licensehub: ${flag} ${value} is the old spelling, taken for now: use ${flag} ${flagValue(registry)}`);
  return registry;
}

/** Commands renamed so that a type of flow has one name (its `--type` value): old name → new name. */
export const RENAMED_COMMANDS: Readonly<Record<string, string>> = {
  ccr: typeOption('CCR'),
  names: typeOption('DEMOGRAPHIC-UPDATE'),
  drlp: typeOption('LICENSE-UPDATE'),
};

/** `--type` values renamed to the same names: old value → new value. */
export const RENAMED_TYPES: Readonly<Record<string, string>> = {
  flows: typeOption('FLOWS'),
  ccr: typeOption('CCR'),
  'demographic-update': typeOption('DEMOGRAPHIC-UPDATE'),
};

/** Options renamed so that one thing has one flag name everywhere, by command: old name → new name. */
export const RENAMED_FLAGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [`${typeOption('DEMOGRAPHIC-UPDATE')} set`]: { '--first': '--first-name', '--middle': '--middle-name', '--last': '--last-name' },
  [`${typeOption('LICENSE-UPDATE')} add`]: { '--license': '--license-code' },
  [`${typeOption('LICENSE-UPDATE')} remove`]: { '--license': '--license-code' },
};

/** Global options that take a value: the word after one is not a command. */
const GLOBAL_VALUE_FLAGS = ['--api', '--session'];

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
