/**
 * Starts the sandbox registry: opens the database (PGlite data folder, or PostgreSQL when a URL is
 * given), applies migrations, and listens. Tests start it in-process on a free port and steer it
 * through `controls`; the CLI (main.ts) starts it for `npm start`.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSandboxApp } from './app';
import { loadSecret, tokenService } from './auth/tokens';
import { MaintenanceState, type MaintenanceKind } from './api/maintenance';
import { openDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import { openMigratedMemoryDb } from './db/template';
import { FaultSet, type FaultRule } from './faults/faults';
import type { IdentifyLimits } from './api/attempt-limiter';
import type { Hono } from 'hono';
import { join } from 'node:path';
import { DEV_SUPPORT_TOKEN } from '../core/model/telemetry';
import { DEFAULT_SESSION_CAP_BYTES } from './telemetry/ingest';
import type { IngestLimits } from './telemetry/limits';

export type { FaultRule } from './faults/faults';
export type { MaintenanceKind } from './api/maintenance';

/** Options left out, or given as undefined (a command-line flag not given), take their default. */
export interface SandboxOptions {
  /** Port to listen on; 0 picks a free one (default 8080). */
  port?: number;
  /** Interface to bind (default 127.0.0.1: the sandbox is not meant to face a network). */
  host?: string | undefined;
  /** PGlite data folder (default `DATA_DIR` or `.data/`); `memory://` for a throwaway database. */
  dataDir?: string | undefined;
  /** PostgreSQL connection string (default `DATABASE_URL`); wins over dataDir. */
  databaseUrl?: string | undefined;
  /** Where the built UI is (default dist/frontend, relative to cwd). */
  staticDir?: string | undefined;
  /** Where the SQL migrations are (default: found beside the module or from cwd). */
  migrationsDir?: string | undefined;
  /** Maintenance notices shown from the start (none by default). */
  maintenance?: MaintenanceKind[];
  /** Fault rules active from the start (none by default). */
  faults?: FaultRule[];
  /** JWT signing secret (default `SANDBOX_JWT_SECRET`, else generated once and kept in the database). */
  jwtSecret?: string;
  /** Session length in minutes; every authenticated answer slides it (default 30). */
  sessionMinutes?: number;
  /** Log one line per request to stderr, or to the function given (method, path, status, time; never bodies); failures are logged either way. */
  log?: boolean | ((line: string) => void);
  /** Identify's limits on failed attempts (default DEFAULT_IDENTIFY_LIMITS, docs/portal.md §Limits). */
  identifyLimits?: IdentifyLimits;
  /** The server's clock (default the system clock); tests pin or advance it. */
  now?: () => Date;
  /** Serve config.json with its telemetry endpoints pointing at this server's ingest (npm start does; default off). */
  telemetry?: boolean;
  /** The support credential of telemetry reads (default `SUPPORT_TOKEN`, else the development token). */
  supportToken?: string | undefined;
  /** The size cap of one session's recording, in bytes (default 20 MiB). */
  sessionCapBytes?: number;
  /** The telemetry ingest's rates and storage quota (default DEFAULT_INGEST_LIMITS). */
  telemetryLimits?: IngestLimits;
}

/** Run-time switches for in-process tests. */
export interface SandboxControls {
  setMaintenance(kinds: MaintenanceKind[]): void;
  setFaults(rules: FaultRule[]): void;
  clearFaults(): void;
}

export interface RunningSandbox {
  /** Origin, e.g. http://127.0.0.1:54321 (no trailing slash). */
  url: string;
  port: number;
  controls: SandboxControls;
  /** The database, for tests that check what was written. */
  db: Db;
  /** The app itself, for tests that send requests in process (no socket: one client address). */
  app: Hono;
  /** Stops listening, ends open connections and closes the database. Safe to call twice. */
  close(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const now = opts.now ?? (() => new Date());
  const inMemory = !opts.databaseUrl && !process.env.DATABASE_URL && (opts.dataDir ?? process.env.DATA_DIR ?? '').startsWith('memory://');
  const db = inMemory ? await openMigratedMemoryDb(opts.migrationsDir) : await openDb({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  try {
    await migrate(db, { migrationsDir: opts.migrationsDir });
  } catch (e) {
    await db.close();
    throw e;
  }
  const secret = await loadSecret(db, opts.jwtSecret);
  const tokens = tokenService({ db, now, secret, sessionMinutes: opts.sessionMinutes ?? 30 });
  const maintenance = new MaintenanceState(opts.maintenance ?? []);
  const faults = new FaultSet(opts.faults ?? []);
  const app = createSandboxApp({
    db,
    now,
    tokens,
    maintenance,
    faults,
    staticDir: opts.staticDir ?? 'dist/frontend',
    log: opts.log ?? false,
    identifyLimits: opts.identifyLimits,
    telemetry: {
      serveConfig: opts.telemetry ?? false,
      sdkDir: join(opts.staticDir ?? 'dist/frontend', '..', 'telemetry'),
      supportToken: opts.supportToken ?? (process.env.SUPPORT_TOKEN || DEV_SUPPORT_TOKEN),
      sessionCapBytes: opts.sessionCapBytes ?? DEFAULT_SESSION_CAP_BYTES,
      ...(opts.telemetryLimits ? { limits: opts.telemetryLimits } : {}),
    },
  });

  const host = opts.host ?? '127.0.0.1';
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 8080, hostname: host }, (info: AddressInfo) =>
      resolve({ server: s as Server, port: info.port }),
    ) as Server;
    s.once('error', reject);
  });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; in-flight requests get a moment to finish.
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
      await db.close();
    })());

  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    db,
    app,
    close,
    controls: {
      setMaintenance: (kinds) => maintenance.set(kinds),
      setFaults: (rules) => faults.set(rules),
      clearFaults: () => faults.clear(),
    },
  };
}
