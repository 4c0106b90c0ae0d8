/**
 * The start-flow wizard's addresses (core/use-cases/start-flow/address.ts): state → address →
 * location round trips, malformed addresses fall back, and the wizard is rebuilt from an
 * address through the registry's answers, as far as they allow.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { badRequest, serverError } from '../../../../core/errors';
import type { AvailableLine, BasisLicense, LicenseValidationErrors, StateSelection } from '../../../../core/model/licensing';
import {
  formatStartFlowAddress,
  parseStartFlowAddress,
  restoreStartFlow,
  startFlowAddress,
  startFlowLocation,
  type StartFlowLocation,
} from '../../../../core/use-cases/start-flow/address';
import { startFlowAddressMoves } from '../../../../core/use-cases/start-flow/address-moves';
import { currentLicenseState, initialStartFlow } from '../../../../core/use-cases/start-flow/machine';
import { createStartFlowUseCase, type StartFlowPorts } from '../../../../core/use-cases/start-flow/use-case';
import { atSelectLicenses, basis, withValidLicenses } from './fixtures';

const t = suite('start-flow addresses');

const PRODUCER = { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'RESIDENT' } as const;
const AZ_LINES: AvailableLine[] = [
  {
    licenseClassCode: 'PRODUCER',
    licenseClassName: 'Insurance Producer',
    loas: [
      { loaCode: 'LIFE', loaName: 'Life', active: false, available: true },
      { loaCode: 'AH', loaName: 'Accident & Health', active: false, available: true },
      { loaCode: 'VLVA', loaName: 'Variable Life & Variable Annuity', active: false, available: true },
    ],
  },
];

const full: StartFlowLocation = {
  step: 'SELECT_LICENSES',
  licenseState: 'GA',
  selections: {
    ...PRODUCER,
    basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
    stateCodes: ['AZ', 'GA'],
    licenses: {
      AZ: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE', 'AH'] }],
      GA: [{ licenseClassCode: 'PRODUCER', loaCodes: ['PROP'], licenseNumber: 'GA-1' }],
    },
  },
};

const split = (address: string) => {
  const at = address.indexOf('?');
  return at < 0 ? ([address, ''] as const) : ([address.slice(0, at), address.slice(at)] as const);
};
const reparse = (address: string) => parseStartFlowAddress(...split(address));

t('each user-facing step has its own address; the choices ride in the query', () => {
  assert.is(
    formatStartFlowAddress(full),
    '/start-flow/licenses/GA?product=PRODUCER_LICENSING&application=NEW&residency=RESIDENT&basis=TX:TX-100001&states=AZ,GA&license=AZ:PRODUCER:LIFE,AH&license=GA:PRODUCER:PROP:GA-1',
  );
  assert.is(formatStartFlowAddress({ step: 'SELECT_PRODUCT', selections: { stateCodes: [], licenses: {} } }), '/start-flow');
  assert.is(formatStartFlowAddress({ ...full, step: 'FEE_ESTIMATE' }).split('?')[0], '/start-flow/fee-estimate');
  assert.is(formatStartFlowAddress({ ...full, step: 'SELECT_STATE' }).split('?')[0], '/start-flow/states');
});

t('round trip: every address step, formatted then parsed, is the same location', () => {
  const steps = [
    'SELECT_BASIS',
    'SELECT_STATE',
    'NO_LICENSES_AVAILABLE',
    'NO_LICENSES_SELECTED',
    'LICENSE_VALIDATION_ERRORS',
    'DUPLICATE_CHECK',
    'FEE_ESTIMATE',
  ] as const;
  for (const step of steps) {
    const { licenseState: _l, ...rest } = full;
    const location: StartFlowLocation = { ...rest, step };
    assert.equal(reparse(formatStartFlowAddress(location)), location, step);
  }
  assert.equal(reparse(formatStartFlowAddress(full)), full);
  const product: StartFlowLocation = { step: 'SELECT_PRODUCT', selections: { productType: 'CONTACT_CHANGE', stateCodes: [], licenses: {} } };
  assert.equal(reparse(formatStartFlowAddress(product)), product);
});

t('round trip from the machine: the address of a state parses back to that state’s step, page and selections', () => {
  const state = withValidLicenses();
  const address = startFlowAddress(state)!;
  assert.is(split(address)[0], '/start-flow/licenses/TX');
  assert.equal(reparse(address), startFlowLocation(state));
  assert.is(startFlowAddress({ ...state, step: 'FETCH_DUPLICATES' }), undefined, 'a fetch step has no address');
  assert.is(startFlowAddress({ ...state, step: 'END_CREATE_FLOW' }), undefined, 'an END step has no address');
  assert.is(startFlowAddress(initialStartFlow), '/start-flow');
});

t('malformed addresses go to SELECT_PRODUCT, or keep what is valid and fall back to an earlier step', () => {
  assert.equal(parseStartFlowAddress('/start-flow/fee-estimate', '?product=NOPE&states=AZ'), {
    step: 'SELECT_PRODUCT',
    selections: { stateCodes: [], licenses: {} },
  });
  assert.is(parseStartFlowAddress('/start-flow/nowhere', '?product=PRODUCER_LICENSING').step, 'SELECT_PRODUCT');
  assert.is(parseStartFlowAddress('/start-flow/states/extra', '?product=PRODUCER_LICENSING').step, 'SELECT_PRODUCT');
  // A later step without states is the states step; a license page of a state not chosen too.
  assert.is(parseStartFlowAddress('/start-flow/fee-estimate', '?product=PRODUCER_LICENSING').step, 'SELECT_STATE');
  assert.is(parseStartFlowAddress('/start-flow/licenses/NY', '?product=PRODUCER_LICENSING&states=AZ').step, 'SELECT_STATE');
  // Bad values are dropped one by one.
  const l = parseStartFlowAddress(
    '/start-flow/duplicates',
    '?product=PRODUCER_LICENSING&application=<script>&residency=RESIDENT&basis=Texas&states=AZ,zz,AZ,GA&license=AZ:PRODUCER:LIFE&license=NY:PRODUCER:LIFE&license=broken&license=AZ:PRODUCER:AH',
  );
  assert.equal(l, {
    step: 'DUPLICATE_CHECK',
    selections: {
      productType: 'PRODUCER_LICENSING',
      residencyType: 'RESIDENT',
      stateCodes: ['AZ', 'GA'],
      licenses: { AZ: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE'] }] },
    },
  });
  // A product with no wizard steps keeps only the product, on its page.
  assert.equal(parseStartFlowAddress('/start-flow/states', '?product=LICENSE_UPDATE&states=AZ'), {
    step: 'SELECT_PRODUCT',
    selections: { productType: 'LICENSE_UPDATE', stateCodes: [], licenses: {} },
  });
  assert.is(parseStartFlowAddress('/start-flow', '?product=%E0%A4%A').step, 'SELECT_PRODUCT', 'a broken escape is ignored');
});

/** A registry answering the wizard's lookups; MA answers 400 on available lines. */
function ports(
  options: { basis?: BasisLicense[]; validation?: (s: StateSelection) => LicenseValidationErrors | null; duplicates?: boolean; failLines?: boolean } = {},
): StartFlowPorts & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    api: {
      basisLicenses: () => (calls.push('basis'), TE.right(options.basis ?? [basis('TX', 'TX-100001'), basis('OK', 'OK-1')])),
      supportedStates: () => (calls.push('states'), TE.right({ states: { AZ: 'Arizona', GA: 'Georgia', MA: 'Massachusetts' }, multiSelect: true })),
      availableLines: (q) => {
        calls.push(`lines ${q.stateCode}`);
        if (options.failLines) return TE.left(serverError(500));
        return q.stateCode === 'MA' ? TE.left(badRequest(['Massachusetts is closed.'])) : TE.right(AZ_LINES);
      },
      validateLicenses: (s) => (calls.push(`validate ${s.stateCode}`), TE.right(options.validation?.(s) ?? null)),
      duplicates: () => (calls.push('duplicates'), TE.right(options.duplicates ? [] : [])),
      feeSummary: () => (calls.push('fees'), TE.right({ grandTotal: '181.20', stateTotal: '170.00', licensehubTotal: '11.20', feeDetails: [] })),
    },
  };
}

const at = (step: StartFlowLocation['step'], extra: Partial<StartFlowLocation> = {}): StartFlowLocation => ({ ...full, step, ...extra });

t('restore rebuilds the wizard at a license page with the basis, states and licenses of the address', async () => {
  const p = ports();
  const wizard = createStartFlowUseCase(p, initialStartFlow);
  await restoreStartFlow(wizard, at('SELECT_LICENSES', { licenseState: 'GA' }));
  const s = wizard.getState();
  assert.is(s.step, 'SELECT_LICENSES');
  assert.is(s.selections.stateCodes[s.licensePage], 'GA');
  assert.equal(s.selections.basisLicense, { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' });
  assert.equal(s.selections.licenses.AZ, [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE', 'AH'] }]);
  assert.equal(s.history, ['SELECT_PRODUCT', 'SELECT_BASIS', 'SELECT_STATE', 'SELECT_LICENSES'], 'Back works from the rebuilt step');
  assert.equal(startFlowLocation(s), at('SELECT_LICENSES', { licenseState: 'GA' }));
});

t('restore reaches the fee estimate through the duplicate check, and stops at SELECT_PRODUCT for a product alone', async () => {
  const wizard = createStartFlowUseCase(ports(), initialStartFlow);
  await restoreStartFlow(wizard, at('FEE_ESTIMATE'));
  assert.is(wizard.getState().step, 'FEE_ESTIMATE');
  assert.is(wizard.getState().feeSummary?.grandTotal, '181.20');
  await restoreStartFlow(wizard, { step: 'SELECT_PRODUCT', selections: { productType: 'CONTACT_CHANGE', stateCodes: [], licenses: {} } });
  assert.is(wizard.getState().step, 'SELECT_PRODUCT');
  assert.is(wizard.getState().selections.productType, 'CONTACT_CHANGE');
  assert.equal(wizard.getState().effects, [], 'nothing is created by a restore');
});

t('restore stops at the furthest valid step: a missing basis, missing states, a basis no longer held, a failed call', async () => {
  const p = ports();
  const wizard = createStartFlowUseCase(p, initialStartFlow);
  const { basisLicense: _b, ...noBasis } = full.selections;
  await restoreStartFlow(wizard, at('FEE_ESTIMATE', { selections: noBasis }));
  assert.is(wizard.getState().step, 'SELECT_BASIS');
  assert.equal(wizard.getState().problems, [], 'a rebuild shows no error for what the address lacks');
  await restoreStartFlow(wizard, at('FEE_ESTIMATE', { selections: { ...full.selections, stateCodes: [], licenses: {} } }));
  assert.is(wizard.getState().step, 'SELECT_STATE');
  await restoreStartFlow(wizard, at('FEE_ESTIMATE', { selections: { ...full.selections, basisLicense: { jurisdictionCode: 'CA', licenseNumber: 'X' } } }));
  assert.is(wizard.getState().step, 'SELECT_BASIS', 'a basis the registry no longer lists is not kept');
  assert.is(wizard.getState().selections.basisLicense, undefined);
  const failing = createStartFlowUseCase(ports({ failLines: true }), initialStartFlow);
  await restoreStartFlow(failing, at('FEE_ESTIMATE'));
  assert.ok(failing.getState().error, 'the failure is kept for the generic error path');
});

t('restore with one basis license skips SELECT_BASIS; MA alone is NO_LICENSES_AVAILABLE; nothing chosen is NO_LICENSES_SELECTED', async () => {
  const one = createStartFlowUseCase(ports({ basis: [basis('TX', 'TX-1')] }), initialStartFlow);
  await restoreStartFlow(one, at('SELECT_BASIS'));
  assert.is(one.getState().step, 'SELECT_STATE');
  const wizard = createStartFlowUseCase(ports(), initialStartFlow);
  await restoreStartFlow(wizard, at('NO_LICENSES_AVAILABLE', { selections: { ...full.selections, stateCodes: ['MA'], licenses: {} } }));
  assert.is(wizard.getState().step, 'NO_LICENSES_AVAILABLE');
  await restoreStartFlow(wizard, at('NO_LICENSES_SELECTED', { selections: { ...full.selections, licenses: {} } }));
  assert.is(wizard.getState().step, 'NO_LICENSES_SELECTED');
});

t('restore of LICENSE_VALIDATION_ERRORS stops on the license page of the state the registry still refuses, its messages shown', async () => {
  const refuse = (s: StateSelection): LicenseValidationErrors | null =>
    s.stateCode === 'AZ' ? { stateCode: 'AZ', errors: ['Correct the license marked below.'], licenses: [] } : null;
  const wizard = createStartFlowUseCase(ports({ validation: refuse }), initialStartFlow);
  await restoreStartFlow(wizard, at('LICENSE_VALIDATION_ERRORS'));
  const s = wizard.getState();
  assert.equal([s.step, currentLicenseState(s), s.problems], ['SELECT_LICENSES', 'AZ', ['Correct the license marked below.']]);
});

t('a restore no longer wanted stops between steps', async () => {
  const p = ports();
  const wizard = createStartFlowUseCase(p, initialStartFlow);
  await restoreStartFlow(wizard, at('FEE_ESTIMATE'), () => false);
  assert.is(wizard.getState().step, 'SELECT_BASIS');
  assert.not.ok(p.calls.includes('states'));
});

t('the license page address names the page shown', () => {
  const s = atSelectLicenses();
  assert.is(split(startFlowAddress(s)!)[0], '/start-flow/licenses/TX');
  assert.is(split(startFlowAddress({ ...s, licensePage: 1 })!)[0], '/start-flow/licenses/CA');
});

/** The driver's address and every move the core made to it. */
function addressBar(start: string) {
  const bar = { here: start, moves: [] as string[] };
  const go = (to: string, replace: boolean) => {
    bar.moves.push(`${replace ? 'replace' : 'push'} ${to}`);
    bar.here = to;
  };
  return { bar, go };
}

const STATES_ADDRESS = '/start-flow/states?product=PRODUCER_LICENSING&application=NEW&residency=RESIDENT&basis=TX:TX-100001&states=AZ';

t('address moves: an address the wizard did not write is rebuilt and replaced by the step it stopped at; one it wrote needs nothing', async () => {
  const p = ports();
  const wizard = createStartFlowUseCase(p, initialStartFlow);
  const { bar, go } = addressBar('/start-flow/fee-estimate?product=PRODUCER_LICENSING');
  const moves = startFlowAddressMoves(wizard, go);
  await moves.arrive(bar.here, () => true);
  assert.is(wizard.getState().step, 'SELECT_PRODUCT');
  assert.equal(bar.moves, ['replace /start-flow?product=PRODUCER_LICENSING'], 'the address of the step it stopped at, in place of the one asked for');
  const calls = p.calls.length;
  assert.is(
    moves.arrive(bar.here, () => true),
    undefined,
    'the address it wrote: nothing to do',
  );
  assert.is(p.calls.length, calls);
});

t("address moves: a Continue pushes the next step; browser Back from it is the machine's own Back, with nothing fetched again", async () => {
  const p = ports();
  const wizard = createStartFlowUseCase(p, initialStartFlow);
  const { bar, go } = addressBar(STATES_ADDRESS);
  const moves = startFlowAddressMoves(wizard, go);
  await moves.arrive(bar.here, () => true);
  assert.is(wizard.getState().step, 'SELECT_STATE');
  assert.equal(bar.moves, []);
  assert.is(await moves.continueWith([{ type: 'NEXT' }], bar.here), 'MOVED');
  assert.is(wizard.getState().step, 'SELECT_LICENSES');
  assert.equal(bar.moves, [`push ${startFlowAddress(wizard.getState())}`]);
  const calls = p.calls.length;
  assert.is(
    moves.arrive(STATES_ADDRESS, () => true),
    undefined,
    'Back settles at once',
  );
  assert.is(wizard.getState().step, 'SELECT_STATE');
  assert.is(p.calls.length, calls, 'nothing fetched again');
});

t('address moves: a Continue from an address that lacks the choices made on the page rewrites its entry first; a refused one stays', async () => {
  const wizard = createStartFlowUseCase(ports(), initialStartFlow);
  const { bar, go } = addressBar(STATES_ADDRESS);
  const moves = startFlowAddressMoves(wizard, go);
  await moves.arrive(bar.here, () => true);
  wizard.dispatch({ type: 'SELECT_STATES', stateCodes: [] });
  assert.is(await moves.continueWith([{ type: 'NEXT' }], bar.here), 'STAYED', 'no state chosen: refused');
  assert.equal(bar.moves, []);
  assert.ok(wizard.getState().problems.length > 0);
  wizard.dispatch({ type: 'SELECT_STATES', stateCodes: ['AZ', 'GA'] });
  assert.is(await moves.continueWith([{ type: 'NEXT' }], bar.here), 'MOVED');
  assert.equal(bar.moves, [`replace ${STATES_ADDRESS.replace('states=AZ', 'states=AZ,GA')}`, `push ${startFlowAddress(wizard.getState())}`]);
});

t('address moves: a rebuild overtaken by another address moves nothing', async () => {
  const wizard = createStartFlowUseCase(ports(), initialStartFlow);
  const { bar, go } = addressBar('/start-flow/fee-estimate?product=PRODUCER_LICENSING');
  const moves = startFlowAddressMoves(wizard, go);
  await moves.arrive(bar.here, () => false);
  assert.equal(bar.moves, []);
});

t.run();
