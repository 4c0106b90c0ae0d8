#!/usr/bin/env node
// The identify page's first load against the stack floor, in one run: builds the portal UI
// (build.mjs) and the floor app (bench/floor/main.tsx) with the same esbuild settings, then prints
// both first-load figures (gzip, from the metafiles) and their ratio. The target is ratio <= 1.15.
// Run: node bench/first-load.mjs
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { browserBuildOptions } from '../build.mjs';
import { firstLoad, IDENTIFY_ROUTE, kib, readMeta, total } from '../scripts/bundle-metrics.mjs';

export const TARGET_RATIO = 1.15;

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
  const portal = firstLoad(readMeta('dist/meta/ui.json'), 'ui/main.tsx', IDENTIFY_ROUTE);
  const floor = firstLoad(floorMeta, 'bench/floor/main.tsx');
  const p = total(portal);
  const f = total(floor);
  console.log(`stack floor (bench/floor):   ${kib(f).padStart(10)} gzip in ${floor.length} files`);
  console.log(`identify first load (portal): ${kib(p).padStart(9)} gzip in ${portal.length} files`);
  console.log(`ratio: ${(p / f).toFixed(3)} (target <= ${TARGET_RATIO})`);
}
