import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { omit } from '../../../core/use-cases/omit';

test('omit: the named fields are absent (no key left holding undefined), the others kept', () => {
  const state = { step: 'A', inFlight: 'POST', notice: 'Saved.', effects: [] as string[] };
  const cleared = omit(state, 'inFlight', 'notice');
  assert.equal(cleared, { step: 'A', effects: [] });
  assert.not.ok('inFlight' in cleared);
  assert.not.ok('notice' in cleared);
});

test('omit: the object given is not changed', () => {
  const state = { step: 'A', inFlight: 'POST' };
  omit(state, 'inFlight');
  assert.equal(state, { step: 'A', inFlight: 'POST' });
});

test('omit: a field that is already absent stays absent', () => {
  const state: { readonly step: string; readonly error?: string } = { step: 'A' };
  assert.equal(omit(state, 'error'), { step: 'A' });
});

test.run();
