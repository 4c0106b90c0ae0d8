import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toNotice, anyDisablesLogin, maintenanceView, toNotices } from '../../../../core/use-cases/environment/maintenance';

test('a notification maps to message, isAlert and disableLogin', () => {
  assert.equal(toNotice({ message: 'Down tonight', level: 'ALERT', actions: ['disableLogin'] }), { message: 'Down tonight', isAlert: true, disableLogin: true });
  assert.equal(toNotice({ message: 'Slow', level: 'WARNING' }), { message: 'Slow', isAlert: false, disableLogin: false });
});

test('anyDisablesLogin is true when any notice carries disableLogin', () => {
  assert.not.ok(anyDisablesLogin([]));
  assert.not.ok(anyDisablesLogin(toNotices([{ message: 'a', level: 'ALERT' }])));
  assert.ok(anyDisablesLogin(toNotices([{ message: 'a', level: 'ALERT' }, { message: 'b', level: 'WARNING', actions: ['disableLogin'] }])));
});

test('Maintenance: a disableLogin notice replaces the app with the unavailable screen; otherwise notices show above the content', () => {
  assert.equal(maintenanceView([]), { kind: 'NONE' });
  assert.equal(maintenanceView(null), { kind: 'NONE' });
  assert.is(maintenanceView([{ message: 'x', level: 'WARNING', actions: ['disableLogin'] }]).kind, 'UNAVAILABLE');
  assert.equal(maintenanceView([{ message: 'x', level: 'WARNING' }]), { kind: 'BANNERS', notices: [{ message: 'x', isAlert: false, disableLogin: false }] });
});

test.run();
