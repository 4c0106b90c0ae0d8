#!/usr/bin/env node
// Lighthouse 12 (mobile, its defaults: a mid-range phone on slow 4G, simulated) on five pages
// (docs/performance.md): identify, and signed in as Alice Morgan (README demo identity) the user
// menu, start flow, the first module of a licensing flow created for her, and order history,
// against the sandbox as `npm start` runs it. Prints performance, accessibility and
// best-practices scores with LCP and TBT per page, and exits 1 when a page is under its target
// (performance 98, the others 100).
//
// Lighthouse is installed on demand into node_modules/.cache/lighthouse-12 (about 200 packages and
// 185 MB), not as a devDependency. Chromium: CHROME_PATH, or the one the
// end-to-end tests drive (scripts/find-browser.ts: the packaged one, else the system's).
// Each page is measured LIGHTHOUSE_RUNS times (3 unless set) and judged on its median figures.
// Identify is measured as a first visit (Lighthouse clears the origin's storage and caches before
// each run); the signed-in pages as a signed-in user's visit, whose browser holds the portal's
// code (they are reached through identify in the same tab): in a browser of their own, warmed by
// one unmeasured visit of each, so that identify's clearing does not leave them half cold.
// Run: node bench/lighthouse.mjs   (LIGHTHOUSE_NO_BUILD=1 reuses dist/; LIGHTHOUSE_JSON=dir keeps reports;
// LIGHTHOUSE_PAGES=identify,modules measures those pages only)
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const LIGHTHOUSE_VERSION = '12.8.2';
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100 };
const cacheDir = resolve('node_modules/.cache/lighthouse-12');
const APP = '/my-licensehub/frontend';
const API = '/my-licensehub/api';

/** The browser the end-to-end tests drive, as scripts/find-browser.ts names it (it honours CHROME_PATH). */
function testBrowser() {
  const said = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/find-browser.ts'], { encoding: 'utf8' });
  const path = /^e2e browser: (.+) \([^)]*\)$/m.exec(said)?.[1];
  if (!path) throw new Error(`scripts/find-browser.ts named no browser: ${said.trim()}`);
  return path;
}

function ensureLighthouse() {
  const require = createRequire(join(cacheDir, 'package.json'));
  try {
    if (require('lighthouse/package.json').version === LIGHTHOUSE_VERSION) return require;
  } catch {
    // not installed yet
  }
  console.error(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${cacheDir} (once)…`);
  mkdirSync(cacheDir, { recursive: true });
  if (!existsSync(join(cacheDir, 'package.json'))) writeFileSync(join(cacheDir, 'package.json'), '{"private":true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`], { cwd: cacheDir, stdio: 'inherit' });
  return require;
}

/** The sandbox as `npm start` runs it, on a random 18xxx port, with a throwaway database. */
async function startSandbox() {
  const port = 18000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['dist/sandbox/server.mjs', '--port', String(port), '--data-dir', 'memory://', '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}${APP}/config.json`)).ok) return { origin, stop: () => (child.kill('SIGTERM'), once(child, 'exit')) };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`sandbox exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  lines.close();
  child.kill('SIGTERM');
  throw new Error('sandbox did not start');
}

async function signInAsAlice(origin) {
  const res = await fetch(`${origin}${API}/identify.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1000001', lastName: 'Morgan', useAgreementAccepted: true }),
  });
  const token = res.headers.get('authorization');
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status}`);
  return token.replace(/^Bearer\s+/i, '');
}

/** A licensing flow of Alice's (Arizona and Georgia, as the start-flow wizard creates it): its modules page. */
async function aliceModulesPath(origin) {
  const res = await fetch(`${origin}${API}/flows.json`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await signInAsAlice(origin)}` },
    // Through tsx, so the script runs on any Node the machine has (type stripping came with Node 22).
    body: JSON.stringify((await tsImport('../test/sandbox/journeys/requests.ts', import.meta.url)).AZ_AND_GA),
  });
  if (res.status !== 200) throw new Error(`creating a flow failed: ${res.status}`);
  return `/flows/${(await res.json()).flowId}/modules`;
}

/** The figures of one report: the three scores (0–100) and FCP, LCP, TBT in ms. */
function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    ...Object.fromEntries(Object.keys(TARGETS).map((id) => [id, score(id)])),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}

const line = (name, f) =>
  `${name.padEnd(22)} performance ${String(f.performance).padStart(3)}  accessibility ${String(f.accessibility).padStart(3)}  ` +
  `best practices ${String(f['best-practices']).padStart(3)}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Prints a page's median figures over its runs (each figure's own median) and the audits that
 * fell short in its median-performance run; true when the medians reach the targets.
 */
function summary(name, lhrs) {
  const all = lhrs.map(figuresOf);
  const med = Object.fromEntries(Object.keys(all[0]).map((k) => [k, median(all.map((f) => f[k]))]));
  console.log(line(`${name} (median of ${all.length})`, med));
  const byPerformance = lhrs.map((lhr, i) => [all[i].performance, lhr]).sort((a, b) => a[0] - b[0]);
  const typical = byPerformance[Math.floor((byPerformance.length - 1) / 2)][1];
  const failing = Object.values(typical.audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable',
  );
  for (const a of failing.slice(0, 12)) console.log(`    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return Object.entries(TARGETS).every(([id, min]) => med[id] >= min);
}

/** The pages measured: name → path under the app (a function: asked once the sandbox runs), signed in or not. */
const PAGES = {
  identify: { path: () => '/identify-licensee', signedIn: false },
  'user menu': { path: () => '/user-menu', signedIn: true },
  'start flow': { path: () => '/start-flow', signedIn: true },
  modules: { path: aliceModulesPath, signedIn: true },
  'order history': { path: () => '/order-history', signedIn: true },
};
const slug = (name) => name.replace(/ /g, '-');
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',') ?? Object.keys(PAGES).map(slug);
const unknownPages = chosen.filter((p) => !Object.keys(PAGES).map(slug).includes(p));
if (unknownPages.length) {
  console.error(`LIGHTHOUSE_PAGES: unknown page ${unknownPages.join(', ')} (${Object.keys(PAGES).map(slug).join(', ')})`);
  process.exit(2);
}
const pages = Object.keys(PAGES).filter((name) => chosen.includes(slug(name)));
const require = ensureLighthouse();
const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
const puppeteer = await import(pathToFileURL(require.resolve('puppeteer-core')).href);

if (!process.env.LIGHTHOUSE_NO_BUILD) execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
const executablePath = testBrowser();
// Scores move a few points from run to run on one machine: the medians are the figures.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
let ok = true;
const sandbox = await startSandbox();
// Whatever fails from here on, the sandbox is stopped: an orphaned one would hold this process's output open.
const browsers = [];
try {
  const launch = async () => {
    const launched = await puppeteer.launch({ executablePath, headless: true, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    browsers.push(launched);
    return launched;
  };
  const browser = await launch();
  const signedInBrowser = await launch();
  const flags = { output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS), formFactor: 'mobile' };
  const reports = process.env.LIGHTHOUSE_JSON;
  if (reports) mkdirSync(reports, { recursive: true });
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${sandbox.origin}, Chromium ${await browser.version()}, ${runs} runs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const paths = Object.fromEntries(await Promise.all(pages.map(async (name) => [name, await PAGES[name].path(sandbox.origin)])));
  const lhrs = Object.fromEntries(pages.map((name) => [name, []]));
  /** A tab of the page's browser; signed in, the portal adopts a transition token from sessionStorage at start (the same tab). */
  const tabFor = async (name) => {
    const page = await (PAGES[name].signedIn ? signedInBrowser : browser).newPage();
    if (PAGES[name].signedIn) {
      await page.goto(`${sandbox.origin}${APP}/config.json`);
      const token = await signInAsAlice(sandbox.origin);
      await page.evaluate((jwt) => sessionStorage.setItem('licensehub.transitionJwt', jwt), token);
    }
    return page;
  };
  for (const name of pages.filter((n) => PAGES[n].signedIn)) {
    const page = await tabFor(name);
    await page.goto(`${sandbox.origin}${APP}${paths[name]}`, { waitUntil: 'networkidle0' });
    await page.close();
  }
  for (let run = 1; run <= runs; run++)
    for (const name of pages) {
      const page = await tabFor(name);
      const result = await lighthouse(`${sandbox.origin}${APP}${paths[name]}`, { ...flags, disableStorageReset: PAGES[name].signedIn }, undefined, page);
      const landed = result.lhr.finalDisplayedUrl ?? '';
      if (!landed.includes(paths[name])) {
        console.log(`${name}: ended on ${landed}, not ${paths[name]}`);
        ok = false;
      }
      lhrs[name].push(result.lhr);
      console.log(line(`${name}, run ${run}`, figuresOf(result.lhr)));
      if (reports) writeFileSync(join(reports, `${slug(name)}-${run}.json`), result.report);
      await page.close();
    }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const name of pages) ok = summary(name, lhrs[name]) && ok;
} finally {
  for (const b of browsers) await b.close();
  await sandbox.stop();
}
process.exit(ok ? 0 : 1);
