/**
 * Runs one registry call for a command: the value on success; on failure a CliExit with the
 * failure's class (exit code) and a message that says what to do: the address that did not
 * answer (or not in time, and the setting that gives it longer), the thing that was not found (named after the command's argument), the registry's
 * errors.
 */
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomainError } from '../core/errors';
import { failureKindOf, IDENTIFY_FIRST, noAnswerInTimeText, notFoundText, notSignedInText, unreachableText } from '../core/use-cases/errors/failure-words';
import { domainExit, type CliExit } from './exit';

/** What a failure's words need of the command's context (cli/context.ts's CliContext has it). */
export interface FailureWhere {
  readonly apiBase: string;
  readonly timeoutMs: number;
  /** What the command's id argument names, for a not-found. */
  readonly subject?: { readonly thing: string; readonly id: string };
  /** Whether this run held a session for this registry (false: a 401 means it was never signed in here). */
  readonly signedIn?: boolean | undefined;
}

export async function call<A>(ctx: FailureWhere, task: TaskEither<DomainError, A>): Promise<A> {
  const result = await task();
  if (E.isRight(result)) return result.right;
  throw domainFailure(ctx, result.left);
}

/** A registry failure as a person reads it at a terminal. */
export function failureText(ctx: FailureWhere, error: DomainError): string {
  switch (failureKindOf(error)) {
    case 'timeout':
      return noAnswerInTimeText(ctx.apiBase, ctx.timeoutMs);
    case 'network':
      return unreachableText(ctx.apiBase, error.message);
    case 'not-found':
      return ctx.subject ? notFoundText(ctx.subject.thing, ctx.subject.id) : error.message;
    case 'unauthorized':
      return ctx.signedIn === false ? notSignedInText(ctx.apiBase) : `${error.message} ${IDENTIFY_FIRST}`;
    default:
      if (error._tag === 'BadRequest' && error.errors.length) return error.errors.join('\n');
      if (error._tag === 'TooManyRequests' && error.retryAfter !== undefined) return `${error.message} (retry after ${error.retryAfter} s)`;
      return error.message;
  }
}

/**
 * The failure as the command's end; `text` is what a person reads when a use-case words it
 * (a network failure or a not-found keeps the words that say what to do).
 */
export function domainFailure(ctx: FailureWhere, error: DomainError, text?: string): CliExit {
  const kind = failureKindOf(error);
  const own = failureText(ctx, error);
  const message = text === undefined || kind === 'network' || kind === 'timeout' || kind === 'not-found' ? own : text;
  return domainExit(error, message);
}
