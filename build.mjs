#!/usr/bin/env node
// Builds the three deliverables with esbuild:
//  - the UI: code-split ESM with hashed names, index.html, config.json, fonts (dist/frontend)
//  - the sandbox server: one Node ESM bundle, dependencies left in node_modules (dist/sandbox)
//  - the CLI: one Node ESM bundle loaded by bin/licensehub.mjs (dist/cli)
// Metafiles land in dist/meta/ for the bundle-size report (scripts/bundle-report.mjs).
import * as esbuild from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { barrelImports, barrelRewriter } from './scripts/esbuild-barrels.mjs';
import { griffelAheadOfTime } from './scripts/esbuild-griffel.mjs';
import { firstLoadFiles } from './scripts/bundle-metrics.mjs';

const appBase = (process.env.APP_BASE ?? '/my-licensehub/frontend').replace(/\/$/, '');
// index.html preloads the maintenance notices from here; a deployment that moves the API builds with API_BASE.
const apiBase = (process.env.API_BASE ?? '/my-licensehub/api').replace(/\/$/, '');
const out = 'dist';
const devBuild = ['development', 'test'].includes(process.env.LICENSEHUB_BUILD ?? '');
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['ui', 'sandbox', 'cli'];

/** The runtime configuration served next to index.html (docs/decisions.md §Runtime configuration); deployments replace this file. */
const defaultConfig = {
  apiBase,
  appBase,
  homePath: '/my-licensehub/',
  logoutPath: '/my-licensehub/logout',
  providerHomepage: 'https://registry.example.org/',
  providerName: 'Insurance Registry',
  providerContact: { phone: '1-800-555-0134', email: 'help@registry.example.org', hours: 'Monday to Friday, 8 AM to 6 PM Central' },
  disabledFeatures: [],
  telemetry: {},
};

// Barrels the build sees through (scripts/esbuild-barrels.mjs): Fluent's and tabster's. Without
// it the identify page's first load is 25 KiB gzip larger (docs/performance.md §Build plugins).
const BARRELS = [
  'tabster',
  ...readdirSync('node_modules/@fluentui')
    .filter((d) => d.startsWith('react-') && existsSync(`node_modules/@fluentui/${d}/package.json`))
    .map((d) => `@fluentui/${d}`),
];

/**
 * The files whose barrel imports are rewritten: Fluent's own, and the portal's ui/, core/ and adapters/.
 * Anchored at the project folder, since esbuild's filters are Go regular expressions (no lookahead
 * to leave node_modules out).
 */
const OWN_OR_FLUENT_FILE = new RegExp(
  `(node_modules[\\\\/]@fluentui[\\\\/].*\\.js|^${process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/](ui|core|adapters)[\\\\/].*\\.tsx?)$`,
);

/**
 * The browser build settings, shared with the stack-floor app (bench/floor) so both are built
 * the same way and their first loads compare.
 */
export function browserBuildOptions({ entry, outdir }) {
  const define = { 'process.env.NODE_ENV': devBuild ? '"development"' : '"production"', __LICENSEHUB_STRICT_MODE__: String(devBuild) };
  const barrels = barrelRewriter(BARRELS);
  return {
    entryPoints: { main: entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // Packages that publish an ES2015 build beside an ES5 one (rxjs) give the ES2015 one: the
    // targets below run it as it is, without ES5 classes and tslib helpers.
    conditions: ['es2015', 'module'],
    target: ['chrome120', 'firefox120', 'safari17'],
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'fonts/[name]-[hash]',
    loader: { '.woff2': 'file', '.woff': 'file' },
    jsx: 'automatic',
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'none',
    // LICENSEHUB_BUILD=development or test: React's development build under StrictMode (ui/main.tsx).
    define,
    logLevel: 'warning',
    plugins: [
      // The portal's own styles compiled here, as Fluent's are: see scripts/esbuild-griffel.mjs.
      griffelAheadOfTime({ root: 'ui', define, rewriteAfter: barrels }),
      // Keeps Fluent's focus manager (tabster) and what only lazy parts use out of the first load:
      // see scripts/esbuild-barrels.mjs.
      barrelImports(barrels, OWN_OR_FLUENT_FILE),
    ],
  };
}

async function buildUi() {
  rmSync(`${out}/frontend`, { recursive: true, force: true });
  const result = await esbuild.build(browserBuildOptions({ entry: 'ui/main.tsx', outdir: `${out}/frontend/assets` }));
  writeFileSync(`${out}/meta/ui.json`, JSON.stringify(result.metafile));
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === 'ui/main.tsx');
  if (!entry) throw new Error('build: no UI entry output');
  const js = basename(entry[0]);
  const css = entry[1].cssBundle ? basename(entry[1].cssBundle) : undefined;
  const assetHref = (file) => relative(`${out}/frontend`, file).split('\\').join('/');
  // The identify page's chunks (the first route most visitors open): preloaded together instead
  // of discovered one import at a time (docs/performance.md §Load tiers). The entry script itself
  // is the <script> below.
  const preload = firstLoadFiles(result.metafile, 'ui/main.tsx', FIRST_ROUTE).filter((f) => f !== entry[0]);
  // config.json and the maintenance notices, which the first render waits for, are asked for with
  // the scripts rather than after them (docs/decisions.md §First load).
  // The root holds the top bar as the app draws it (ui/first-paint.css), so the page paints as soon
  // as the stylesheet is in; the scripts, which that paint does not wait for, are preloaded at low
  // priority behind it (docs/performance.md §First paint).
  // No font is preloaded: every face is `font-display: swap`, so text paints at once in a
  // fallback face and Open Sans swaps in. Preloaded, the three faces (57 KB) shared the link with
  // the script the first paint waits for (docs/decisions.md §First load).
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
<link rel="preload" href="config.json" as="fetch" crossorigin>
<link rel="preload" href="${apiBase}/maintenance-notifications.json" as="fetch" crossorigin="use-credentials">\n${css ? `<link rel="stylesheet" href="assets/${css}">\n` : ''}<script type="module" src="assets/${js}"></script>
${preload.map((f) => `<link rel="modulepreload" href="${assetHref(f)}" fetchpriority="low">\n`).join('')}</head>
<body>
<div id="root"><div class="first-paint">LicenseHub</div></div>
<noscript>LicenseHub needs JavaScript to run.</noscript>
</body>
</html>
`,
  );
  writeFileSync(`${out}/frontend/config.json`, JSON.stringify(defaultConfig, null, 2) + '\n');
  await precompress(`${out}/frontend`);
}

/**
 * rrweb 2.1.6 checks Element's `querySelector` and `querySelectorAll` as property getters; being
 * methods, they always look replaced, so every recording's start built a hidden frame to borrow
 * clean ones (a new document, in the page's longest task). Checked here as the methods they
 * are, as rrweb's open fix does (rrweb-io/rrweb pull request 1802). The build fails once rrweb's
 * text changes: then this goes.
 */
const rrwebElementMethods = {
  name: 'rrweb-element-methods',
  setup(build) {
    build.onLoad({ filter: /@rrweb[\\/]record[\\/]dist[\\/]record\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const accessors = 'Element: ["shadowRoot", "querySelector", "querySelectorAll"],';
      const methods = /(testableMethods = {[^}]*)Element: \[\],/;
      if (!text.includes(accessors) || !methods.test(text)) throw new Error(`${args.path}: rrweb's prototype check changed; drop rrwebElementMethods`);
      return {
        contents: text.replace(accessors, 'Element: ["shadowRoot"],').replace(methods, '$1Element: ["querySelector", "querySelectorAll"],'),
        loader: 'js',
      };
    });
  },
};

/**
 * The session-recording script (adapters/telemetry/recorder-sdk.ts), a script of its own that the
 * portal loads from config.json's telemetry.sdkUrl once the page is interactive, as it would a
 * vendor's from its CDN; the sandbox serves it (dist/telemetry). Not part of the UI's bundle.
 */
async function buildRecorder() {
  rmSync(`${out}/telemetry`, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: ['adapters/telemetry/recorder-sdk.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome120', 'firefox120', 'safari17'],
    outfile: `${out}/telemetry/recorder.js`,
    plugins: [rrwebElementMethods],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Sent compressed, as the UI's files are: 62 KiB less on a phone's link while the page is in use.
  await precompress(`${out}/telemetry`);
}

/** The route whose chunks index.html preloads. */
const FIRST_ROUTE = 'ui/screens/identify-licensee/IdentifyLicensee.tsx';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg']);
/**
 * Brotli (quality 11) and gzip (level 9) copies beside every text file of the built UI and the recording script, made once
 * here so the server never compresses per request (sandbox/http/static.ts picks the copy by
 * Accept-Encoding). A copy that would not be smaller is not written.
 */
async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && COMPRESSIBLE.has(extname(d.name)))
    .map((d) => join(d.parentPath ?? d.path, d.name));
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) writeFileSync(`${file}.br`, br);
      if (gzipped.length < data.length) writeFileSync(`${file}.gz`, gzipped);
    }),
  );
}

/**
 * A Node bundle. The sandbox keeps its packages in node_modules (PGlite's WebAssembly and pg's
 * optional natives load from there). The CLI bundles its packages: fp-ts's directory-style
 * subpaths (`fp-ts/Either`) do not resolve from an ES module at run time, and one file halves
 * the cold start. The banner gives bundled CommonJS code a `require`.
 */
async function buildNode(name, entry, outfile, { bundlePackages = false } = {}) {
  const result = await esbuild.build({
    bundle: true,
    ...(bundlePackages
      ? {
          banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
          // The packages' ES module builds, so that only what is used is bundled, and what a
          // command loads on demand (its own code, the registry client, the scenario reader) in
          // chunks of its own: `--help` reads the command table and commander only.
          mainFields: ['module', 'main'],
          // rxjs names its CommonJS build for Node first: its ES2015 build is the one that shakes.
          alias: { rxjs: './node_modules/rxjs/dist/esm/index.js' },
          splitting: true,
          entryPoints: { [basename(outfile, '.mjs')]: entry },
          outdir: dirname(outfile),
          outExtension: { '.js': '.mjs' },
          chunkNames: 'chunks/[name]-[hash]',
        }
      : {
          packages: 'external',
          entryPoints: [entry],
          outfile,
          // fp-ts's directory-style subpaths (`fp-ts/Either`) do not resolve from an ES module at run time: its files do.
          plugins: [
            {
              name: 'fp-ts-files',
              setup: (b) => b.onResolve({ filter: /^fp-ts\/\w+$/ }, (a) => ({ path: `fp-ts/lib/${a.path.slice(6)}.js`, external: true })),
            },
          ],
        }),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(`${out}/meta/${name}.json`, JSON.stringify(result.metafile));
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
const started = Date.now();
if (isMain) mkdirSync(`${out}/meta`, { recursive: true });
if (isMain)
  for (const target of targets) {
    if (target === 'ui' && existsSync('ui/main.tsx')) await Promise.all([buildUi(), buildRecorder()]);
    if (target === 'sandbox' && existsSync('sandbox/main.ts')) {
      await buildNode('sandbox', 'sandbox/main.ts', `${out}/sandbox/server.mjs`);
      rmSync(`${out}/sandbox/migrations`, { recursive: true, force: true });
      if (existsSync('sandbox/migrations')) cpSync('sandbox/migrations', `${out}/sandbox/migrations`, { recursive: true });
    }
    if (target === 'cli' && existsSync('cli/main.ts')) await buildNode('cli', 'cli/main.ts', `${out}/cli/licensehub.mjs`, { bundlePackages: true });
  }
if (isMain) console.log(`build: ${targets.join(', ')} in ${Date.now() - started} ms`);
