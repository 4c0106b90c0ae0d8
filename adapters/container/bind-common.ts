/**
 * The bindings every composition root shares: the AuthSession, the fetch client, the session
 * service and the address service, built from whatever Config, SessionStore, Clock, Telemetry and
 * ExternalNavigation the root bound. Factory bindings only: the core carries no decorators.
 */
import type { Container } from 'inversify';
import type { RuntimeConfig } from '../../core/model/config';
import type { Clock } from '../../core/ports/clock';
import type { ExternalNavigation } from '../../core/ports/external-navigation';
import type { RegistryApi } from '../../core/ports/registry-api';
import type { SessionStore } from '../../core/ports/session-store';
import type { Telemetry } from '../../core/ports/telemetry';
import { AuthSession } from '../../core/session/auth-session';
import { SessionService } from '../../core/session/session-service';
import { AddressService, addressHostFor } from '../address/address-service';
import { FetchRegistryApi } from '../http/fetch-registry-api';
import { TOKENS } from './tokens';

export interface CommonOptions {
  fetch?: typeof fetch;
  /** Persistence throttle (the CLI saves at once). */
  throttleMs?: number;
}

export function bindCommon(container: Container, options: CommonOptions = {}): void {
  container.bind<AuthSession>(TOKENS.AuthSession).toDynamicValue(() => new AuthSession()).inSingletonScope();

  // The session service is started when first resolved: the saved or transition JWT is adopted
  // and logout requests (a 401 without a token) are heard from then on.
  container
    .bind<SessionService>(TOKENS.SessionService)
    .toDynamicValue((ctx) => {
      const service = new SessionService({
        store: ctx.get<SessionStore>(TOKENS.SessionStore),
        session: ctx.get<AuthSession>(TOKENS.AuthSession),
        // Late-bound: the API is built after the session service (see below).
        api: { logout: () => container.get<RegistryApi>(TOKENS.RegistryApi).logout() },
        navigation: ctx.get<ExternalNavigation>(TOKENS.ExternalNavigation),
        clock: ctx.get<Clock>(TOKENS.Clock),
        logoutPath: ctx.get<RuntimeConfig>(TOKENS.Config).logoutPath,
        ...(options.throttleMs === undefined ? {} : { throttleMs: options.throttleMs }),
      });
      service.start();
      return service;
    })
    .inSingletonScope();

  container
    .bind<RegistryApi>(TOKENS.RegistryApi)
    .toDynamicValue((ctx) => {
      // No call goes out before the held JWT is restored and someone listens for logouts.
      ctx.get<SessionService>(TOKENS.SessionService);
      return new FetchRegistryApi({
        apiBase: ctx.get<RuntimeConfig>(TOKENS.Config).apiBase,
        session: ctx.get<AuthSession>(TOKENS.AuthSession),
        telemetry: ctx.get<Telemetry>(TOKENS.Telemetry),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    })
    .inSingletonScope();

  container
    .bind<AddressService>(TOKENS.AddressService)
    .toDynamicValue((ctx) => new AddressService(addressHostFor(ctx.get<RegistryApi>(TOKENS.RegistryApi))))
    .inSingletonScope();
}
