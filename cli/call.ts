/**
 * Runs one registry call for a command: the value on success; on failure the DomainError is
 * shown (as data on stdout with --json, as text on stderr) and the command ends with exit 1.
 */
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomainError } from '../core/errors';
import type { CliContext } from './context';
import { CliExit, exitCodeOf } from './exit';
import { errorJson, errorText } from './output/emit';

export async function call<A>(ctx: CliContext, task: TaskEither<DomainError, A>): Promise<A> {
  const result = await task();
  if (E.isRight(result)) return result.right;
  throw domainFailure(ctx, result.left);
}

/** The failure shown (as data with --json) and the exit; `text` is what a person reads, the error's own text unless a use-case words it. */
export function domainFailure(ctx: CliContext, error: DomainError, text = errorText(error)): CliExit {
  if (ctx.out.json) ctx.io.stdout.write(`${JSON.stringify(errorJson(error), null, 2)}\n`);
  ctx.out.note(text);
  if (error._tag === 'Unauthorized') ctx.out.note('hint: run `licensehub identify` first.');
  return new CliExit(exitCodeOf(error), error.message, true);
}
