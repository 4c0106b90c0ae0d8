#!/usr/bin/env node
// First-load JavaScript of a route, from esbuild's metafile: the entry chunk, every chunk it
// imports statically (transitively), plus the route's lazy chunk and its static imports.
// Sizes are gzip (level 9) of the files on disk. Usage: node scripts/bundle-report.mjs [route-source]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const meta = JSON.parse(readFileSync('dist/meta/ui.json', 'utf8'));
const route = process.argv[2] ?? 'ui/screens/identify-licensee/IdentifyLicensee.tsx';
const outputs = meta.outputs;

function closure(start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !outputs[file]) continue;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement') stack.push(imp.path);
  }
  return seen;
}
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'ui/main.tsx');
const routeChunk = Object.keys(outputs).find((f) => f.endsWith('.js') && Object.keys(outputs[f].inputs).includes(route) && f !== entry);
const files = new Set([...closure(entry), ...(routeChunk ? closure(routeChunk) : [])]);
const js = [...files].filter((f) => f.endsWith('.js'));
const total = js.reduce((sum, f) => sum + gz(f), 0);
const raw = js.reduce((sum, f) => sum + outputs[f].bytes, 0);
const allJs = Object.keys(outputs).filter((f) => f.endsWith('.js'));
console.log(`route ${route}${routeChunk ? '' : ' (in the entry chunk)'}`);
for (const f of js.sort()) console.log(`  ${f}  ${kb(outputs[f].bytes)} raw, ${kb(gz(f))} gzip`);
console.log(`first-load JS: ${kb(raw)} raw, ${kb(total)} gzip, in ${js.length} files (of ${allJs.length} JS files in the build)`);
