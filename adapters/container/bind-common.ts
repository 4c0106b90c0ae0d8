/**
 * The bindings every composition root shares: the AuthSession, the fetch client, the session
 * service and the address service, built from whatever Config, SessionStore, Clock, Telemetry and
 * ExternalNavigation the root bound. Factory bindings only: the core carries no decorators.
 * The address service is bound as a loader: no screen of the first page uses it, so its module
 * (and the lookup's RxJS operators) load when it is first asked for, through the root's own
 * `addressService` import (docs/decisions.md §First load). The journeys'
 * registry calls likewise come through the root's `journeyCalls` import.
 */
import { jwtExpiry, jwtSignIn } from '../session/jwt-expiry';
import { Container, type ResolutionContext } from 'inversify';
import type { RuntimeConfig } from '../../core/model/config';
import type { Clock } from '../../core/ports/clock';
import type { ExternalNavigation } from '../../core/ports/external-navigation';
import type { RegistryApi } from '../../core/ports/registry-api';
import type { SessionStore } from '../../core/ports/session-store';
import type { Telemetry } from '../../core/ports/telemetry';
import { AuthSession } from '../../core/session/auth-session';
import { SessionService } from '../../core/session/session-service';
import type { AddressService } from '../address/address-service';
import { fetchRegistryApi, type JourneyCallsModule } from '../http/fetch-registry-api';
import { TOKENS, resolve, type Token } from './tokens';

export interface CommonOptions {
  fetch?: typeof fetch;
  /** Persistence throttle (the CLI saves at once). */
  throttleMs?: number;
}

/** What each composition root chooses: the config and one factory per port. */
export interface RootPorts {
  readonly config: RuntimeConfig;
  readonly clock: () => Clock;
  readonly sessionStore: () => SessionStore;
  readonly telemetry: () => Telemetry;
  readonly navigation: () => ExternalNavigation;
  /** Imports the address service's module (the browser's through a chunk of the app's own). */
  readonly addressService: () => Promise<AddressServiceModule>;
  /** Imports the journeys' registry calls, adapters/http/journey-calls.ts (the browser's likewise). */
  readonly journeyCalls: () => Promise<JourneyCallsModule>;
}

export type AddressServiceModule = Pick<typeof import('../address/address-service'), 'AddressService' | 'addressHostFor'>;

/** A singleton built by `create` when first resolved; the token gives its type. */
export function bindSingleton<T>(container: Container, id: Token<T>, create: (ctx: ResolutionContext) => T): void {
  container.bind<T>(id).toDynamicValue(create).inSingletonScope();
}

/** A container with the root's ports and the common bindings over them. */
export function createRootContainer(ports: RootPorts, options: CommonOptions = {}): Container {
  const container = new Container();
  bindSingleton(container, TOKENS.Config, () => ports.config);
  bindSingleton(container, TOKENS.Clock, ports.clock);
  bindSingleton(container, TOKENS.SessionStore, ports.sessionStore);
  bindSingleton(container, TOKENS.Telemetry, ports.telemetry);
  bindSingleton(container, TOKENS.ExternalNavigation, ports.navigation);
  bindCommon(container, ports.journeyCalls, options);
  bindAddressService(container, ports.addressService);
  return container;
}

export function bindCommon(container: Container, journeyCalls: RootPorts['journeyCalls'], options: CommonOptions = {}): void {
  container
    .bind<AuthSession>(TOKENS.AuthSession)
    .toDynamicValue(() => new AuthSession(undefined, jwtExpiry, jwtSignIn))
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
        telemetry: resolve(ctx, TOKENS.Telemetry),
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
      return fetchRegistryApi({
        apiBase: resolve(ctx, TOKENS.Config).apiBase,
        session: resolve(ctx, TOKENS.AuthSession),
        telemetry: resolve(ctx, TOKENS.Telemetry),
        journeyCalls,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    })
    .inSingletonScope();
}

/** The address service, imported and built on the first call, once. */
function bindAddressService(container: Container, load: () => Promise<AddressServiceModule>): void {
  bindSingleton(container, TOKENS.AddressService, (ctx) => {
    const api = resolve(ctx, TOKENS.RegistryApi);
    let service: Promise<AddressService> | undefined;
    return () => (service ??= load().then(({ AddressService, addressHostFor }) => new AddressService(addressHostFor(api))));
  });
}
