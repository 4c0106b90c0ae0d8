/**
 * What a status means for one call. Each call lists the statuses it expects and what each one
 * yields; any other status is "Unexpected <what> response: <status>" (docs/portal.md §Errors). Every body is
 * decoded with the core codecs, so a contract mismatch fails with "Invalid field(s) …".
 */
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { badRequest, invalidResponse, unexpectedResponse, type DomainError } from '../../core/errors';
import { decode } from '../../core/model/decode';
import { ErrorResponse } from '../../core/model/error-response';
import type { HttpAnswer } from './http-client';

export type Handler<A> = (answer: HttpAnswer) => E.Either<DomainError, A>;

/** Handlers by exact status; `ok` covers any other 2xx. */
export type Handlers<A> = { readonly [status: number]: Handler<A> } & { readonly ok?: Handler<A> };

export function answerFor<A>(what: string, handlers: Handlers<A>): Handler<A> {
  return (answer) => {
    const handler = handlers[answer.status] ?? (answer.status >= 200 && answer.status < 300 ? handlers.ok : undefined);
    return handler ? handler(answer) : E.left(unexpectedResponse(what, answer.status));
  };
}

/** The body, decoded with `codec`. */
export const decoded =
  <A, O>(codec: t.Type<A, O, unknown>): Handler<A> =>
  (answer) =>
    E.mapLeft((v: { message: string; paths: readonly string[] }) => invalidResponse(v.message, v.paths))(decode(codec, answer.body));

/** A fixed value, whatever the body. */
export const constant =
  <A>(value: A): Handler<A> =>
  () =>
    E.right(value);

/** The `errors` strings of a 400 body (none when it has no such list). */
export const errorStrings = (body: unknown): string[] => {
  const d = decode(ErrorResponse, body);
  return E.isRight(d) ? d.right.errors : [];
};

/** A 400 whose errors the form shows. */
export const rejected: Handler<never> = (answer) => E.left(badRequest(errorStrings(answer.body)));
