import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  initialFormItems,
  initialNameForm,
  initialRequestedName,
  nameFormReducer as reduce,
  namePostPayload,
  type NameFormState,
} from '../../../../core/use-cases/names/name-form';
import type { PrimaryNameResponse, JurisdictionEntry } from '../../../../core/model/names';
import { serverError } from '../../../../core/errors';

const j = (jurisdiction: string): JurisdictionEntry => ({
  jurisdiction,
  resident: jurisdiction === 'TX',
  dhs: false,
  changed: false,
  active: true,
  enabled: true,
});
const response: PrimaryNameResponse = {
  enabled: [
    { currentName: { type: 'INDIVIDUAL', first: 'Jane', last: 'Roe', middle: 'Q' }, jurisdictions: [j('TX'), j('CA')] },
    { currentName: { type: 'BUSINESS', company: 'Roe Agency LLC' }, jurisdictions: [j('NY')] },
  ],
  disabled: ['FL'],
};

const loaded = (): NameFormState => reduce(reduce(initialNameForm('F-1'), { type: 'LOAD', flowId: 'F-1' }), { type: 'LOADED', response });

test('entering the name page fetches the primary names', () => {
  const s = reduce(initialNameForm('F-1'), { type: 'LOAD', flowId: 'F-1' });
  assert.equal(s.fetch, { status: 'loading' });
  assert.equal(s.effects, [{ type: 'FETCH_PRIMARY_NAME', flowId: 'F-1' }]);
});

test('the requested name copies the current one; a business company starts blank', () => {
  assert.equal(initialRequestedName({ type: 'INDIVIDUAL', first: 'A', last: 'B' }), { type: 'INDIVIDUAL', first: 'A', last: 'B' });
  assert.equal(initialRequestedName({ type: 'BUSINESS', company: 'X Inc' }), { type: 'BUSINESS', company: '' });
  const items = initialFormItems(response);
  assert.equal(items[0].requestedName, response.enabled[0].currentName);
  assert.equal(items[1].requestedName, { type: 'BUSINESS', company: '' });
});

test('all jurisdictions start checked', () => {
  const s = loaded();
  assert.ok(s.items.every((item) => item.jurisdictions.every((x) => x.checked === true)));
});

test('the post payload has the requested names and the checked jurisdictions without `checked`', () => {
  let s = loaded();
  s = reduce(s, { type: 'CHECK_JURISDICTION', index: 0, jurisdiction: 'CA', checked: false });
  s = reduce(s, { type: 'EDIT_NAME', index: 1, requestedName: { type: 'BUSINESS', company: 'Roe Group' } });
  const body = namePostPayload('F-1', s.items);
  assert.equal(body, {
    flowId: 'F-1',
    items: [
      { requestedName: { type: 'INDIVIDUAL', first: 'Jane', last: 'Roe', middle: 'Q' }, jurisdictions: [j('TX')] },
      { requestedName: { type: 'BUSINESS', company: 'Roe Group' }, jurisdictions: [j('NY')] },
    ],
  });
  assert.not.ok(JSON.stringify(body).includes('checked'));
});

test('submit with a blank required name is refused with field errors', () => {
  const s = reduce(loaded(), { type: 'SUBMIT' });
  assert.equal(s.effects, []);
  assert.ok(s.nameErrors[1].company);
});

test('Name post: PASS goes to the demographic-update submitter page', () => {
  let s = reduce(loaded(), { type: 'EDIT_NAME', index: 1, requestedName: { type: 'BUSINESS', company: 'Roe Group' } });
  s = reduce(s, { type: 'SUBMIT' });
  assert.equal(s.post, { status: 'loading' });
  assert.is(s.effects[0].type, 'POST_PRIMARY_NAME');
  s = reduce(s, { type: 'POSTED', result: { requestStatus: 'PASS' } });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/demographic-update/F-1/submitter' }]);
});

for (const requestStatus of ['PARTIAL', 'FAIL'] as const) {
  test(`Name post: ${requestStatus} shows the returned errors and stays`, () => {
    let s = reduce(loaded(), { type: 'EDIT_NAME', index: 1, requestedName: { type: 'BUSINESS', company: 'Roe Group' } });
    s = reduce(s, { type: 'SUBMIT' });
    const errors = [{ jurisdiction: 'CA', message: 'Name change not allowed' }];
    s = reduce(s, { type: 'POSTED', result: { requestStatus, errors } });
    assert.equal(s.post, { status: 'failure', error: errors });
    assert.equal(s.effects, []);
  });
}

test('name fetch: loading keeps the previous result on reload; failure carries the error', () => {
  const s = reduce(loaded(), { type: 'LOAD', flowId: 'F-1' });
  assert.equal(s.fetch, { status: 'loading', previous: response });
  const f = reduce(s, { type: 'LOAD_FAILED', error: serverError(500) });
  assert.equal(f.fetch, { status: 'failure', error: serverError(500) });
});

test('a failed name post call goes to the generic error path', () => {
  let s = reduce(loaded(), { type: 'EDIT_NAME', index: 1, requestedName: { type: 'BUSINESS', company: 'Roe Group' } });
  s = reduce(reduce(s, { type: 'SUBMIT' }), { type: 'POST_FAILED', error: serverError(503) });
  assert.equal(s.error, serverError(503));
});

test.run();
