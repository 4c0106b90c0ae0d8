/**
 * The expiry of a JWT, read with jose's decodeJwt and not verified: the server verifies; the client
 * only times its session warning (docs/decisions.md §Session). The core's AuthSession is given it.
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
