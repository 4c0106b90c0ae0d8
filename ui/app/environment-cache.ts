/**
 * The environment slice between the query cache and the session service: restored values seed
 * the cache (a reload shows the user's name at once), startup fetches fresh ones, and every
 * successful environment fetch is handed to the session service, which saves it (throttled).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RegistryApi } from '../../core/ports/registry-api';
import type { SessionService } from '../../core/session/session-service';
import { persistableSlice, type PersistedEnvironment } from '../../core/use-cases/persistence/persistence';
import { SESSION_STORE_KEY } from '../../core/model/constants';
import type { SessionStore } from '../../core/ports/session-store';
import { environmentKeys, maintenanceQuery, userInfoQuery } from './environment-queries';

type Part = Exclude<keyof PersistedEnvironment, 'jwt'>;

const PARTS: readonly (readonly [Part, readonly string[]])[] = [
  ['userInfo', environmentKeys.userInfo],
  ['maintenanceNotifications', environmentKeys.maintenance],
  ['countries', environmentKeys.countries],
  ['states', environmentKeys.states],
  ['provinces', environmentKeys.provinces],
];

/**
 * Only user info is worth showing before the fresh answer (the reference lists are fetched anyway),
 * and only while a JWT is held: the user info of a session that ended is nobody's.
 */
export function seedEnvironment(queryClient: QueryClient, env: PersistedEnvironment): void {
  if (env.userInfo !== null && env.jwt !== null) queryClient.setQueryData(environmentKeys.userInfo, env.userInfo, { updatedAt: 0 });
}

/** Saves each environment answer through the session service; returns the unsubscribe. */
export function persistEnvironment(queryClient: QueryClient, sessionService: SessionService): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const hash = JSON.stringify(event.query.queryKey);
    const part = PARTS.find(([, key]) => JSON.stringify(key) === hash)?.[0];
    if (part) sessionService.update({ [part]: event.query.state.data } as Partial<PersistedEnvironment>);
  });
}

/**
 * Fetches what the first page shows (docs/portal.md §Startup and configuration), in parallel: user info (only when a JWT
 * is held) and the maintenance notices. The reference lists follow once that page has painted
 * (environment.tsx). Failures stay in the cache as failed queries (the shell shows "Unknown
 * User", no notices).
 */
export function loadEnvironment(queryClient: QueryClient, api: RegistryApi, authenticated: boolean) {
  const fresh = { staleTime: 0 } as const;
  return {
    userInfo: authenticated ? queryClient.prefetchQuery({ ...userInfoQuery(api), ...fresh }) : Promise.resolve(),
    maintenance: queryClient.prefetchQuery({ ...maintenanceQuery(api), ...fresh }),
  };
}

/**
 * The save is throttled to once a second, so leaving the page right after an action (a reload
 * just after signing in, the payment page) could lose the last change: save it as the page goes.
 * Only while signed in — after a logout the store stays cleared.
 */
export function saveOnPageHide(page: EventTarget, sessionService: SessionService, store: SessionStore): void {
  page.addEventListener('pagehide', () => {
    const env = sessionService.environment;
    if (env.jwt !== null) store.write(SESSION_STORE_KEY, JSON.stringify(persistableSlice(env)));
  });
}
