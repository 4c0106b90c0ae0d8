/**
 * The sandbox's one database seam. Route modules and migrations speak plain PostgreSQL SQL with
 * `$1` placeholders; whether it runs in an embedded PGlite (default, a data folder) or against a
 * PostgreSQL server (`DATABASE_URL`) is decided once here, so both share the same schema and SQL.
 */
import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Use only
   * `tx` inside `fn`: PGlite has one connection, so a query on the outer Db would wait for the
   * transaction to end (a deadlock), and on PostgreSQL it would run outside the transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Other processes may write this database (PostgreSQL: several sandbox processes behind a load
   * balancer share one). What a process keeps in memory of data that requests write (sessions,
   * order lists) is then read again on every use. PGlite belongs to one process: not shared.
   */
  readonly shared?: true;
}

/** An option left out or given as undefined takes its default. */
export interface OpenDbOptions {
  /** A PostgreSQL connection string; when set it wins over dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (relative to cwd), or `memory://` for a throwaway database. */
  dataDir?: string | undefined;
}

/** Opens the database chosen by options, then env (`DATABASE_URL`, `DATA_DIR`), then `.data/`. */
export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (url) return openPgPool(url);
  return openPglite(opts.dataDir ?? process.env.DATA_DIR ?? '.data');
}

export async function openPglite(dataDir: string): Promise<Db> {
  // Imported lazily so a PostgreSQL-only run never loads the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite');
  let dir = dataDir;
  if (!dir.startsWith('memory://')) {
    dir = resolve(process.cwd(), dir);
    mkdirSync(dir, { recursive: true });
  }
  return wrapPglite(await PGlite.create(dir));
}

/** The Db face of a PGlite instance (also used by the migrated in-memory template, db/template.ts). */
export function wrapPglite(pg: PGlite): Db {
  type Runner = { query: PGlite['query']; exec: PGlite['exec'] };
  const wrap = (r: Runner, inTx: boolean): Db => ({
    async query<T>(sql: string, params?: unknown[]) {
      const res = await r.query<T>(sql, params as unknown[] | undefined);
      return res.rows;
    },
    async exec(sql: string) {
      await r.exec(sql);
    },
    // PGlite has a single connection: a nested transaction simply joins the outer one.
    transaction: inTx ? async (fn) => fn(wrap(r, true)) : async (fn) => pg.transaction((tx) => fn(wrap(tx as unknown as Runner, true))),
    async close() {
      if (!inTx && !pg.closed) await pg.close();
    },
  });
  return wrap(pg, false);
}

export async function openPgPool(connectionString: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client error (server restarted) must not crash the sandbox process.
  pool.on('error', () => undefined);
  type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
  const wrap = (c: Client, inTx: boolean): Db => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await c.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql);
    },
    transaction: inTx
      ? async (fn) => fn(wrap(c, true))
      : async (fn) => {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            const out = await fn(wrap(client, true));
            await client.query('COMMIT');
            return out;
          } catch (e) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw e;
          } finally {
            client.release();
          }
        },
    async close() {
      if (!inTx && !pool.ended) await pool.end();
    },
    shared: true,
  });
  return wrap(pool, false);
}
