/**
 * How the sandbox serves the built UI (sandbox/http/static.ts, over serveStatic and hono/etag): precompressed copies chosen by
 * Accept-Encoding, caching headers, ETags and conditional requests, HEAD.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { RunningSandbox } from '../../sandbox/server';
import { start } from './helpers';

const t = suite('static serving');
const APP = '/my-licensehub/frontend';
const SCRIPT = `console.log(${JSON.stringify('LicenseHub '.repeat(200))});`;
let s: RunningSandbox;
let ui: string;

t.before(async () => {
  // A stand-in for the built UI with the build's precompressed copies beside the script.
  ui = mkdtempSync(join(tmpdir(), 'licensehub-static-'));
  mkdirSync(join(ui, 'assets', 'fonts'), { recursive: true });
  writeFileSync(join(ui, 'index.html'), '<!doctype html><title>LicenseHub</title><div id="root"></div>');
  writeFileSync(join(ui, 'config.json'), '{"apiBase":"/my-licensehub/api"}');
  writeFileSync(join(ui, 'assets', 'main-ABC123.js'), SCRIPT);
  writeFileSync(join(ui, 'assets', 'main-ABC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(ui, 'assets', 'main-ABC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(ui, 'assets', 'fonts', 'open-sans-XYZ.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  s = await start({ staticDir: ui });
});
t.after(async () => {
  await s.close();
  rmSync(ui, { recursive: true, force: true });
});

// undici's fetch decodes Content-Encoding itself; node:http shows what the server really sent.
async function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${s.url}${APP}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

t('hashed assets are sent brotli-compressed when the browser accepts br', async () => {
  const res = await raw('/assets/main-ABC123.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.is(res.status, 200);
  assert.is(res.headers['content-encoding'], 'br');
  assert.is(res.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.is(brotliDecompressSync(res.body).toString(), SCRIPT);
  assert.is(Number(res.headers['content-length']), res.body.length);
});

t('hashed assets are sent gzip-compressed when the browser accepts gzip but not br', async () => {
  const res = await raw('/assets/main-ABC123.js', { 'accept-encoding': 'gzip, br;q=0' });
  assert.is(res.headers['content-encoding'], 'gzip');
  assert.is(gunzipSync(res.body).toString(), SCRIPT);
});

t('hashed assets are sent as they are when the browser accepts no compression', async () => {
  const res = await raw('/assets/main-ABC123.js');
  assert.is(res.headers['content-encoding'], undefined);
  assert.is(res.body.toString(), SCRIPT);
});

t('compressed answers carry Vary: Accept-Encoding, and so does the uncompressed one', async () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    const res = await raw('/assets/main-ABC123.js', { 'accept-encoding': encoding });
    assert.is(res.headers['vary'], 'Accept-Encoding', encoding);
  }
});

t('hashed assets are cached for a year as immutable', async () => {
  for (const path of ['/assets/main-ABC123.js', '/assets/fonts/open-sans-XYZ.woff2']) {
    const res = await raw(path, { 'accept-encoding': 'br' });
    assert.is(res.headers['cache-control'], 'public, max-age=31536000, immutable', path);
  }
});

t('index.html and config.json are revalidated on every use (no-cache with an ETag)', async () => {
  for (const path of ['/', '/identify-licensee', '/config.json']) {
    const res = await raw(path);
    assert.is(res.status, 200, path);
    assert.is(res.headers['cache-control'], 'no-cache', path);
    assert.match(String(res.headers['etag']), /^"[^"]+"$/, path);
  }
});

t('a request with a matching If-None-Match answers 304 without a body', async () => {
  for (const path of ['/config.json', '/identify-licensee', '/assets/main-ABC123.js']) {
    const first = await raw(path, { 'accept-encoding': 'br' });
    const again = await raw(path, { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) });
    assert.is(again.status, 304, path);
    assert.is(again.body.length, 0, path);
    assert.is(again.headers['etag'], first.headers['etag'], path);
    assert.is(again.headers['cache-control'], first.headers['cache-control'], path);
  }
});

t('a stale If-None-Match gets the full answer', async () => {
  const res = await raw('/config.json', { 'if-none-match': '"not-the-tag"' });
  assert.is(res.status, 200);
  assert.is(res.body.toString(), '{"apiBase":"/my-licensehub/api"}');
});

t('each encoding of an asset has its own ETag, so a cache never mixes them', async () => {
  const br = await raw('/assets/main-ABC123.js', { 'accept-encoding': 'br' });
  const gz = await raw('/assets/main-ABC123.js', { 'accept-encoding': 'gzip' });
  const plain = await raw('/assets/main-ABC123.js');
  assert.is(new Set([br.headers['etag'], gz.headers['etag'], plain.headers['etag']]).size, 3);
  const crossed = await raw('/assets/main-ABC123.js', { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers['etag']) });
  assert.is(crossed.status, 200);
});

t('HEAD answers the headers of GET without a body', async () => {
  for (const path of ['/assets/main-ABC123.js', '/config.json', '/identify-licensee']) {
    const get = await raw(path, { 'accept-encoding': 'br' });
    const head = await raw(path, { 'accept-encoding': 'br' }, 'HEAD');
    assert.is(head.status, 200, path);
    assert.is(head.body.length, 0, path);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary'])
      assert.is(head.headers[name], get.headers[name], `${path} ${name}`);
  }
});

t('a missing hashed asset is a 404, not the app page', async () => {
  const res = await raw('/assets/main-MISSING.js', { 'accept-encoding': 'br' });
  assert.is(res.status, 404);
});

t('an encoding refused with q=0 is never sent', async () => {
  for (const encoding of ['br;q=0', 'br;q=0, gzip;q=0', '*;q=0']) {
    const res = await raw('/assets/main-ABC123.js', { 'accept-encoding': encoding });
    assert.is(res.headers['content-encoding'], undefined, encoding);
    assert.is(res.body.toString(), SCRIPT, encoding);
  }
});

t.run();
