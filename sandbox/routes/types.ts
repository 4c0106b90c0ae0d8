/**
 * The contract between the sandbox server and its route modules. Every module registers its
 * handlers on `api`, a Hono sub-app mounted at `/my-licensehub/api` behind the auth middleware,
 * so paths are written relative to it (`api.get('/orders.json', …)`) and `c.get('licenseeId')` is
 * the signed-in licensee. Public endpoints (identify, reference lists, maintenance) are wired by
 * the server itself, not by route modules.
 */
import type { Hono } from 'hono';
import type { Db } from '../db/db';

export type SandboxEnv = { Variables: { licenseeId: string } };

export interface RouteDeps {
  db: Db;
  /** The sandbox's clock: use it instead of `new Date()` so tests can pin time. */
  now: () => Date;
}

export type RouteModule = (api: Hono<SandboxEnv>, deps: RouteDeps) => void;
