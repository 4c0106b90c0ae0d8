#!/usr/bin/env node
// Lighthouse 12 (mobile, its defaults: a mid-range phone on slow 4G, simulated) on the identify
// page and on the user menu signed in as Alice Morgan (README demo identity), against the sandbox
// as `npm start` runs it. Prints performance, accessibility and best-practices scores with LCP and
// TBT per page, and exits 1 when a page is under its target (performance 98, the others 100).
//
// Lighthouse is installed on demand into node_modules/.cache/lighthouse-12 (about 200 packages and
// 185 MB; docs/decisions.md §First load), not as a devDependency. Chromium: CHROME_PATH, or the one the
// end-to-end tests drive (scripts/find-browser.ts: the packaged one, else the system's).
// Each page is measured LIGHTHOUSE_RUNS times (3 unless set) and judged on its median figures.
// Run: node bench/lighthouse.mjs   (LIGHTHOUSE_NO_BUILD=1 reuses dist/; LIGHTHOUSE_JSON=dir keeps reports;
// LIGHTHOUSE_PAGES=identify or user-menu measures one page)
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

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

const pages = new Set((process.env.LIGHTHOUSE_PAGES ?? 'identify,user-menu').split(','));
const unknownPages = [...pages].filter((p) => p !== 'identify' && p !== 'user-menu');
if (unknownPages.length) {
  console.error(`LIGHTHOUSE_PAGES: unknown page ${unknownPages.join(', ')} (identify, user-menu)`);
  process.exit(2);
}
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
let browser;
try {
  browser = await puppeteer.launch({ executablePath, headless: true, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const flags = { output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS), formFactor: 'mobile' };
  const reports = process.env.LIGHTHOUSE_JSON;
  if (reports) mkdirSync(reports, { recursive: true });
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${sandbox.origin}, Chromium ${await browser.version()}, ${runs} runs`);
  const identify = [];
  const menu = [];
  for (let run = 1; run <= runs; run++) {
    if (pages.has('identify')) {
      const identifyPage = await browser.newPage();
      const identifyRun = await lighthouse(`${sandbox.origin}${APP}/identify-licensee`, flags, undefined, identifyPage);
      identify.push(identifyRun.lhr);
      console.log(line(`identify, run ${run}`, figuresOf(identifyRun.lhr)));
      if (reports) writeFileSync(join(reports, `identify-${run}.json`), identifyRun.report);
      await identifyPage.close();
    }
    if (!pages.has('user-menu')) continue;

    // Signed in: the portal adopts a transition token from sessionStorage at start (the same tab).
    const menuPage = await browser.newPage();
    await menuPage.goto(`${sandbox.origin}${APP}/config.json`);
    const token = await signInAsAlice(sandbox.origin);
    await menuPage.evaluate((jwt) => sessionStorage.setItem('licensehub.transitionJwt', jwt), token);
    const menuRun = await lighthouse(`${sandbox.origin}${APP}/user-menu`, { ...flags, disableStorageReset: true }, undefined, menuPage);
    if (menuRun.lhr.finalDisplayedUrl && !menuRun.lhr.finalDisplayedUrl.endsWith('/user-menu')) {
      console.log(`user menu: ended on ${menuRun.lhr.finalDisplayedUrl}, not signed in`);
      ok = false;
    }
    menu.push(menuRun.lhr);
    console.log(line(`user menu, run ${run}`, figuresOf(menuRun.lhr)));
    if (reports) writeFileSync(join(reports, `user-menu-${run}.json`), menuRun.report);
    await menuPage.close();
  }
  if (identify.length) ok = summary('identify', identify) && ok;
  if (menu.length) ok = summary('user menu', menu) && ok;
} finally {
  await browser?.close();
  await sandbox.stop();
}
process.exit(ok ? 0 : 1);
