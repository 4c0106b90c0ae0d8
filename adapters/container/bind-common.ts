/**
 * The bindings every composition root shares: the AuthSession, the fetch client, the session
 * service and the address service, built from whatever Config, SessionStore, Clock, Telemetry and
 * ExternalNavigation the root bound. Factory bindings only: the core carries no decorators.
 */
import type { Container } from 'inversify';
import type { RegistryApi } from '../../core/ports/registry-api';
import { AuthSession } from '../../core/session/auth-session';
import { SessionService } from '../../core/session/session-service';
import { AddressService, addressHostFor } from '../address/address-service';
import { FetchRegistryApi } from '../http/fetch-registry-api';
import { TOKENS, resolve } from './tokens';

export interface CommonOptions {
  fetch?: typeof fetch;
  /** Persistence throttle (the CLI saves at once). */
  throttleMs?: number;
}

export function bindCommon(container: Container, options: CommonOptions = {}): void {
  container
    .bind<AuthSession>(TOKENS.AuthSession)
    .toDynamicValue(() => new AuthSession())
    .inSingletonScope();

  // The session service is started when first resolved: the saved or transition JWT is adopted
  // and logout requests (a 401 without a token) are heard from then on.
  container
    .bind<SessionService>(TOKENS.SessionService)
    .toDynamicValue((ctx) => {
      const service = new SessionService({
        store: resolve(ctx, TOKENS.SessionStore),
        session: resolve(ctx, TOKENS.AuthSession),
        // Late-bound: the API is built after the session service (see below).
        api: { logout: () => resolve(container, TOKENS.RegistryApi).logout() },
        navigation: resolve(ctx, TOKENS.ExternalNavigation),
        clock: resolve(ctx, TOKENS.Clock),
        logoutPath: resolve(ctx, TOKENS.Config).logoutPath,
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
      resolve(ctx, TOKENS.SessionService);
      return new FetchRegistryApi({
        apiBase: resolve(ctx, TOKENS.Config).apiBase,
        session: resolve(ctx, TOKENS.AuthSession),
        telemetry: resolve(ctx, TOKENS.Telemetry),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    })
    .inSingletonScope();

  container
    .bind<AddressService>(TOKENS.AddressService)
    .toDynamicValue((ctx) => new AddressService(addressHostFor(resolve(ctx, TOKENS.RegistryApi))))
    .inSingletonScope();
}
