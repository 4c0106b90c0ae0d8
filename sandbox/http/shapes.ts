/**
 * Shapes refused before any handler reads them (docs/portal.md §Limits): a JSON body nested
 * deeper than any call of the contract needs, and control characters in a body, a path or a query
 * (NUL, escapes, C1 codes: no field of the registry holds one; a body's tab, line feed and
 * carriage return pass). Each answer is a short 400, whatever the body held.
 */
import type { MiddlewareHandler } from 'hono';

const MAX_JSON_DEPTH = 32;
const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
const CONTROL_CHARACTER = 'Something entered holds a character that cannot be used (a control character).';

const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_IN_ADDRESS = /[\u0000-\u001F\u007F-\u009F]/;

/** The first shape error of a parsed JSON value (undefined when its shape is fine); walks without recursion. */
export function jsonShapeError(value: unknown): string | undefined {
  const stack: Array<[unknown, number]> = [[value, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [v, depth] = next;
    if (typeof v === 'string') {
      if (CONTROL_IN_TEXT.test(v)) return CONTROL_CHARACTER;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(v)) {
      if (CONTROL_IN_TEXT.test(key)) return CONTROL_CHARACTER;
      stack.push([item, depth + 1]);
    }
  }
  return undefined;
}

/** Whether the request's path or query, decoded, holds a control character. */
function controlInAddress(url: string): boolean {
  const { pathname, search } = new URL(url);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return CONTROL_IN_ADDRESS.test(decode(pathname)) || CONTROL_IN_ADDRESS.test(decode(search));
}

/** Refuses an address with a control character; `refuse` answers in the path's own error shape. */
export function refuseControlInAddress(refuse: (c: Parameters<MiddlewareHandler>[0], errors: string[]) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => (controlInAddress(c.req.url) ? refuse(c, [CONTROL_CHARACTER]) : next());
}
