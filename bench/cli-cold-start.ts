/**
 * CLI cold start: the median wall time of `node bin/licensehub.mjs --help` beside that of
 * `node -e 0` (paired runs, alternating; the ratio is what a user feels of the CLI's own start),
 * and of a
 * full licensing scenario (examples/scenarios/licensing-application.json: identify, every
 * start-flow step, fee estimate, flow creation, modules) run by `node bin/licensehub.mjs run`
 * against an in-process sandbox. Needs the CLI built (`node build.mjs cli`).
 *
 *   node --import tsx bench/cli-cold-start.ts [--runs 15] [--scenario-runs 5]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startSandbox } from '../sandbox/server';

const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = arg('--runs', 15);
const scenarioRuns = arg('--scenario-runs', 5);

/** The middle value; of an even count, the mean of the two middle ones. */
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const lower = s[Math.ceil(s.length / 2) - 1];
  const upper = s[Math.floor(s.length / 2)];
  if (lower === undefined || upper === undefined) throw new Error('no runs to take the median of');
  return (lower + upper) / 2;
};

/** Wall time of one process. Asynchronous: the sandbox answering it lives in this process. */
function time(args: string[], nodeArgs: string[] = ['bin/licensehub.mjs']): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeArgs, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code === 0) resolve(ms);
      else reject(new Error(`licensehub ${args.join(' ')} exited ${code}: ${output}`));
    });
  });
}

async function repeat(n: number, args: string[]): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(await time(args));
  return times;
}

if (!existsSync('dist/cli/licensehub.mjs')) throw new Error('build the CLI first: node build.mjs cli');

// One unmeasured run warms the file system cache, as a user's second command would find it.
await time(['--help']);
const help: number[] = [];
const bare: number[] = [];
for (let i = 0; i < runs; i++) {
  bare.push(await time([], ['-e', '0']));
  help.push(await time(['--help']));
}

const sandbox = await startSandbox({ port: 0, dataDir: 'memory://' });
let scenario: number[];
try {
  const api = `${sandbox.url}/my-licensehub/api`;
  scenario = await repeat(scenarioRuns, ['--api', api, 'run', 'examples/scenarios/licensing-application.json']);
} finally {
  await sandbox.close();
}

const result = {
  node: process.version,
  helpRuns: runs,
  helpMedianMs: Math.round(median(help)),
  helpMinMs: Math.round(Math.min(...help)),
  nodeMedianMs: Math.round(median(bare)),
  helpOverNode: Math.round((median(help) / median(bare)) * 100) / 100,
  scenarioRuns,
  scenarioSteps: 9,
  scenarioMedianMs: Math.round(median(scenario)),
  scenarioMinMs: Math.round(Math.min(...scenario)),
};
console.log(JSON.stringify(result, null, 2));
console.log(`licensehub --help: median ${result.helpMedianMs} ms over ${runs} runs; node -e 0: ${result.nodeMedianMs} ms; ratio ${result.helpOverNode}`);
console.log(`licensing scenario (${result.scenarioSteps} steps, one process): median ${result.scenarioMedianMs} ms over ${scenarioRuns} runs`);
