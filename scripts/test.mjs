#!/usr/bin/env node
// The README's test command: type checks, architecture rules, lint and format, unit tests (the
// core and pure adapters, under coverage), integration tests (sandbox, CLI, registry client over
// HTTP, in parallel processes), component tests (uvu, happy-dom), then end-to-end tests in
// Chromium. The run ends with one line `N passed, N failed` counting every test and check.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e` runs just those stages
const node = process.execPath;
const uvu = ['--import', 'tsx', 'scripts/uvu.mjs', 'test'];
const tsc = (project) => ({ label: project, cmd: node, args: ['node_modules/typescript-7/bin/tsc', '--noEmit', '-p', project] });
const uvuJob = (label, pattern, env) => ({ label, cmd: node, args: [...uvu, pattern], env });

// The end-to-end files in `count` groups of about equal size, run side by side: most of a browser
// test's time is spent waiting on the page, so two processes fill the two cores CI has.
function e2eShards(count) {
  const files = existsSync('test/e2e') ? readdirSync('test/e2e').filter((f) => f.endsWith('.test.ts')) : [];
  const groups = Array.from({ length: count }, () => ({ size: 0, names: [] }));
  for (const f of files.map((name) => ({ name, size: statSync(`test/e2e/${name}`).size })).sort((a, b) => b.size - a.size)) {
    const smallest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    smallest.size += f.size;
    smallest.names.push(f.name.replace(/\.test\.ts$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  }
  return groups.filter((g) => g.names.length > 0).map((g, i) => uvuJob(`e2e ${i + 1}: ${g.names.join(', ')}`, `^e2e/(${g.names.join('|')})\\.test\\.ts$`));
}

// A stage is one command, or `jobs` run side by side in separate processes (each job's output is
// printed whole when it ends, so parallel output never interleaves).
const stages = [
  {
    // Each world on its own: core sees no DOM or Node types, the browser code no Node types,
    // the Node code no DOM; tsconfig.json checks everything with the tests.
    name: 'typecheck',
    kind: 'check',
    jobs: ['tsconfig.core.json', 'tsconfig.browser.json', 'tsconfig.node.json', 'tsconfig.json'].map(tsc),
  },
  {
    name: 'arch',
    kind: 'check',
    cmd: node,
    args: [
      'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs',
      '--config',
      '.dependency-cruiser.cjs',
      ...['core', 'adapters', 'ui', 'cli', 'sandbox', 'scripts', 'bench', 'test'].filter((d) => existsSync(d)),
    ],
  },
  {
    name: 'lint',
    kind: 'check',
    jobs: [
      { label: 'eslint', cmd: node, args: ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'] },
      { label: 'prettier', cmd: node, args: ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'] },
    ],
  },
  {
    // The pure code, in-process: the core and the adapters that need no server, under coverage.
    name: 'unit',
    kind: 'uvu',
    cmd: node,
    args: [
      'node_modules/c8/bin/c8.js',
      '--all',
      '--include',
      'core/**',
      '--exclude',
      'core/ports/**',
      '--check-coverage',
      '--lines',
      '95',
      '--reporter',
      'text-summary',
      node,
      ...uvu,
      '^(core/|adapters/(?!registry-api/)).*\\.test\\.tsx?$',
    ],
  },
  {
    // Real HTTP against in-process sandboxes (PGlite): the server, the CLI, the registry client.
    name: 'integration',
    kind: 'uvu',
    jobs: [uvuJob('sandbox', '^sandbox/.*\\.test\\.ts$'), uvuJob('cli + registry client', '^(cli/|adapters/registry-api/).*\\.test\\.ts$')],
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
  {
    name: 'ui',
    kind: 'uvu',
    cmd: node,
    args: ['--import', 'tsx', '--import', './test/ui/dom.ts', ...uvu.slice(2), '^ui/.*\\.test\\.tsx?$'],
    when: () => existsSync('test/ui/dom.ts'),
  },
  { name: 'build', kind: 'check', cmd: node, args: ['build.mjs'], when: () => only.length === 0 || only.includes('e2e') },
  // The bundle budget on the build's metafile (scripts/bundle-budget.json).
  { name: 'budget', kind: 'uvu', cmd: node, args: [...uvu, '^build/budget\\.test\\.ts$'] },
  { name: 'e2e', kind: 'uvu', jobs: e2eShards(Number(process.env.LICENSEHUB_E2E_JOBS ?? 2)), limitMinutes: 10 },
];

const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
function run(stage, buffered = false) {
  return new Promise((resolve) => {
    const child = spawn(stage.cmd, stage.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...stage.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    // A stage that hangs must not hold CI for its whole budget: stop it and count it as failed.
    const limitMs = (stage.limitMinutes ?? 6) * 60_000;
    const timer = setTimeout(() => {
      process.stderr.write(`\n${stage.name}: still running after ${stage.limitMinutes ?? 6} minutes; stopped\n`);
      child.kill('SIGKILL');
    }, limitMs);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (!buffered) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      if (!buffered) process.stderr.write(d);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (buffered) process.stdout.write(`--- ${stage.name} / ${stage.label}: exit ${code} ---\n${out}`);
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
  const results = stage.jobs
    ? await Promise.all(stage.jobs.map((job) => run({ limitMinutes: stage.limitMinutes, ...job, name: stage.name, env: { ...stage.env, ...job.env } }, true)))
    : [await run(stage)];
  for (const { code, out } of results) {
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
  }
  const code = results.find((r) => r.code !== 0)?.code ?? 0;
  process.stdout.write(`=== ${stage.name}: exit ${code} in ${((Date.now() - t0) / 1000).toFixed(1)} s ===\n`);
}
process.stdout.write(`\nTotal wall time ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
