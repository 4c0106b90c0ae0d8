/**
 * The top-level commands: each one's name, how the top-level help lists it, its description, and
 * the module that registers it (its loader is in ./load.ts, so that the commands, which take their
 * descriptions from here, import no file that imports them). buildProgram loads a module only when
 * the command line names one of its commands, so `licensehub --help` reads this table and
 * commander, not every command's code.
 */
import type { Command } from 'commander';
import type { ContextFor } from '../context';

/** The modules that register commands, by file name. */
export type CommandModule =
  | 'identity'
  | 'start-flow'
  | 'modules'
  | 'submitter'
  | 'address'
  | 'ccr'
  | 'names'
  | 'drlp'
  | 'orders'
  | 'incomplete'
  | 'pdb-report'
  | 'run'
  | 'contract'
  | 'replays'
  | 'errors'
  | 'journey'
  | 'completion';

/** Registers a module's commands on the program. */
export type Register = (program: Command, contextFor: ContextFor) => void;

export interface TopCommand {
  /** The command as the top-level help lists it: its name, `[options]` and its arguments. */
  readonly term: string;
  readonly description: string;
  /** The module that registers it (a module may register several, named side by side below). */
  readonly module: CommandModule;
}

/** Each command: its name, module, description and, after its name in the help, its options and arguments; in the order the help lists them. */
const TABLE: readonly (readonly [name: string, module: CommandModule, description: string, usage?: string])[] = [
  ['identify', 'identity', 'identify a licensee (by license number, NPN, FEIN or SSN) and keep the session for the next commands', '[options]'],
  ['whoami', 'identity', 'show the identified licensee of the session'],
  ['logout', 'identity', 'end the session on the registry and forget it here'],
  [
    'start-flow',
    'start-flow',
    'start a licensing application or an update flow: product, basis license, states, licenses; duplicates, fee estimate, flow creation',
    '[options]',
  ],
  ['modules', 'modules', 'the modules (steps) of a flow'],
  ['submitter', 'submitter', 'who submits a flow: show and set'],
  ['address', 'address', 'US address lookup, as the submitter form does it'],
  ['contact-change', 'ccr', 'contact change request'],
  ['name-change', 'names', 'name change: the primary name change'],
  ['license-update', 'drlp', 'license update: designated responsible licensed producers (DRLPs) of a firm'],
  ['orders', 'orders', 'order history: list, details, and the PDF of an order'],
  ['incomplete', 'incomplete', 'incomplete applications: list and delete'],
  ['pdb-report', 'pdb-report', 'the producer database (PDB) detail report'],
  ['run', 'run', 'run a scenario file (JSON or YAML): licensehub commands with expectations, in one session', '[options] <scenario>'],
  ['contract', 'contract', 'check a registry API against the portal contract: every reachable call, decoded with the core codecs', '[options]'],
  ['replays', 'replays', "for support staff: licensees' recorded sessions (needs SUPPORT_TOKEN)"],
  ['errors', 'errors', 'for support staff: the error reports of the portal (needs SUPPORT_TOKEN)'],
  ['journey', 'journey', 'where a flow stands: each step done, now or to do, "Step n of m", and the command for the next step', '[options] <flowId>'],
  ['resume', 'journey', 'the first step of a flow not done yet, and the command that does it', '[options] <flowId>'],
  ['attest', 'journey', 'show the attestation statements; with --confirm, confirm them for this session', '[options] <flowId>'],
  ['contact', 'journey', 'the verification contact a state would reach (the submitter as saved)', '[options] <flowId>'],
  ['validate', 'journey', 'check what the flow holds before payment; with nothing to fix, the validation is recorded', '[options] <flowId>'],
  ['pay', 'journey', 'the payment page to hand to the licensee, once every step before payment is done', '[options] <flowId>'],
  [
    'completion',
    'completion',
    'print a shell completion script: add `source <(licensehub completion bash)` to ~/.bashrc, or the zsh one to ~/.zshrc',
    '<shell>',
  ],
];

export const TOP_COMMANDS: Readonly<Record<string, TopCommand>> = Object.fromEntries(
  TABLE.map(([name, module, description, usage]) => [name, { term: usage ? `${name} ${usage}` : name, description, module }]),
);

/** A top-level command with its description from the table. */
export const topCommand = (program: Command, name: string): Command => program.command(name).description(TOP_COMMANDS[name]?.description ?? '');
