/**
 * Serves the built UI under {app}. A path that names a file gets the file; any other path gets
 * index.html so the client router can take over (deep links and reloads keep working).
 *  - Hashed files under /assets/ are immutable and cached for a year; a missing one is a real
 *    404, since an HTML page in place of a script only hides the mistake.
 *  - index.html, config.json and other unhashed files are revalidated on every use (no-cache).
 *  - Every file has an ETag; If-None-Match with a matching tag answers 304 without a body.
 *  - The build writes brotli (.br) and gzip (.gz) copies beside text files; the copy the
 *    client's Accept-Encoding prefers is sent with Content-Encoding and Vary: Accept-Encoding.
 *  - HEAD answers the same headers as GET, without a body.
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

interface FileInfo {
  size: number;
  etag: string;
}

async function fileInfo(path: string): Promise<FileInfo | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? { size: s.size, etag: `"${s.size.toString(36)}-${Math.trunc(s.mtimeMs).toString(36)}"` } : null;
  } catch {
    return null;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The encodings the build precompresses, in the order the server prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Whether Accept-Encoding allows an encoding (listed, or `*`, with a q-value above 0). */
export function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  let star: boolean | undefined;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const ok = q === undefined || Number(q) > 0;
    if (token === encoding) return ok;
    if (token === '*') star = ok;
  }
  return star ?? false;
}

/** Whether If-None-Match names this ETag (or `*`); weak comparison, as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => bare(t) === bare(etag));
}

async function fileResponse(c: Context, path: string, info: FileInfo, cacheControl: string): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  let sendPath = path;
  let send = info;
  let etag = info.etag;
  let hasVariants = false;
  for (const encoding of ENCODINGS) {
    const variant = await fileInfo(path + encoding.suffix);
    if (!variant) continue;
    hasVariants = true;
    if (sendPath === path && accepts(c.req.header('accept-encoding'), encoding.name)) {
      sendPath = path + encoding.suffix;
      send = variant;
      etag = `${info.etag.slice(0, -1)}-${encoding.name}"`;
      headers['Content-Encoding'] = encoding.name;
    }
  }
  if (hasVariants) headers['Vary'] = 'Accept-Encoding';
  headers['ETag'] = etag;
  if (matches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  headers['Content-Length'] = String(send.size);
  const body = c.req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(sendPath)) as ReadableStream);
  return new Response(body, { status: 200, headers });
}

/** One file, revalidated on every use, in the encoding the client prefers; null when it is not there. */
export async function servedFile(c: Context, path: string): Promise<Response | null> {
  const info = await fileInfo(path);
  return info ? fileResponse(c, path, info, REVALIDATE) : null;
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
    const info = rel && !rel.endsWith('/') ? await fileInfo(target) : null;
    if (info) return fileResponse(c, target, info, rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    if (rel.startsWith('assets/')) return c.text('Not found', 404);
    const index = join(dir, 'index.html');
    const indexInfo = await fileInfo(index);
    if (!indexInfo) return c.html(NOT_BUILT, 503);
    return fileResponse(c, index, indexInfo, REVALIDATE);
  };
}
