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
import { badRequest, serverError } from '../../../../core/errors';
import { disabledJurisdictionsText, jurisdictionLabel, jurisdictionMessage, nameRefusal, nameText } from '../../../../core/use-cases/names/name-page';
import { must } from '../../../must';

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
  assert.equal(items[0]?.requestedName, must(response.enabled[0], 'an enabled name').currentName);
  assert.equal(items[1]?.requestedName, { type: 'BUSINESS', company: '' });
});

test('all jurisdictions start checked', () => {
  const s = loaded();
  assert.ok(s.items.every((item) => item.jurisdictions.every((x) => x.checked === true)));
});

test('a request the registry holds is read back: its requested name, its jurisdictions checked and the others not', () => {
  const held: PrimaryNameResponse = {
    enabled: [
      {
        currentName: { type: 'INDIVIDUAL', first: 'Jane', last: 'Roe' },
        requestedName: { type: 'INDIVIDUAL', first: 'Janet', middle: 'Q', last: 'Roe' },
        jurisdictions: [{ ...j('TX'), changed: true }, j('OK')],
      },
    ],
    disabled: [],
  };
  const [item] = initialFormItems(held);
  assert.equal(item?.requestedName, { type: 'INDIVIDUAL', first: 'Janet', middle: 'Q', last: 'Roe' });
  assert.equal(
    item?.jurisdictions.map((x) => [x.jurisdiction, x.checked]),
    [
      ['TX', true],
      ['OK', false],
    ],
  );
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
  assert.ok(s.nameErrors[1]?.company);
});

test('Name post: PASS goes to the demographic-update submitter page', () => {
  let s = reduce(loaded(), { type: 'EDIT_NAME', index: 1, requestedName: { type: 'BUSINESS', company: 'Roe Group' } });
  s = reduce(s, { type: 'SUBMIT' });
  assert.equal(s.post, { status: 'loading' });
  assert.is(s.effects[0]?.type, 'POST_PRIMARY_NAME');
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
    assert.is(s.refusal, requestStatus);
  });
}

test("Name post PARTIAL and FAIL: the page names the outcome and shows each jurisdiction's message by its entry", () => {
  let s = reduce(loaded(), { type: 'EDIT_NAME', index: 1, requestedName: { type: 'BUSINESS', company: 'Roe Group' } });
  s = reduce(reduce(s, { type: 'SUBMIT' }), {
    type: 'POSTED',
    result: { requestStatus: 'PARTIAL', errors: [{ jurisdiction: 'CA', message: 'Needs a court order.' }] },
  });
  assert.is(nameRefusal(s)?.title, 'Your name change was not accepted in every jurisdiction');
  assert.is(jurisdictionMessage(s, 'CA'), 'Not accepted: Needs a court order.');
  assert.is(jurisdictionMessage(s, 'TX'), undefined);
  s = reduce(reduce(s, { type: 'SUBMIT' }), { type: 'POSTED', result: { requestStatus: 'FAIL', errors: [] } });
  assert.is(nameRefusal(s)?.title, 'Your name change was not accepted');
  // A new submit forgets the last outcome while it runs.
  assert.is(nameRefusal(reduce(s, { type: 'SUBMIT' })), undefined);
  assert.is(nameRefusal(loaded()), undefined);
});

test("a 400 on the name post shows the registry's messages in the form and keeps what was typed", () => {
  let s = reduce(loaded(), { type: 'EDIT_NAME', index: 1, requestedName: { type: 'BUSINESS', company: 'Roe Group' } });
  s = reduce(reduce(s, { type: 'SUBMIT' }), { type: 'POST_FAILED', error: badRequest(['Select at least one jurisdiction']) });
  assert.is(s.error, undefined);
  assert.equal(s.rejected, ['Select at least one jurisdiction']);
  assert.equal(nameRefusal(s), { title: 'Your name change was not sent', text: 'Select at least one jurisdiction' });
  assert.equal(s.items[1]?.requestedName, { type: 'BUSINESS', company: 'Roe Group' });
});

test('submit with no jurisdiction checked is refused: "Select at least one jurisdiction"; checking one clears it', () => {
  let s = reduce(loaded(), { type: 'EDIT_NAME', index: 1, requestedName: { type: 'BUSINESS', company: 'Roe Group' } });
  for (const [index, code] of [
    [0, 'TX'],
    [0, 'CA'],
    [1, 'NY'],
  ] as const)
    s = reduce(s, { type: 'CHECK_JURISDICTION', index, jurisdiction: code, checked: false });
  s = reduce(s, { type: 'SUBMIT' });
  assert.equal(s.effects, []);
  assert.is(s.nameErrors[0]?.jurisdictions, 'Select at least one jurisdiction');
  s = reduce(s, { type: 'CHECK_JURISDICTION', index: 0, jurisdiction: 'TX', checked: true });
  assert.equal(s.nameErrors, {});
  assert.is(reduce(s, { type: 'SUBMIT' }).effects[0]?.type, 'POST_PRIMARY_NAME');
});

test('name page words: names, jurisdictions, and the disabled ones with why', () => {
  assert.is(nameText({ type: 'INDIVIDUAL', first: 'Jane', middle: 'Q', last: 'Roe', suffix: 'Jr.' }), 'Jane Q Roe Jr.');
  assert.is(nameText({ type: 'BUSINESS', company: 'Roe LLC' }), 'Roe LLC');
  assert.is(jurisdictionLabel(j('TX')), 'Texas (TX), resident license');
  assert.is(jurisdictionLabel(j('CA')), 'California (CA), nonresident license');
  assert.is(disabledJurisdictionsText([]), undefined);
  assert.match(
    disabledJurisdictionsText(['NY']) ?? '',
    /^New York: the registry cannot change your name there online\. Contact that state's insurance department/,
  );
  assert.match(disabledJurisdictionsText(['NY', 'FL']) ?? '', /^New York, Florida: .* each state's insurance department/);
});

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
