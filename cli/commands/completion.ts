/**
 * completion bash|zsh: a shell completion script made from the command tree: commands and
 * subcommands, each command's options, and the values of options that take a choice.
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

function choicesOf(command: Command): Map<string, readonly string[]> {
  const all = new Map<string, readonly string[]>();
  const walk = (c: Command) => {
    for (const o of c.options) if (o.long && o.argChoices) all.set(o.long, o.argChoices);
    c.commands.forEach(walk);
  };
  walk(command);
  return all;
}

const quote = (words: readonly string[]): string => `"${words.join(' ')}"`;

/** The bash function (zsh runs it through bashcompinit). */
export function bashCompletion(program: Command): string {
  const nodes = nodesOf(program).sort((a, b) => b.path.length - a.path.length);
  const globals = program.options.flatMap((o) => (o.long ? [o.long] : []));
  const cases = nodes
    .map((n) => `    ${n.path === '' ? '""' : `"${n.path}"|"${n.path} "*`}) words=${quote([...n.words, ...(n.path ? globals : [])])} ;;`)
    .join('\n');
  const values = [...choicesOf(program)].map(([flag, choices]) => `    ${flag}) COMPREPLY=($(compgen -W ${quote(choices)} -- "$cur")); return ;;`).join('\n');
  return `# licensehub completion for bash (and zsh through bashcompinit)
_licensehub() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" w words
  case "$prev" in
${values}
  esac
  local before=""
  for w in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$before" in ${valueOptionsOf(program).join('|')}) before="" ; continue ;; esac
    before="$w"
    case "$w" in -*) ;; *) path="\${path:+$path }$w" ;; esac
  done
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
