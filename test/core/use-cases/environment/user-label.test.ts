/** The user menu's label (docs/portal.md §Shell "User-info failure label: Unknown User") and the confirm box's words (docs/portal.md §Shell). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CANCEL_LABEL, CONFIRM_LABEL, CONFIRM_TEXT } from '../../../../core/use-cases/confirm';
import { userLabel } from '../../../../core/use-cases/environment/user-label';
import type { UserInfo } from '../../../../core/model/user-info';

const alice = { displayName: 'Alice Morgan' } as UserInfo;

test('user info failure: the user menu says "Unknown User"; loaded, the display name; loading, nothing yet', () => {
  assert.is(userLabel('failure', undefined), 'Unknown User');
  assert.is(userLabel('failure', alice), 'Unknown User');
  assert.is(userLabel('success', alice), 'Alice Morgan');
  assert.is(userLabel('loading', undefined), undefined);
  assert.is(userLabel('success', undefined), undefined);
});

test('confirm box: "Do you really want to do this?" with Cancel and Ok by default', () => {
  assert.equal([CONFIRM_TEXT, CANCEL_LABEL, CONFIRM_LABEL], ['Do you really want to do this?', 'Cancel', 'Ok']);
});

test.run();
