/**
 * Composition root of the CLI. Binds: Config (derived from the API base: the portal's default
 * paths on the same origin), Clock (SystemClock), SessionStore (FileSessionStore at sessionFile,
 * so the JWT outlives a command), Telemetry (CliTelemetry: nothing on stdout), ExternalNavigation
 * (RecordingNavigation resolving against the API origin: the CLI prints where a browser would go),
 * and the common AuthSession, RegistryApi, SessionService (saving at once, no throttle: the
 * process ends right after its command) and AddressService.
 */
import { Container } from 'inversify';
import type { RuntimeConfig } from '../../core/model/config';
import type { Clock } from '../../core/ports/clock';
import type { ExternalNavigation } from '../../core/ports/external-navigation';
import type { SessionStore } from '../../core/ports/session-store';
import type { Telemetry } from '../../core/ports/telemetry';
import { SystemClock } from '../clock/system-clock';
import { RecordingNavigation } from '../navigation/recording-navigation';
import { FileSessionStore, defaultSessionFile } from '../storage/file-session-store';
import { CliTelemetry } from '../telemetry/cli-telemetry';
import { bindCommon } from './bind-common';
import { TOKENS } from './tokens';

export interface CliContainerOptions {
  /** Absolute API base, e.g. http://127.0.0.1:8080/my-licensehub/api. */
  apiBase: string;
  /** Session file (default `$XDG_CONFIG_HOME/licensehub/session.json` or `~/.config/licensehub/session.json`). */
  sessionFile?: string;
  fetch?: typeof fetch;
  env?: NodeJS.ProcessEnv;
}

/** The portal's paths (decisions.md) on the API's origin. */
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
  const container = new Container();
  container
    .bind<RuntimeConfig>(TOKENS.Config)
    .toDynamicValue(() => config)
    .inSingletonScope();
  container
    .bind<Clock>(TOKENS.Clock)
    .toDynamicValue(() => new SystemClock())
    .inSingletonScope();
  container
    .bind<SessionStore>(TOKENS.SessionStore)
    .toDynamicValue(() => new FileSessionStore(options.sessionFile ?? defaultSessionFile(options.env)))
    .inSingletonScope();
  container
    .bind<Telemetry>(TOKENS.Telemetry)
    .toDynamicValue(() => new CliTelemetry(options.env))
    .inSingletonScope();
  container
    .bind<ExternalNavigation>(TOKENS.ExternalNavigation)
    .toDynamicValue(() => new RecordingNavigation(new URL(options.apiBase).origin))
    .inSingletonScope();
  bindCommon(container, { throttleMs: 0, ...(options.fetch ? { fetch: options.fetch } : {}) });
  return container;
}
