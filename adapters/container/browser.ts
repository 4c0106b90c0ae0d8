/**
 * Composition root of the browser UI. Binds: Config (the decoded config.json), Clock
 * (SystemClock), SessionStore (BrowserSessionStore over window.sessionStorage), Telemetry
 * (BrowserTelemetry to config.telemetry's endpoints), ExternalNavigation (BrowserNavigation),
 * and the common AuthSession, RegistryApi (FetchRegistryApi at config.apiBase), SessionService
 * (started on first resolve) and AddressService.
 */
import type { RuntimeConfig } from '../../core/model/config';
import { SystemClock } from '../clock/system-clock';
import { BrowserNavigation } from '../navigation/browser-navigation';
import { BrowserSessionStore } from '../storage/browser-session-store';
import { BrowserTelemetry } from '../telemetry/browser-telemetry';
import type { Container } from 'inversify';
import { createRootContainer, type RootPorts } from './bind-common';

/** `lazy` imports the address service's module and the journeys' calls: the app passes imports of its own chunks. */
export function createBrowserContainer(config: RuntimeConfig, lazy: Pick<RootPorts, 'addressService' | 'journeyCalls'>): Container {
  return createRootContainer({
    config,
    clock: () => new SystemClock(),
    sessionStore: () => new BrowserSessionStore(),
    telemetry: () => new BrowserTelemetry(config.telemetry ?? {}),
    navigation: () => new BrowserNavigation(),
    ...lazy,
  });
}
