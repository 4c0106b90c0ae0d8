#!/usr/bin/env node
// The `licensehub` command: runs the bundled CLI (built by `npm run build`, also on `npm install`).
import { existsSync } from 'node:fs';
const bundle = new URL('../dist/cli/licensehub.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('licensehub: the CLI is not built yet. Run `npm run build` in the project folder first.\n');
  process.exit(2);
}
await import(bundle.href);
