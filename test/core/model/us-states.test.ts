import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { US_STATES } from '../../../core/model/us-states';

test('US choices are the 50 states, DC and the five territories, each with a two-letter code', () => {
  assert.is(US_STATES.length, 56);
  assert.is(new Set(US_STATES.map((s) => s.code)).size, 56);
  for (const s of US_STATES) assert.match(s.code, /^[A-Z]{2}$/);
  for (const code of ['DC', 'AS', 'GU', 'MP', 'PR', 'VI'])
    assert.ok(
      US_STATES.some((s) => s.code === code),
      code,
    );
  assert.is(US_STATES.find((s) => s.code === 'VI')?.name, 'U.S. Virgin Islands');
});

test.run();
