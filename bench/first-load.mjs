#!/usr/bin/env node
// The identify page's first load against the stack floor, in one run: builds the portal UI
// (build.mjs) and the floor app (bench/floor/main.tsx) with the same esbuild settings, then prints
// (gzip, from the metafiles) the floor, the identify page before its first paint and until the
// network is idle (docs/performance.md §Budgets), and their ratios to the floor.
// Run: node bench/first-load.mjs
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { browserBuildOptions } from '../build.mjs';
import { firstLoad, IDENTIFY_ROUTE, kib, readMeta, total, untilIdle } from '../scripts/bundle-metrics.mjs';

export const TARGET_RATIO = 1.15;
export const UNTIL_IDLE_TARGET_RATIO = 1.25;

export async function buildFloor() {
  rmSync('dist/floor', { recursive: true, force: true });
  mkdirSync('dist/meta', { recursive: true });
  const result = await esbuild.build(browserBuildOptions({ entry: 'bench/floor/main.tsx', outdir: 'dist/floor/assets' }));
  writeFileSync('dist/meta/floor.json', JSON.stringify(result.metafile));
  return result.metafile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  execFileSync(process.execPath, ['build.mjs', 'ui'], { stdio: 'inherit' });
  const floorMeta = await buildFloor();
  const meta = readMeta('dist/meta/ui.json');
  const floor = firstLoad(floorMeta, 'bench/floor/main.tsx');
  const f = total(floor);
  console.log(`stack floor (bench/floor):          ${kib(f).padStart(10)} gzip in ${floor.length} files`);
  for (const [name, files, target] of [
    ['identify before paint (portal):', firstLoad(meta, 'ui/main.tsx', IDENTIFY_ROUTE), TARGET_RATIO],
    ['identify until idle (portal):  ', untilIdle(meta, 'ui/main.tsx', IDENTIFY_ROUTE), UNTIL_IDLE_TARGET_RATIO],
  ])
    console.log(
      `${name} ${kib(total(files)).padStart(13)} gzip in ${String(files.length).padStart(2)} files, ${(total(files) / f).toFixed(3)} × the floor (target <= ${target})`,
    );
}
