/**
 * The time claims of a JWT (its expiry, its sign-in and issue times), read with jose's decodeJwt
 * and not verified: the server verifies; the client only times its session warning and end
 * (docs/decisions.md §Session). The core's AuthSession is given them.
 */
import { decodeJwt } from 'jose';

/** The `exp` claim as a Date; undefined when there is none or the token cannot be read. */
export function jwtExpiry(jwt: string): Date | undefined {
  try {
    const { exp } = decodeJwt(jwt);
    return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

const dateOf = (seconds: unknown): Date | undefined => (typeof seconds === 'number' ? new Date(seconds * 1000) : undefined);

/** The `auth_time` (OpenID Connect's sign-in time) and `iat` claims as Dates, each undefined when absent or unreadable. */
export function jwtSignIn(jwt: string): { authTime?: Date | undefined; issuedAt?: Date | undefined } {
  try {
    const claims = decodeJwt(jwt);
    return { authTime: dateOf(claims.auth_time), issuedAt: dateOf(claims.iat) };
  } catch {
    return {};
  }
}
