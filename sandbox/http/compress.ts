/**
 * API answers gzip- or deflate-compressed when the client asks: `hono/compress`'s behaviour (same
 * encodings, threshold, content types and headers), written so that an answer that is not
 * compressed stays as the handler made it. hono's version adds `Vary: Accept-Encoding` through
 * `c.header()`, which on a finished answer rebuilds it as a streamed Response (the costliest step
 * of a small JSON answer under load, docs/decisions.md §Sandbox); here the header is set on
 * the answer's own headers.
 */
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { setHeaderSafely } from './headers';

const ENCODINGS = ['gzip', 'deflate'] as const;
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among ours (gzip first on a tie), if any. */
function selectEncoding(header: string | undefined): (typeof ENCODINGS)[number] | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: (typeof ENCODINGS)[number]; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const length = headers.get('Content-Length');
    const type = headers.get('Content-Type');
    const cacheControl = headers.get('Cache-Control');
    if (
      c.res.status === 206 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      (cacheControl && NO_TRANSFORM.test(cacheControl))
    ) {
      return;
    }
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) setHeaderSafely(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = selectEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !c.res.body) return;
    c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
