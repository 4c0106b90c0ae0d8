/**
 * Service identifiers of the Inversify containers (the composition roots in this folder). Each
 * token carries the type of its service, so resolving needs no cast:
 * `resolve(container, TOKENS.RegistryApi)` is a RegistryApi (in React: `useService(TOKENS.X)`).
 */
import type { Container } from 'inversify';
import type { RuntimeConfig } from '../../core/model/config';
import type { Clock } from '../../core/ports/clock';
import type { ExternalNavigation } from '../../core/ports/external-navigation';
import type { RegistryApi } from '../../core/ports/registry-api';
import type { SessionStore } from '../../core/ports/session-store';
import type { Telemetry } from '../../core/ports/telemetry';
import type { AuthSession } from '../../core/session/auth-session';
import type { SessionService } from '../../core/session/session-service';
import type { AddressService } from '../address/address-service';

declare const service: unique symbol;

/** A service identifier that knows the type of what it names (still a symbol for Inversify). */
export type Token<T> = symbol & { readonly [service]?: T };

export const token = <T>(name: string): Token<T> => Symbol.for(`licensehub.${name}`) as Token<T>;

export const TOKENS = {
  Config: token<RuntimeConfig>('Config'),
  RegistryApi: token<RegistryApi>('RegistryApi'),
  AuthSession: token<AuthSession>('AuthSession'),
  SessionStore: token<SessionStore>('SessionStore'),
  SessionService: token<SessionService>('SessionService'),
  Clock: token<Clock>('Clock'),
  Telemetry: token<Telemetry>('Telemetry'),
  ExternalNavigation: token<ExternalNavigation>('ExternalNavigation'),
  /** The address service, loaded and built on first call (bind-common.ts). */
  AddressService: token<() => Promise<AddressService>>('AddressService'),
} as const;

/** The service bound to `id`, typed by the token. */
export const resolve = <T>(container: Pick<Container, 'get'>, id: Token<T>): T => container.get<T>(id);
