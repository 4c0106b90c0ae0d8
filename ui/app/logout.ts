import { useCallback } from 'react';
import { TOKENS } from '../../adapters/container/tokens';
import { useService } from './services';

/**
 * Logout (docs/portal.md §Session "Authentication"): the session service clears the stored state and the query
 * cache and leaves for the logout path. The shell's action does not preserve SSO; expiry does.
 */
export function useLogout(): (options: { preserveSso: boolean }) => Promise<void> {
  const session = useService(TOKENS.SessionService);
  return useCallback((options: { preserveSso: boolean }) => session.logout(options), [session]);
}
