/** Start flow: dead ends, Back, history, reset and changes of selection. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { initialStartFlow, startFlowReducer as reduce, currentLicenseState } from '../../../../core/use-cases/start-flow/machine';
import { atFetchDuplicates, atSelectLicenses, atSelectState, basis, duplicate, fee, line, producer, run, txLicense, withValidLicenses } from './fixtures';

// Dead ends, back, history, reset

test('dead ends have no Next: NO_LICENSES_AVAILABLE, NO_LICENSES_SELECTED, LICENSE_VALIDATION_ERRORS, END_CREATE_FLOW, END_VIEW_REPORT', () => {
  const ends = [
    run([{ type: 'SELECT_STATES', stateCodes: ['TX'] }, { type: 'NEXT' }, { type: 'LINES_LOADED', stateCode: 'TX', lines: [] }], atSelectState()),
    run([{ type: 'NEXT' }, { type: 'NEXT' }], atSelectLicenses()),
    run([{ type: 'SELECT_PRODUCT', productType: 'CONTACT_CHANGE' }, { type: 'NEXT' }]),
    run([{ type: 'SELECT_PRODUCT', productType: 'PDB_DETAIL_REPORT' }, { type: 'NEXT' }]),
  ];
  for (const s of ends) {
    const after = reduce(s, { type: 'NEXT' });
    assert.is(after.step, s.step);
    assert.equal(after.effects, []);
  }
});

test('END_CREATE_FLOW and END_VIEW_REPORT cannot go back', () => {
  const s = run([{ type: 'SELECT_PRODUCT', productType: 'CONTACT_CHANGE' }, { type: 'NEXT' }, { type: 'BACK' }]);
  assert.is(s.step, 'END_CREATE_FLOW');
});

test('Back skips the automatic fetch steps: from SELECT_STATE to SELECT_BASIS, not FETCH_BASIS', () => {
  let s = run([producer, { type: 'NEXT' }, { type: 'BASIS_LOADED', basisLicenses: [basis('TX', '1'), basis('CA', '2')] }]);
  s = run([{ type: 'SELECT_BASIS', basisLicense: basis('TX', '1') }, { type: 'NEXT' }, { type: 'BACK' }], s);
  assert.is(s.step, 'SELECT_BASIS');
  assert.equal(s.effects, []);
  s = reduce(s, { type: 'BACK' });
  assert.is(s.step, 'SELECT_PRODUCT');
});

test('Back from SELECT_STATE goes to SELECT_PRODUCT when the basis was chosen automatically', () => {
  assert.is(reduce(atSelectState(), { type: 'BACK' }).step, 'SELECT_PRODUCT');
});

test('Back from SELECT_LICENSES goes through the state pages, then to SELECT_STATE (skipping FETCH_LICENSES)', () => {
  let s = run([{ type: 'NEXT' }], withValidLicenses());
  assert.is(currentLicenseState(s), 'CA');
  s = reduce(s, { type: 'BACK' });
  assert.is(currentLicenseState(s), 'TX');
  s = reduce(s, { type: 'BACK' });
  assert.is(s.step, 'SELECT_STATE');
});

test('Back from FEE_ESTIMATE skips FETCH_DUPLICATES and lands on the last state page', () => {
  let s = run([{ type: 'DUPLICATES_LOADED', duplicates: [] }], atFetchDuplicates());
  s = reduce(s, { type: 'BACK' });
  assert.is(s.step, 'SELECT_LICENSES');
  assert.is(currentLicenseState(s), 'CA');
});

test('Back from a dead end returns to the step before it', () => {
  const s = run([{ type: 'NEXT' }, { type: 'NEXT' }, { type: 'BACK' }], atSelectLicenses());
  assert.is(s.step, 'SELECT_LICENSES');
});

test('Back while a fetch step loads returns to the step that started it, and its late answer is ignored', () => {
  let s = run([{ type: 'SELECT_STATES', stateCodes: ['TX'] }, { type: 'NEXT' }, { type: 'BACK' }], atSelectState());
  assert.is(s.step, 'SELECT_STATE');
  s = reduce(s, { type: 'LINES_LOADED', stateCode: 'TX', lines: [line('P')] });
  assert.is(s.step, 'SELECT_STATE');
});

test('the step history is truncated when an earlier step is revisited', () => {
  const s = run([{ type: 'DUPLICATES_LOADED', duplicates: [duplicate] }], atFetchDuplicates());
  assert.equal(s.history, ['SELECT_PRODUCT', 'SELECT_STATE', 'SELECT_LICENSES', 'DUPLICATE_CHECK']);
  const back = reduce(s, { type: 'GO_TO', step: 'SELECT_STATE' });
  assert.is(back.step, 'SELECT_STATE');
  assert.equal(back.history, ['SELECT_PRODUCT', 'SELECT_STATE']);
  // a step not visited cannot be jumped to
  assert.is(reduce(back, { type: 'GO_TO', step: 'FEE_ESTIMATE' }).step, 'SELECT_STATE');
});

test('entering the start-flow route resets to SELECT_PRODUCT', () => {
  assert.equal(reduce(atFetchDuplicates(), { type: 'ENTER' }), initialStartFlow);
});

// Changes of selection

test('changing the product clears the selections and the data fetched for them', () => {
  const s = reduce(withValidLicenses(), { type: 'SELECT_PRODUCT', productType: 'ADJUSTER_LICENSING', applicationType: 'NEW', residencyType: 'RESIDENT' });
  assert.equal(s.selections, { stateCodes: [], licenses: {}, productType: 'ADJUSTER_LICENSING', applicationType: 'NEW', residencyType: 'RESIDENT' });
  assert.is(s.basisLicenses, undefined);
  assert.is(s.supportedStates, undefined);
  assert.equal(s.lines, {});
  assert.equal(s.validation, {});
});

test('choosing the same product again keeps the selections', () => {
  const before = withValidLicenses();
  const s = reduce(before, producer);
  assert.equal(s.selections, before.selections);
});

test('changing the basis refetches the downstream data: supported states are requested again at SELECT_STATE', () => {
  let s = run([
    producer,
    { type: 'NEXT' },
    { type: 'BASIS_LOADED', basisLicenses: [basis('TX', '1'), basis('CA', '2')] },
    { type: 'SELECT_BASIS', basisLicense: basis('TX', '1') },
    { type: 'NEXT' },
  ]);
  s = run([{ type: 'SUPPORTED_STATES_LOADED', supportedStates: { states: { TX: 'Texas' }, multiSelect: false } }, { type: 'BACK' }], s);
  assert.is(s.step, 'SELECT_BASIS');
  assert.ok(s.supportedStates);
  s = run([{ type: 'SELECT_BASIS', basisLicense: basis('CA', '2') }, { type: 'NEXT' }], s);
  assert.is(s.step, 'SELECT_STATE');
  assert.equal(
    s.effects.map((e) => e.type),
    ['FETCH_SUPPORTED_STATES'],
  );
});

test("changing the states drops the removed states' licenses and the order data; lines are fetched again", () => {
  let s = run(
    [{ type: 'NEXT' }, { type: 'NEXT' }, { type: 'DUPLICATES_LOADED', duplicates: [duplicate] }, { type: 'GO_TO', step: 'SELECT_STATE' }],
    withValidLicenses(),
  );
  s = run([{ type: 'SELECT_STATES', stateCodes: ['TX'] }], s);
  assert.equal(Object.keys(s.selections.licenses), ['TX']);
  assert.is(s.duplicates, undefined);
  s = reduce(s, { type: 'NEXT' });
  assert.is(s.step, 'FETCH_LICENSES');
  assert.equal(s.effects.length, 1);
});

test('changing the licenses clears the duplicates and the fee summary so they are fetched again', () => {
  let s = run([{ type: 'DUPLICATES_LOADED', duplicates: [] }, { type: 'FEE_SUMMARY_LOADED', feeSummary: fee }, { type: 'BACK' }], atFetchDuplicates());
  const other = [{ licenseClassCode: 'A', loaCodes: ['A-L2'] }];
  s = reduce(s, { type: 'SELECT_LICENSES', stateCode: 'CA', licenses: other });
  assert.is(s.feeSummary, undefined);
  s = run(
    [{ type: 'VALIDATED', request: { stateCode: 'CA', licenses: other }, errors: null }, { type: 'NEXT' }, { type: 'DUPLICATES_LOADED', duplicates: [] }],
    s,
  );
  assert.is(s.step, 'FEE_ESTIMATE');
  assert.equal(
    s.effects.map((e) => e.type),
    ['FETCH_FEE_SUMMARY'],
  );
});

test('licenses for a state that is not chosen are ignored', () => {
  const before = atSelectLicenses();
  const s = reduce(before, { type: 'SELECT_LICENSES', stateCode: 'NY', licenses: txLicense });
  assert.equal(s.selections, before.selections);
  assert.equal(s.effects, []);
});

test('supported states drop chosen states that are no longer offered', () => {
  const s = run(
    [
      { type: 'SELECT_STATES', stateCodes: ['TX', 'NY'] },
      { type: 'SUPPORTED_STATES_LOADED', supportedStates: { states: { TX: 'Texas' }, multiSelect: true } },
    ],
    atSelectState(),
  );
  assert.equal(s.selections.stateCodes, ['TX']);
});

test.run();
