/**
 * Security headers on every response the sandbox sends: UI files, API answers, redirects, error
 * pages. The CSP allows Fluent UI's styling engine (empty <style> elements filled through
 * insertRule) by the hash of the empty string instead of 'unsafe-inline' (docs/decisions.md §Security headers);
 * HSTS over HTTPS (or behind a proxy that says `X-Forwarded-Proto: https`).
 */
import type { Context, MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "font-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // Old browsers that ignore frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/**
 * Sets a header on the response already produced. Some Response objects have immutable headers
 * (e.g. Response.redirect); those are copied once so the header can still be added.
 */
export function setHeaderSafely(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/** HSTS: two years, subdomains included; sent only over HTTPS, where browsers heed it. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Whether the request came over HTTPS: its own URL, or a proxy in front saying so. */
const overHttps = (c: Context): boolean =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) setHeaderSafely(c, name, value);
    if (overHttps(c)) setHeaderSafely(c, 'Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}

/** API answers are per-user and must never be cached by the browser or a proxy. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setHeaderSafely(c, 'Cache-Control', 'no-store');
  };
}

/**
 * `Vary: Accept-Encoding` on every API answer with a body, set on the answer's own headers before
 * `hono/compress` looks: it then leaves the header alone. Its own way, `c.header()` on a finished
 * answer, rebuilds it as a stream: 8 times the CPU of an orders answer (docs/decisions.md §Sandbox).
 * The status says whether there is a body: reading `c.res.body` would rebuild it too.
 */
export function varyOnEncoding(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 204 && c.res.status !== 304 && !c.res.headers.has('Vary')) setHeaderSafely(c, 'Vary', 'Accept-Encoding');
  };
}
