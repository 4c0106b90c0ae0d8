/** Small helpers for writing the contract as io-ts codecs. */
import * as t from 'io-ts';

/** The usual "required plus optional fields" shape of an answer. */
export function struct<R extends t.Props, O extends t.Props>(name: string, required: R, optional: O) {
  return t.intersection([t.type(required), t.partial(optional)], name);
}

/** A union of string literals, for the spec's enumerations. */
export function literals<L extends [string, ...string[]]>(name: string, ...values: L) {
  return t.keyof(Object.fromEntries(values.map((v) => [v, null])) as { [K in L[number]]: null }, name);
}
