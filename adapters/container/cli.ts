/**
 * Composition root of the CLI. Binds: Config (derived from the API base: the portal's default
 * paths on the same origin), Clock (SystemClock), SessionStore (FileSessionStore at sessionFile,
 * so the JWT outlives a command, one session per API origin), Telemetry (CliTelemetry: nothing on stdout), ExternalNavigation
 * (RecordingNavigation resolving against the API origin: the CLI prints where a browser would go),
 * and the common AuthSession, RegistryApi, SessionService (saving at once, no throttle: the
 * process ends right after its command) and AddressService.
 */
import type { RuntimeConfig } from '../../core/model/config';
import { SystemClock } from '../clock/system-clock';
import { RecordingNavigation } from '../navigation/recording-navigation';
import { FileSessionStore, defaultSessionFile } from '../storage/file-session-store';
import { CliTelemetry } from '../telemetry/cli-telemetry';
import type { Container } from 'inversify';
import { timedFetch, type TimedFetchOptions } from '../http/timed-fetch';
import { createRootContainer } from './bind-common';

export interface CliContainerOptions {
  /** Absolute API base, e.g. http://127.0.0.1:8080/my-licensehub/api. */
  apiBase: string;
  /** Session file (default `$XDG_CONFIG_HOME/licensehub/session.json` or `~/.config/licensehub/session.json`). */
  sessionFile?: string;
  fetch?: typeof fetch;
  env?: NodeJS.ProcessEnv;
  /** Each request's limit (adapters/http/timed-fetch.ts); none without it. */
  timeoutMs?: number;
  /** Told each second a request waits (the CLI's progress line). */
  waiting?: TimedFetchOptions['waiting'];
}

/** The fetch the CLI's calls go through: the given one (or the platform's), with the request limit when one is set. */
export function cliFetch(options: Pick<CliContainerOptions, 'fetch' | 'timeoutMs' | 'waiting'>): typeof fetch | undefined {
  if (options.timeoutMs === undefined) return options.fetch;
  return timedFetch(options.fetch ?? globalThis.fetch.bind(globalThis), {
    timeoutMs: options.timeoutMs,
    ...(options.waiting ? { waiting: options.waiting } : {}),
  });
}

/** The portal's paths (docs/decisions.md §Names and paths) on the API's origin. */
export function cliConfig(apiBase: string): RuntimeConfig {
  const origin = new URL(apiBase).origin;
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    appBase: `${origin}/my-licensehub/frontend`,
    homePath: `${origin}/my-licensehub/`,
    logoutPath: `${origin}/my-licensehub/logout`,
    providerHomepage: origin,
    disabledFeatures: [],
  };
}

export function createCliContainer(options: CliContainerOptions): Container {
  const config = cliConfig(options.apiBase);
  const fetch = cliFetch(options);
  return createRootContainer(
    {
      config,
      clock: () => new SystemClock(),
      // One session per registry origin: another --api finds none, and is sent no token.
      sessionStore: () => new FileSessionStore(options.sessionFile ?? defaultSessionFile(options.env), new URL(options.apiBase).origin),
      telemetry: () => new CliTelemetry(options.env),
      navigation: () => new RecordingNavigation(new URL(options.apiBase).origin),
      addressService: () => import('../address/address-service'),
      journeyCalls: () => import('../http/journey-calls'),
    },
    { throttleMs: 0, ...(fetch ? { fetch } : {}) },
  );
}
