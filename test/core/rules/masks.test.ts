import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { applyMask, DATE_MASK, FEIN_MASK, PHONE_MASK, SSN_LAST_FOUR_MASK, SSN_MASK } from '../../../core/rules/masks';
import { validateAuthorization } from '../../../core/rules/identify';

const masks = fc.constantFrom(SSN_MASK, SSN_LAST_FOUR_MASK, FEIN_MASK, DATE_MASK, PHONE_MASK);
const slotCount = (pattern: string) => [...pattern].filter((c) => c === '9').length;

test('masks: SSN 999-99-9999 inserts hyphens as the user types', () => {
  assert.is(applyMask(SSN_MASK, '123'), '123');
  assert.is(applyMask(SSN_MASK, '1234'), '123-4');
  assert.is(applyMask(SSN_MASK, '123456789'), '123-45-6789');
  assert.is(applyMask(SSN_MASK, '1234567890'), '123-45-6789');
});

test('masks: last four 9999, FEIN 99-9999999, date 99/99/9999, phone (999) 999-9999', () => {
  assert.is(applyMask(SSN_LAST_FOUR_MASK, '89012'), '8901');
  assert.is(applyMask(FEIN_MASK, '123456789'), '12-3456789');
  assert.is(applyMask(DATE_MASK, '02292024'), '02/29/2024');
  assert.is(applyMask(PHONE_MASK, '2'), '(2');
  assert.is(applyMask(PHONE_MASK, '5125550100'), '(512) 555-0100');
});

test('masks: only digits are kept', () => {
  assert.is(applyMask(SSN_MASK, 'a1-2b3 4'), '123-4');
  fc.assert(fc.property(masks, fc.string(), (m, raw) => applyMask(m, raw).replace(/\D/g, '') === raw.replace(/\D/g, '').slice(0, slotCount(m))));
});

test('masks: applying a mask twice changes nothing (mask then validate is stable)', () => {
  fc.assert(fc.property(masks, fc.string(), (m, raw) => applyMask(m, applyMask(m, raw)) === applyMask(m, raw)));
});

test('masks: a full set of digits fills the pattern exactly', () => {
  fc.assert(
    fc.property(masks, fc.stringMatching(/^\d{10}$/), (m, d) => {
      const out = applyMask(m, d);
      return out.length === m.length && [...m].every((c, i) => (c === '9' ? /\d/.test(out.charAt(i)) : out.charAt(i) === c));
    }),
  );
});

test('masks: any four digits masked as last four pass the authorization rule', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^\D*\d\D*\d\D*\d\D*\d\D*$/),
      (raw) => validateAuthorization(applyMask(SSN_LAST_FOUR_MASK, raw), 'LAST_FOUR').ssn === undefined,
    ),
  );
});

test.run();
