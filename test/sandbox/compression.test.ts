/** API answers are compressed for a client that accepts gzip (the UI's own files: static-serving.test.ts). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import type { RunningSandbox } from '../../sandbox/server';
import { start } from './helpers';

const t = suite('API compression');
let s: RunningSandbox;
t.before(async () => {
  s = await start();
});
t.after(async () => {
  await s.close();
});

// undici's fetch decodes Content-Encoding itself; node:http shows what the server sent.
function raw(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${s.url}/my-licensehub/api${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

t('API JSON is gzip-compressed when the client accepts gzip, with Vary: Accept-Encoding', async () => {
  const plain = await raw('/states.json', {});
  assert.is(plain.headers['content-encoding'], undefined);
  const zipped = await raw('/states.json', { 'accept-encoding': 'gzip, deflate, br' });
  assert.is(zipped.headers['content-encoding'], 'gzip');
  assert.match(String(zipped.headers['vary']), /Accept-Encoding/);
  assert.ok(zipped.body.length < plain.body.length, 'smaller');
  assert.equal(JSON.parse(gunzipSync(zipped.body).toString()), JSON.parse(plain.body.toString()));
  assert.is(zipped.headers['cache-control'], 'no-store');
});

t('deflate when the client prefers it; no compression for an encoding the API does not offer, still with Vary', async () => {
  const plain = await raw('/states.json', {});
  const deflated = await raw('/states.json', { 'accept-encoding': 'deflate, gzip;q=0.5' });
  assert.is(deflated.headers['content-encoding'], 'deflate');
  assert.equal(JSON.parse(inflateSync(deflated.body).toString()), JSON.parse(plain.body.toString()));
  for (const headers of [{} as Record<string, string>, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip;q=0, deflate;q=0' }]) {
    const res = await raw('/states.json', headers);
    assert.is(res.headers['content-encoding'], undefined, JSON.stringify(headers));
    assert.is(res.headers['vary'], 'Accept-Encoding', 'a cache must still tell the answers apart');
    assert.is(res.headers['content-length'], String(plain.body.length), 'sent whole, with its length');
    assert.equal(res.body, plain.body);
  }
});

t('HEAD and an answer without a body are not compressed', async () => {
  const head = await raw('/states.json', { 'accept-encoding': 'gzip' }, 'HEAD');
  assert.is(head.headers['content-encoding'], undefined);
  const logout = await raw('/logout.json', { 'accept-encoding': 'gzip' }, 'POST');
  assert.is(logout.headers['content-encoding'], undefined);
  assert.is(logout.headers['vary'], undefined, 'nothing to vary on');
});

t.run();
