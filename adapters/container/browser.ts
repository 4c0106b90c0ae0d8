/**
 * Composition root of the browser UI. Binds: Config (the decoded config.json), Clock
 * (SystemClock), SessionStore (BrowserSessionStore over window.sessionStorage), Telemetry
 * (BrowserTelemetry to config.telemetry's endpoints), ExternalNavigation (BrowserNavigation),
 * and the common AuthSession, RegistryApi (FetchRegistryApi at config.apiBase), SessionService
 * (started on first resolve) and AddressService.
 */
import { Container } from 'inversify';
import type { RuntimeConfig } from '../../core/model/config';
import type { Clock } from '../../core/ports/clock';
import type { ExternalNavigation } from '../../core/ports/external-navigation';
import type { SessionStore } from '../../core/ports/session-store';
import type { Telemetry } from '../../core/ports/telemetry';
import { SystemClock } from '../clock/system-clock';
import { BrowserNavigation } from '../navigation/browser-navigation';
import { BrowserSessionStore } from '../storage/browser-session-store';
import { BrowserTelemetry } from '../telemetry/browser-telemetry';
import { bindCommon } from './bind-common';
import { TOKENS } from './tokens';

export function createBrowserContainer(config: RuntimeConfig): Container {
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
    .toDynamicValue(() => new BrowserSessionStore())
    .inSingletonScope();
  container
    .bind<Telemetry>(TOKENS.Telemetry)
    .toDynamicValue(() => new BrowserTelemetry(config.telemetry ?? {}))
    .inSingletonScope();
  container
    .bind<ExternalNavigation>(TOKENS.ExternalNavigation)
    .toDynamicValue(() => new BrowserNavigation())
    .inSingletonScope();
  bindCommon(container);
  return container;
}
