import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { submitterDefaults, submitterPost } from '../../../../core/use-cases/submitter/defaults';
import { afterSubmitterPost, attestationPath } from '../../../../core/use-cases/submitter/where-next';
import { badRequest, serverError, unauthorized } from '../../../../core/errors';

test('submitter defaults: MY_SELF for an individual, country 1, nonUsaNumber false, missing text empty', () => {
  const d = submitterDefaults({ firstName: 'Jane' });
  assert.is(d.submittingFor, 'MY_SELF');
  assert.is(d.country, '1');
  assert.is(d.nonUsaNumber, false);
  assert.is(d.firstName, 'Jane');
  assert.is(d.lastName, '');
  assert.is(d.extension, '');
  assert.is(d.useAcceptance, false);
  assert.is(d.isFirm, false);
});

test('submitter defaults: SOMEONE_ELSE for a firm', () => {
  assert.is(submitterDefaults({ isFirm: true }).submittingFor, 'SOMEONE_ELSE');
});

test('submitter defaults keep the values the server sent', () => {
  const d = submitterDefaults({ isFirm: true, submittingFor: 'MY_SELF', country: '156', nonUsaNumber: true, postalCode: 'K1A 0B1' });
  assert.equal([d.submittingFor, d.country, d.nonUsaNumber, d.postalCode], ['MY_SELF', '156', true, 'K1A 0B1']);
});

test('submitter defaults for no answer at all', () => {
  const d = submitterDefaults(null);
  assert.is(d.submittingFor, 'MY_SELF');
  assert.equal(
    Object.values(d).filter((v) => v === undefined),
    [],
  );
});

test('the submitter post carries the flow id', () => {
  assert.is(submitterPost('F-1', submitterDefaults()).flowId, 'F-1');
});

test('a successful submitter post goes to the attestation route of its type', () => {
  assert.is(attestationPath('FLOWS', 'F1'), '/flows/F1/attestation');
  assert.is(attestationPath('CCR', 'F1'), '/ccr/F1/attestation');
  assert.is(attestationPath('DEMOGRAPHIC-UPDATE', 'F1'), '/demographic-update/F1/attestation');
  assert.is(attestationPath('LICENSE-UPDATE', 'F1'), '/license-update/F1/attestation');
  assert.is(attestationPath('PDB-REPORT', 'F1'), '/pdb-report/F1/attestation');
  assert.equal(afterSubmitterPost('CCR', 'F1', { ok: true }), { kind: 'NAVIGATE', to: '/ccr/F1/attestation' });
});

test('flow ids are sanitized before navigation', () => {
  assert.is(attestationPath('FLOWS', '../x?y=1'), '/flows/xy1/attestation');
});

test('a 400 on the submitter post stays on the screen with the returned errors', () => {
  assert.equal(afterSubmitterPost('FLOWS', 'F1', { ok: false, error: badRequest(['Email is not valid']) }), {
    kind: 'SHOW_ERRORS',
    errors: ['Email is not valid'],
  });
});

test('other submitter post failures go to the generic paths', () => {
  assert.equal(afterSubmitterPost('FLOWS', 'F1', { ok: false, error: serverError(500) }), { kind: 'FAILED', error: serverError(500) });
  assert.is(afterSubmitterPost('FLOWS', 'F1', { ok: false, error: unauthorized() }).kind, 'FAILED');
});

test.run();
