/**
 * What route loaders reach (docs/decisions.md §Application layer): the query cache and the registry
 * API, handed to the data router by the composition root (main.tsx, and the component tests'
 * render) as the router's context, so no loader holds a module-level client or container.
 */
import { createContext, RouterContextProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import type { RegistryApi } from '../../core/ports/registry-api';
import type { SessionStore } from '../../core/ports/session-store';
import type { Telemetry } from '../../core/ports/telemetry';
import type { AuthSession } from '../../core/session/auth-session';
import { TOKENS, resolve } from '../../adapters/container/tokens';

export interface RouteServices {
  readonly queryClient: QueryClient;
  readonly api: RegistryApi;
  /** Whether a JWT is held (`isAuthenticated`): a loader behind the sign-in guard fetches nothing without one. */
  readonly auth: Pick<AuthSession, 'isAuthenticated'>;
  /** The session store, where the journey keeps what the registry has no call for (core/use-cases/journey/records.ts). */
  readonly store: SessionStore;
  /** Where a load that fails into its own failure state (the CCR review) reports the error. */
  readonly telemetry: Pick<Telemetry, 'error'>;
}

/** A loader reads its services with `context.get(routeServices)`. */
export const routeServices = createContext<RouteServices>();

export function routeServicesOf(container: Container, queryClient: QueryClient): RouteServices {
  return {
    queryClient,
    api: resolve(container, TOKENS.RegistryApi),
    auth: resolve(container, TOKENS.AuthSession),
    store: resolve(container, TOKENS.SessionStore),
    telemetry: resolve(container, TOKENS.Telemetry),
  };
}

/** The router's `getContext`: each navigation's loaders get the same services. */
export const routerContextOf = (services: RouteServices) => () => new RouterContextProvider(new Map([[routeServices, services]]));
