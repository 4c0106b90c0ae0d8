import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  codeWords,
  formatAddress,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatFee,
  formatPostalCode,
  timeZoneAbbreviation,
} from '../../../core/rules/format';

test('format: address joins the non-empty parts with ", " in order line1, line2, line3, city, state, postal code', () => {
  assert.is(
    formatAddress({ addressLine1: '100 Congress Ave', addressLine2: 'Suite 200', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '78701' }),
    '100 Congress Ave, Suite 200, Austin, TX, 78701',
  );
  assert.is(formatAddress({ addressLine1: '1 Main St', city: 'Tulsa', state: '', postalCode: ' ' }), '1 Main St, Tulsa');
});

test('format: postal code longer than 5 without a hyphen gets one after the first 5', () => {
  assert.is(formatPostalCode('787011234'), '78701-1234');
  assert.is(formatPostalCode('78701-1234'), '78701-1234');
  assert.is(formatPostalCode('78701'), '78701');
  fc.assert(fc.property(fc.string({ maxLength: 5 }), (code) => formatPostalCode(code) === code));
  fc.assert(fc.property(fc.stringMatching(/^\d{6,9}$/), (code) => formatPostalCode(code).replace('-', '') === code && formatPostalCode(code)[5] === '-'));
});

test('format: dates en-US MM/DD/YYYY in the given time zone', () => {
  assert.is(formatDate('2026-03-05T03:30:00Z', 'UTC'), '03/05/2026');
  assert.is(formatDate('2026-03-05T03:30:00Z', 'America/Chicago'), '03/04/2026');
  assert.is(formatDate('2026-03-05T03:30:00Z'), '03/04/2026', 'the registry time zone is the default');
});

test('format: a calendar date without a time is shown as that day in any zone', () => {
  fc.assert(
    fc.property(
      fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
      fc.constantFrom('UTC', 'America/Chicago', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'),
      (d, zone) => {
        const [y, m, day] = d.toISOString().slice(0, 10).split('-');
        return formatDate(`${y}-${m}-${day}`, zone) === `${m}/${day}/${y}`;
      },
    ),
  );
});

test('format: date-time with a 12-hour clock', () => {
  assert.is(formatDateTime('2026-03-05T00:07:00Z', 'UTC'), '03/05/2026 12:07 AM');
  assert.is(formatDateTime('2026-03-05T12:00:00Z', 'UTC'), '03/05/2026 12:00 PM');
  assert.is(formatDateTime('2026-03-05T23:59:00Z', 'UTC'), '03/05/2026 11:59 PM');
  assert.is(formatDateTime('2026-07-01T19:30:00Z'), '07/01/2026 2:30 PM', 'Chicago in daylight time by default');
  fc.assert(
    fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) =>
      /^\d{2}\/\d{2}\/\d{4} (1[0-2]|[1-9]):\d{2} (AM|PM)$/.test(formatDateTime(d.toISOString(), 'UTC')),
    ),
  );
});

test('format: an unreadable date is shown as given', () => {
  assert.is(formatDate('not a date'), 'not a date');
  assert.is(formatDateTime('not a date'), 'not a date');
});

test('format: fees are shown as the given strings, with "$" only when no currency sign is present', () => {
  assert.is(formatFee('50.00'), '$50.00');
  assert.is(formatFee('$50.00'), '$50.00');
  assert.is(formatFee('€10'), '€10');
  assert.is(formatFee(''), '');
  assert.is(formatFee('0.10'), '$0.10', 'never parsed: no float rounding');
  fc.assert(fc.property(fc.stringMatching(/^\d{1,6}\.\d{2}$/), (fee) => formatFee(fee) === `$${fee}` && formatFee(formatFee(fee)) === formatFee(fee)));
});

test('format: a date-time with its zone names the registry zone, standard and daylight time', () => {
  assert.is(formatDateTimeWithZone('2026-11-06T15:25:00Z'), '11/06/2026 9:25 AM CST');
  assert.is(formatDateTimeWithZone('2026-07-06T15:25:00Z'), '07/06/2026 10:25 AM CDT');
  assert.is(formatDateTimeWithZone('2026-11-06T15:25:00Z', 'UTC'), '11/06/2026 3:25 PM UTC');
  assert.is(timeZoneAbbreviation('2026-01-01T00:00:00Z', 'America/Chicago'), 'CST');
});

test('format: a date-time with its zone returns an unreadable value unchanged', () => {
  assert.is(formatDateTimeWithZone('not a date'), 'not a date');
  assert.is(timeZoneAbbreviation('not a date'), '');
});

test('format: a registry status code reads as words in sentence case; other text is left as given', () => {
  assert.equal(['APPROVED', 'PENDING', 'IN_REVIEW', 'Approved', 'Sent to the state'].map(codeWords), [
    'Approved',
    'Pending',
    'In review',
    'Approved',
    'Sent to the state',
  ]);
});

test.run();
