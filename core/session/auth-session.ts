import { ABSOLUTE_SESSION_MS, SESSION_EXPIRY_AFTER_MS } from '../model/constants';

/** A JWT's expiry, unverified; undefined when it states none or cannot be read (an adapter reads it). */
export type JwtExpiry = (jwt: string) => Date | undefined;
/** When a JWT says its user signed in (`auth_time`) and it was issued (`iat`), unverified (an adapter reads it). */
export type JwtSignIn = (jwt: string) => { readonly authTime?: Date | undefined; readonly issuedAt?: Date | undefined };

export interface LogoutRequest {
  readonly preserveSso: boolean;
}

/**
 * The signed-in session as both drivers see it: the JWT held (from a returned Authorization
 * header, minus "Bearer "), and requests to log out (a 401 with no new token asks for one
 * that preserves single sign-on). The driver that owns navigation performs the logout.
 *
 * Listeners, not Observables: the session lives on the first page, whose first load carries no
 * stream library; a stream that needs the JWT's changes wraps `subscribe` (the session timer).
 */
export class AuthSession {
  private held: string | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly logoutListeners = new Set<(request: LogoutRequest) => void>();
  /** The `iat` of the first token held since none was (a refreshed token states a later one). */
  private firstIssuedAt: Date | undefined;

  /** Without `expiryOf`, no JWT states an expiry (the client's idle clock applies); without `signInOf`, no sign-in time (no absolute end). */
  constructor(
    initialJwt?: string,
    private readonly expiryOf: JwtExpiry = () => undefined,
    private readonly signInOf: JwtSignIn = () => ({}),
  ) {
    this.held = initialJwt;
    this.firstIssuedAt = initialJwt === undefined ? undefined : signInOf(initialJwt).issuedAt;
  }

  get jwt(): string | undefined {
    return this.held;
  }
  get isAuthenticated(): boolean {
    return this.held !== undefined;
  }
  /** The `exp` of the held JWT (docs/decisions.md §Session); undefined means the client idle clock applies. */
  get authExpiration(): Date | undefined {
    return this.held === undefined ? undefined : this.expiryOf(this.held);
  }

  /**
   * The session's absolute end as the timer states it (docs/portal.md §Session): ABSOLUTE_SESSION_MS
   * after sign-in, less the two minutes between a stated expiration and the sign-out, so that the
   * sign-out comes 12 hours after sign-in. The sign-in time is the token's `auth_time`, else the
   * first token's `iat` (a reload then counts from the token it restores); undefined when
   * neither is known.
   */
  get absoluteExpiration(): Date | undefined {
    if (this.held === undefined) return undefined;
    const signedIn = this.signInOf(this.held).authTime ?? this.firstIssuedAt;
    return signedIn ? new Date(signedIn.getTime() + ABSOLUTE_SESSION_MS - SESSION_EXPIRY_AFTER_MS) : undefined;
  }

  /** Calls `listener` after every change of the JWT held; returns the unsubscribe function (bound: React's useSyncExternalStore takes it as is). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Stores a token from an Authorization header value, with or without its "Bearer " prefix. */
  adopt(authorization: string): void {
    const jwt = authorization.replace(/^Bearer\s+/i, '').trim();
    if (jwt && jwt !== this.held) this.hold(jwt);
  }
  clear(): void {
    if (this.held !== undefined) this.hold(undefined);
  }

  /** Calls `listener` with every logout request; returns the unsubscribe function. */
  onLogoutRequest(listener: (request: LogoutRequest) => void): () => void {
    this.logoutListeners.add(listener);
    return () => this.logoutListeners.delete(listener);
  }
  requestLogout(request: LogoutRequest): void {
    for (const listener of [...this.logoutListeners]) listener(request);
  }

  private hold(jwt: string | undefined): void {
    if (this.held === undefined || jwt === undefined) this.firstIssuedAt = jwt === undefined ? undefined : this.signInOf(jwt).issuedAt;
    this.held = jwt;
    for (const listener of [...this.listeners]) listener();
  }
}
