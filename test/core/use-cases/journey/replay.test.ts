/** A journey kept with a recording: its commands, for every type of journey, hold no personal value. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flowPlaceholder, journeyCommandsOf, keptCommand } from '../../../../core/use-cases/journey/replay';
import type { SubmitterPost } from '../../../../core/model/submitter';
import type { DrlpData } from '../../../../core/model/drlp';
import { recordedJourney } from '../../../recorded-journey';

const PERSONAL = ['07/23/1979', 'alice.real@example.org', '(602) 555-0199', '123-45-6789', 'Morgan', 'F-9001', 'F-9002', 'TX-100001', '12 Elm St'];

const DRLP_DATA: DrlpData = { businessEntity: { businessEntityName: 'Real Agency LLC', fein: '98-7654321', states: [] } };

const [F1, F2] = [flowPlaceholder('F-9001'), flowPlaceholder('F-9002')];

test('a flow placeholder is the same for the same flow on every page, another for another flow, and not its id', () => {
  assert.is(flowPlaceholder('F-9001'), F1);
  assert.match(F1, /^flow-[0-9a-f]{8}$/);
  assert.is.not(F1, F2);
});

test('the journey commands name flows by placeholder and modules and the submitter by their keys, never a personal value', () => {
  const commands = recordedJourney();
  assert.equal(commands, [
    {
      command: 'start-flow',
      flow: F1,
      product: 'ADJUSTER_LICENSING',
      applicationType: 'NEW',
      residencyType: 'RESIDENT',
      states: ['TX'],
      licenses: ['TX:ADJ:PROPERTY,CASUALTY'],
    },
    { command: 'modules submit', flow: F1, module: 'biographic', keys: ['birthDate', 'email', 'lastName', 'ssn'] },
    { command: 'submitter set', flow: F1, keys: ['email', 'phone', 'addressLine1'], submittingFor: 'MY_SELF' },
    { command: 'modules submit', flow: F2, module: 'residence-address', keys: ['addressLine1', 'mystery'] },
  ]);
  const text = JSON.stringify(commands);
  for (const value of PERSONAL) assert.not.ok(text.includes(value), value);
});

test('every type of journey is kept: its start, the name parts sent, DRLPs added and removed, the report and its submitter, never a value', () => {
  const commands = [
    keptCommand.createFlow({ productType: 'CONTACT_CHANGE' }, 'F-9001'),
    keptCommand.startUpdate('DEMOGRAPHIC_UPDATE_2', 'F-9001'),
    keptCommand.startUpdate('LICENSE_UPDATE', 'F-9002'),
    keptCommand.startReport('F-9001'),
    keptCommand.postPrimaryName({
      flowId: 'F-9001',
      items: [{ requestedName: { type: 'INDIVIDUAL', first: 'Alicia', last: 'Morgan', middle: '' }, jurisdictions: [] }],
    }),
    keptCommand.addDrlp('F-9002', { npn: '1000004', lastName: 'Morgan', stateCode: 'TX', isApplyToAll: true, licenseCodes: ['TX-100001'] }),
    keptCommand.removeDrlp('F-9002'),
    keptCommand.proceedDrlp('F-9002', DRLP_DATA),
    keptCommand.postSubmitter(
      { flowId: 'F-9001', submittingFor: 'SOMEONE_ELSE', firstName: 'Morgan', email: '', isFirm: false } as unknown as SubmitterPost,
      true,
    ),
  ];
  assert.equal(commands, [
    { command: 'start-flow', flow: F1, product: 'CONTACT_CHANGE', states: [], licenses: [] },
    { command: 'start-flow', flow: F1, product: 'DEMOGRAPHIC_UPDATE_2', states: [], licenses: [] },
    { command: 'start-flow', flow: F2, product: 'LICENSE_UPDATE', states: [], licenses: [] },
    { command: 'pdb-report start', flow: F1 },
    { command: 'name-change set', flow: F1, keys: ['first', 'last'] },
    { command: 'license-update add', flow: F2, applyToAll: true },
    { command: 'license-update remove', flow: F2 },
    { command: 'license-update proceed', flow: F2 },
    { command: 'submitter set', flow: F1, keys: ['firstName'], submittingFor: 'SOMEONE_ELSE', pdb: true },
  ]);
  const text = JSON.stringify(commands);
  for (const value of [...PERSONAL, 'Alicia', '1000004', '98-7654321']) assert.not.ok(text.includes(value), value);
});

test('the DRLP changes sent on with something to fix are not kept', () => {
  const errors = [{ stateCode: 'TX', stateName: 'Texas', licenseCode: 'AG-5001', licenseName: 'General Lines Agency', errors: ['must have a DRLP'] }];
  assert.is(keptCommand.proceedDrlp('F-9002', { ...DRLP_DATA, errors }), undefined);
});

test("an attestation confirmed, a verification contact chosen and a validation passed are read from the journey's records as they are written, once each", () => {
  assert.equal(keptCommand.recordsWritten(null, JSON.stringify({ 'F-9001': { attested: true, validated: false } })), [{ command: 'attest', flow: F1 }]);
  assert.equal(
    keptCommand.recordsWritten(
      JSON.stringify({ 'F-9001': { attested: true } }),
      JSON.stringify({ 'F-9001': { attested: true, validated: true }, 'F-9002': { attested: true, validated: true } }),
    ),
    [
      { command: 'validate', flow: F1 },
      { command: 'attest', flow: F2 },
      { command: 'validate', flow: F2 },
    ],
  );
  const other = { use: 'other', email: 'alice.real@example.org', phone: '(602) 555-0199' };
  const chosen = keptCommand.recordsWritten(JSON.stringify({ 'F-9001': { attested: true } }), JSON.stringify({ 'F-9001': { attested: true, contact: other } }));
  assert.equal(chosen, [{ command: 'contact', flow: F1, use: 'other' }]);
  assert.not.ok(JSON.stringify(chosen).includes('alice.real'), 'the other contact is not kept');
  const again = JSON.stringify({ 'F-9001': { attested: true, contact: other } });
  assert.equal(keptCommand.recordsWritten(again, again), [], 'the same choice written again');
  assert.equal(keptCommand.recordsWritten(again, JSON.stringify({ 'F-9001': { attested: true, contact: { use: 'submitter' } } })), [
    { command: 'contact', flow: F1, use: 'submitter' },
  ]);
  assert.equal(keptCommand.recordsWritten('not json', '{}'), []);
});

test('only journey commands are read back from a recording', () => {
  assert.equal(journeyCommandsOf([{ command: 'attack' }, 'x', null, { command: 'contact', flow: F1, use: 'nobody' }, ...recordedJourney()]).length, 4);
});

test.run();
