import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const t = suite('sandbox CLI (npm start)');
const root = fileURLToPath(new URL('../../', import.meta.url));

function run(args: string[]): { child: ChildProcess; output: () => string; ready: Promise<string>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--port', '0', '--data-dir', 'memory://', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '', DATABASE_URL: '', DATA_DIR: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      // The last line of the banner: everything before it has been printed.
      const portal = /Open the portal: (http:\/\/localhost:\d+\/my-licensehub\/frontend\/)/.exec(out)?.[1];
      if (portal !== undefined && out.includes('Press Ctrl-C')) resolve(portal);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.once('exit', () => reject(new Error(`exited before ready:\n${out}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, ready, exit };
}

t('npm start prints the portal URL and the demo identities hint, serves, and exits 0 on SIGTERM', async () => {
  const p = run(['--maintenance', 'warning,disable-login', '--fault', 'GET /states.json=503', '--quiet']);
  try {
    const portal = await p.ready;
    assert.match(p.output(), /README\.md and sandbox\/seed\/demo-identities\.json/);
    const origin = new URL(portal).origin.replace('localhost', '127.0.0.1');
    const notices = (await (await fetch(`${origin}/my-licensehub/api/maintenance-notifications.json`)).json()) as { actions: string[] }[];
    assert.is(notices.length, 2);
    assert.equal(notices[1]?.actions, ['disableLogin']);
    assert.is((await fetch(`${origin}/my-licensehub/api/states.json`)).status, 503);
    assert.is((await fetch(`${origin}/my-licensehub/api/countries.json`)).status, 200);
  } finally {
    p.child.kill('SIGTERM');
  }
  assert.is(await p.exit, 0, p.output());
});

t('an unknown maintenance notice or a bad fault rule is refused before starting', async () => {
  const bad = run(['--maintenance', 'sometimes']);
  assert.is(await bad.exit, 2);
  assert.match(bad.output(), /unknown maintenance notice "sometimes"/);
  bad.ready.catch(() => undefined);
  const badFault = run(['--fault', 'GET /x.json=teapot']);
  assert.is(await badFault.exit, 2);
  badFault.ready.catch(() => undefined);
});

t.run();
