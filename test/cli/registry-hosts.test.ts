/**
 * The registry the command talks to: a registry that never answers ends the command with exit 5
 * within the per-call limit (`--timeout`, default 30 s), naming the host and the setting, with a
 * progress line on a terminal; the session's token is kept with the API origin that issued it and
 * sent to no other; an address that is not the API base is said to be one.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../../cli/run-cli';
import { CapturedStream } from '../../cli/io';
import type { RunningSandbox } from '../../sandbox/server';
import { ALICE_BY_NPN, apiOf, start } from './helpers';

let dir: string;
let file: string;

/** `licensehub --session <file> ...argv`, in process, stderr a terminal or not. */
async function licensehub(argv: readonly string[], opts: { terminal?: boolean } = {}) {
  const stdout = new CapturedStream();
  const stderr = new CapturedStream(opts.terminal === true);
  const started = Date.now();
  const code = await runCli(['--session', file, ...argv], { stdout, stderr, env: {} });
  return { code, stdout: stdout.text, stderr: stderr.text, ms: Date.now() - started };
}

/** A listener on loopback that accepts every connection and never answers. */
async function silentRegistry(): Promise<{ api: string; host: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    api: `http://127.0.0.1:${port}/my-licensehub/api`,
    host: `127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

const hangs = suite('a registry that never answers');
hangs.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'licensehub-hosts-'));
  file = join(dir, 'session.json');
});
hangs.after.each(() => rmSync(dir, { recursive: true, force: true }));

hangs('ends the command with exit 5 within --timeout, naming the host and the setting', async () => {
  const silent = await silentRegistry();
  try {
    const r = await licensehub(['--api', silent.api, '--timeout', '1s', 'whoami']);
    assert.is(r.code, 5, r.stderr);
    assert.ok(r.ms < 5000, `waited ${r.ms} ms`);
    assert.match(r.stderr, `licensehub: The registry at ${silent.host} did not answer within 1s (--timeout 1s).`);
    const json = await licensehub(['--api', silent.api, '--timeout', '500ms', '--json', 'orders', 'list']);
    assert.is(json.code, 5);
    assert.equal(JSON.parse(json.stdout).error.kind, 'timeout');
  } finally {
    await silent.close();
  }
});

hangs("support staff's reads end the same way", async () => {
  const silent = await silentRegistry();
  try {
    const r = await licensehub(['--api', silent.api, '--timeout', '1s', 'errors', 'list']);
    assert.is(r.code, 5, r.stderr);
    assert.match(r.stderr, `did not answer within 1s (--timeout 1s)`);
  } finally {
    await silent.close();
  }
});

hangs('a wait longer than a second shows a progress line on a terminal, and none in a log', async () => {
  const silent = await silentRegistry();
  try {
    const terminal = await licensehub(['--api', silent.api, '--timeout', '2.5s', 'whoami'], { terminal: true });
    assert.is(terminal.code, 5);
    // A line that rewrites itself each second it waits (how many depends on the machine's load).
    assert.match(terminal.stderr, new RegExp(`^\r\x1b\\[2KWaiting for the registry at ${silent.host.replaceAll('.', '\\.')}… [12] s`));
    const log = await licensehub(['--api', silent.api, '--timeout', '1.5s', 'whoami']);
    assert.not.match(log.stderr, 'Waiting');
  } finally {
    await silent.close();
  }
});

hangs('the limit is 30 s unless --timeout says otherwise, as --help says', async () => {
  const r = await licensehub(['--help']);
  assert.match(r.stdout.replace(/\s+/g, ' '), /--timeout <duration> how long a call may wait for the registry before exit 5, e\.g\. 90s or 2m \(default 30s\)/);
  assert.is((await licensehub(['--timeout', 'soon', 'whoami'])).code, 2);
});

hangs.run();

const hosts = suite('a session per registry');
let sandbox: RunningSandbox;
hosts.before(async () => {
  sandbox = await start();
  dir = mkdtempSync(join(tmpdir(), 'licensehub-hosts-'));
  file = join(dir, 'session.json');
});
hosts.after(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

hosts('the token goes to the registry that issued it and to no other; the other says it is not signed in there', async () => {
  assert.is((await licensehub(['--api', apiOf(sandbox), ...ALICE_BY_NPN])).code, 0);
  const seen: IncomingHttpHeaders[] = [];
  const other = createHttpServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(req.url?.endsWith('/maintenance-notifications.json') ? 200 : 401, { 'Content-Type': 'application/json' }).end('[]');
  });
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  const { port } = other.address() as AddressInfo;
  const otherApi = `http://127.0.0.1:${port}/my-licensehub/api`;
  try {
    const orders = await licensehub(['--api', otherApi, 'orders', 'list']);
    assert.is(orders.code, 1);
    assert.match(orders.stderr, `Not signed in at 127.0.0.1:${port}.`);
    const who = await licensehub(['--api', otherApi, 'whoami']);
    assert.is(who.code, 1);
    assert.match(who.stderr, `Not signed in at 127.0.0.1:${port}. Run \`licensehub identify --api ${otherApi}\` first.`);
    assert.ok(seen.length > 0, 'the other registry was asked');
    assert.equal(
      seen.filter((h) => h.authorization !== undefined),
      [],
      'an Authorization header reached the other registry',
    );
    // The first registry's session is still there.
    const back = await licensehub(['--api', apiOf(sandbox), 'whoami']);
    assert.is(back.code, 0, back.stderr);
    assert.match(back.stdout, 'Alice Morgan');
  } finally {
    await new Promise((done) => other.close(done));
  }
});

hosts('an address that is not the API base is said to be one, with the API base to try (exit 2)', async () => {
  const expected = `is this the API base? ${sandbox.url}/my-licensehub/api`;
  for (const api of [sandbox.url, `${sandbox.url}/my-licensehub`]) {
    const r = await licensehub(['--api', api, 'orders', 'list']);
    assert.is(r.code, 2, `${api}: ${r.stderr}`);
    assert.match(r.stderr, expected);
  }
});

hosts.run();
