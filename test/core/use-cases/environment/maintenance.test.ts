import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toNotice, anyDisablesLogin, toNotices } from '../../../../core/use-cases/environment/maintenance';

test('a notification maps to message, isAlert and disableLogin', () => {
  assert.equal(toNotice({ message: 'Down tonight', level: 'ALERT', actions: ['disableLogin'] }), {
    message: 'Down tonight',
    isAlert: true,
    disableLogin: true,
  });
  assert.equal(toNotice({ message: 'Slow', level: 'WARNING' }), { message: 'Slow', isAlert: false, disableLogin: false });
});

test('anyDisablesLogin is true when any notice carries disableLogin', () => {
  assert.not.ok(anyDisablesLogin([]));
  assert.not.ok(anyDisablesLogin(toNotices([{ message: 'a', level: 'ALERT' }])));
  assert.ok(
    anyDisablesLogin(
      toNotices([
        { message: 'a', level: 'ALERT' },
        { message: 'b', level: 'WARNING', actions: ['disableLogin'] },
      ]),
    ),
  );
});

test.run();
