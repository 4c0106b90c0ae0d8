/** A JWT's expiry, read unverified with jose (adapters/session/jwt-expiry.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { jwtExpiry } from '../../../adapters/session/jwt-expiry';

/** A JWT-shaped string with the given claims (unsigned: the client never verifies). */
function jwtWith(claims: object): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}

test('the expiry reader: the exp claim as a date', () => {
  assert.equal(jwtExpiry(jwtWith({ sub: 'ind-alice', exp: 1_900_000_000 })), new Date(1_900_000_000 * 1000));
});

test('the expiry reader: undefined without exp or for an unreadable token', () => {
  assert.is(jwtExpiry(jwtWith({ sub: 'x' })), undefined);
  assert.is(jwtExpiry('no-dots'), undefined);
  assert.is(jwtExpiry('a.!!!.c'), undefined);
  assert.is(jwtExpiry(`a.${Buffer.from('not json').toString('base64url')}.c`), undefined);
  assert.is(jwtExpiry(jwtWith({ exp: 'soon' })), undefined);
});

test.run();
