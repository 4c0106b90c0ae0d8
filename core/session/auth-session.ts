import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { jwtExpiration } from './jwt-claims';

export interface LogoutRequest {
  readonly preserveSso: boolean;
}

/**
 * The signed-in session as both drivers see it: the JWT held (from a returned Authorization
 * header, minus "Bearer "), and requests to log out (a 401 with no new token asks for one
 * that preserves single sign-on). The driver that owns navigation performs the logout.
 */
export class AuthSession {
  private readonly jwtSubject: BehaviorSubject<string | undefined>;
  private readonly logouts = new Subject<LogoutRequest>();

  constructor(initialJwt?: string) {
    this.jwtSubject = new BehaviorSubject<string | undefined>(initialJwt);
  }

  get jwt(): string | undefined {
    return this.jwtSubject.value;
  }
  get jwt$(): Observable<string | undefined> {
    return this.jwtSubject.asObservable();
  }
  get isAuthenticated(): boolean {
    return this.jwtSubject.value !== undefined;
  }
  /** The `exp` of the held JWT (decisions.md "Authentication"); undefined means the client idle clock applies. */
  get authExpiration(): Date | undefined {
    return jwtExpiration(this.jwtSubject.value);
  }

  /** Stores a token from an Authorization header value, with or without its "Bearer " prefix. */
  adopt(authorization: string): void {
    const jwt = authorization.replace(/^Bearer\s+/i, '').trim();
    if (jwt && jwt !== this.jwtSubject.value) this.jwtSubject.next(jwt);
  }
  clear(): void {
    if (this.jwtSubject.value !== undefined) this.jwtSubject.next(undefined);
  }

  get logoutRequests$(): Observable<LogoutRequest> {
    return this.logouts.asObservable();
  }
  requestLogout(request: LogoutRequest): void {
    this.logouts.next(request);
  }
}
