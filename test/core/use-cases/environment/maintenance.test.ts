import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  toNotice,
  anyDisablesLogin,
  toNotices,
  maintenanceLines,
  maintenanceView,
  noticeLine,
  MAINTENANCE_TEXT,
  MAINTENANCE_TITLE,
} from '../../../../core/use-cases/environment/maintenance';

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

test('maintenanceView: a notice that disables login closes the portal with the unavailable words, every notice listed; otherwise the notices show', () => {
  const closed = maintenanceView([
    { message: 'Slow', level: 'WARNING' },
    { message: 'Down', level: 'ALERT', actions: ['disableLogin'] },
  ]);
  assert.equal(closed, {
    kind: 'CLOSED',
    title: MAINTENANCE_TITLE,
    text: MAINTENANCE_TEXT,
    notices: toNotices([
      { message: 'Slow', level: 'WARNING' },
      { message: 'Down', level: 'ALERT', actions: ['disableLogin'] },
    ]),
  });
  assert.equal(maintenanceView([{ message: 'Slow', level: 'WARNING' }]), { kind: 'OPEN', notices: [{ message: 'Slow', isAlert: false, disableLogin: false }] });
  assert.equal(maintenanceView(null), { kind: 'OPEN', notices: [] });
  assert.equal(closed.notices.map(noticeLine), ['Slow', 'Alert: Down']);
  assert.equal(maintenanceLines(closed), [MAINTENANCE_TITLE, MAINTENANCE_TEXT, 'Slow', 'Alert: Down']);
});

test.run();
