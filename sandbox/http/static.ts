/**
 * Serves the built UI under {app}. A path that names a file gets the file; any other path gets
 * index.html so the client router can take over (deep links and reloads keep working). Hashed
 * files under /assets/ are immutable and cached for a year; a missing one is a real 404, since an
 * HTML page in place of a script only hides the mistake.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

async function isFile(path: string): Promise<number | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

function fileResponse(c: Context, path: string, size: number, cacheControl: string): Response {
  const body = c.req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(path)) as ReadableStream);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Cache-Control': cacheControl,
    },
  });
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LicenseHub is not built yet</title></head>
<body><main><h1>The LicenseHub portal has not been built yet</h1>
<p>The sandbox API is running, but the built frontend was not found. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds first.</p></main></body></html>`;

/**
 * @param root the built UI folder (absolute or relative to cwd)
 * @param base the URL prefix it is served under, with a trailing slash
 */
export function frontendHandler(root: string, base: string) {
  const dir = resolve(process.cwd(), root);
  return async (c: Context): Promise<Response> => {
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path.slice(base.length));
    } catch {
      return c.text('Bad request', 400);
    }
    const target = resolve(dir, rel);
    // No escaping the folder with ../ or an encoded separator.
    if (target !== dir && !target.startsWith(dir + sep)) return c.text('Not found', 404);
    const size = rel && !rel.endsWith('/') ? await isFile(target) : null;
    if (size !== null) {
      const immutable = rel.startsWith('assets/');
      return fileResponse(c, target, size, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (rel.startsWith('assets/')) return c.text('Not found', 404);
    const index = join(dir, 'index.html');
    const indexSize = await isFile(index);
    if (indexSize === null) return c.html(NOT_BUILT, 503);
    return fileResponse(c, index, indexSize, 'no-cache');
  };
}
