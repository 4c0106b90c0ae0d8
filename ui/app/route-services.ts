/**
 * What route loaders reach (decisions.md "Application layer"): the query cache and the registry
 * API, handed to the data router by the composition root (main.tsx, and the component tests'
 * render) as the router's context, so no loader holds a module-level client or container.
 */
import { createContext, RouterContextProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import type { RegistryApi } from '../../core/ports/registry-api';
import { TOKENS, resolve } from '../../adapters/container/tokens';

export interface RouteServices {
  readonly queryClient: QueryClient;
  readonly api: RegistryApi;
  /** Whether a JWT is held: a loader behind the sign-in guard fetches nothing without one. */
  readonly isAuthenticated: () => boolean;
}

/** A loader reads its services with `context.get(routeServices)`. */
export const routeServices = createContext<RouteServices>();

export function routeServicesOf(container: Container, queryClient: QueryClient): RouteServices {
  const auth = resolve(container, TOKENS.AuthSession);
  return { queryClient, api: resolve(container, TOKENS.RegistryApi), isAuthenticated: () => auth.isAuthenticated };
}

/** The router's `getContext`: each navigation's loaders get the same services. */
export const routerContextOf = (services: RouteServices) => () => new RouterContextProvider(new Map([[routeServices, services]]));
