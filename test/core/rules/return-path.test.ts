import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { DEFAULT_SIGN_IN_REASON, safeReturnPath, signInReason } from '../../../core/rules/return-path';

test('return path: a page inside the portal is followed, with its query', () => {
  assert.is(safeReturnPath('/order-history/LH1000012'), '/order-history/LH1000012');
  assert.is(safeReturnPath('/order-history?page=2'), '/order-history?page=2');
  assert.is(safeReturnPath('/resume-incomplete/'), '/resume-incomplete/');
  assert.is(safeReturnPath('/order-history#top'), '/order-history', 'the fragment is dropped');
});

test('return path: another site, a scheme or a protocol-relative address is never followed', () => {
  for (const bad of [
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/x:y',
    'order-history',
    '',
    ' /order-history',
    '/a//b',
    '/a/../b',
    '/a/%2e%2e/b',
    '/a/%2F/b',
    '/a\tb',
    '/a b',
  ]) {
    assert.is(safeReturnPath(bad), undefined, bad);
  }
  assert.is(safeReturnPath(42), undefined);
  assert.is(safeReturnPath(undefined), undefined);
  assert.is(safeReturnPath(`/${'a'.repeat(600)}`), undefined, 'an absurdly long path');
});

test('return path: the identify page and the root are not return paths (they would loop)', () => {
  assert.is(safeReturnPath('/identify-licensee'), undefined);
  assert.is(safeReturnPath('/identify-licensee?entity=INDIVIDUAL'), undefined);
  assert.is(safeReturnPath('/'), undefined);
});

test('return path: whatever is followed starts with one slash and stays a path', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), (candidate) => {
      const path = safeReturnPath(candidate);
      return path === undefined || (path.startsWith('/') && !path.startsWith('//') && !path.includes(':') && !path.includes('\\'));
    }),
  );
});

test('sign-in reason: each guarded page says why identifying comes first', () => {
  assert.is(signInReason('/order-history/LH1000012'), 'Identify yourself to see your order history');
  assert.is(signInReason('/order-history?page=3'), 'Identify yourself to see your order history');
  assert.is(signInReason('/resume-incomplete/abc'), 'Identify yourself to continue your incomplete applications');
  assert.is(signInReason('/user-menu'), 'Identify yourself to use LicenseHub');
  assert.is(signInReason('/order-historyX'), DEFAULT_SIGN_IN_REASON);
});

test.run();
