/**
 * A destructive command's question: asked on a terminal (y or yes goes on), answered by --yes
 * in a script; without either the command stops before changing anything (exit 2).
 */
import { CONFIRM_WITH_YES, isYes, NOT_CONFIRMED } from '../core/use-cases/confirm';
import type { CliContext } from './context';
import { failed, usage } from './exit';
import { LineReader } from './secret-input';

export async function confirm(ctx: CliContext, question: string, yes: boolean | undefined): Promise<void> {
  if (yes) return;
  const stdin = ctx.io.stdin;
  if (!stdin?.isTTY) throw usage(`${question} ${CONFIRM_WITH_YES}`);
  const lines = new LineReader(stdin);
  try {
    ctx.io.stderr.write(`${question} [y/N] `);
    if (!isYes(await lines.next())) throw failed(NOT_CONFIRMED);
  } finally {
    await lines.close();
  }
}
