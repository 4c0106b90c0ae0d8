import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as t from 'io-ts';
import { invalidFieldsMessage, violationPaths } from '../../../core/model/decode';
import { decodes, rejects } from './expect-decode';

test('responses: a mismatch reads "Invalid field(s)" and the comma-separated paths', () => {
  assert.is(invalidFieldsMessage(['a.b', 'c.0.d']), 'Invalid field(s) a.b, c.0.d');
  rejects(t.type({ a: t.type({ b: t.string }), c: t.array(t.type({ d: t.number })) }), { a: { b: 1 }, c: [{ d: 'x' }] }, 'Invalid field(s) a.b, c.0.d');
});

test('responses: a value of the wrong kind at the top is reported as (root)', () => {
  rejects(t.type({ a: t.string }), null, 'Invalid field(s) (root)');
  rejects(t.union([t.string, t.number]), null, 'Invalid field(s) (root)');
});

test('responses: intersection members do not appear in paths', () => {
  const codec = t.intersection([t.type({ a: t.string }), t.partial({ b: t.number })]);
  decodes(codec, { a: 'x' });
  rejects(codec, { a: 1, b: 'y' }, 'Invalid field(s) a, b');
});

test('responses: exact, readonly, refinement and recursion codecs keep the field names below them', () => {
  rejects(t.exact(t.type({ a: t.string })), { a: 1 }, 'Invalid field(s) a');
  rejects(t.readonly(t.type({ a: t.string })), { a: 1 }, 'Invalid field(s) a');
  rejects(
    t.refinement(t.type({ a: t.string }), () => true),
    { a: 1 },
    'Invalid field(s) a',
  );
  interface Tree {
    v: string;
    kids: Tree[];
  }
  const Tree: t.Type<Tree> = t.recursion('Tree', () => t.type({ v: t.string, kids: t.array(Tree) }));
  rejects(Tree, { v: 'a', kids: [{ v: 'b', kids: [{ v: 3, kids: [] }] }] }, 'Invalid field(s) kids.0.kids.0.v');
});

test('responses: an untagged union reports the alternative that matched deepest', () => {
  const codec = t.type({ value: t.union([t.string, t.array(t.type({ n: t.number }))]) });
  rejects(codec, { value: [{ n: 1 }, { n: 'x' }] }, 'Invalid field(s) value.1.n');
  rejects(codec, { value: 5 }, 'Invalid field(s) value');
});

test('responses: each offending path is listed once', () => {
  const errors = t.type({ a: t.union([t.string, t.number]) }).decode({ a: null });
  assert.equal(errors._tag === 'Left' ? violationPaths(errors.left) : [], ['a']);
});

test.run();
