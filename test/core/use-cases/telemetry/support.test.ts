import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { IdentityStatus } from '../../../../core/model/telemetry';
import { IDENTITY_WORDS, parseSince, supportRefusal } from '../../../../core/use-cases/telemetry/support';

const now = new Date('2026-11-20T12:00:00Z');

test('--since: a span back from now in minutes, hours or days', () => {
  assert.is(parseSince('30m', now)?.toISOString(), '2026-11-20T11:30:00.000Z');
  assert.is(parseSince('12h', now)?.toISOString(), '2026-11-20T00:00:00.000Z');
  assert.is(parseSince('7d', now)?.toISOString(), '2026-11-13T12:00:00.000Z');
});

test('--since: a date, or a date and time', () => {
  assert.is(parseSince('2026-11-01', now)?.toISOString(), '2026-11-01T00:00:00.000Z');
  assert.is(parseSince('2026-11-01T08:30:00Z', now)?.toISOString(), '2026-11-01T08:30:00.000Z');
});

test('--since: anything else is not a time', () => {
  for (const text of ['yesterday', '7', '7w', '2026-13-45', '', '11/01/2026']) assert.is(parseSince(text, now), undefined, text);
});

test('support reads: a refusal says what to do about it, by status', () => {
  assert.match(supportRefusal(401, 'x'), /set SUPPORT_TOKEN/);
  assert.match(supportRefusal(403, 'x'), /not a licensee sign-in/);
  assert.is(supportRefusal(404, 'Session s-1'), 'Session s-1 was not found (recordings are kept for 30 days).');
  assert.is(supportRefusal(503, 'x'), 'The telemetry service answered 503.');
});

test('identity status words: Unknown, Anonymous, Identified', () => {
  assert.equal(
    [IdentityStatus.Unknown, IdentityStatus.Anonymous, IdentityStatus.Identified].map((s) => IDENTITY_WORDS[s]),
    ['Unknown', 'Anonymous', 'Identified'],
  );
});

test.run();
