#!/usr/bin/env node
// The README's test command: type check, architecture rules, unit and component tests (uvu,
// happy-dom), then end-to-end tests in Chromium. Each stage's output streams through; the run
// ends with one line `N passed, N failed` counting every test and check.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e` runs just those stages
const node = process.execPath;
const uvu = ['--import', 'tsx', 'scripts/uvu.mjs', 'test'];

const stages = [
  { name: 'typecheck', kind: 'check', cmd: node, args: ['node_modules/typescript-7/bin/tsc', '--noEmit', '-p', '.'] },
  { name: 'arch', kind: 'check', cmd: node, args: ['node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', '--config', '.dependency-cruiser.cjs', ...['core', 'adapters', 'ui', 'cli', 'sandbox', 'scripts', 'bench', 'test'].filter((d) => existsSync(d))] },
  {
    name: 'unit',
    kind: 'uvu',
    cmd: node,
    args: ['node_modules/c8/bin/c8.js', '--all', '--include', 'core/**', '--exclude', 'core/ports/**', '--check-coverage', '--lines', '95', '--reporter', 'text-summary', node, ...uvu, '^(core|adapters|cli|sandbox)/.*\\.test\\.tsx?$'],
  },
  {
    // The sandbox journeys again on a PostgreSQL server, when .ci/postgres.sh started one.
    name: 'sandbox-pg',
    kind: 'uvu',
    cmd: node,
    args: [...uvu, '^sandbox/journeys/.*\\.test\\.ts$'],
    env: { SANDBOX_TEST_DATABASE_URL: process.env.LICENSEHUB_TEST_DATABASE_URL },
    when: () => !!process.env.LICENSEHUB_TEST_DATABASE_URL,
  },
  { name: 'ui', kind: 'uvu', cmd: node, args: ['--import', 'tsx', '--import', './test/ui/dom.ts', ...uvu.slice(2), '^ui/.*\\.test\\.tsx?$'], when: () => existsSync('test/ui/dom.ts') },
  { name: 'build', kind: 'check', cmd: node, args: ['build.mjs'], when: () => only.length === 0 || only.includes('e2e') },
  // The bundle budget on the build's metafile (scripts/bundle-budget.json).
  { name: 'budget', kind: 'uvu', cmd: node, args: [...uvu, '^build/budget\\.test\\.ts$'] },
  { name: 'e2e', kind: 'uvu', cmd: node, args: [...uvu, '^e2e/.*\\.test\\.ts$'], limitMinutes: 10 },
];

const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
function run(stage) {
  return new Promise((resolve) => {
    const child = spawn(stage.cmd, stage.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...stage.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    // A stage that hangs must not hold CI for its whole budget: stop it and count it as failed.
    const limitMs = (stage.limitMinutes ?? 6) * 60_000;
    const timer = setTimeout(() => {
      process.stderr.write(`\n${stage.name}: still running after ${stage.limitMinutes ?? 6} minutes; stopped\n`);
      child.kill('SIGKILL');
    }, limitMs);
    let out = '';
    child.stdout.on('data', (d) => { out += d; process.stdout.write(d); });
    child.stderr.on('data', (d) => { out += d; process.stderr.write(d); });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, out: strip(out) });
    });
  });
}

let passed = 0;
let failed = 0;
const started = Date.now();
for (const stage of stages) {
  if (only.length && !only.includes(stage.name) && stage.name !== 'build') continue;
  if (stage.when && !stage.when()) continue;
  process.stdout.write(`\n=== ${stage.name} ===\n`);
  // No browser means one failure with one line saying what to do, not a failure per e2e test.
  if (stage.name === 'e2e' && (await run({ name: 'browser', cmd: node, args: ['--import', 'tsx', 'scripts/find-browser.ts'] })).code !== 0) {
    failed++;
    process.stdout.write(`=== ${stage.name}: not run, no browser ===\n`);
    continue;
  }
  const t0 = Date.now();
  const { code, out } = await run(stage);
  if (stage.kind === 'check') {
    code === 0 ? passed++ : failed++;
  } else {
    const total = Number(/Total:\s+(\d+)/.exec(out)?.[1] ?? 0);
    const ok = Number(/Passed:\s+(\d+)/.exec(out)?.[1] ?? 0);
    const skipped = Number(/Skipped:\s+(\d+)/.exec(out)?.[1] ?? 0);
    passed += ok;
    failed += total - ok - skipped;
    // A crash before uvu's summary (a file that fails to load) still counts as a failure.
    if (code !== 0 && total - ok - skipped === 0) failed++;
  }
  process.stdout.write(`=== ${stage.name}: exit ${code} in ${((Date.now() - t0) / 1000).toFixed(1)} s ===\n`);
}
process.stdout.write(`\nTotal wall time ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
