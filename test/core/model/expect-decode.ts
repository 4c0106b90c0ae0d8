/** Assertions shared by the codec tests: a sample decodes unchanged, or fails naming exactly the given paths. */
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { decode } from '../../../core/model/decode';

export function decodes<A, O>(codec: t.Type<A, O, unknown>, value: unknown): A {
  const result = decode(codec, value);
  if (E.isLeft(result)) throw new Error(`expected ${codec.name} to decode, got: ${result.left.message}`);
  assert.equal(result.right, value);
  return result.right;
}

export function rejects<A, O>(codec: t.Type<A, O, unknown>, value: unknown, message: string): void {
  const result = decode(codec, value);
  if (E.isRight(result)) throw new Error(`expected ${codec.name} to reject the value`);
  assert.is(result.left.message, message);
}
