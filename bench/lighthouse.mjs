#!/usr/bin/env node
// Lighthouse 12 (mobile, its defaults: a mid-range phone on slow 4G, simulated) on the identify
// page and on the user menu signed in as Alice Morgan (README demo identity), against the sandbox
// as `npm start` runs it. Prints performance, accessibility and best-practices scores with LCP and
// TBT per page, and exits 1 when a page is under its target (performance 98, the others 100).
//
// Lighthouse is installed on demand into node_modules/.cache/lighthouse-12 (about 200 packages and
// 185 MB; decisions.md "Lighthouse"), not as a devDependency. Chromium: CHROME_PATH or
// /usr/bin/chromium, the one the end-to-end tests use.
// Run: node bench/lighthouse.mjs   (LIGHTHOUSE_NO_BUILD=1 reuses dist/; LIGHTHOUSE_JSON=dir keeps reports)
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const LIGHTHOUSE_VERSION = '12.8.2';
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100 };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cacheDir = resolve('node_modules/.cache/lighthouse-12');
const APP = '/my-licensehub/frontend';
const API = '/my-licensehub/api';

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

const summary = (name, lhr) => {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scores = Object.fromEntries(Object.keys(TARGETS).map((id) => [id, score(id)]));
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? NaN;
  console.log(
    `${name.padEnd(12)} performance ${String(scores.performance).padStart(3)}  accessibility ${String(scores.accessibility).padStart(3)}  ` +
      `best practices ${String(scores['best-practices']).padStart(3)}  FCP ${(fcp / 1000).toFixed(2)} s  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms`,
  );
  const failing = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable',
  );
  for (const a of failing.slice(0, 12)) console.log(`    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return Object.entries(TARGETS).every(([id, min]) => scores[id] >= min);
};

const require = ensureLighthouse();
const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
const puppeteer = await import(pathToFileURL(require.resolve('puppeteer-core')).href);

if (!process.env.LIGHTHOUSE_NO_BUILD) execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
const sandbox = await startSandbox();
const browser = await puppeteer.launch({
  executablePath: chromePath,
  headless: true,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let ok = true;
try {
  const flags = { output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS), formFactor: 'mobile' };
  const reports = process.env.LIGHTHOUSE_JSON;
  if (reports) mkdirSync(reports, { recursive: true });
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${sandbox.origin}, Chromium ${await browser.version()}`);

  const identifyPage = await browser.newPage();
  const identify = await lighthouse(`${sandbox.origin}${APP}/identify-licensee`, flags, undefined, identifyPage);
  ok = summary('identify', identify.lhr) && ok;
  if (reports) writeFileSync(join(reports, 'identify.json'), identify.report);
  await identifyPage.close();

  // Signed in: the portal adopts a transition token from sessionStorage at start (the same tab).
  const menuPage = await browser.newPage();
  await menuPage.goto(`${sandbox.origin}${APP}/config.json`);
  const token = await signInAsAlice(sandbox.origin);
  await menuPage.evaluate((jwt) => sessionStorage.setItem('licensehub.transitionJwt', jwt), token);
  const menu = await lighthouse(`${sandbox.origin}${APP}/user-menu`, { ...flags, disableStorageReset: true }, undefined, menuPage);
  if (menu.lhr.finalDisplayedUrl && !menu.lhr.finalDisplayedUrl.endsWith('/user-menu')) {
    console.log(`user menu: ended on ${menu.lhr.finalDisplayedUrl}, not signed in`);
    ok = false;
  }
  ok = summary('user menu', menu.lhr) && ok;
  if (reports) writeFileSync(join(reports, 'user-menu.json'), menu.report);
} finally {
  await browser.close();
  await sandbox.stop();
}
process.exit(ok ? 0 : 1);
