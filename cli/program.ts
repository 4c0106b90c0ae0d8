/**
 * The command tree. Built fresh for every run (commander keeps parsed values on its commands),
 * with exitOverride so that usage errors come back to runCli as exit 2 instead of ending the
 * process, and with output sent to the run's streams.
 */
import { Command } from 'commander';
import { APP_VERSION } from '../core/model/constants';
import type { ContextFor } from './context';
import type { CliIo } from './io';
import { PREFIX, prefixed } from './exit';
import { registerIdentity } from './commands/identity';
import { registerStartFlow } from './commands/start-flow';
import { registerModules } from './commands/modules';
import { registerSubmitter } from './commands/submitter';
import { registerAddress } from './commands/address';
import { registerCcr } from './commands/ccr';
import { registerNames } from './commands/names';
import { registerDrlp } from './commands/drlp';
import { registerOrders } from './commands/orders';
import { registerIncomplete } from './commands/incomplete';
import { registerPdbReport } from './commands/pdb-report';
import { registerRun } from './commands/run';
import { registerContract } from './commands/contract';
import { registerReplays } from './commands/replays';
import { registerErrors } from './commands/errors';
import { registerJourney } from './commands/journey';
import { registerCompletion } from './commands/completion';
import { decorateHelp } from './help';

export function buildProgram(io: CliIo, contextFor: ContextFor): Command {
  const program = new Command('licensehub')
    .description('LicenseHub from a terminal: identify, start flows, fill modules, orders and reports; scripted scenarios; a contract check of a registry API.')
    .version(APP_VERSION, '-V, --version')
    .option('--api <url>', 'API base URL (default $LICENSEHUB_API, else the local sandbox)')
    .option('--session <file>', 'file keeping the session JWT between commands (mode 0600; default $LICENSEHUB_SESSION, else under your config directory)')
    .option('--json', 'machine-readable output on stdout; diagnostics on stderr')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // Commander's usage errors carry the one prefix of every failure.
      outputError: (s, write) => write(prefixed(s.replace(/^error: /, ''))),
    })
    .showHelpAfterError(`${PREFIX}add --help for usage`)
    .showSuggestionAfterError();
  registerIdentity(program, contextFor);
  registerStartFlow(program, contextFor);
  registerModules(program, contextFor);
  registerSubmitter(program, contextFor);
  registerAddress(program, contextFor);
  registerCcr(program, contextFor);
  registerNames(program, contextFor);
  registerDrlp(program, contextFor);
  registerOrders(program, contextFor);
  registerIncomplete(program, contextFor);
  registerPdbReport(program, contextFor);
  registerRun(program, contextFor);
  registerContract(program, contextFor);
  registerReplays(program, contextFor);
  registerErrors(program, contextFor);
  registerJourney(program, contextFor);
  registerCompletion(program);
  decorateHelp(program);
  return program;
}
