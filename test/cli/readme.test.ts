/**
 * The README's section for support staff, followed word for word: its shell lines run as written
 * (with `licensehub` on the PATH as `npm link` puts it, and the staging URL pointing at a sandbox on
 * a free port), in a folder of their own beside the examples. Also `npm exec licensehub`, the first
 * run's build, and the pinned Node that npm scripts run on.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningSandbox } from '../../sandbox/server';
import { apiOf, start } from './helpers';
import { must } from '../must';

const STAGING = 'https://staging.example.org/my-licensehub/api';
const project = resolve('.');

/** The shell lines of the README's support-staff section: the session, the whole journey, the scenario run and the contract check blocks. */
function supportSection(): { session: string[]; run: string[]; journey: string[]; contract: string[] } {
  const readme = readFileSync('README.md', 'utf8');
  const at = readme.indexOf('## For support staff');
  assert.ok(at >= 0, 'the README has a section for support staff');
  const end = readme.indexOf('\n## ', at + 1);
  const section = readme.slice(at, end < 0 ? undefined : end);
  const [session, journey, run, contract] = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim().split('\n'));
  return {
    session: must(session, 'a session block'),
    run: must(run, 'a scenario run block'),
    journey: must(journey, 'a whole journey block'),
    contract: must(contract, 'a contract check block'),
  };
}

let sandbox: RunningSandbox;
let dir: string;
let env: NodeJS.ProcessEnv;

test.before(async () => {
  sandbox = await start();
  dir = mkdtempSync(join(tmpdir(), 'licensehub-readme-'));
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  symlinkSync(join(project, 'bin/licensehub.mjs'), join(bin, 'licensehub')); // what `npm link` does
  symlinkSync(join(project, 'examples'), join(dir, 'examples'));
  env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), LICENSEHUB_API: apiOf(sandbox) };
  delete env.LICENSEHUB_SESSION;
});
test.after(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function sh(line: string, cwd = dir): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn('bash', ['-c', line.replaceAll(STAGING, apiOf(sandbox))], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

test('the section has the four-line session, a scenario run and a contract check', () => {
  const { session, run, contract } = supportSection();
  assert.is(session.length, 4);
  assert.match(must(session[0], 'a first line'), /^licensehub identify /);
  assert.match(run.join('\n'), /^licensehub run examples\/scenarios\/\S+$/);
  assert.match(must(contract.at(-1), 'a last line'), new RegExp(`^licensehub contract --api ${STAGING.replaceAll('.', '\\.')} `));
});

test('the first run builds the CLI, then the signed-in session works line by line', async () => {
  rmSync('dist/cli', { recursive: true, force: true });
  const { session } = supportSection();
  const results = [];
  for (const line of session) {
    const r = await sh(line);
    assert.is(r.code, 0, `${line}\n${r.stderr}`);
    results.push(r);
  }
  assert.match(must(results[0], 'the result of line 1').stderr, 'building the CLI (first run)');
  assert.ok(existsSync('dist/cli/licensehub.mjs'));
  assert.match(must(results[1], 'the result of line 2').stdout, 'Alice Morgan');
  assert.match(must(results[2], 'the result of line 3').stdout, /Page 2 of \d+/);
  assert.is.not((await sh('licensehub whoami')).code, 0, 'logged out');
});

test('the scenario run passes every step', async () => {
  const { run } = supportSection();
  const r = await sh(must(run[0], 'a run line'));
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /# \d+ passed, 0 failed/);
});

test('the contract check against the "staging" URL passes', async () => {
  const { contract } = supportSection();
  let last;
  for (const line of contract) last = await sh(line);
  const r = must(last, 'the result of the last line');
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('the whole journey runs as written, from sign-in to the payment address', async () => {
  const { journey } = supportSection();
  const r = await sh(['set -e', ...journey].join('\n'));
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /Step 3 of 7: Attestation\n   1\. done   Your name\n/);
  assert.match(r.stdout, /Run: licensehub attest [\w-]+ --confirm/);
  assert.match(r.stdout, new RegExp(`${new URL(apiOf(sandbox)).origin}/my-licensehub/payment/[\\w-]+\\.htm\\n$`));
});

test('exit codes are as the section says: 2 for a wrong command, 1 for a refusal', async () => {
  assert.is((await sh('licensehub orders list --page zero')).code, 2);
  assert.is((await sh('licensehub identify --entity individual --by npn --last-name Nobody --npn 9999999 --accept-use-agreement')).code, 1);
});

test('npm exec licensehub works in the project folder, on the pinned Node', async () => {
  const help = await sh('npm exec licensehub -- --help', project);
  assert.is(help.code, 0, help.stderr);
  assert.match(help.stdout, /^Usage: licensehub/);
  const pinned = JSON.parse(readFileSync('package.json', 'utf8')).dependencies.node as string;
  const node = await sh('npm exec -- node --version', project);
  assert.is(node.stdout.trim(), `v${pinned}`);
});

test.run();
