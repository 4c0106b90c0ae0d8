/**
 * The shipped binary: `node build.mjs cli`, then `node bin/licensehub.mjs` as a real process.
 * --help loads neither React nor the UI nor any command's code (checked on the bundle's own metafile), exit codes reach
 * the shell, and a session made by one process is used by the next.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningSandbox } from '../../sandbox/server';
import { apiOf, start } from './helpers';

let sandbox: RunningSandbox;
let dir: string;

test.before(async () => {
  const build = spawnSync(process.execPath, ['build.mjs', 'cli'], { encoding: 'utf8' });
  assert.is(build.status, 0, build.stderr);
  sandbox = await start();
  dir = mkdtempSync(join(tmpdir(), 'licensehub-bin-'));
});
test.after(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function licensehub(args: string[], stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/licensehub.mjs', ...args], { env: { ...process.env, LICENSEHUB_SESSION: join(dir, 'session.json') } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

test('licensehub --help runs as a process: usage on stdout, exit 0', async () => {
  const r = await licensehub(['--help']);
  // ERR_UNSUPPORTED_DIR_IMPORT here means the CLI bundle imports fp-ts/<Module> (a folder Node ESM
  // cannot load): build.mjs must map fp-ts/X to fp-ts/lib/X.js for the CLI bundle.
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Usage: licensehub \[options\] \[command\]/);
});

test("licensehub runs in one process on this machine's Node (any Node from 20, the bundle's target): no second Node is started", async () => {
  const log = join(dir, 'processes.txt');
  const preload = join(dir, 'note-process.cjs');
  writeFileSync(preload, "require('fs').appendFileSync(process.env.PROCESS_LOG, process.pid + ' ' + process.version + '\\n');\n");
  const r = spawnSync(process.execPath, ['bin/licensehub.mjs', '--help'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: `--require ${preload}`, PROCESS_LOG: log },
  });
  assert.is(r.status, 0, r.stderr);
  const processes = readFileSync(log, 'utf8').trim().split('\n');
  assert.is(processes.length, 1, processes.join('; '));
  assert.match(processes[0]!, ` ${process.version}`);
});

test('the CLI bundle neither contains the UI nor imports React, Fluent or the query cache', () => {
  const meta = JSON.parse(readFileSync('dist/meta/cli.json', 'utf8')) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, { imports: { path: string }[] }>;
  };
  const inputs = Object.keys(meta.inputs);
  assert.ok(inputs.some((p) => p.startsWith('cli/')));
  assert.not.ok(
    inputs.some((p) => p.startsWith('ui/')),
    'ui/ in the CLI bundle',
  );
  const imported = Object.values(meta.outputs).flatMap((o) => o.imports.map((i) => i.path));
  assert.not.ok(
    imported.some((p) => /^(react|react-dom|react-router|@fluentui|@griffel|@tanstack)(\/|$)/.test(p)),
    imported.join(', '),
  );
});

test("--help loads only the first chunk: the command table and commander, none of the commands' code, the context, the error model nor the core's codecs", () => {
  const meta = JSON.parse(readFileSync('dist/meta/cli.json', 'utf8')) as {
    outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }>;
  };
  // The chunks the entry loads before it runs: those it imports statically, and theirs.
  const loaded = new Set<string>();
  const walk = (file: string) => {
    if (loaded.has(file) || !meta.outputs[file]) return;
    loaded.add(file);
    meta.outputs[file].imports.filter((i) => i.kind === 'import-statement').forEach((i) => walk(i.path));
  };
  walk('dist/cli/licensehub.mjs');
  const inputs = [...loaded].flatMap((f) => Object.keys(meta.outputs[f]!.inputs));
  assert.ok(inputs.includes('cli/commands/index.ts'), 'the command table');
  assert.ok(inputs.includes('cli/commands/load.ts'), 'its loaders');
  const heavy = inputs.filter((p) =>
    /^cli\/commands\/(?!index\.ts|load\.ts)|^cli\/(context|exit|services)\.ts|^core\/model\/(?!constants\.ts)|fp-ts|io-ts|rxjs|yaml/.test(p),
  );
  assert.equal(heavy, []);
});

test('exit codes reach the shell: 2 for bad usage, 1 for a failed call', async () => {
  assert.is((await licensehub(['orders', 'list', '--page', 'zero'])).code, 2);
  const failed = await licensehub(['--api', apiOf(sandbox), 'whoami']);
  assert.is(failed.code, 1);
  assert.match(failed.stderr, /Not signed in at 127\.0\.0\.1:\d+\. Run `licensehub identify --api http/);
});

test('a session identified by one process (SSN piped on stdin) is used by the next, in a 0600 file', async () => {
  const id = await licensehub(
    ['--api', apiOf(sandbox), 'identify', '--entity', 'individual', '--by', 'ssn', '--last-name', 'Morgan', '--ssn-stdin', '--accept-use-agreement'],
    '123-45-6789\n',
  );
  assert.is(id.code, 0, id.stderr);
  assert.is(id.stdout, 'Identified: Alice Morgan\n');
  assert.is(statSync(join(dir, 'session.json')).mode & 0o777, 0o600);
  const who = await licensehub(['--api', apiOf(sandbox), '--json', 'whoami']);
  assert.is(who.code, 0, who.stderr);
  assert.is(JSON.parse(who.stdout).npn, '1000001');
});

test.run();
