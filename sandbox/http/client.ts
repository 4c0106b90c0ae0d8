/**
 * The address a request came from, as the socket says (a forwarded-for header is the caller's to
 * write, so limits never trust it). Requests made in process, with no socket, share one address.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}
