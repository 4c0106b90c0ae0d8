/**
 * The session's life around the API (docs/portal.md §Session "Authentication", "Persistence"): at startup it
 * adopts a pending transition JWT (read, then removed) or the JWT of the restored environment;
 * it owns the persisted environment slice and saves it, throttled, on every change; and it logs
 * out — on request of the shell, the session timer, or a 401 without a token (AuthSession).
 * Pure: everything it touches is a port.
 */
import { JOURNEY_RECORDS_KEY, PERSISTENCE_THROTTLE_MS, SESSION_STORE_KEY, TERMS_ACCEPTED_KEY, TRANSITION_JWT_KEY } from '../model/constants';
import type { Clock } from '../ports/clock';
import type { ExternalNavigation } from '../ports/external-navigation';
import type { RegistryApi } from '../ports/registry-api';
import type { SessionStore } from '../ports/session-store';
import type { Telemetry } from '../ports/telemetry';
import {
  clearPersisted,
  emptyEnvironment,
  persistenceSaves,
  restoreEnvironment,
  type PersistedEnvironment,
  type PersistenceSaves,
} from '../use-cases/persistence/persistence';
import type { AuthSession } from './auth-session';

export const DEFAULT_LOGOUT_PATH = '/my-licensehub/logout';
/** The logout call is best effort: a server that does not answer must not keep the user in. */
export const LOGOUT_CALL_TIMEOUT_MS = 3_000;

export interface SessionServiceDeps {
  readonly store: SessionStore;
  readonly session: AuthSession;
  readonly api: Pick<RegistryApi, 'logout'>;
  readonly navigation: ExternalNavigation;
  readonly clock: Clock;
  /** The session recording, ended on logout (a recording belongs to one identity). */
  readonly telemetry?: Pick<Telemetry, 'endRecording'>;
  readonly logoutPath?: string;
  /** Save throttle; 0 saves every change at once (the CLI, whose process ends right after a command). */
  readonly throttleMs?: number;
}

export interface LogoutOptions {
  readonly preserveSso: boolean;
}

/** `/my-licensehub/logout`, with `?preserveSso=true` when single sign-on is kept (docs/decisions.md §Names and paths). */
export const logoutUrl = (logoutPath: string, preserveSso: boolean): string =>
  preserveSso ? `${logoutPath}${logoutPath.includes('?') ? '&' : '?'}preserveSso=true` : logoutPath;

export class SessionService {
  private env: PersistedEnvironment = emptyEnvironment;
  private readonly clearHooks = new Set<() => void>();
  private readonly stopLogoutRequests: () => void;
  /** Stops following the JWT and saving; set while started. */
  private running: (() => void) | undefined;
  private saves: PersistenceSaves | undefined;
  private loggingOut = false;

  constructor(private readonly deps: SessionServiceDeps) {
    this.stopLogoutRequests = deps.session.onLogoutRequest((request) => void this.logout(request));
  }

  get environment(): PersistedEnvironment {
    return this.env;
  }

  /**
   * Restores the saved slice, adopts the pending transition JWT (which wins over a saved one and
   * is removed so it is used once, with the use agreement of an earlier sign-in), and starts saving. Returns the environment it starts with.
   */
  start(): PersistedEnvironment {
    const { store, session, clock } = this.deps;
    this.stopRunning();
    const transition = store.read(TRANSITION_JWT_KEY);
    if (transition !== null) {
      store.remove(TRANSITION_JWT_KEY);
      // A session signed in elsewhere: the use agreement of a sign-in here is not its own.
      store.remove(TERMS_ACCEPTED_KEY);
    }
    const restored = restoreEnvironment(store);
    const jwt = transition?.trim() || restored.jwt;
    if (jwt) session.adopt(jwt);
    this.env = { ...restored, jwt: session.jwt ?? null };

    const saves = persistenceSaves(clock, (slice) => store.write(SESSION_STORE_KEY, JSON.stringify(slice)), this.deps.throttleMs ?? PERSISTENCE_THROTTLE_MS);
    this.saves = saves;
    saves.next(this.env);
    const stopFollowing = session.subscribe(() => {
      const held = session.jwt ?? null;
      if (held !== this.env.jwt) this.update({ jwt: held });
    });
    this.running = () => {
      stopFollowing();
      saves.stop();
    };
    return this.env;
  }

  /** Replaces parts of the environment slice (user info, reference lists, …); saved on the throttle. */
  update(patch: Partial<PersistedEnvironment>): void {
    this.env = { ...this.env, ...patch };
    this.saves?.next(this.env);
  }

  /** Runs on every logout, before leaving (the UI clears its query cache here). Returns the unregister. */
  onLogout(hook: () => void): () => void {
    this.clearHooks.add(hook);
    return () => this.clearHooks.delete(hook);
  }

  /**
   * Clears the stored state, runs the clear hooks, ends the session recording, tells the server (best effort, with the JWT
   * still held so it can be revoked), forgets the JWT and goes to the logout page. A logout
   * requested while one runs (the logout call's own 401, say) is the same logout.
   */
  async logout(options: LogoutOptions): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    const { store, session, api, navigation, clock } = this.deps;
    try {
      // Stop saving first: a trailing throttled save must not write the session back.
      this.stopRunning();
      clearPersisted(store);
      for (const key of [TRANSITION_JWT_KEY, JOURNEY_RECORDS_KEY, TERMS_ACCEPTED_KEY]) store.remove(key);
      for (const hook of [...this.clearHooks]) {
        try {
          hook();
        } catch {
          // One failing hook must not keep the user signed in.
        }
      }
      try {
        this.deps.telemetry?.endRecording();
      } catch {
        // Nor a recorder that fails to stop.
      }
      if (session.jwt) {
        // The call, or LOGOUT_CALL_TIMEOUT_MS on the clock, whichever ends first.
        await new Promise<void>((resolve) => {
          const cancelTimeout = clock.after(LOGOUT_CALL_TIMEOUT_MS, resolve);
          void api
            .logout()()
            .catch(() => null)
            .then(() => {
              cancelTimeout();
              resolve();
            });
        });
      }
      session.clear();
      this.env = emptyEnvironment;
      navigation.assign(logoutUrl(this.deps.logoutPath ?? DEFAULT_LOGOUT_PATH, options.preserveSso));
    } finally {
      this.loggingOut = false;
    }
  }

  dispose(): void {
    this.stopRunning();
    this.stopLogoutRequests();
  }

  private stopRunning(): void {
    this.running?.();
    this.running = undefined;
    this.saves = undefined;
  }
}
