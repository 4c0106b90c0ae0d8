/**
 * Startup (docs/portal.md §Startup and configuration, docs/decisions.md §Runtime configuration): read and decode config.json,
 * name the realm from the host, build the browser container, start the session service (it
 * adopts a transition JWT or the saved one and restores the saved environment), then fetch user
 * info (when a JWT is held) and the maintenance notices in parallel. The reference lists
 * (countries, states, provinces) are fetched once the first page has painted (environment.tsx).
 */
import * as E from 'fp-ts/Either';
import { QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { RuntimeConfig } from '../../core/model/config';
import { STARTUP_CONFIG_ERROR_CODE } from '../../core/model/constants';
import { decode } from '../../core/model/decode';
import type { SessionService } from '../../core/session/session-service';
import { environmentIdFromHost } from '../../core/use-cases/environment/realm';
import { TOKENS, resolve } from '../../adapters/container/tokens';
import { loadEnvironment, persistEnvironment, saveOnPageHide, seedEnvironment } from './environment-cache';

/** A startup failure with the code the failure screen shows (docs/portal.md §Startup and configuration). */
export class StartupError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

/** The code shown for a failure that carries none (a fault of this build rather than of its config). */
export const DEFAULT_STARTUP_ERROR_CODE = '5999';

export const startupErrorCode = (error: unknown): string => (error instanceof StartupError ? error.code : DEFAULT_STARTUP_ERROR_CODE);

/** config.json beside index.html, decoded; unreachable or invalid, it is configuration error 5000. */
export async function fetchRuntimeConfig(fetchFn: typeof fetch, url = 'config.json'): Promise<RuntimeConfig> {
  let json: unknown;
  try {
    const response = await fetchFn(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    json = await response.json();
  } catch (e) {
    throw new StartupError(STARTUP_CONFIG_ERROR_CODE, `Configuration could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  const decoded = decode(RuntimeConfig, json);
  if (E.isLeft(decoded)) throw new StartupError(STARTUP_CONFIG_ERROR_CODE, `Configuration is invalid: ${decoded.left.message}`);
  return decoded.right;
}

/** A configured environment id wins (a deployment may pin it); otherwise the host names the realm. */
export const withRealm = (config: RuntimeConfig, host: string): RuntimeConfig => ({
  ...config,
  environmentId: config.environmentId ?? environmentIdFromHost(host),
});

/** The query cache with the spec's settings: no retry, no refetch on focus. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });

/**
 * The query cache tied to the session: seeded with the restored user info, saving environment
 * answers through the session service, and cleared on every logout.
 */
export function sessionQueryClient(sessionService: SessionService): QueryClient {
  const queryClient = createQueryClient();
  sessionService.onLogout(() => queryClient.clear());
  seedEnvironment(queryClient, sessionService.environment);
  persistEnvironment(queryClient, sessionService);
  return queryClient;
}

export interface Started {
  readonly config: RuntimeConfig;
  readonly container: Container;
  readonly queryClient: QueryClient;
}

export interface StartOptions {
  readonly fetch: typeof fetch;
  readonly host: string;
  readonly createContainer: (config: RuntimeConfig) => Container;
  readonly configUrl?: string;
  /** Where 'pagehide' fires (window). */
  readonly page?: EventTarget;
}

/**
 * Everything before the first render. It waits for the maintenance notices only (a notice may
 * replace the whole app); user info arrives while the shell shows.
 */
export async function startApp(options: StartOptions): Promise<Started> {
  const config = withRealm(await fetchRuntimeConfig(options.fetch, options.configUrl), options.host);
  const container = options.createContainer(config);
  const sessionService = resolve(container, TOKENS.SessionService);
  const auth = resolve(container, TOKENS.AuthSession);
  const api = resolve(container, TOKENS.RegistryApi);
  const queryClient = sessionQueryClient(sessionService);
  if (options.page) saveOnPageHide(options.page, sessionService, resolve(container, TOKENS.SessionStore));
  await loadEnvironment(queryClient, api, auth.isAuthenticated).maintenance;
  return { config, container, queryClient };
}
