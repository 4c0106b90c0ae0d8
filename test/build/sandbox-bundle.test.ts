/**
 * `npm start` runs the built sandbox (dist/sandbox/server.mjs), whose packages stay in
 * node_modules and are loaded by Node's ES module resolver, not by the bundler: an import Node
 * cannot resolve (a package's directory-style subpath such as `fp-ts/Either`) passes the build and
 * every in-process test, and only fails there. This starts the built server and asks it for the
 * portal and for an API answer.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

const SERVER = 'dist/sandbox/server.mjs';

test('the built sandbox that npm start runs starts and serves the portal and the API', async () => {
  if (!existsSync(SERVER)) execFileSync(process.execPath, ['build.mjs', 'sandbox'], { stdio: 'inherit' });
  const server = spawn(process.execPath, [SERVER, '--port', '0', '--data-dir', 'memory://', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const portal = await new Promise<string>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`the built sandbox exited with ${code}:\n${stderr}`)));
      createInterface({ input: server.stdout }).on('line', (line) => {
        const url = /Open the portal: (\S+)/.exec(line)?.[1];
        if (url) resolve(url);
      });
    });
    const page = await fetch(portal);
    assert.is(page.status, 200, 'the portal page');
    const api = await fetch(new URL('/my-licensehub/api/maintenance-notifications.json', portal));
    assert.is(api.status, 200, 'an API answer');
  } finally {
    server.kill();
  }
});

test.run();
