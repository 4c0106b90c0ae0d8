/** Where a settled submitter use-case stands (the CLI's one answer per run), and the addresses a user may take. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { badRequest, serverError } from '../../../../core/errors';
import { addressOf, initialSubmitter, submitterReducer, type SubmitterEvent } from '../../../../core/use-cases/submitter/machine';
import { addressChoices, addressCheckView, submitterSettled } from '../../../../core/use-cases/submitter/use-case';
import { austin, dallas, someoneElse as form } from './fixtures';

const after = (...events: SubmitterEvent[]) => events.reduce(submitterReducer, initialSubmitter('CCR', 'F-1', form));

test('nothing submitted, or a call in flight, is PENDING', () => {
  assert.equal(submitterSettled(after()), { kind: 'PENDING' });
  assert.equal(submitterSettled(after({ type: 'SUBMIT' })), { kind: 'PENDING' });
});

test("the rules' messages come in form order", () => {
  const s = submitterSettled(after({ type: 'EDIT', field: 'email', value: '' }, { type: 'EDIT', field: 'firmName', value: '' }, { type: 'SUBMIT' }));
  assert.equal(s, {
    kind: 'RULES',
    errors: [
      { field: 'firmName', message: 'Firm Name is a required field' },
      { field: 'email', message: 'Email is a required field' },
    ],
  });
});

test('several matches ask which one, with the typed address; the choices are the candidates in order', () => {
  const s = submitterSettled(
    after({ type: 'SUBMIT' }, { type: 'VERIFIED', result: { requestStatus: 'VERIFY_MULTIPLE', verificationCandidates: [austin, dallas] } }),
  );
  assert.equal(s, { kind: 'CONFIRM_ADDRESS', check: { kind: 'MULTIPLE', candidates: [austin, dallas] }, typed: addressOf(form) });
  if (s.kind === 'CONFIRM_ADDRESS') assert.equal(addressChoices(s.check), [austin, dallas]);
  assert.equal(addressChoices({ kind: 'SINGLE', address: dallas }), [dallas]);
  assert.equal(addressChoices({ kind: 'VERIFICATION_FAIL' }), []);
});

test('an incomplete address is the address check’s text; a 400 the registry’s errors; another failure the error', () => {
  assert.equal(submitterSettled(after({ type: 'SUBMIT' }, { type: 'VERIFIED', result: { requestStatus: 'VALIDATION_FAIL' } })), {
    kind: 'ADDRESS_INCOMPLETE',
    text: addressCheckView({ kind: 'VALIDATION_FAIL' }).text,
    typed: addressOf(form),
  });
  const posting = [{ type: 'SUBMIT' }, { type: 'VERIFIED', result: { requestStatus: 'VERIFICATION_FAIL' } }, { type: 'KEEP_TYPED_ADDRESS' }] as const;
  assert.equal(submitterSettled(after(...posting, { type: 'POST_FAILED', error: badRequest(['Email is not valid']) })), {
    kind: 'REGISTRY_ERRORS',
    errors: ['Email is not valid'],
  });
  assert.equal(submitterSettled(after(...posting, { type: 'POST_FAILED', error: serverError(503) })), { kind: 'CALL_FAILED', error: serverError(503) });
});

test('a saved submitter leads to the attestation of its type', () => {
  const s = after(
    { type: 'SUBMIT' },
    { type: 'VERIFIED', result: { requestStatus: 'VERIFY_SINGLE', verifiedAddress: austin } },
    { type: 'USE_ADDRESS', address: austin },
    { type: 'POSTED' },
  );
  assert.equal(submitterSettled(s), { kind: 'SAVED', next: '/ccr/F-1/attestation' });
});

test.run();
