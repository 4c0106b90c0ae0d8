// Bundle figures from an esbuild metafile, shared by the bundle report, the budget check and the
// stack-floor comparison (docs/performance.md §Budgets): a route's first-load JavaScript (the
// entry chunk and the route's lazy chunk, with every chunk they import statically), what the
// identify page loads until the network is idle, and each lazily loaded module's own chunk. Sizes
// are gzip (level 9) of the files on disk, as a browser would download them without brotli.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const IDENTIFY_ROUTE = 'ui/screens/identify-licensee/IdentifyLicensee.tsx';

/**
 * The lazily loaded modules the identify page asks for only on the user's input, after sign-in or
 * when a maintenance notice shows (docs/performance.md §Load tiers). Every other module its first
 * load imports dynamically (the session recording) is counted as loaded until the network is idle.
 */
export const AFTER_INPUT = ['ui/app/later-parts.ts', 'ui/app/signed-in.ts', 'ui/screens/journey-screens.ts'];

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

export function readMeta(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The output file of an entry point (e.g. `ui/main.tsx`). */
export function entryOutput(meta, entryPoint) {
  const file = Object.keys(meta.outputs).find((f) => meta.outputs[f].entryPoint === entryPoint);
  if (!file) throw new Error(`no output for entry point ${entryPoint}`);
  return file;
}

/** Files a file imports statically, transitively, itself included. */
export function staticClosure(meta, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !meta.outputs[file]) continue;
    seen.add(file);
    for (const imp of meta.outputs[file].imports) if (imp.kind === 'import-statement') stack.push(imp.path);
  }
  return seen;
}

/**
 * The lazy chunk a route's dynamic import loads (its own chunk: the output whose entry point is
 * the route's source, which may only re-export a shared chunk), else the chunk that holds the
 * source; undefined when the route is in the entry.
 */
export function routeChunk(meta, entry, routeSource) {
  const js = Object.keys(meta.outputs).filter((f) => f.endsWith('.js') && f !== entry);
  return js.find((f) => meta.outputs[f].entryPoint === routeSource) ?? js.find((f) => Object.keys(meta.outputs[f].inputs).includes(routeSource));
}

/** The JavaScript a first visit to a route downloads: [{ file, raw, gzip }], sorted by name. */
export function firstLoad(meta, entryPoint, routeSource) {
  return firstLoadFiles(meta, entryPoint, routeSource).map((file) => ({ file, raw: meta.outputs[file].bytes, gzip: gzipBytes(file) }));
}

export const total = (files, key = 'gzip') => files.reduce((sum, f) => sum + f[key], 0);

/**
 * Each lazily loaded module's own chunk: the output whose entry point is a dynamically imported
 * source (screens, and the shell parts only signed-in users see), keyed by that source.
 */
export function lazyChunks(meta) {
  const dynamicTargets = new Set();
  for (const [, input] of Object.entries(meta.inputs)) for (const imp of input.imports) if (imp.kind === 'dynamic-import') dynamicTargets.add(imp.path);
  const chunks = [];
  for (const [file, out] of Object.entries(meta.outputs)) {
    if (!file.endsWith('.js') || !out.entryPoint || !dynamicTargets.has(out.entryPoint)) continue;
    chunks.push({ source: out.entryPoint, file, raw: out.bytes, gzip: gzipBytes(file) });
  }
  return chunks.sort((a, b) => a.source.localeCompare(b.source));
}

/** The output files (any type) a first visit to a route loads, from a metafile object. */
export function firstLoadFiles(meta, entryPoint, routeSource) {
  const entry = entryOutput(meta, entryPoint);
  const own = routeSource ? routeChunk(meta, entry, routeSource) : undefined;
  return [...new Set([...staticClosure(meta, entry), ...(own ? staticClosure(meta, own) : [])])].filter((f) => f.endsWith('.js')).sort();
}

/**
 * The output files (any type) a first visit to the identify page loads until the network is idle:
 * its first load, and every module that load imports dynamically, with its static imports, but
 * those in `afterInput` (sources).
 */
export function untilIdleFiles(meta, entryPoint, routeSource, afterInput = AFTER_INPUT) {
  const first = firstLoadFiles(meta, entryPoint, routeSource);
  const lazy = new Set();
  for (const file of first)
    for (const imp of meta.outputs[file].imports)
      if (imp.kind === 'dynamic-import' && !afterInput.includes(meta.outputs[imp.path]?.entryPoint ?? '')) lazy.add(imp.path);
  return [...new Set([...first, ...[...lazy].flatMap((f) => [...staticClosure(meta, f)])])].filter((f) => f.endsWith('.js')).sort();
}

/** untilIdleFiles with each file's raw and gzip bytes. */
export function untilIdle(meta, entryPoint, routeSource) {
  return untilIdleFiles(meta, entryPoint, routeSource).map((file) => ({ file, raw: meta.outputs[file].bytes, gzip: gzipBytes(file) }));
}

/** A module's group in the contributors: its package, or its folder. */
const groupOf = (input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.replace(/^(\.\.\/)+/, '').replace(/\/[^/]*$/, '/');

/**
 * The largest contributors to some files, by gzip bytes: each package or folder of the portal's
 * own code with its share (its minified bytes times its file's gzip ratio), largest first.
 */
export function contributors(meta, files, count = 8) {
  const by = new Map();
  for (const { file, raw, gzip } of files)
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[file].inputs))
      by.set(groupOf(input), (by.get(groupOf(input)) ?? 0) + (bytesInOutput * gzip) / Math.max(raw, 1));
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([group, gzip]) => ({ group, gzip: Math.round(gzip) }));
}
