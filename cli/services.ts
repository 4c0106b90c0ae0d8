/**
 * The CLI's services from its composition root (adapters/container/cli). Resolving the registry
 * client starts the session service, which restores the JWT from the session file and saves
 * every refreshed one back to it.
 */
import { createCliContainer } from '../adapters/container/cli';
import { TOKENS, resolve } from '../adapters/container/tokens';
import { streamScheduler } from '../core/use-cases/stream-scheduler';
import type { CliServices, ServicesOptions } from './context';

export async function createCliServices(options: ServicesOptions): Promise<CliServices> {
  const container = createCliContainer(options);
  const api = resolve(container, TOKENS.RegistryApi);
  return {
    api,
    auth: resolve(container, TOKENS.AuthSession),
    scheduler: streamScheduler(resolve(container, TOKENS.Clock)),
    sessionStore: resolve(container, TOKENS.SessionStore),
    homePath: resolve(container, TOKENS.Config).homePath,
    logout: () => resolve(container, TOKENS.SessionService).logout({ preserveSso: false }),
    addressService: () => resolve(container, TOKENS.AddressService)(),
  };
}
