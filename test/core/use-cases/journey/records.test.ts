import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import { parseRecords, RecordsFromJson } from '../../../../core/use-cases/journey/records';

test('the session records decode through one codec: each flow with its attestation, its validation after it, and a readable contact', () => {
  const text = JSON.stringify({
    'F-1': { attested: true, validated: true, contact: { use: 'other', email: 'a@example.com', phone: '(512) 555-0100' } },
    'F-2': { attested: false, validated: true },
    'F-3': { attested: true, contact: { use: 'other', email: 7 } },
    'F-4': 'not a record',
  });
  const decoded = RecordsFromJson.decode(text);
  assert.ok(E.isRight(decoded));
  assert.equal(parseRecords(text), {
    'F-1': { attested: true, validated: true, contact: { use: 'other', email: 'a@example.com', phone: '(512) 555-0100' } },
    'F-2': { attested: false, validated: false },
    'F-3': { attested: true, validated: false },
  });
  assert.equal(parseRecords(RecordsFromJson.encode(parseRecords(text))), parseRecords(text));
});

test('unreadable session records are none', () => {
  assert.equal(parseRecords(null), {});
  assert.equal(parseRecords('{'), {});
  assert.equal(parseRecords('[1]'), {});
  assert.ok(E.isLeft(RecordsFromJson.decode('"text"')));
});

test.run();
