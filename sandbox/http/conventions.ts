/**
 * HTTP conventions of the API, answered before authentication, from the routes the app really
 * has: an unknown path is 404 (signed in or not), a known path with another method is 405 with
 * `Allow`, and a request body that is not declared JSON is 415. Each answer has the sandbox's
 * error shape `{ errors }`.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json` or a `+json` type, with or without parameters such as charset. */
export const isJsonContentType = (value: string | undefined): boolean => !!value && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(value.trim());

const hasBody = (headers: Headers): boolean => Number(headers.get('content-length') ?? '0') > 0 || headers.has('transfer-encoding');

/**
 * `app` is the whole app: its route table is read on the first request, once every route is
 * registered. Middleware (`use`) is not a route; only paths under `base` are considered.
 * `shape` builds an answer's body (identify has its own error shape).
 */
export function httpConventions(
  app: Hono,
  base: string,
  shape: (path: string, errors: string[]) => Record<string, unknown> = (_p, errors) => ({ errors }),
): MiddlewareHandler {
  let methodsAt: ((path: string) => Set<string>) | undefined;
  const table = () => {
    const router = new TrieRouter<string>();
    for (const r of app.routes) {
      if (r.method === 'ALL' || !r.path.startsWith(base)) continue;
      router.add('ALL', r.path, r.method);
    }
    return (path: string) => new Set(router.match('ALL', path)[0].map(([method]) => method));
  };
  return async (c, next) => {
    methodsAt ??= table();
    const methods = methodsAt(c.req.path);
    if (methods.size === 0) return c.json(shape(c.req.path, ['Not found']), 404);
    if (methods.has('GET')) methods.add('HEAD');
    if (!methods.has(c.req.method)) {
      c.header('Allow', [...methods].sort().join(', '));
      return c.json(shape(c.req.path, [`${c.req.method} is not allowed here`]), 405);
    }
    if (BODY_METHODS.has(c.req.method) && hasBody(c.req.raw.headers) && !isJsonContentType(c.req.header('content-type'))) {
      return c.json(shape(c.req.path, ['The request body must be JSON (Content-Type: application/json)']), 415);
    }
    return next();
  };
}
