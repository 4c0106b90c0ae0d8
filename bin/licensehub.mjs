#!/usr/bin/env node
// The `licensehub` command (`npm exec licensehub`, or `licensehub` after `npm link`). It runs the
// bundled CLI, dist/cli/licensehub.mjs, building it on first run when it is not there yet (`npm run
// build` rebuilds it after an update). It runs on the project's pinned Node (the npm `node`
// package) when the Node that started it is older than the CLI needs, e.g. a linked command
// started by an old system Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const project = fileURLToPath(new URL('..', import.meta.url));
const bundle = new URL('../dist/cli/licensehub.mjs', import.meta.url);
const pinned = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
const [major, minor] = process.versions.node.split('.').map(Number);
const tooOld = major < 22 || (major === 22 && minor < 12);

if (tooOld && existsSync(pinned) && pinned !== process.execPath) {
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
await import(bundle.href);
