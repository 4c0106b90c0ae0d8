/**
 * Serves the built UI under {app} with `@hono/node-server`'s `serveStatic` and `hono/etag`. A path
 * that names a file gets the file; any other path gets index.html so the client router can take
 * over (deep links and reloads keep working).
 *  - The build writes brotli (.br) and gzip (.gz) copies beside text files; `precompressed` sends
 *    the one Accept-Encoding allows, and every answer that has copies says Vary: Accept-Encoding.
 *  - Hashed files under /assets/ are immutable and cached for a year; a missing one is a real
 *    404, since an HTML page in place of a script only hides the mistake.
 *  - index.html, config.json and other unhashed files are revalidated on every use (no-cache).
 *  - Every file has an ETag per encoding (the sent file's size and time); `hono/etag` answers a
 *    matching If-None-Match with 304 and no body. HEAD answers the headers of GET.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const COPIES = ['.br', '.gz'];

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LicenseHub is not built yet</title></head>
<body><main><h1>The LicenseHub portal has not been built yet</h1>
<p>The sandbox API is running, but the built frontend was not found. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds first.</p></main></body></html>`;

/** The file serveStatic sent for a request (the compressed copy when it chose one). */
const sent = new WeakMap<Context, string>();
const onFound = (path: string, c: Context) => void sent.set(c, path);
const tags = etag();
const nothing = async () => {};

/** serveStatic's answer with the headers it leaves to us; null when it found no file. */
async function withHeaders(c: Context, serve: MiddlewareHandler, cacheControl: string): Promise<Response | null> {
  const res = await serve(c, nothing);
  const path = sent.get(c);
  if (!(res instanceof Response) || !path) return null;
  const encoding = res.headers.get('Content-Encoding');
  const original = encoding ? path.slice(0, path.lastIndexOf('.')) : path;
  if (!res.headers.has('Vary') && COPIES.some((copy) => existsSync(original + copy))) res.headers.set('Vary', 'Accept-Encoding');
  const { size, mtimeMs } = statSync(path);
  res.headers.set('ETag', `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`);
  res.headers.set('Cache-Control', cacheControl);
  return res;
}

/** The answer, or hono/etag's 304 when If-None-Match names its ETag. */
async function conditional(c: Context, res: Response | null): Promise<Response | null> {
  if (!res) return null;
  await tags(c, async () => {
    c.res = res;
  });
  return c.res;
}

/** One file, revalidated on every use, in the encoding the client prefers; null when it is not there. */
export function servedFile(path: string): (c: Context) => Promise<Response | null> {
  const serve = serveStatic({ path, precompressed: true, onFound });
  return async (c) => conditional(c, await withHeaders(c, serve, REVALIDATE));
}

/**
 * @param root the built UI folder (absolute or relative to cwd)
 * @param base the URL prefix it is served under, with a trailing slash
 */
export function frontendHandler(root: string, base: string) {
  const dir = resolve(process.cwd(), root);
  // The folder goes into the rewritten path, not `root`, which serveStatic checks once at start
  // (the sandbox starts before a build and then serves the page that says so).
  const files = serveStatic({ precompressed: true, onFound, rewriteRequestPath: (path) => join(dir, path.slice(base.length)) });
  const index = servedFile(resolve(dir, 'index.html'));
  // No escaping the folder with ../ or an encoded separator.
  const inside = (rel: string) => {
    try {
      const target = resolve(dir, decodeURIComponent(rel));
      return target === dir || target.startsWith(dir + sep);
    } catch {
      return false;
    }
  };
  return async (c: Context): Promise<Response> => {
    const rel = c.req.path.slice(base.length);
    if (!inside(rel)) return c.text('Not found', 404);
    const asset = rel.startsWith('assets/');
    const file = rel && !rel.endsWith('/') ? await conditional(c, await withHeaders(c, files, asset ? IMMUTABLE : REVALIDATE)) : null;
    if (file) return file;
    if (asset) return c.text('Not found', 404);
    return (await index(c)) ?? c.html(NOT_BUILT, 503);
  };
}
