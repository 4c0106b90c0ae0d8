/** The `licensehub` binary (bin/licensehub.mjs loads the bundle of this file). */
import { runCli } from './run-cli';

// Output piped into a command that stops reading (`licensehub --help | head`) ends the run quietly.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  // A getter: process.stdin is opened only by a command that reads it (an SSN), not by --help.
  get stdin() {
    return process.stdin;
  },
  env: process.env,
});
