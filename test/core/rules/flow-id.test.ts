import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { isValidFlowId, sanitizeFlowId } from '../../../core/rules/flow-id';

test('flow ids: letters, digits and hyphens are valid', () => {
  assert.ok(isValidFlowId('f-2026-abc123'));
  fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9-]+$/), (id) => isValidFlowId(id) && sanitizeFlowId(id) === id));
});

test('flow ids: any other character makes an id invalid', () => {
  assert.not.ok(isValidFlowId(''));
  assert.not.ok(isValidFlowId('../admin'));
  assert.not.ok(isValidFlowId('abc?x=1'));
  fc.assert(
    fc.property(
      fc.string({ unit: 'binary' }).filter((s) => /[^A-Za-z0-9-]/.test(s)),
      (id) => !isValidFlowId(id),
    ),
  );
});

test('flow ids: sanitizing strips everything but letters, digits and hyphens before navigation', () => {
  assert.is(sanitizeFlowId('../abc/../def?x#1'), 'abcdefx1');
  fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => /^[A-Za-z0-9-]*$/.test(sanitizeFlowId(s))));
});

test.run();
