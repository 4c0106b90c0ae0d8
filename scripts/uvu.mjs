#!/usr/bin/env node
// uvu's own CLI (`uvu [dir] [pattern]`), less one habit: it exits as soon as the summary is
// printed. Libraries under test may leave timers behind that are harmless but long (TanStack
// Query's 5-minute cache collection in the component tests), and the suite must not wait for them.
import { parse } from 'uvu/parse';
import { run } from 'uvu/run';

const [dir = 'test', pattern] = process.argv.slice(2);
try {
  const ctx = await parse(dir, pattern, { cwd: '.' });
  await run(ctx.suites, {});
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
}
process.exit(process.exitCode ?? 0);
