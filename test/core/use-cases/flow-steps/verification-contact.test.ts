/**
 * The verification contact has one job (core/use-cases/flow-steps/verification-contact.ts): how
 * the registry may reach the licensee about the flow, the submitter's contact or another email and
 * phone number, kept with the attestation for the session (journey/records.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JOURNEY_RECORDS_KEY } from '../../../../core/model/constants';
import type { SessionStore } from '../../../../core/ports/session-store';
import { submitterDefaults } from '../../../../core/use-cases/submitter/defaults';
import { checkContactForm, contactChoices, contactFormOf } from '../../../../core/use-cases/flow-steps/verification-contact';
import { journeyRecords } from '../../../../core/use-cases/journey/records';

const alice = submitterDefaults({ isFirm: false, submittingFor: 'MY_SELF', email: 'alice@example.com', phone: '(602) 555-0101', useAcceptance: true });

const memoryStore = (): SessionStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, read: (k) => data.get(k) ?? null, write: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
};

test("verification contact: the submitter's contact is the first choice, read out with its details; the other is prefilled from it", () => {
  assert.equal(
    contactChoices(alice).map((c) => c.label),
    ['Use the submitter’s contact: alice@example.com, (602) 555-0101', 'Use another email address and phone number'],
  );
  assert.equal(contactFormOf(undefined, alice), { use: 'submitter', email: 'alice@example.com', phone: '(602) 555-0101' });
  const chosen = { use: 'other', email: 'a@b.example', phone: '(512) 555-0100' } as const;
  assert.equal(contactFormOf(chosen, alice), chosen);
});

test("verification contact: another email and phone are checked by the submitter's rules before they are kept", () => {
  assert.equal(checkContactForm({ use: 'submitter', email: '', phone: '' }), { choice: { use: 'submitter' } });
  assert.equal(checkContactForm({ use: 'other', email: 'nope', phone: '' }), {
    errors: [
      { fieldId: 'contact-email', message: 'Email is not valid' },
      { fieldId: 'contact-phone', message: 'Phone is a required field' },
    ],
  });
  assert.equal(checkContactForm({ use: 'other', email: ' a@b.example ', phone: '(512) 555-0100' }), {
    choice: { use: 'other', email: 'a@b.example', phone: '(512) 555-0100' },
  });
});

test('verification contact: the choice is kept after the attestation, and a new attestation or a change forgets it', () => {
  const store = memoryStore();
  const records = journeyRecords(store);
  records.chooseContact('F-1', { use: 'submitter' });
  assert.is(records.get('F-1').contact, undefined, 'nothing is kept before the attestation');
  records.attest('F-1');
  records.chooseContact('F-1', { use: 'other', email: 'a@b.example', phone: '(512) 555-0100' });
  records.validate('F-1');
  assert.equal(records.get('F-1'), {
    termsAccepted: false,
    attested: true,
    validated: true,
    contact: { use: 'other', email: 'a@b.example', phone: '(512) 555-0100' },
  });
  assert.match(store.data.get(JOURNEY_RECORDS_KEY) ?? '', '"contact"');
  records.withdraw('F-1');
  assert.equal(records.get('F-1'), { termsAccepted: false, attested: false, validated: false });
});

test.run();
