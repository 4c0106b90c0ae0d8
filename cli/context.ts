/**
 * What every command gets: the global options resolved (API base, session file, --json), the
 * output, and the registry client from the CLI composition root, created on first use so that
 * `--help` and usage errors never build a container or touch the session file.
 */
import { defaultSessionFile as configDirSessionFile } from '../adapters/container/session-file';
import type { Command } from 'commander';
import type { SchedulerLike } from 'rxjs';
import type { RegistryApi } from '../core/ports/registry-api';
import type { SessionStore } from '../core/ports/session-store';
import type { AuthSession } from '../core/session/auth-session';
import type { AddressService } from '../adapters/address/address-service';
import type { CliIo } from './io';
import { createOutput, type Output } from './output/emit';
import { usage } from './exit';
import { honourMaintenance } from './maintenance';
import { domainFailure } from './call';
import { moduleSubject, SUBJECT_WORDS, waitingText } from '../core/use-cases/errors/failure-words';

export const DEFAULT_API = 'http://127.0.0.1:8080/my-licensehub/api';

export interface GlobalOptions {
  api?: string;
  session?: string;
  json?: boolean;
  /** --wide: tables as wide as their cells, fields uncut. */
  wide?: boolean;
  /** --timeout in milliseconds. */
  timeout?: number;
}

/** How long a call may wait for the registry when --timeout does not say (README: "Never hangs"). */
const DEFAULT_TIMEOUT_MS = 30_000;

/** The services a command uses, from the composition root. */
export interface CliServices {
  readonly api: RegistryApi;
  readonly auth: AuthSession;
  /** The clock's scheduler: every wait (PDB polling) runs on it, so tests can speed it up. */
  readonly scheduler: SchedulerLike;
  /** The session file as a key-value store: the journey records (attestation, validation) live there. */
  readonly sessionStore: SessionStore;
  /** The portal's home path, under which the registry's payment pages are. */
  readonly homePath: string;
  /** Clears the session file, tells the registry (best effort) and forgets the JWT. */
  logout(): Promise<void>;
  /** The address service (docs/portal.md §Calls), built on first use as the portal's is. */
  addressService(): Promise<AddressService>;
}

/** Builds the services for an API base and a session file (the real one: adapters/container/cli). */
export type ServicesFactory = (options: ServicesOptions) => Promise<CliServices>;

export interface ServicesOptions {
  apiBase: string;
  sessionFile: string;
  fetch?: typeof fetch;
  /** Each call's limit (exit 5 past it). */
  timeoutMs?: number;
  /** Told each second a call waits: the progress line on a terminal. */
  waiting?: { update(url: string, elapsedMs: number): void; done(): void };
}

export interface CliContext {
  readonly io: CliIo;
  readonly out: Output;
  readonly apiBase: string;
  readonly sessionFile: string;
  /** Each call's limit, from --timeout. */
  readonly timeoutMs: number;
  /** The progress line of a slow call, on a terminal only (a log gets none). */
  readonly waiting?: ServicesOptions['waiting'];
  /** The registry client and session, built once per command run. */
  services(): Promise<CliServices>;
  /** The factory, for commands that build their own services (contract: its own session and an instrumented fetch). */
  readonly createServices: ServicesFactory;
  /** The whole CLI again, for the scenario runner's steps (same services factory). */
  readonly runCli: (argv: readonly string[], io: CliIo) => Promise<number>;
  /** What the command's id argument names, for a not-found ("Flow … was not found."). */
  readonly subject?: Subject;
  /** Whether a session for this registry was held when the services were built (undefined before). */
  readonly signedIn?: boolean | undefined;
}

export interface Subject {
  readonly thing: string;
  readonly id: string;
}

/** The thing a command is about, from its arguments: a module of a flow, a flow, an order, an incomplete application. */
export function subjectOf(command: Command): Subject | undefined {
  const args = Object.fromEntries(command.registeredArguments.map((a, i) => [a.name(), command.processedArgs[i] as unknown]));
  const text = (name: string): string | undefined => (typeof args[name] === 'string' ? (args[name] as string) : undefined);
  const flowId = text('flowId');
  const path = text('path');
  if (flowId && path) return { thing: 'Module', id: moduleSubject(path, flowId) };
  for (const [name, thing] of Object.entries(SUBJECT_WORDS)) {
    const id = text(name);
    if (id) return { thing, id };
  }
  return undefined;
}

/** Default session file: $LICENSEHUB_SESSION, else under the user's config directory. */
export function defaultSessionFile(env: CliIo['env']): string {
  return env.LICENSEHUB_SESSION || configDirSessionFile(env);
}

/** The API base: an absolute http(s) URL, or bad usage (exit 2). */
export function resolveApiBase(option: string | undefined, env: CliIo['env']): string {
  const value = (option || env.LICENSEHUB_API || DEFAULT_API).replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usage(`--api ${value}: an absolute URL is expected, e.g. ${DEFAULT_API}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usage(`--api ${value}: http or https is expected`);
  return value;
}

export function createContext(io: CliIo, globals: GlobalOptions, createServices: ServicesFactory, runCli: CliContext['runCli'], subject?: Subject): CliContext {
  const apiBase = resolveApiBase(globals.api, io.env);
  const sessionFile = globals.session || defaultSessionFile(io.env);
  let built: Promise<CliServices> | undefined;
  const out = createOutput(io, globals.json === true, globals.wide === true);
  const timeoutMs = globals.timeout ?? DEFAULT_TIMEOUT_MS;
  const waiting = io.stderr.isTTY
    ? { update: (url: string, elapsedMs: number) => out.progress(waitingText(url, elapsedMs)), done: () => out.endProgress() }
    : undefined;
  // Every command that reaches the registry reads the maintenance notices first, as the portal's shell does.
  let signedIn: boolean | undefined;
  const honoured = async (services: CliServices) => {
    signedIn = services.auth.isAuthenticated;
    await honourMaintenance(services.api, out, { apiBase, failure: (error) => domainFailure(context, error) });
    return services;
  };
  const context: CliContext = {
    io,
    out,
    apiBase,
    sessionFile,
    timeoutMs,
    ...(waiting ? { waiting } : {}),
    services: () => (built ??= createServices({ apiBase, sessionFile, timeoutMs, ...(waiting ? { waiting } : {}) }).then(honoured)),
    createServices,
    runCli,
    ...(subject ? { subject } : {}),
    get signedIn() {
      return signedIn;
    },
  };
  return context;
}

/** Gives a command action its context, from the command's own and global options. */
export type ContextFor = (command: Command) => CliContext;
