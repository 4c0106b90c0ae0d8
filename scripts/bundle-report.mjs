#!/usr/bin/env node
// First-load JavaScript of a route, from esbuild's metafile (dist/meta/ui.json, written by
// `node build.mjs ui`): the entry chunk, every chunk it imports statically (transitively), plus the
// route's lazy chunk and its static imports; then every lazily loaded module's own chunk, with the
// budgets of scripts/bundle-budget.json. Sizes are gzip (level 9) of the files on disk.
// Usage: node scripts/bundle-report.mjs [route-source]
import { readFileSync } from 'node:fs';
import { firstLoad, IDENTIFY_ROUTE, kib, lazyChunks, readMeta, total, untilIdle } from './bundle-metrics.mjs';

const meta = readMeta('dist/meta/ui.json');
const budget = JSON.parse(readFileSync(new URL('./bundle-budget.json', import.meta.url), 'utf8'));
const route = process.argv[2] ?? IDENTIFY_ROUTE;
const files = firstLoad(meta, 'ui/main.tsx', route);
const allJs = Object.keys(meta.outputs).filter((f) => f.endsWith('.js'));
console.log(`route ${route}`);
for (const f of files) console.log(`  ${f.file}  ${kib(f.raw)} raw, ${kib(f.gzip)} gzip`);
console.log(
  `first-load JS: ${kib(total(files, 'raw'))} raw, ${kib(total(files))} gzip, in ${files.length} files (of ${allJs.length} JS files in the build)` +
    (route === IDENTIFY_ROUTE ? `; budget ${budget.identifyBeforePaintGzipKiB} KiB` : ''),
);
if (route === IDENTIFY_ROUTE) {
  const idle = untilIdle(meta, 'ui/main.tsx', route);
  console.log(`until idle: ${kib(total(idle))} gzip in ${idle.length} files; budget ${budget.identifyUntilIdleGzipKiB} KiB`);
}
console.log(`own chunk of each lazily loaded route or shell part (budget ${budget.ownChunkGzipKiB} KiB gzip each):`);
for (const c of lazyChunks(meta)) console.log(`  ${c.source.padEnd(58)} ${kib(c.gzip).padStart(10)} gzip  ${kib(c.raw).padStart(10)} raw`);
