#!/usr/bin/env node
// Builds the three deliverables with esbuild:
//  - the UI: code-split ESM with hashed names, index.html, config.json, fonts (dist/frontend)
//  - the sandbox server: one Node ESM bundle, dependencies left in node_modules (dist/sandbox)
//  - the CLI: one Node ESM bundle loaded by bin/licensehub.mjs (dist/cli)
// Metafiles land in dist/meta/ for the bundle-size report (scripts/bundle-report.mjs).
import * as esbuild from 'esbuild';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const appBase = (process.env.APP_BASE ?? '/my-licensehub/frontend').replace(/\/$/, '');
const out = 'dist';
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['ui', 'sandbox', 'cli'];
mkdirSync(`${out}/meta`, { recursive: true });

/** The runtime configuration served next to index.html (decisions.md); deployments replace this file. */
const defaultConfig = {
  apiBase: '/my-licensehub/api',
  appBase,
  homePath: '/my-licensehub/',
  logoutPath: '/my-licensehub/logout',
  providerHomepage: 'https://registry.example.org/',
  providerContact: { phone: '1-800-555-0134', email: 'help@registry.example.org', hours: 'Monday to Friday, 8 AM to 6 PM Central' },
  disabledFeatures: [],
  telemetry: {},
};

async function buildUi() {
  rmSync(`${out}/frontend`, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { main: 'ui/main.tsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome120', 'firefox120', 'safari17'],
    outdir: `${out}/frontend/assets`,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'fonts/[name]-[hash]',
    loader: { '.woff2': 'file', '.woff': 'file' },
    jsx: 'automatic',
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  writeFileSync(`${out}/meta/ui.json`, JSON.stringify(result.metafile));
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === 'ui/main.tsx');
  if (!entry) throw new Error('build: no UI entry output');
  const js = basename(entry[0]);
  const css = entry[1].cssBundle ? basename(entry[1].cssBundle) : undefined;
  writeFileSync(
    `${out}/frontend/index.html`,
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="${appBase}/">
<title>LicenseHub</title>
<link rel="icon" href="data:,">
${css ? `<link rel="stylesheet" href="assets/${css}">\n` : ''}<script type="module" src="assets/${js}"></script>
</head>
<body>
<noscript>LicenseHub needs JavaScript to run.</noscript>
<div id="root"></div>
</body>
</html>
`,
  );
  writeFileSync(`${out}/frontend/config.json`, JSON.stringify(defaultConfig, null, 2) + '\n');
}

/**
 * A Node bundle. The sandbox keeps its packages in node_modules (PGlite's WebAssembly and pg's
 * optional natives load from there). The CLI bundles its packages: fp-ts's directory-style
 * subpaths (`fp-ts/Either`) do not resolve from an ES module at run time, and one file halves
 * the cold start. The banner gives bundled CommonJS code a `require`.
 */
async function buildNode(name, entry, outfile, { bundlePackages = false } = {}) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    ...(bundlePackages
      ? { banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" } }
      : { packages: 'external' }),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(`${out}/meta/${name}.json`, JSON.stringify(result.metafile));
}

const started = Date.now();
for (const target of targets) {
  if (target === 'ui' && existsSync('ui/main.tsx')) await buildUi();
  if (target === 'sandbox' && existsSync('sandbox/main.ts')) {
    await buildNode('sandbox', 'sandbox/main.ts', `${out}/sandbox/server.mjs`);
    rmSync(`${out}/sandbox/migrations`, { recursive: true, force: true });
    if (existsSync('sandbox/migrations')) cpSync('sandbox/migrations', `${out}/sandbox/migrations`, { recursive: true });
  }
  if (target === 'cli' && existsSync('cli/main.ts')) await buildNode('cli', 'cli/main.ts', `${out}/cli/licensehub.mjs`, { bundlePackages: true });
}
console.log(`build: ${targets.join(', ')} in ${Date.now() - started} ms`);
