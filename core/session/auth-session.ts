/** A JWT's expiry, unverified; undefined when it states none or cannot be read (an adapter reads it). */
export type JwtExpiry = (jwt: string) => Date | undefined;

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

  /** Without `expiryOf`, no JWT states an expiry (the client's idle clock applies). */
  constructor(
    initialJwt?: string,
    private readonly expiryOf: JwtExpiry = () => undefined,
  ) {
    this.held = initialJwt;
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
    this.held = jwt;
    for (const listener of [...this.listeners]) listener();
  }
}
