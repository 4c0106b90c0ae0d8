/**
 * The CLI's services from its composition root (adapters/container/cli). Resolving the registry
 * client starts the session service, which restores the JWT from the session file and saves
 * every refreshed one back to it.
 */
import type { Clock } from '../core/ports/clock';
import type { RegistryApi } from '../core/ports/registry-api';
import type { AuthSession } from '../core/session/auth-session';
import type { SessionService } from '../core/session/session-service';
import { createCliContainer } from '../adapters/container/cli';
import { TOKENS, resolve } from '../adapters/container/tokens';
import type { CliServices } from './context';

export async function createCliServices(options: { apiBase: string; sessionFile: string; fetch?: typeof fetch }): Promise<CliServices> {
  const container = createCliContainer(options);
  const api = resolve(container, TOKENS.RegistryApi);
  return {
    api,
    auth: resolve(container, TOKENS.AuthSession),
    scheduler: resolve(container, TOKENS.Clock).scheduler,
    logout: () => resolve(container, TOKENS.SessionService).logout({ preserveSso: false }),
  };
}
