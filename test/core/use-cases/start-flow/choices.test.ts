/** What each start-flow step offers and how a choice becomes an event (core/use-cases/start-flow/choices.ts), and END_* targets. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { flowCreationFailed, invalidResponse, serverError } from '../../../../core/errors';
import type { AvailableLine, ProductAttribute } from '../../../../core/model/licensing';
import {
  applicationTypeOptions,
  attributeLabel,
  basisOf,
  basisOptions,
  checkFailedMessage,
  chooseLoa,
  isLoaChosen,
  licenseMessages,
  loaMessages,
  productChoice,
  productOptions,
  residencyTypeOptions,
  stateLineErrors,
  validationReport,
  revealedQuestionsText,
} from '../../../../core/use-cases/start-flow/choices';
import { endPath } from '../../../../core/use-cases/start-flow/create-flow';
import { initialStartFlow, startFlowReducer } from '../../../../core/use-cases/start-flow/machine';
import { createStartFlowUseCase } from '../../../../core/use-cases/start-flow/use-case';
import { atSelectLicenses, basis, run } from './fixtures';

const t = suite('start-flow choices');

const ATTRS: ProductAttribute[] = [
  { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'RESIDENT' },
  { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'NONRESIDENT' },
  { productType: 'PRODUCER_LICENSING', applicationType: 'ADD_LOA', residencyType: 'RESIDENT' },
  { productType: 'OTHER_LICENSING', applicationType: 'NEW', residencyType: 'NONRESIDENT' },
];

const LINE: AvailableLine = {
  licenseClassCode: 'PRODUCER',
  licenseClassName: 'Insurance Producer',
  licenseNumber: 'AZ-9',
  loas: [
    { loaCode: 'LIFE', loaName: 'Life', active: false, available: true },
    { loaCode: 'AH', loaName: 'Accident & Health', active: false, available: true },
  ],
};

t(
  'every product is offered to a firm, all but the license update (DRLPs) to an individual, the two name-change products as one choice; application and residency types only for the licensing products, as the registry lists them',
  () => {
    assert.is(productOptions(true).length, 7);
    assert.equal(
      productOptions(false).map((o) => o.value),
      ['PRODUCER_LICENSING', 'ADJUSTER_LICENSING', 'OTHER_LICENSING', 'CONTACT_CHANGE', 'PDB_DETAIL_REPORT', 'DEMOGRAPHIC_UPDATE_2'],
    );
    assert.equal(
      productOptions(false).filter((o) => /name/i.test(o.label)),
      [{ value: 'DEMOGRAPHIC_UPDATE_2', label: 'Change my name' }],
    );
    assert.equal(
      applicationTypeOptions(ATTRS, 'PRODUCER_LICENSING').map((o) => o.value),
      ['NEW', 'ADD_LOA'],
    );
    assert.equal(
      residencyTypeOptions(ATTRS, 'PRODUCER_LICENSING', 'ADD_LOA').map((o) => o.value),
      ['RESIDENT'],
    );
    assert.equal(applicationTypeOptions(ATTRS, 'CONTACT_CHANGE'), []);
    assert.equal(residencyTypeOptions(ATTRS, 'PRODUCER_LICENSING', undefined), []);
    assert.is(attributeLabel('NEW'), 'A new license');
    assert.is(attributeLabel('SOME_NEW_TYPE'), 'Some new type', 'a code without wording reads as words');
  },
);

t('a product choice drops types not offered and takes a type offered alone', () => {
  assert.equal(productChoice(ATTRS, { productType: 'OTHER_LICENSING' }), {
    type: 'SELECT_PRODUCT',
    productType: 'OTHER_LICENSING',
    applicationType: 'NEW',
    residencyType: 'NONRESIDENT',
  });
  assert.equal(productChoice(ATTRS, { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'RESIDENT' }).residencyType, 'RESIDENT');
  assert.equal(productChoice(ATTRS, { productType: 'PRODUCER_LICENSING', applicationType: 'ADD_LOA', residencyType: 'NONRESIDENT' }).residencyType, 'RESIDENT');
  assert.equal(productChoice(ATTRS, { productType: 'PRODUCER_LICENSING', applicationType: 'NEW' }).residencyType, undefined);
  assert.equal(productChoice(ATTRS, { productType: 'PDB_DETAIL_REPORT', applicationType: 'NEW' }), {
    type: 'SELECT_PRODUCT',
    productType: 'PDB_DETAIL_REPORT',
  });
});

t('basis licenses are offered once each (by jurisdiction and number), named by state, class, number and residency', () => {
  const list = [
    basis('TX', 'TX-1', 'General Lines Agent'),
    basis('TX', 'TX-1', 'General Lines Agent'),
    { ...basis('OK', 'OK-2'), licenseResidency: 'NONRESIDENT' as const },
  ];
  assert.equal(basisOptions(list), [
    { value: 'TX:TX-1', label: 'TX General Lines Agent, license TX-1 (resident)' },
    { value: 'OK:OK-2', label: 'OK Producer, license OK-2 (non-resident)' },
  ]);
  assert.is(basisOf(list, 'OK:OK-2')?.licenseNumber, 'OK-2');
});

t('ticking an LOA chooses its license (with the held license number); unticking the last one drops the license', () => {
  let chosen = chooseLoa([], LINE, 'AH', true);
  assert.equal(chosen, [{ licenseClassCode: 'PRODUCER', loaCodes: ['AH'], licenseNumber: 'AZ-9' }]);
  chosen = chooseLoa(chosen, LINE, 'LIFE', true);
  assert.equal(chosen[0]?.loaCodes, ['LIFE', 'AH'], 'in the line’s order');
  assert.ok(isLoaChosen({ stateCodes: ['AZ'], licenses: { AZ: chosen } }, 'AZ', 'PRODUCER', 'LIFE'));
  chosen = chooseLoa(chooseLoa(chosen, LINE, 'LIFE', false), LINE, 'AH', false);
  assert.equal(chosen, []);
});

t('the registry’s validation messages are found at state, license and LOA level, with the names of the available lines', () => {
  const errors = {
    stateCode: 'TX',
    errors: ['Correct the license marked below before continuing in Texas.'],
    licenses: [{ licenseClassCode: 'P', errors: ['Choose each license only once.'], loas: [{ loaCode: 'P-L1', errors: ['Needs Life.'] }] }],
  };
  assert.equal(licenseMessages(errors, 'P'), ['Choose each license only once.']);
  assert.equal(loaMessages(errors, 'P', 'P-L1'), ['Needs Life.']);
  assert.equal(loaMessages(null, 'P', 'P-L1'), []);
  const s = run(
    [
      { type: 'SELECT_LICENSES', stateCode: 'TX', licenses: [{ licenseClassCode: 'P', loaCodes: ['P-L1'] }] },
      { type: 'VALIDATED', request: { stateCode: 'TX', licenses: [{ licenseClassCode: 'P', loaCodes: ['P-L1'] }] }, errors },
    ],
    atSelectLicenses(),
  );
  assert.equal(validationReport(s), [
    {
      stateCode: 'TX',
      stateName: 'Texas',
      errors: ['Correct the license marked below before continuing in Texas.'],
      licenses: [{ name: 'Class P', errors: ['Choose each license only once.'], loas: [{ name: 'Life', errors: ['Needs Life.'] }] }],
    },
  ]);
});

t('a 400 on available lines is that state’s own error, by state name', () => {
  const s = {
    ...atSelectLicenses(),
    lines: { TX: { status: 'FAILURE' as const, errors: ['Texas is closed.'] }, CA: { status: 'SUCCESS' as const, lines: [] } },
  };
  assert.equal(stateLineErrors(s), [{ stateCode: 'TX', stateName: 'Texas', errors: ['Texas is closed.'] }]);
  assert.is(
    checkFailedMessage('Texas', serverError(503)),
    'The registry could not check your choices for Texas: The registry had a problem answering. Select Continue to try again.',
  );
  assert.not.match(checkFailedMessage('Texas', invalidResponse('Invalid field(s) (root)', ['(root)'])), 'Invalid field', 'no decoding detail');
});

t('END_CREATE_FLOW with a createFlow port: FLOW_CREATED opens the new flow at its route; a failure keeps "Flow creation failed" with the status', async () => {
  const noCalls = {} as never;
  const ok = createStartFlowUseCase({ api: noCalls, createFlow: () => TE.right({ flowId: 'F-9' }) }, initialStartFlow);
  ok.dispatch({ type: 'SELECT_PRODUCT', productType: 'CONTACT_CHANGE' });
  ok.dispatch({ type: 'NEXT' });
  await ok.settled();
  assert.equal(ok.getState().created, { flowId: 'F-9', path: '/ccr/F-9/resume-ccr' });
  assert.is(endPath(ok.getState()), '/ccr/F-9/resume-ccr');
  const failing = createStartFlowUseCase({ api: noCalls, createFlow: () => TE.left(flowCreationFailed(500)) }, initialStartFlow);
  failing.dispatch({ type: 'SELECT_PRODUCT', productType: 'LICENSE_UPDATE' });
  failing.dispatch({ type: 'NEXT' });
  await failing.settled();
  assert.is(failing.getState().error?.message, 'Flow creation failed (500)');
  assert.is(endPath(failing.getState()), undefined);
});

t('END_* targets: a created flow by product; END_VIEW_REPORT the PDB report route; FLOW_CREATED elsewhere changes nothing', () => {
  const at = (productType: Parameters<typeof startFlowReducer>[1] & { type: 'SELECT_PRODUCT' }) =>
    run([productType, { type: 'NEXT' }, { type: 'FLOW_CREATED', flowId: 'F1' }]);
  assert.is(endPath(at({ type: 'SELECT_PRODUCT', productType: 'DEMOGRAPHIC_UPDATE' })), '/demographic-update/F1/overview');
  assert.is(endPath(at({ type: 'SELECT_PRODUCT', productType: 'DEMOGRAPHIC_UPDATE_2' })), '/demographic-update/F1/overview');
  assert.is(endPath(at({ type: 'SELECT_PRODUCT', productType: 'LICENSE_UPDATE' })), '/license-update/F1');
  assert.is(endPath(at({ type: 'SELECT_PRODUCT', productType: 'CONTACT_CHANGE' })), '/ccr/F1/resume-ccr');
  assert.is(endPath(run([{ type: 'SELECT_PRODUCT', productType: 'PDB_DETAIL_REPORT' }, { type: 'NEXT' }])), '/pdb-report');
  const created = run([{ type: 'FLOW_CREATED', flowId: 'F1' }]);
  assert.is(created, initialStartFlow);
  assert.is(run([{ type: 'FLOW_CREATION_FAILED', error: flowCreationFailed(500) }]), initialStartFlow);
  const licensing = { ...atSelectLicenses(), step: 'END_CREATE_FLOW' as const };
  assert.is(startFlowReducer(licensing, { type: 'FLOW_CREATED', flowId: 'F2' }).created?.path, '/flows/F2/modules');
});

t('the questions a choice reveals are said in a status message', () => {
  assert.is(revealedQuestionsText([]), '');
  assert.is(revealedQuestionsText(['Type of application']), 'One more question below: Type of application.');
  assert.is(revealedQuestionsText(['Type of application', 'Residency']), '2 more questions below: Type of application and Residency.');
});

t.run();
