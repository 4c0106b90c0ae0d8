/** Invariants of the start-flow machine under arbitrary event sequences (fast-check). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { initialStartFlow, startFlowReducer, type StartFlowEvent } from '../../../../core/use-cases/start-flow/machine';
import { START_FLOW_STEPS, isFetchStep } from '../../../../core/use-cases/start-flow/steps';
import { basis, line } from './fixtures';
import { must } from '../../../must';

const states = ['TX', 'CA', 'NY'];
/** The i-th basis license of a list, its state taken from `states` in turn. */
const nthBasis = (i: number) => basis(must(states[i % states.length], 'a state'), String(i));
const product = fc.constantFrom(
  ...(['PRODUCER_LICENSING', 'ADJUSTER_LICENSING', 'OTHER_LICENSING', 'CONTACT_CHANGE', 'PDB_DETAIL_REPORT', 'LICENSE_UPDATE'] as const),
);
const event: fc.Arbitrary<StartFlowEvent> = fc.oneof(
  {
    arbitrary: product.map((productType) => ({ type: 'SELECT_PRODUCT', productType, applicationType: 'NEW', residencyType: 'RESIDENT' }) as StartFlowEvent),
    weight: 1,
  },
  { arbitrary: fc.constant({ type: 'NEXT' } as StartFlowEvent), weight: 6 },
  { arbitrary: fc.constant({ type: 'BACK' } as StartFlowEvent), weight: 2 },
  { arbitrary: fc.constantFrom(...START_FLOW_STEPS).map((step) => ({ type: 'GO_TO', step }) as StartFlowEvent), weight: 1 },
  {
    arbitrary: fc
      .integer({ min: 0, max: 3 })
      .map((n) => ({ type: 'BASIS_LOADED', basisLicenses: Array.from({ length: n }, (_, i) => nthBasis(i)) }) as StartFlowEvent),
    weight: 2,
  },
  { arbitrary: fc.subarray(states, { minLength: 0 }).map((stateCodes) => ({ type: 'SELECT_STATES', stateCodes }) as StartFlowEvent), weight: 2 },
  { arbitrary: fc.constantFrom(...states).map((c) => ({ type: 'SELECT_BASIS', basisLicense: basis(c, '1') }) as StartFlowEvent), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...states), fc.boolean())
      .map(([stateCode, some]) => ({ type: 'LINES_LOADED', stateCode, lines: some ? [line('P')] : [] }) as StartFlowEvent),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...states), fc.boolean())
      .map(
        ([stateCode, some]) =>
          ({ type: 'SELECT_LICENSES', stateCode, licenses: some ? [{ licenseClassCode: 'P', loaCodes: ['P-L1'] }] : [] }) as StartFlowEvent,
      ),
    weight: 3,
  },
  {
    arbitrary: fc.tuple(fc.constantFrom(...states), fc.boolean()).map(
      ([stateCode, bad]) =>
        ({
          type: 'VALIDATED',
          request: { stateCode, licenses: [{ licenseClassCode: 'P', loaCodes: ['P-L1'] }] },
          errors: bad ? { stateCode, errors: ['x'], licenses: [] } : null,
        }) as StartFlowEvent,
    ),
    weight: 3,
  },
  {
    arbitrary: fc.boolean().map(
      (some) =>
        ({
          type: 'DUPLICATES_LOADED',
          duplicates: some
            ? [{ orderDate: '', orderCode: 'O', requestCode: 'R', status: '', product: '', state: 'TX', licenseClassName: '', loaNames: [] }]
            : [],
        }) as StartFlowEvent,
    ),
    weight: 1,
  },
  { arbitrary: fc.constant({ type: 'ENTER' } as StartFlowEvent), weight: 1 },
);

test('start flow: the history never holds fetch steps or repeats, and ends at the current user-facing step', () => {
  fc.assert(
    fc.property(fc.array(event, { maxLength: 60 }), (events) => {
      let s = initialStartFlow;
      for (const e of events) {
        s = startFlowReducer(s, e);
        assert.ok(START_FLOW_STEPS.includes(s.step));
        assert.ok(s.history.every((h) => !isFetchStep(h)));
        assert.is(new Set(s.history).size, s.history.length);
        if (!isFetchStep(s.step)) assert.is(s.history[s.history.length - 1], s.step);
        assert.is(s.history[0], 'SELECT_PRODUCT');
        if (s.step === 'SELECT_LICENSES') assert.ok(s.licensePage >= 0 && s.licensePage < Math.max(1, s.selections.stateCodes.length));
        // licenses are only ever kept for chosen states
        assert.ok(Object.keys(s.selections.licenses).every((c) => s.selections.stateCodes.includes(c)));
      }
    }),
    { numRuns: 400 },
  );
});

test.run();
