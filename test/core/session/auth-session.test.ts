import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AuthSession, type LogoutRequest } from '../../../core/session/auth-session';
import { jwtExpiry } from '../../../adapters/session/jwt-expiry';

/** A JWT-shaped string with the given claims (unsigned: the client never verifies). */
function jwtWith(claims: object): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}

test('authExpiration is the exp claim of the held JWT, as the expiry reader reads it', () => {
  const session = new AuthSession(jwtWith({ sub: 'ind-alice', exp: 1_900_000_000 }), jwtExpiry);
  assert.equal(session.authExpiration, new Date(1_900_000_000 * 1000));
  assert.is(new AuthSession(undefined, jwtExpiry).authExpiration, undefined, 'no JWT, no expiry');
});

test('a JWT from a returned Authorization header is stored minus the "Bearer " prefix', () => {
  const session = new AuthSession();
  assert.is(session.isAuthenticated, false);
  const seen: Array<string | undefined> = [];
  const stop = session.subscribe(() => seen.push(session.jwt));
  session.adopt('Bearer abc.def.ghi');
  assert.is(session.jwt, 'abc.def.ghi');
  assert.is(session.isAuthenticated, true);
  session.adopt('abc.def.ghi'); // the same token again is not a change
  session.clear();
  session.clear();
  assert.equal(seen, ['abc.def.ghi', undefined]);
  stop();
  session.adopt('Bearer next');
  assert.equal(seen, ['abc.def.ghi', undefined], 'an unsubscribed listener hears nothing more');
});

test('an empty Authorization value is not adopted', () => {
  const session = new AuthSession('kept');
  session.adopt('Bearer ');
  assert.is(session.jwt, 'kept');
});

test('a logout request reaches the driver that performs it', () => {
  const session = new AuthSession('t');
  const requests: LogoutRequest[] = [];
  const stop = session.onLogoutRequest((r) => requests.push(r));
  session.requestLogout({ preserveSso: true });
  stop();
  session.requestLogout({ preserveSso: false });
  assert.equal(requests, [{ preserveSso: true }]);
});

test.run();
