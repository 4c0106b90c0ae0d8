#!/usr/bin/env node
// What each package and folder costs in the identify page's first load, in gzip: the shared
// chunk's gzip size minus its gzip size without that group's bytes (found through the chunk's
// source map). Bytes compress against each other, so the figures do not add up to the whole; each
// is what leaving that group out would save. Reads the last build (node build.mjs ui).
// Run: node scripts/bundle-weights.mjs [depth]   (depth: path segments of own files, 2 by default)
import { decode } from '@jridgewell/sourcemap-codec';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, IDENTIFY_ROUTE, kib, readMeta } from './bundle-metrics.mjs';

const depth = Number(process.argv[2] ?? 2);
const meta = readMeta('dist/meta/ui.json');
const [file] = firstLoadFiles(meta, 'ui/main.tsx', IDENTIFY_ROUTE).sort((a, b) => meta.outputs[b].bytes - meta.outputs[a].bytes);
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));

/** A source's group: its package, or its first `depth` path segments. */
const groupOf = (source) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg
    ? pkg[1]
    : source
        .replace(/^(\.\.\/)+/, '')
        .split('/')
        .slice(0, depth)
        .join('/');
};

// Each byte of the chunk belongs to the source of the mapping segment it falls in.
const owner = new Array(code.length).fill('(no source)');
let offset = 0;
for (const segments of decode(map.mappings)) {
  const length = code.indexOf('\n', offset) < 0 ? code.length - offset : code.indexOf('\n', offset) - offset;
  segments.forEach((segment, i) => {
    const end = i + 1 < segments.length ? segments[i + 1][0] : length;
    if (segment.length > 1) owner.fill(groupOf(map.sources[segment[1]]), offset + segment[0], offset + end);
  });
  offset += length + 1;
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const whole = gzip(code);
const raw = new Map();
for (const group of owner) raw.set(group, (raw.get(group) ?? 0) + 1);
const rows = [...raw]
  .filter(([, bytes]) => bytes >= 1024)
  .map(([group, bytes]) => ({ group, bytes, cost: whole - gzip(owner.map((g, i) => (g === group ? '' : code[i])).join('')) }))
  .sort((a, b) => b.cost - a.cost);
console.log(`${file}: ${kib(whole)} gzip (groups of at least 1 KiB raw; each figure is what leaving it out saves)`);
for (const { group, bytes, cost } of rows) console.log(`  ${kib(cost).padStart(10)} gzip  ${kib(bytes).padStart(10)} raw  ${group}`);
