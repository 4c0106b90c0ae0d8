import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startFlowReducer as reduce, currentLicenseState } from '../../../../core/use-cases/start-flow/machine';
import { serverError } from '../../../../core/errors';
import { atFetchDuplicates, atSelectLicenses, atSelectState, basis, caLicense, duplicate, fee, line, producer, run, txLicense } from './fixtures';

// SELECT_PRODUCT

for (const productType of ['PRODUCER_LICENSING', 'ADJUSTER_LICENSING', 'OTHER_LICENSING'] as const) {
  test(`SELECT_PRODUCT goes to FETCH_BASIS for ${productType}, requesting the basis licenses`, () => {
    const s = run([{ type: 'SELECT_PRODUCT', productType, applicationType: 'NEW', residencyType: 'RESIDENT' }, { type: 'NEXT' }]);
    assert.is(s.step, 'FETCH_BASIS');
    assert.equal(s.effects, [{ type: 'FETCH_BASIS', query: { productType, applicationType: 'NEW', residencyType: 'RESIDENT' } }]);
  });
}

for (const productType of ['CONTACT_CHANGE', 'LICENSE_UPDATE', 'DEMOGRAPHIC_UPDATE', 'DEMOGRAPHIC_UPDATE_2'] as const) {
  test(`SELECT_PRODUCT goes to END_CREATE_FLOW for ${productType}, which creates the flow`, () => {
    const s = run([{ type: 'SELECT_PRODUCT', productType }, { type: 'NEXT' }]);
    assert.is(s.step, 'END_CREATE_FLOW');
    assert.equal(s.effects, [{ type: 'CREATE_FLOW', request: { productType } }]);
  });
}

test('SELECT_PRODUCT goes to END_VIEW_REPORT for PDB_DETAIL_REPORT, which goes to the PDB report route', () => {
  const s = run([{ type: 'SELECT_PRODUCT', productType: 'PDB_DETAIL_REPORT' }, { type: 'NEXT' }]);
  assert.is(s.step, 'END_VIEW_REPORT');
  assert.equal(s.effects, [{ type: 'VIEW_REPORT' }]);
});

test('SELECT_PRODUCT stays without a product, or without application and residency types for a licensing product', () => {
  let s = run([{ type: 'NEXT' }]);
  assert.is(s.step, 'SELECT_PRODUCT');
  assert.equal(s.problems, ['Please select a product']);
  s = run([{ type: 'SELECT_PRODUCT', productType: 'ADJUSTER_LICENSING' }, { type: 'NEXT' }]);
  assert.is(s.step, 'SELECT_PRODUCT');
  assert.equal(s.problems, ['Please select an application type', 'Please select a residency type']);
});

// FETCH_BASIS

test('FETCH_BASIS goes to SELECT_BASIS when more than one distinct basis license', () => {
  const s = run([producer, { type: 'NEXT' }, { type: 'BASIS_LOADED', basisLicenses: [basis('TX', '1'), basis('CA', '2')] }]);
  assert.is(s.step, 'SELECT_BASIS');
  assert.is(s.selections.basisLicense, undefined);
});

test('FETCH_BASIS goes to SELECT_STATE when the basis licenses are one license (distinct by jurisdiction and number)', () => {
  const s = run([producer, { type: 'NEXT' }, { type: 'BASIS_LOADED', basisLicenses: [basis('TX', '1', 'Producer'), basis('TX', '1', 'Adjuster')] }]);
  assert.is(s.step, 'SELECT_STATE');
  assert.equal(s.selections.basisLicense, basis('TX', '1', 'Producer'));
  assert.equal(s.effects, [
    {
      type: 'FETCH_SUPPORTED_STATES',
      query: { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'NONRESIDENT', jurisdictionCode: 'TX', licenseNumber: '1' },
    },
  ]);
});

test('FETCH_BASIS goes to SELECT_STATE when there is no basis license', () => {
  const s = run([producer, { type: 'NEXT' }, { type: 'BASIS_LOADED', basisLicenses: [] }]);
  assert.is(s.step, 'SELECT_STATE');
  assert.is(s.selections.basisLicense, undefined);
});

test('FETCH_BASIS failure keeps the step and carries the error for the generic error path', () => {
  const s = run([producer, { type: 'NEXT' }, { type: 'FETCH_FAILED', error: serverError(500) }]);
  assert.is(s.step, 'FETCH_BASIS');
  assert.equal(s.error, serverError(500));
});

// SELECT_BASIS

test('SELECT_BASIS goes to SELECT_STATE once a basis license is chosen', () => {
  let s = run([producer, { type: 'NEXT' }, { type: 'BASIS_LOADED', basisLicenses: [basis('TX', '1'), basis('CA', '2')] }]);
  s = reduce(s, { type: 'NEXT' });
  assert.is(s.step, 'SELECT_BASIS');
  assert.equal(s.problems, ['Please select a home state license']);
  s = run([{ type: 'SELECT_BASIS', basisLicense: { jurisdictionCode: 'CA', licenseNumber: '2' } }, { type: 'NEXT' }], s);
  assert.is(s.step, 'SELECT_STATE');
  assert.equal(s.problems, []);
});

// SELECT_STATE

test('SELECT_STATE goes to FETCH_LICENSES, requesting the available lines of each chosen state', () => {
  const s = run([{ type: 'SELECT_STATES', stateCodes: ['TX', 'CA'] }, { type: 'NEXT' }], atSelectState());
  assert.is(s.step, 'FETCH_LICENSES');
  const q = { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'NONRESIDENT', jurisdictionCode: 'TX', licenseNumber: '111' };
  assert.equal(s.effects, [
    { type: 'FETCH_LICENSES', query: { ...q, stateCode: 'TX' } },
    { type: 'FETCH_LICENSES', query: { ...q, stateCode: 'CA' } },
  ]);
});

test('SELECT_STATE stays without a state: "Please select a state"', () => {
  const s = reduce(atSelectState(), { type: 'NEXT' });
  assert.is(s.step, 'SELECT_STATE');
  assert.equal(s.problems, ['Please select a state']);
});

// FETCH_LICENSES

test('FETCH_LICENSES goes to SELECT_LICENSES when any state has licenses (after every state answered)', () => {
  let s = run([{ type: 'SELECT_STATES', stateCodes: ['TX', 'CA'] }, { type: 'NEXT' }], atSelectState());
  s = reduce(s, { type: 'LINES_FAILED', stateCode: 'TX', errors: ['Not eligible in Texas'] });
  assert.is(s.step, 'FETCH_LICENSES');
  s = reduce(s, { type: 'LINES_LOADED', stateCode: 'CA', lines: [line('A')] });
  assert.is(s.step, 'SELECT_LICENSES');
  assert.equal(s.lines.TX, { status: 'FAILURE', errors: ['Not eligible in Texas'] });
  assert.is(currentLicenseState(s), 'TX');
});

test('FETCH_LICENSES goes to NO_LICENSES_AVAILABLE when no state has licenses', () => {
  const s = run(
    [
      { type: 'SELECT_STATES', stateCodes: ['TX', 'CA'] },
      { type: 'NEXT' },
      { type: 'LINES_LOADED', stateCode: 'TX', lines: [] },
      { type: 'LINES_FAILED', stateCode: 'CA', errors: ['x'] },
    ],
    atSelectState(),
  );
  assert.is(s.step, 'NO_LICENSES_AVAILABLE');
});

// SELECT_LICENSES and per-state validation

test("selecting a state's licenses triggers validation: LOADING and a VALIDATE_LICENSES request", () => {
  const s = reduce(atSelectLicenses(), { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense });
  assert.equal(s.validation.TX, { status: 'LOADING', request: { stateCode: 'TX', licenses: txLicense } });
  assert.equal(s.effects, [{ type: 'VALIDATE_LICENSES', request: { stateCode: 'TX', licenses: txLicense } }]);
});

test('an empty selection counts as a validation success without a call', () => {
  const s = reduce(atSelectLicenses(), { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: [] });
  assert.equal(s.validation.TX, { status: 'SUCCESS', errors: null });
  assert.equal(s.effects, []);
});

test('validation answers: SUCCESS (204), SUCCESS with errors (200), FAILURE (the call failed); stale answers are ignored', () => {
  let s = reduce(atSelectLicenses(), { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense });
  const stale = reduce(s, { type: 'VALIDATED', request: { stateCode: 'TX', licenses: [] }, errors: null });
  assert.is(stale.validation.TX?.status, 'LOADING');
  const errors = { stateCode: 'TX', errors: ['Bad'], licenses: [] };
  assert.equal(reduce(s, { type: 'VALIDATED', request: { stateCode: 'TX', licenses: txLicense }, errors }).validation.TX, { status: 'SUCCESS', errors });
  s = reduce(s, { type: 'VALIDATION_FAILED', request: { stateCode: 'TX', licenses: txLicense }, error: serverError(502) });
  assert.equal(s.validation.TX, { status: 'FAILURE', error: serverError(502) });
});

test('Next on a state page validates first, then moves to the next state page on success', () => {
  let s = run([{ type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense }, { type: 'NEXT' }], atSelectLicenses());
  assert.is(currentLicenseState(s), 'TX');
  assert.ok(s.nextPending);
  s = reduce(s, { type: 'VALIDATED', request: { stateCode: 'TX', licenses: txLicense }, errors: null });
  assert.is(currentLicenseState(s), 'CA');
  assert.is(s.nextPending, false);
});

test('Next on a state page whose validation failed validates again and waits', () => {
  let s = reduce(atSelectLicenses(), { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense });
  s = reduce(s, { type: 'VALIDATION_FAILED', request: { stateCode: 'TX', licenses: txLicense }, error: serverError(500) });
  s = reduce(s, { type: 'NEXT' });
  assert.equal(s.effects, [{ type: 'VALIDATE_LICENSES', request: { stateCode: 'TX', licenses: txLicense } }]);
  assert.is(s.validation.TX?.status, 'LOADING');
  assert.is(currentLicenseState(s), 'TX');
});

test('Next on a state page stays on validation failure', () => {
  let s = run([{ type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense }, { type: 'NEXT' }], atSelectLicenses());
  s = reduce(s, { type: 'VALIDATION_FAILED', request: { stateCode: 'TX', licenses: txLicense }, error: serverError(500) });
  assert.is(s.step, 'SELECT_LICENSES');
  assert.is(currentLicenseState(s), 'TX');
  assert.is(s.nextPending, false);
});

test('SELECT_LICENSES goes to NO_LICENSES_SELECTED when nothing is chosen', () => {
  const s = run([{ type: 'NEXT' }, { type: 'NEXT' }], atSelectLicenses());
  assert.is(s.step, 'NO_LICENSES_SELECTED');
});

test('a chosen state with nothing ticked is refused by name: Next on the last page returns to its page, the problem naming it', () => {
  const s = run(
    [
      { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense },
      { type: 'VALIDATED', request: { stateCode: 'TX', licenses: txLicense }, errors: null },
      { type: 'NEXT' },
      { type: 'NEXT' },
    ],
    atSelectLicenses(),
  );
  assert.equal(
    [s.step, currentLicenseState(s), s.problems],
    ['SELECT_LICENSES', 'CA', ['Select a license and its lines of authority in California, or go back and remove California from your states']],
  );
  assert.equal(s.effects, [], 'no duplicates check, no fee estimate');
});

test('Next on a state page whose choices the registry refused stays on that page, its messages the problems', () => {
  const errors = { stateCode: 'TX', errors: [], licenses: [{ licenseClassCode: 'P', errors: [], loas: [{ loaCode: 'P-L1', errors: ['LOA not offered'] }] }] };
  const s = run(
    [
      { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense },
      { type: 'VALIDATED', request: { stateCode: 'TX', licenses: txLicense }, errors },
      { type: 'NEXT' },
    ],
    atSelectLicenses(),
  );
  assert.equal([s.step, s.licensePage, s.problems], ['SELECT_LICENSES', 0, ['LOA not offered']]);
  const pending = run(
    [
      { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense },
      { type: 'NEXT' },
      { type: 'VALIDATED', request: { stateCode: 'TX', licenses: txLicense }, errors },
    ],
    atSelectLicenses(),
  );
  assert.equal([pending.step, pending.licensePage, pending.problems], ['SELECT_LICENSES', 0, ['LOA not offered']], 'also when the answer comes after Next');
  const changed = run([{ type: 'SELECT_LICENSES', stateCode: 'TX', licenses: [] }], s);
  assert.equal(changed.problems, [], 'a new choice clears them');
});

test('SELECT_LICENSES goes to LICENSE_VALIDATION_ERRORS when any state has validation errors', () => {
  const errors = { stateCode: 'TX', errors: ['Not now'], licenses: [] };
  const onCa = run(
    [
      { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: txLicense },
      { type: 'VALIDATED', request: { stateCode: 'TX', licenses: txLicense }, errors: null },
      { type: 'NEXT' },
      { type: 'SELECT_LICENSES', stateCode: 'CA', licenses: caLicense },
      { type: 'VALIDATED', request: { stateCode: 'CA', licenses: caLicense }, errors: null },
    ],
    atSelectLicenses(),
  );
  // Texas refused after its page was left (its check is kept per state).
  const s = run([{ type: 'NEXT' }], { ...onCa, validation: { ...onCa.validation, TX: { status: 'SUCCESS', errors } } });
  assert.is(s.step, 'LICENSE_VALIDATION_ERRORS');
});

test('SELECT_LICENSES goes to FETCH_DUPLICATES with the licensing request built from the selections', () => {
  const s = atFetchDuplicates();
  assert.is(s.step, 'FETCH_DUPLICATES');
  assert.equal(s.effects, [
    {
      type: 'FETCH_DUPLICATES',
      request: {
        productType: 'PRODUCER_LICENSING',
        applicationType: 'NEW',
        residencyType: 'NONRESIDENT',
        basisLicense: { jurisdictionCode: 'TX', licenseNumber: '111' },
        states: [
          { stateCode: 'TX', licenses: txLicense },
          { stateCode: 'CA', licenses: caLicense },
        ],
      },
    },
  ]);
});

// FETCH_DUPLICATES, DUPLICATE_CHECK, FEE_ESTIMATE

test('FETCH_DUPLICATES goes to DUPLICATE_CHECK when duplicates exist', () => {
  const s = reduce(atFetchDuplicates(), { type: 'DUPLICATES_LOADED', duplicates: [duplicate] });
  assert.is(s.step, 'DUPLICATE_CHECK');
  assert.equal(s.duplicates, [duplicate]);
});

test('FETCH_DUPLICATES goes to FEE_ESTIMATE when there are none, requesting the fee summary', () => {
  const s = reduce(atFetchDuplicates(), { type: 'DUPLICATES_LOADED', duplicates: [] });
  assert.is(s.step, 'FEE_ESTIMATE');
  assert.equal(
    s.effects.map((e) => e.type),
    ['FETCH_FEE_SUMMARY'],
  );
});

test('DUPLICATE_CHECK goes to FEE_ESTIMATE', () => {
  const s = run([{ type: 'DUPLICATES_LOADED', duplicates: [duplicate] }, { type: 'NEXT' }], atFetchDuplicates());
  assert.is(s.step, 'FEE_ESTIMATE');
});

test('FEE_ESTIMATE goes to END_CREATE_FLOW, which creates the flow with the licensing request', () => {
  let s = run(
    [
      { type: 'DUPLICATES_LOADED', duplicates: [] },
      { type: 'FEE_SUMMARY_LOADED', feeSummary: fee },
    ],
    atFetchDuplicates(),
  );
  assert.equal(s.feeSummary, fee);
  s = reduce(s, { type: 'NEXT' });
  assert.is(s.step, 'END_CREATE_FLOW');
  assert.is(s.effects[0]?.type, 'CREATE_FLOW');
  assert.equal((s.effects[0] as { request: { states: unknown[] } }).request.states.length, 2);
});

test.run();
