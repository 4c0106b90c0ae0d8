/**
 * Help for every command: an example that works against the sandbox's demo identities, required
 * options marked "(required)", and the global options (--api, --session, --json) listed under
 * every subcommand too.
 */
import type { Command, Help, Option } from 'commander';

const FLOW = '<flowId>';

/** One example per command, by its path (a group shows its subcommands' examples). */
export const EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  identify: ['identify --entity individual --by npn --last-name Morgan --npn 1000001 --accept-use-agreement'],
  whoami: ['whoami'],
  logout: ['logout'],
  'start-flow': [
    'start-flow --product producer-licensing --application-type new --residency-type nonresident --basis TX:TX-100001 --state CA --license CA:PRODUCER:LIFE',
    'start-flow --product contact-change',
  ],
  'modules list': [`modules list ${FLOW}`],
  'modules show': [`modules show ${FLOW} biographic`],
  'modules fill': [`modules fill ${FLOW} biographic --data biographic.json`],
  'modules submit': [`modules submit ${FLOW} biographic`, `modules submit ${FLOW} biographic --from-review`],
  'submitter show': [`submitter show ${FLOW}`],
  'submitter set': [`submitter set ${FLOW} --submitting-for my-self`],
  'address search': ['address search 1600 Congress Ave'],
  'contact-change review': [`contact-change review ${FLOW}`],
  'name-change show': [`name-change show ${FLOW}`],
  'name-change set': [`name-change set ${FLOW} --first-name Alicia`],
  'license-update show': [`license-update show ${FLOW}`],
  'license-update search': [`license-update search ${FLOW} --npn 1000004 --last-name Evans --state TX`],
  'license-update add': [`license-update add ${FLOW} --npn 1000004 --last-name Evans --state TX --license-code AG-5001`],
  'license-update remove': [`license-update remove ${FLOW} --npn 1000001 --last-name Morgan --state TX --license-code AG-5001`],
  'license-update proceed': [`license-update proceed ${FLOW}`],
  'orders list': ['orders list --page 2'],
  'orders show': ['orders show LH1000012'],
  'orders pdf': ['orders pdf LH1000012 --kind receipt --out receipt.pdf'],
  'incomplete list': ['incomplete list'],
  'incomplete delete': ['incomplete delete <flowId> --yes'],
  'pdb-report metadata': ['pdb-report metadata'],
  'pdb-report start': ['pdb-report start'],
  'pdb-report status': [`pdb-report status ${FLOW} --wait --timeout 5m`],
  'pdb-report show': ['pdb-report show LH1000008'],
  'replays list': ['replays list --licensee 1000001 --since 7d'],
  'replays export': ['replays export 5f0c2a1e-session --out replay.html'],
  'replays scenario': ['replays scenario 5f0c2a1e-session --out journey.yaml --identity alice'],
  'errors list': ['errors list --since 24h --limit 10'],
  'errors show': ['errors show 42'],
  run: ['run examples/scenarios/order-history-and-pdf.json'],
  contract: ['contract --api https://staging.example.org/my-licensehub/api --identity identity.json'],
  completion: ['completion bash >> ~/.bashrc'],
};

export const REQUIRED = '(required)';

/** Commands not loaded for this run, listed in the help by the term their table gives (cli/commands/index.ts). */
export const LISTED_TERMS = new WeakMap<Command, string>();

const pathOf = (command: Command): string[] => (command.parent ? [...pathOf(command.parent), command.name()] : []);

/** The examples of a command: its own, else its subcommands'. */
export function examplesOf(command: Command): string[] {
  const own = EXAMPLES[pathOf(command).join(' ')];
  return own ? [...own] : command.commands.flatMap(examplesOf);
}

/** Marks mandatory options, shows the global options under subcommands, and adds each command's examples (walks the tree). */
export function decorateHelp(program: Command): void {
  const walk = (command: Command) => {
    command.configureHelp({
      showGlobalOptions: true,
      subcommandTerm(this: Help, sub: Command): string {
        return LISTED_TERMS.get(sub) ?? (Object.getPrototypeOf(this) as Help).subcommandTerm.call(this, sub);
      },
      optionDescription(this: Help, option: Option): string {
        const base = (Object.getPrototypeOf(this) as Help).optionDescription.call(this, option);
        return option.mandatory ? `${base} ${REQUIRED}` : base;
      },
    });
    const examples = examplesOf(command);
    if (examples.length && command.parent)
      command.addHelpText('after', `\nExample${examples.length > 1 ? 's' : ''}:\n${examples.map((e) => `  $ licensehub ${e}\n`).join('')}`);
    command.commands.forEach(walk);
  };
  walk(program);
}
