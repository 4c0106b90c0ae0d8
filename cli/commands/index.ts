/**
 * The top-level commands: each one's name, how the top-level help lists it, its description, and
 * the module that registers it. buildProgram loads a module only when the command line names one
 * of its commands, so `licensehub --help` reads this table and commander, not every command's code.
 */
import type { Command } from 'commander';
import type { ContextFor } from '../context';

/** Registers a module's commands on the program. */
export type Register = (program: Command, contextFor: ContextFor) => void;

export interface TopCommand {
  /** The command as the top-level help lists it: its name, `[options]` and its arguments. */
  readonly term: string;
  readonly description: string;
  /** The module that registers it (a module may register several, named side by side below). */
  readonly load: () => Promise<Register>;
}

const identity = (): Promise<Register> => import('./identity').then((m) => m.registerIdentity);
const startFlow = (): Promise<Register> => import('./start-flow').then((m) => m.registerStartFlow);
const modules = (): Promise<Register> => import('./modules').then((m) => m.registerModules);
const submitter = (): Promise<Register> => import('./submitter').then((m) => m.registerSubmitter);
const address = (): Promise<Register> => import('./address').then((m) => m.registerAddress);
const ccr = (): Promise<Register> => import('./ccr').then((m) => m.registerCcr);
const names = (): Promise<Register> => import('./names').then((m) => m.registerNames);
const drlp = (): Promise<Register> => import('./drlp').then((m) => m.registerDrlp);
const orders = (): Promise<Register> => import('./orders').then((m) => m.registerOrders);
const incomplete = (): Promise<Register> => import('./incomplete').then((m) => m.registerIncomplete);
const pdbReport = (): Promise<Register> => import('./pdb-report').then((m) => m.registerPdbReport);
const run = (): Promise<Register> => import('./run').then((m) => m.registerRun);
const contract = (): Promise<Register> => import('./contract').then((m) => m.registerContract);
const replays = (): Promise<Register> => import('./replays').then((m) => m.registerReplays);
const errors = (): Promise<Register> => import('./errors').then((m) => m.registerErrors);
const journey = (): Promise<Register> => import('./journey').then((m) => m.registerJourney);
const completion = (): Promise<Register> => import('./completion').then((m) => m.registerCompletion);

/** In the order the top-level help lists them. */
export const TOP_COMMANDS: Readonly<Record<string, TopCommand>> = {
  identify: {
    term: 'identify [options]',
    description: 'identify a licensee (by license number, NPN, FEIN or SSN) and keep the session for the next commands',
    load: identity,
  },
  whoami: { term: 'whoami', description: 'show the identified licensee of the session', load: identity },
  logout: { term: 'logout', description: 'end the session on the registry and forget it here', load: identity },
  'start-flow': {
    term: 'start-flow [options]',
    description: 'start a licensing application or an update flow: product, basis license, states, licenses; duplicates, fee estimate, flow creation',
    load: startFlow,
  },
  modules: { term: 'modules', description: 'the modules (steps) of a flow', load: modules },
  submitter: { term: 'submitter', description: 'who submits a flow: show and set', load: submitter },
  address: { term: 'address', description: 'US address lookup, as the submitter form does it', load: address },
  'contact-change': { term: 'contact-change', description: 'contact change request', load: ccr },
  'name-change': { term: 'name-change', description: 'name change: the primary name change', load: names },
  'license-update': { term: 'license-update', description: 'license update: designated responsible licensed producers (DRLPs) of a firm', load: drlp },
  orders: { term: 'orders', description: 'order history: list, details, and the PDF of an order', load: orders },
  incomplete: { term: 'incomplete', description: 'incomplete applications: list and delete', load: incomplete },
  'pdb-report': { term: 'pdb-report', description: 'the producer database (PDB) detail report', load: pdbReport },
  run: {
    term: 'run [options] <scenario>',
    description: 'run a scenario file (JSON or YAML): licensehub commands with expectations, in one session',
    load: run,
  },
  contract: {
    term: 'contract [options]',
    description: 'check a registry API against the portal contract: every reachable call, decoded with the core codecs',
    load: contract,
  },
  replays: { term: 'replays', description: "for support staff: licensees' recorded sessions (needs SUPPORT_TOKEN)", load: replays },
  errors: { term: 'errors', description: 'for support staff: the error reports of the portal (needs SUPPORT_TOKEN)', load: errors },
  journey: {
    term: 'journey [options] <flowId>',
    description: 'where a flow stands: each step done, now or to do, "Step n of m", and the command for the next step',
    load: journey,
  },
  resume: { term: 'resume [options] <flowId>', description: 'the first step of a flow not done yet, and the command that does it', load: journey },
  attest: { term: 'attest [options] <flowId>', description: 'show the attestation statements; with --confirm, confirm them for this session', load: journey },
  contact: { term: 'contact [options] <flowId>', description: 'the verification contact a state would reach (the submitter as saved)', load: journey },
  validate: {
    term: 'validate [options] <flowId>',
    description: 'check what the flow holds before payment; with nothing to fix, the validation is recorded',
    load: journey,
  },
  pay: { term: 'pay [options] <flowId>', description: 'the payment page to hand to the licensee, once every step before payment is done', load: journey },
  completion: {
    term: 'completion <shell>',
    description: 'print a shell completion script: add `source <(licensehub completion bash)` to ~/.bashrc, or the zsh one to ~/.zshrc',
    load: completion,
  },
};

/** A top-level command with its description from the table. */
export const topCommand = (program: Command, name: string): Command => program.command(name).description(TOP_COMMANDS[name]?.description ?? '');
