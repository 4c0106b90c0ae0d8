#!/usr/bin/env node
// The `licensehub` command (`npm exec licensehub`, or `licensehub` after `npm link`). It runs the
// bundled CLI, dist/cli/licensehub.mjs, building it on first run when it is not there yet (`npm run
// build` rebuilds it after an update). The bundle is built for Node 20 and later (build.mjs's
// target), so it runs in this process on any of them, a system Node included; only an older Node
// hands over to the project's pinned Node, the npm `node` package, as a second process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const project = fileURLToPath(new URL('..', import.meta.url));
const bundle = new URL('../dist/cli/licensehub.mjs', import.meta.url);
const pinned = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
const [major] = process.versions.node.split('.').map(Number);
const supported = major >= 20;

if (!supported && existsSync(pinned) && pinned !== process.execPath) {
  const child = spawnSync(pinned, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
if (!existsSync(bundle)) {
  process.stderr.write('licensehub: building the CLI (first run)…\n');
  const build = spawnSync(process.execPath, ['build.mjs', 'cli'], { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0 || !existsSync(bundle)) {
    process.stderr.write('licensehub: the CLI could not be built. Run `npm install` and then `npm run build` in the project folder.\n');
    process.exit(2);
  }
}
// V8 keeps the bundle's compiled code on disk between runs, so a command does not compile its
// chunks again each time it starts. The first chunk holds the command table and commander; a
// command's own code is loaded when the command line names it.
module.enableCompileCache?.();
await import(bundle.href);
