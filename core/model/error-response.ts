import * as t from 'io-ts';

/** The body of a 400 (and of most 4xx answers): a list of messages. */
export const ErrorResponse = t.type({ errors: t.array(t.string) }, 'ErrorResponse');
export type ErrorResponse = t.TypeOf<typeof ErrorResponse>;
