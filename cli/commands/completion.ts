/**
 * completion bash|zsh: a shell completion script made from the command tree: commands and
 * subcommands, each command's options, and values by the argument's type: an option's choices
 * (of that command's option only), file names where a file is expected.
 */
import { Argument, type Command } from 'commander';
import { topCommand } from './index';

interface Node {
  readonly path: string;
  readonly words: readonly string[];
}

function nodesOf(command: Command, path: string[] = []): Node[] {
  const options = command.options.filter((o) => !o.hidden).flatMap((o) => (o.long ? [o.long] : []));
  const subcommands = command.commands.map((c) => c.name());
  const here: Node = { path: path.join(' '), words: [...subcommands, ...options, '--help'] };
  return [here, ...command.commands.flatMap((c) => nodesOf(c, [...path, c.name()]))];
}

/** The options that take a value: the word after one is its value, not a command. */
function valueOptionsOf(command: Command): string[] {
  const all = new Set<string>();
  const walk = (c: Command) => {
    for (const o of c.options) if (o.long && (o.required || o.optional)) all.add(o.long);
    c.commands.forEach(walk);
  };
  walk(command);
  return [...all];
}

/** What the value of an option or an argument is completed with: its choices, or file names. */
type Values = { readonly choices: readonly string[] } | { readonly files: true };

/** A placeholder that names a file or a folder (`<file>`, `<file.json>`, `<path>`, `<scenario>`). */
const FILE_PLACEHOLDER = /<(file|path|scenario|dir)[^>]*>/;

/** The values of each command's options, keyed `command path|--flag`: one command's choices never complete another's. */
function optionValuesOf(command: Command, path: string[] = []): Map<string, Values> {
  const all = new Map<string, Values>();
  for (const o of command.options) {
    if (!o.long) continue;
    if (o.argChoices) all.set(`${path.join(' ')}|${o.long}`, { choices: o.argChoices });
    else if (FILE_PLACEHOLDER.test(o.flags)) all.set(`${path.join(' ')}|${o.long}`, { files: true });
  }
  for (const c of command.commands) for (const [k, v] of optionValuesOf(c, [...path, c.name()])) all.set(k, v);
  return all;
}

/** The commands whose argument is a file (`run <scenario>`): their words are file names. */
function fileArgumentsOf(command: Command, path: string[] = []): string[] {
  const here = command.registeredArguments.some((a) => FILE_PLACEHOLDER.test(`<${a.name()}>`)) ? [path.join(' ')] : [];
  return [...here, ...command.commands.flatMap((c) => fileArgumentsOf(c, [...path, c.name()]))];
}

const quote = (words: readonly string[]): string => `"${words.join(' ')}"`;

/** The bash function (zsh runs it through bashcompinit). */
export function bashCompletion(program: Command): string {
  const nodes = nodesOf(program).sort((a, b) => b.path.length - a.path.length);
  const globals = program.options.flatMap((o) => (o.long ? [o.long] : []));
  const cases = nodes
    .map((n) => `    ${n.path === '' ? '""' : `"${n.path}"|"${n.path} "*`}) words=${quote([...n.words, ...(n.path ? globals : [])])} ;;`)
    .join('\n');
  // A global option's values hold under every command.
  const values = [...optionValuesOf(program)]
    .map(([key, v]) => {
      const [path, flag] = key.split('|');
      // The path holds the command's arguments typed so far too (`replays scenario s-1`).
      const pattern = path === '' ? `*"|${flag}"` : `"${path}|${flag}"|"${path} "*"|${flag}"`;
      return `    ${pattern}) COMPREPLY=($(compgen ${'files' in v ? '-f' : `-W ${quote(v.choices)}`} -- "$cur")); return ;;`;
    })
    .join('\n');
  const fileArguments = fileArgumentsOf(program)
    .map((path) => `"${path}"`)
    .join('|');
  return `# licensehub completion for bash (and zsh through bashcompinit)
_licensehub() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" w words
  local before=""
  for w in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$before" in ${valueOptionsOf(program).join('|')}) before="" ; continue ;; esac
    before="$w"
    case "$w" in -*) ;; *) path="\${path:+$path }$w" ;; esac
  done
  # The value of an option: its choices, or file names; the option's command decides which.
  case "$path|$prev" in
${values}
  esac
  # A command whose argument is a file: file names, unless an option is being typed.
  case "$path" in ${fileArguments || '""'}) [[ "$cur" != -* ]] && { COMPREPLY=($(compgen -f -- "$cur")); return; } ;; esac
  case "$path" in
${cases}
    *) words="--help" ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _licensehub licensehub
`;
}

export function zshCompletion(program: Command): string {
  return `# licensehub completion for zsh\nautoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n${bashCompletion(program)}`;
}

export function registerCompletion(program: Command): void {
  topCommand(program, 'completion')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh']))
    .action((shell: 'bash' | 'zsh', _o: unknown, command: Command) => {
      const root = command.parent!;
      (root.configureOutput().writeOut ?? ((s: string) => process.stdout.write(s)))(shell === 'bash' ? bashCompletion(root) : zshCompletion(root));
    });
}
