/**
 * The composition root reaches React through this provider: screens resolve ports and services
 * by token (adapters/container/tokens.ts) and never construct adapters themselves, so a test
 * hands the same screens a container bound to fakes.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { resolve, type Token } from '../../adapters/container/tokens';

const ServicesContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

/** The container itself, for the few places that resolve several services at once. */
export function useContainer(): Container {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useService must be used within a ServicesProvider');
  return container;
}

/** The service bound to `token` (TOKENS.RegistryApi, TOKENS.AuthSession, …). */
export function useService<T>(token: Token<T>): T {
  return resolve(useContainer(), token);
}
