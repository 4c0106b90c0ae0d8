/**
 * The command as it ships: the built bundle (`node build.mjs`, dist/cli) started by
 * `bin/licensehub.mjs` on this machine's Node, as `npm link` puts it on the PATH, against one
 * sandbox. Every shell block of README.md and cli/README.md that runs `licensehub` (the support
 * staff's section and the recordings section included) runs word for word, and every top-level
 * command runs at least once: a dynamic import that works from sources but not from the bundle
 * fails here. Also `npm exec licensehub`, the first run's build, and the pinned Node of npm scripts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TELEMETRY_PATH } from '../../core/model/telemetry';
import { startedInCalifornia } from '../recorded-journey';
import { TOP_COMMANDS } from '../../cli/commands/index';
import type { RunningSandbox } from '../../sandbox/server';
import { apiOf, start } from '../cli/helpers';
import { must } from '../must';

const STAGING = 'https://staging.example.org/my-licensehub/api';
const SESSION = 's-readme';
const project = resolve('.');

/** The ```sh blocks of a markdown file, each with the heading it sits under. */
function shellBlocks(file: string): { heading: string; lines: string[] }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => ({
    heading: [...text.slice(0, m.index).matchAll(/^#+ (.*)$/gm)].at(-1)?.[1] ?? '',
    lines: m[1]!.trim().split('\n'),
  }));
}

/** The blocks that run the command (the quick start's `npm install && npm start` is the built server's test, test/build/sandbox-bundle.test.ts). */
const commandBlocks = (file: string) => shellBlocks(file).filter((b) => b.lines.some((l) => /(^|\$\()licensehub /.test(l)));

/** The top-level commands a shell line runs. */
const commandsOf = (line: string): string[] => [...line.matchAll(/(?:^|\$\(|\| )licensehub (?:--json )?([a-z-]+)/gm)].map((m) => m[1]!);

let sandbox: RunningSandbox;
let dir: string;
let env: NodeJS.ProcessEnv;
const ran = new Set<string>();

test.before(async () => {
  // The suite's build stage has built dist/; alone, this builds the command as the first run would.
  if (!existsSync('dist/cli/licensehub.mjs')) assert.is(spawnSync(process.execPath, ['build.mjs', 'cli']).status, 0, 'the CLI builds');
  sandbox = await start();
  dir = mkdtempSync(join(tmpdir(), 'licensehub-readme-'));
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  symlinkSync(join(project, 'bin/licensehub.mjs'), join(bin, 'licensehub')); // what `npm link` does
  symlinkSync(join(project, 'examples'), join(dir, 'examples'));
  env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), LICENSEHUB_API: apiOf(sandbox) };
  delete env.LICENSEHUB_SESSION;
  delete env.LICENSEHUB_TELEMETRY;
  delete env.SUPPORT_TOKEN;
  // A recorded session of Alice's (a licensing flow started, a module saved) and an error report, for the recordings section.
  const post = (path: string, body: unknown) => fetch(`${sandbox.url}${TELEMETRY_PATH}${path}`, { method: 'POST', body: JSON.stringify(body) });
  const commands = [startedInCalifornia()];
  const events = [
    { type: 4, data: { href: 'http://x/', width: 800, height: 600 }, timestamp: Date.now() },
    { type: 2, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } }, timestamp: Date.now() + 1 },
  ];
  assert.is((await post(`/replay/sessions/${SESSION}/events`, { sessionId: SESSION, identity: 2, events, commands })).status, 204);
  await post('/replay', {
    channel: 'replay',
    type: 'identify',
    at: new Date().toISOString(),
    data: { sessionId: SESSION, displayName: 'Alice Morgan', npn: '1000001' },
  });
  await post('/errors', {
    channel: 'errors',
    type: 'error',
    at: new Date().toISOString(),
    sessionId: SESSION,
    page: '/my-licensehub/frontend/order-history',
    data: { errorType: 'react', name: 'TypeError', message: 'boom' },
  });
});
test.after(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function sh(line: string, cwd = dir): Promise<{ code: number | null; stdout: string; stderr: string }> {
  for (const command of commandsOf(line)) ran.add(command);
  return new Promise((done) => {
    const script = line.replaceAll(STAGING, apiOf(sandbox)).replaceAll('<session>', SESSION);
    const child = spawn('bash', ['-c', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The README's support-staff section: the session, the whole journey, the scenario run and the contract check blocks. */
function supportSection(): { session: string[]; journey: string[]; run: string[]; contract: string[] } {
  const [session, journey, run, contract] = commandBlocks('README.md')
    .filter((b) => b.heading.startsWith('For support staff'))
    .map((b) => b.lines);
  return {
    session: must(session, 'a session block'),
    journey: must(journey, 'a whole journey block'),
    run: must(run, 'a scenario run block'),
    contract: must(contract, 'a contract check block'),
  };
}

test('the first run builds the CLI, then the signed-in session works line by line', async () => {
  rmSync('dist/cli', { recursive: true, force: true });
  const { session } = supportSection();
  assert.is(session.length, 4);
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

test('the whole journey runs as written, from sign-in to the payment address', async () => {
  const { journey } = supportSection();
  const r = await sh(['set -e', ...journey].join('\n'));
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.match(
    r.stdout,
    /Continue your name change\n[^]*\n   1\. Completed +Your name\n   2\. Completed +Who is submitting\n   3\. In progress +Attestation\n/,
  );
  assert.match(r.stdout, new RegExp(`${new URL(apiOf(sandbox)).origin}/my-licensehub/payment/[\\w-]+\\.htm\\n$`));
});

test('the scenario run passes every step', async () => {
  const { run } = supportSection();
  assert.match(run.join('\n'), /^licensehub run examples\/scenarios\/\S+$/);
  const r = await sh(must(run[0], 'a run line'));
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /# \d+ passed, 0 failed/);
});

test('the contract check against the "staging" URL passes', async () => {
  const { contract } = supportSection();
  assert.match(must(contract.at(-1), 'a last line'), new RegExp(`^licensehub contract --api ${STAGING.replaceAll('.', '\\.')} `));
  const r = await sh(['set -e', ...contract].join('\n'));
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test("the recordings section runs line by line, the scenario it writes in YAML included, against the sandbox's ingest", async () => {
  const blocks = commandBlocks('README.md').filter((b) => b.heading.startsWith('Session recordings'));
  assert.is(blocks.length, 1);
  for (const line of must(blocks[0], 'the recordings block').lines) {
    const r = await sh(line);
    assert.is(r.code, 0, `${line}\n${r.stdout}${r.stderr}`);
  }
  assert.match(readFileSync(join(dir, 'journey.yaml'), 'utf8'), /^name: /m);
  assert.match(readFileSync(join(dir, 'replay.html'), 'utf8'), /rrwebPlayer/);
});

test('every shell block of cli/README.md runs as written', async () => {
  const blocks = commandBlocks('cli/README.md');
  assert.ok(blocks.length > 0, 'cli/README.md has shell blocks');
  await sh('licensehub identify --entity individual --by npn --last-name Morgan --npn 1000001 --accept-use-agreement');
  for (const block of blocks) {
    const r = await sh(['set -e', ...block.lines].join('\n'));
    assert.is(r.code, 0, `${block.lines.join('\n')}\n${r.stdout}${r.stderr}`);
  }
});

test('every other command runs once as shipped, and with the READMEs every top-level command has run', async () => {
  const lines = [
    'set -e',
    'licensehub identify --entity individual --by npn --last-name Morgan --npn 1000001 --accept-use-agreement',
    `ccr=$(licensehub --json start-flow --product contact-change | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).flowId')`,
    'licensehub contact-change review "$ccr"',
    'licensehub modules list "$ccr"',
    'licensehub resume "$ccr" --type contact-change',
    'licensehub address search 1600 Congress Ave',
    'licensehub incomplete list',
    'licensehub pdb-report metadata',
    'licensehub completion bash > /dev/null',
    'licensehub identify --entity firm --by npn --npn 2000001 --accept-use-agreement',
    `drlp=$(licensehub --json start-flow --product license-update | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).flowId')`,
    'licensehub license-update show "$drlp"',
  ];
  const r = await sh(lines.join('\n'));
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.equal(
    Object.keys(TOP_COMMANDS).filter((name) => !ran.has(name)),
    [],
    'commands no test above ran',
  );
});

test('exit codes reach the shell: 2 for a wrong command, 1 for a refusal', async () => {
  assert.is((await sh('licensehub orders list --page zero')).code, 2);
  assert.is((await sh('licensehub identify --entity individual --by npn --last-name Nobody --npn 9999999 --accept-use-agreement')).code, 1);
});

test("an address that is the portal's pages, not its API, is said to be so, with the API base to try (exit 2)", async () => {
  const r = await sh(`licensehub --api ${sandbox.url}/my-licensehub/frontend orders list`);
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, `is this the API base? ${sandbox.url}/my-licensehub/api`);
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
