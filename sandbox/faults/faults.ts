/**
 * Fault injection for tests and demonstrations of the portal's error paths (docs/portal.md §Errors):
 * a status (401, 429 with Retry-After, 500, 503…), latency, a malformed body, or an answer that
 * breaks the contract. Never active unless rules are given (option, CLI flag or control).
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { breakContract } from './break-contract';

export interface FaultRule {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** API path below the API base: exact ('/orders.json') or a prefix ending in '*' ('/orders/*'). */
  path: string;
  /** Answer this status instead of running the handler. */
  status?: number;
  /** Seconds for the Retry-After header (defaults to 1 on a 429). */
  retryAfter?: number;
  /** Delay before answering (or before running the handler). */
  latencyMs?: number;
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean;
  /** Run the real handler, then corrupt its JSON answer (see break-contract.ts). */
  breakContract?: boolean;
  /** Apply to this many matching requests only, then stop (unlimited when absent). */
  times?: number;
}

export class FaultSet {
  private rules: { rule: FaultRule; left: number }[] = [];

  constructor(rules: FaultRule[] = []) {
    this.set(rules);
  }

  set(rules: FaultRule[]): void {
    this.rules = rules.map((rule) => ({ rule, left: rule.times ?? Infinity }));
  }

  clear(): void {
    this.rules = [];
  }

  /** The first live rule matching the request, counting one use of it. */
  take(method: string, path: string): FaultRule | undefined {
    const hit = this.rules.find(({ rule, left }) => left > 0 && matches(rule, method, path));
    if (!hit) return undefined;
    hit.left -= 1;
    return hit.rule;
  }
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Middleware for the API; `apiBase` is stripped so rules name paths as the contract does. */
export function faultInjection(faults: FaultSet, apiBase: string): MiddlewareHandler {
  return async (c, next) => {
    const rule = faults.take(c.req.method, c.req.path.slice(apiBase.length) || '/');
    if (!rule) return next();
    if (rule.latencyMs) await sleep(rule.latencyMs);
    if (rule.status) {
      const status = rule.status as ContentfulStatusCode;
      c.header('X-Sandbox-Fault', `status ${status}`);
      if (status === 429) c.header('Retry-After', String(rule.retryAfter ?? 1));
      else if (rule.retryAfter !== undefined) c.header('Retry-After', String(rule.retryAfter));
      const message = status === 401 ? 'Not signed in' : `Injected fault: HTTP ${status}`;
      return c.json({ errors: [message] }, status);
    }
    if (rule.malformed) {
      c.header('X-Sandbox-Fault', 'malformed');
      return c.body('{"this is not": JSON at all <html>', 200, { 'Content-Type': 'application/json; charset=utf-8' });
    }
    await next();
    if (rule.breakContract) {
      const type = c.res.headers.get('content-type') ?? '';
      if (!type.includes('json') || c.res.status === 204) return;
      const text = await c.res.clone().text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return;
      }
      const { status } = c.res;
      const headers = new Headers(c.res.headers);
      headers.delete('content-length');
      headers.set('X-Sandbox-Fault', 'breakContract');
      // Hono merges the old answer's headers into a new one; clearing first replaces it outright.
      c.res = undefined as unknown as Response;
      c.res = new Response(JSON.stringify(breakContract(parsed)), { status, headers });
    }
  };
}

/**
 * Parses a CLI rule `"<METHOD> <path>=<spec>"`, method optional, spec a comma list of: a status
 * (`503`), `retry-after:N`, `latency:N` (ms), `malformed`, `break-contract`, `times:N`.
 * Example: `GET /orders.json=429,retry-after:5,times:2`.
 */
export function parseFaultRule(text: string): FaultRule {
  const eq = text.lastIndexOf('=');
  if (eq < 0) throw new Error(`fault "${text}": expected "<METHOD> <path>=<spec>"`);
  const target = text.slice(0, eq).trim().split(/\s+/);
  const [method, path] = target.length === 2 ? target : [undefined, target[0]];
  if (!path?.startsWith('/') && path !== '*') throw new Error(`fault "${text}": the path must start with /`);
  const rule: FaultRule = { path, ...(method ? { method: method.toUpperCase() } : {}) };
  for (const part of text
    .slice(eq + 1)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [key, value] = part.split(':');
    const n = Number(value);
    if (/^\d{3}$/.test(part)) rule.status = Number(part);
    else if (key === 'retry-after' && n >= 0) rule.retryAfter = n;
    else if (key === 'latency' && n >= 0) rule.latencyMs = n;
    else if (key === 'times' && n > 0) rule.times = n;
    else if (part === 'malformed') rule.malformed = true;
    else if (part === 'break-contract') rule.breakContract = true;
    else throw new Error(`fault "${text}": unknown part "${part}"`);
  }
  return rule;
}
