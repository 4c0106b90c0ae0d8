/**
 * Composition root for tests. Binds: Config (default paths, the given API base), Clock
 * (VirtualClock: advance it to run the timers), SessionStore (MemorySessionStore), Telemetry
 * (BrowserTelemetry with no endpoints: everything lands in its in-memory log), ExternalNavigation
 * (RecordingNavigation), and the common AuthSession, RegistryApi (over the given fetch, or the
 * global one), SessionService and AddressService.
 */
import { Container } from 'inversify';
import type { RuntimeConfig } from '../../core/model/config';
import type { Clock } from '../../core/ports/clock';
import type { ExternalNavigation } from '../../core/ports/external-navigation';
import type { SessionStore } from '../../core/ports/session-store';
import type { Telemetry } from '../../core/ports/telemetry';
import { VirtualClock } from '../clock/virtual-clock';
import { RecordingNavigation } from '../navigation/recording-navigation';
import { MemorySessionStore } from '../storage/memory-session-store';
import { BrowserTelemetry } from '../telemetry/browser-telemetry';
import { bindCommon } from './bind-common';
import { TOKENS } from './tokens';

export interface TestContainerOptions {
  apiBase: string;
  fetch?: typeof fetch;
  /** Starting contents of the session store (a transition JWT, a saved environment). */
  stored?: Record<string, string>;
}

export function createTestContainer(options: TestContainerOptions): Container {
  const config: RuntimeConfig = {
    apiBase: options.apiBase,
    appBase: '/my-licensehub/frontend',
    homePath: '/my-licensehub/',
    logoutPath: '/my-licensehub/logout',
    providerHomepage: 'https://registry.example/',
    environmentId: 'local',
    disabledFeatures: [],
  };
  const container = new Container();
  container
    .bind<RuntimeConfig>(TOKENS.Config)
    .toDynamicValue(() => config)
    .inSingletonScope();
  container
    .bind<Clock>(TOKENS.Clock)
    .toDynamicValue(() => new VirtualClock())
    .inSingletonScope();
  container
    .bind<SessionStore>(TOKENS.SessionStore)
    .toDynamicValue(() => new MemorySessionStore(options.stored))
    .inSingletonScope();
  container
    .bind<Telemetry>(TOKENS.Telemetry)
    .toDynamicValue(() => new BrowserTelemetry({}, { beacon: () => false }))
    .inSingletonScope();
  container
    .bind<ExternalNavigation>(TOKENS.ExternalNavigation)
    .toDynamicValue(() => new RecordingNavigation())
    .inSingletonScope();
  bindCommon(container, options.fetch ? { fetch: options.fetch } : {});
  return container;
}
