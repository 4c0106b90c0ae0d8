/**
 * Composition root for tests. Binds: Config (default paths, the given API base), Clock
 * (VirtualClock: advance it to run the timers), SessionStore (MemorySessionStore), Telemetry
 * (BrowserTelemetry with no endpoints: everything lands in its in-memory log), ExternalNavigation
 * (RecordingNavigation), and the common AuthSession, RegistryApi (over the given fetch, or the
 * global one), SessionService and AddressService.
 */
import type { RuntimeConfig } from '../../core/model/config';
import { VirtualClock } from '../clock/virtual-clock';
import { RecordingNavigation } from '../navigation/recording-navigation';
import { MemorySessionStore } from '../storage/memory-session-store';
import { BrowserTelemetry } from '../telemetry/browser-telemetry';
import type { Container } from 'inversify';
import { createRootContainer } from './bind-common';

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
  return createRootContainer(
    {
      config,
      clock: () => new VirtualClock(),
      sessionStore: () => new MemorySessionStore(options.stored),
      telemetry: () => new BrowserTelemetry({}, { beacon: () => false }),
      navigation: () => new RecordingNavigation(),
      addressService: () => import('../address/address-service'),
      journeyCalls: () => import('../http/journey-calls'),
    },
    options.fetch ? { fetch: options.fetch } : {},
  );
}
