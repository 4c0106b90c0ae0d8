/**
 * Each command module's loader (the table of commands is ./index.ts). Apart from the table so
 * that no command imports a file that imports it: every command takes its description from there.
 */
import type { CommandModule, Register } from './index';

export const LOAD_MODULE: Readonly<Record<CommandModule, () => Promise<Register>>> = {
  identity: () => import('./identity').then((m) => m.registerIdentity),
  'start-flow': () => import('./start-flow').then((m) => m.registerStartFlow),
  modules: () => import('./modules').then((m) => m.registerModules),
  submitter: () => import('./submitter').then((m) => m.registerSubmitter),
  address: () => import('./address').then((m) => m.registerAddress),
  ccr: () => import('./ccr').then((m) => m.registerCcr),
  names: () => import('./names').then((m) => m.registerNames),
  drlp: () => import('./drlp').then((m) => m.registerDrlp),
  orders: () => import('./orders').then((m) => m.registerOrders),
  incomplete: () => import('./incomplete').then((m) => m.registerIncomplete),
  'pdb-report': () => import('./pdb-report').then((m) => m.registerPdbReport),
  run: () => import('./run').then((m) => m.registerRun),
  contract: () => import('./contract').then((m) => m.registerContract),
  replays: () => import('./replays').then((m) => m.registerReplays),
  errors: () => import('./errors').then((m) => m.registerErrors),
  journey: () => import('./journey').then((m) => m.registerJourney),
  completion: () => import('./completion').then((m) => m.registerCompletion),
};
