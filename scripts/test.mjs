#!/usr/bin/env node
// The README's test command: type checks, architecture rules, lint and format, unit tests (the
// core and pure adapters, under coverage), integration tests (sandbox, CLI, registry client over
// HTTP), component tests (uvu, happy-dom), then end-to-end tests in Chromium. The run ends with
// one line `N passed, N failed` counting every test and check.
//
// The build comes first. Then the checks, unit, integration and component tests run as a pool of
// jobs, as many at a time as the machine has cores (`LICENSEHUB_TEST_JOBS` changes it), longest
// first: each job is one process, mostly on one core. Beside the pool, the bundle budget and then
// the end-to-end tests run, in groups side by side (`LICENSEHUB_E2E_JOBS`, one per core): a
// browser test mostly waits on the page, so the pool's jobs use the cores it leaves idle.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e` runs just those stages
const node = process.execPath;
const cores = Math.max(1, Number(process.env.LICENSEHUB_TEST_JOBS ?? availableParallelism()));
const uvu = ['--import', 'tsx', 'scripts/uvu.mjs', 'test'];
const tsc = (project, weight) => ({ label: project, weight, cmd: node, args: ['node_modules/typescript-7/bin/tsc', '--noEmit', '-p', project] });
const uvuJob = (label, pattern, weight) => ({ label, weight, cmd: node, args: [...uvu, pattern] });
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The test files under test/<dir>, as paths from test/. */
function testFiles(dir) {
  const root = join('test', dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && /\.test\.tsx?$/.test(f.name))
    .map((f) => relative('test', join(f.parentPath, f.name)).split('\\').join('/'));
}

/** About how many seconds a test file takes alone (test/durations.json says how it was measured). */
const durations = JSON.parse(readFileSync('test/durations.json', 'utf8'));
const secondsOf = (f) => durations.seconds[f] ?? statSync(join('test', f)).size / (durations.bytesPerSecond[f.split('/')[0]] ?? 2000);

/** uvu jobs for these files in `count` groups of about equal time, heaviest file first. */
function shardJobs(name, files, count) {
  const groups = Array.from({ length: count }, () => ({ weight: 0, files: [] }));
  for (const f of [...files].sort((a, b) => secondsOf(b) - secondsOf(a))) {
    const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += secondsOf(f);
    lightest.files.push(f);
  }
  const shortName = (f) => f.replace(/^[^/]+\//, '').replace(/\.test\.tsx?$/, '');
  return groups
    .filter((g) => g.files.length > 0)
    .map((g, i, all) =>
      uvuJob(all.length > 1 ? `${name} ${i + 1}: ${g.files.map(shortName).join(', ')}` : name, `^(${g.files.map(escape).join('|')})$`, g.weight),
    );
}

// A stage is one command or `jobs`, each a separate process whose output is printed whole when
// it ends (so output from jobs side by side never interleaves). `pooled` stages share the job
// pool; the others run one after another, each stage's jobs side by side. A job's `weight` is
// about its seconds alone, to start the longest first.
const stages = [
  {
    // Each world on its own: core sees no DOM or Node types, the browser code no Node types,
    // the Node code no DOM; tsconfig.json checks everything with the tests.
    name: 'typecheck',
    kind: 'check',
    pooled: true,
    jobs: [tsc('tsconfig.core.json', 2), tsc('tsconfig.browser.json', 4), tsc('tsconfig.node.json', 4), tsc('tsconfig.json', 8)],
  },
  {
    name: 'arch',
    kind: 'check',
    pooled: true,
    weight: 4,
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
    pooled: true,
    jobs: [
      { label: 'eslint', weight: 16, cmd: node, args: ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'] },
      { label: 'prettier', weight: 12, cmd: node, args: ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'] },
      // No unused file, export or exported type (knip.json says where the program starts).
      { label: 'knip', weight: 4, cmd: node, args: ['node_modules/knip/bin/knip.js'] },
    ],
  },
  {
    // The registry API's OpenAPI document, generated from the codecs, with Redocly's recommended rules.
    name: 'openapi',
    kind: 'check',
    pooled: true,
    weight: 3,
    cmd: node,
    args: ['--import', 'tsx', 'scripts/openapi-lint.ts'],
  },
  {
    // The pure code, in-process: the core and the adapters that need no server, under coverage;
    // and the repository's citations of its own docs (test/docs).
    name: 'unit',
    kind: 'uvu',
    pooled: true,
    weight: 5,
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
      '^(core/|docs/|adapters/(?!registry-api/)).*\\.test\\.tsx?$',
    ],
  },
  {
    // Real HTTP against in-process sandboxes (PGlite): the server, the CLI, the registry client.
    name: 'integration',
    kind: 'uvu',
    pooled: true,
    jobs: [
      // Three groups each, not two: the weights of these files are guesses from their size (one
      // group of two took four times the other's time), and smaller jobs let the pool even it out.
      ...shardJobs('sandbox', testFiles('sandbox'), 3),
      ...shardJobs('cli + registry client', [...testFiles('cli'), ...testFiles('adapters/registry-api')], 3),
    ],
  },
  {
    // The sandbox journeys again on a PostgreSQL server, when .ci/postgres.sh started one.
    name: 'sandbox-pg',
    kind: 'uvu',
    pooled: true,
    weight: 7,
    cmd: node,
    args: [...uvu, '^sandbox/journeys/.*\\.test\\.ts$'],
    env: { SANDBOX_TEST_DATABASE_URL: process.env.LICENSEHUB_TEST_DATABASE_URL },
    when: () => !!process.env.LICENSEHUB_TEST_DATABASE_URL,
  },
  {
    // Component tests in happy-dom (test/ui/dom.ts sets the page up before anything loads).
    name: 'ui',
    kind: 'uvu',
    pooled: true,
    jobs: shardJobs('ui', testFiles('ui'), 2).map((job) => ({ ...job, args: ['--import', 'tsx', '--import', './test/ui/dom.ts', ...job.args.slice(2)] })),
    when: () => existsSync('test/ui/dom.ts'),
  },
  { name: 'build', kind: 'check', cmd: node, args: ['build.mjs'], when: () => only.length === 0 || only.includes('e2e') },
  // The bundle budget on the build's metafile (scripts/bundle-budget.json), and the build's
  // compiled styles against Griffel's run-time ones.
  { name: 'budget', kind: 'uvu', cmd: node, args: [...uvu, '^build/.*\\.test\\.ts$'] },
  // Most of a browser test's time is spent waiting on the page: one group per core.
  { name: 'e2e', kind: 'uvu', jobs: shardJobs('e2e', testFiles('e2e'), Number(process.env.LICENSEHUB_E2E_JOBS ?? cores)), limitMinutes: 10 },
];

const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
/** Runs one job; with `buffered`, its output is printed whole when it ends. */
function run(job, buffered = false) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(job.cmd, job.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...job.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    // A job that hangs must not hold CI for its whole budget: stop it and count it as failed.
    const limitMs = (job.limitMinutes ?? 6) * 60_000;
    const timer = setTimeout(() => {
      process.stderr.write(`\n${job.name}: still running after ${job.limitMinutes ?? 6} minutes; stopped\n`);
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
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (buffered) process.stdout.write(`--- ${job.name} / ${job.label}: exit ${code} in ${seconds} s ---\n${out}`);
      resolve({ code: code ?? 1, out: strip(out) });
    });
  });
}

/** Runs the jobs, at most `width` at a time, heaviest first; the results in the jobs' order. */
async function pool(jobs, width) {
  const results = new Array(jobs.length);
  const queue = jobs.map((job, i) => ({ job, i })).sort((a, b) => (b.job.weight ?? 0) - (a.job.weight ?? 0));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results[next.i] = await run(next.job, true);
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return results;
}

let passed = 0;
let failed = 0;
/** Adds a stage's results to the totals (a check passes or fails; uvu says how many tests); its exit code. */
function count(stage, results) {
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
  return results.find((r) => r.code !== 0)?.code ?? 0;
}
const jobsOf = (stage) =>
  (stage.jobs ?? [{ label: stage.name, ...stage }]).map((job) => ({
    limitMinutes: stage.limitMinutes,
    ...job,
    name: stage.name,
    env: { ...stage.env, ...job.env },
  }));

const started = Date.now();
const chosen = stages.filter((stage) => (!only.length || only.includes(stage.name) || stage.name === 'build') && (!stage.when || stage.when()));
const pooled = chosen.filter((stage) => stage.pooled);
const build = chosen.find((stage) => stage.name === 'build');
const afterBuild = chosen.filter((stage) => !stage.pooled && stage !== build);

/** Runs a stage that is not pooled (its jobs side by side, their output printed whole); its exit code. */
async function runStage(stage) {
  // No browser means one failure with one line saying what to do, not a failure per e2e test.
  if (
    stage.name === 'e2e' &&
    (await run({ name: 'browser', label: 'find-browser', cmd: node, args: ['--import', 'tsx', 'scripts/find-browser.ts'] }, true)).code !== 0
  ) {
    failed++;
    process.stdout.write(`=== ${stage.name}: not run, no browser ===\n`);
    return 1;
  }
  const t0 = Date.now();
  const code = count(stage, await Promise.all(jobsOf(stage).map((job) => run(job, true))));
  process.stdout.write(`=== ${stage.name}: exit ${code} in ${((Date.now() - t0) / 1000).toFixed(1)} s ===\n`);
  return code;
}

/** The pool: every pooled stage's jobs, `cores` at a time, longest first. */
async function runPool() {
  if (!pooled.length) return;
  process.stdout.write(`\n=== ${pooled.map((s) => s.name).join(', ')}: ${cores} at a time ===\n`);
  const t0 = Date.now();
  const jobs = pooled.flatMap((stage) => jobsOf(stage).map((job) => ({ ...job, stage })));
  const results = await pool(jobs, cores);
  for (const stage of pooled) {
    process.stdout.write(
      `=== ${stage.name}: exit ${count(
        stage,
        results.filter((_, i) => jobs[i]?.stage === stage),
      )} ===\n`,
    );
  }
  process.stdout.write(`=== ${pooled.map((s) => s.name).join(', ')}: ${((Date.now() - t0) / 1000).toFixed(1)} s ===\n`);
}

// The build first (the budget and the end-to-end tests read it; nothing in the pool writes what
// they read). Then the pool and, beside it, the budget and the end-to-end tests: a browser test
// mostly waits on the page, and the pool's jobs fill the cores it leaves idle.
if (build) await runStage(build);
await Promise.all([
  runPool(),
  (async () => {
    for (const stage of afterBuild) await runStage(stage);
  })(),
]);
process.stdout.write(`\nTotal wall time ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
