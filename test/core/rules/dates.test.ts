import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { daysInMonth, isValidDate } from '../../../core/rules/dates';
import { applyMask, DATE_MASK } from '../../../core/rules/masks';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateOf = (m: number, d: number, y: number) => `${pad(m, 2)}/${pad(d, 2)}/${y}`;
const realDate = fc
  .record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 1900, max: 2099 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ month, year, day }) => ({ month, year, day: Math.min(day, daysInMonth(month, year)) }));

test('dates: every real calendar day from 1900 to 2099 in MM/DD/YYYY passes', () => {
  fc.assert(fc.property(realDate, ({ month, day, year }) => isValidDate(dateOf(month, day, year))));
});

test('dates: the day must exist in its month (Feb 30 fails, Feb 29 only in leap years)', () => {
  assert.not.ok(isValidDate('02/30/2024'));
  assert.ok(isValidDate('02/29/2024'));
  assert.not.ok(isValidDate('02/29/2023'));
  assert.ok(isValidDate('02/29/2000'));
  assert.not.ok(isValidDate('02/29/1900'));
  assert.not.ok(isValidDate('04/31/2020'));
  assert.not.ok(isValidDate('01/00/2020'));
  fc.assert(fc.property(realDate, ({ month, year }) => !isValidDate(dateOf(month, daysInMonth(month, year) + 1, year))));
});

test('dates: month must be 01 to 12', () => {
  assert.not.ok(isValidDate('00/10/2020'));
  assert.not.ok(isValidDate('13/10/2020'));
});

test('dates: year must start with 19 or 20', () => {
  assert.not.ok(isValidDate('01/01/1899'));
  assert.not.ok(isValidDate('01/01/2100'));
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 9999 }).filter((y) => y < 1900 || y > 2099),
      (y) => !isValidDate(`01/01/${pad(y, 4)}`),
    ),
  );
});

test('dates: must follow the MM/DD/YYYY mask', () => {
  assert.not.ok(isValidDate('2020-01-01'));
  assert.not.ok(isValidDate('1/1/2020'));
  fc.assert(fc.property(realDate, ({ month, day, year }) => isValidDate(applyMask(DATE_MASK, `${pad(month, 2)}${pad(day, 2)}${year}`))));
});

test.run();
