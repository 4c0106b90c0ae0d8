import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AuthSession, type LogoutRequest } from '../../../core/session/auth-session';
import { jwtExpiration } from '../../../core/session/jwt-claims';

/** A JWT-shaped string with the given claims (unsigned: the client never verifies). */
function jwtWith(claims: object): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}

test('authExpiration is the exp claim of the held JWT', () => {
  const session = new AuthSession(jwtWith({ sub: 'ind-alice', exp: 1_900_000_000 }));
  assert.equal(session.authExpiration, new Date(1_900_000_000 * 1000));
});

test('authExpiration is undefined without exp, without a JWT, or for an unreadable token', () => {
  assert.is(jwtExpiration(jwtWith({ sub: 'x' })), undefined);
  assert.is(jwtExpiration(undefined), undefined);
  assert.is(jwtExpiration('no-dots'), undefined);
  assert.is(jwtExpiration('a.!!!.c'), undefined);
  assert.is(jwtExpiration(`a.${Buffer.from('not json').toString('base64url')}.c`), undefined);
  assert.is(jwtExpiration(jwtWith({ exp: 'soon' })), undefined);
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
