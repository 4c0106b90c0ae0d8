/**
 * A throwaway in-memory database that starts already migrated. Creating a PGlite database and
 * running every migration costs seconds, and tests start many sandboxes: the first one in a
 * process (or on a machine, through a snapshot file in the temp folder keyed by the migrations'
 * contents and the PGlite version) is migrated for real and dumped; later ones load the dump.
 * The caller still runs `migrate`, which finds nothing to do — or applies what is new.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrapPglite, type Db } from './db';
import { defaultMigrationsDir, migrate, readMigrations } from './migrate';

let snapshot: Promise<Uint8Array<ArrayBuffer>> | undefined;

function snapshotFile(migrationsDir: string): string {
  // The package does not export its package.json: find it beside the resolved entry.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf('@electric-sql/pglite') + '@electric-sql/pglite'.length);
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha256').update(version);
  for (const m of readMigrations(migrationsDir)) hash.update(`${m.name}\n${m.sql}\n`);
  return join(tmpdir(), `licensehub-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function makeSnapshot(migrationsDir: string): Promise<Uint8Array<ArrayBuffer>> {
  const file = snapshotFile(migrationsDir);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const { PGlite } = await import('@electric-sql/pglite');
  const pg: PGlite = await PGlite.create('memory://');
  try {
    await migrate(wrapPglite(pg), { migrationsDir });
    const dump = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
    // Written under a unique name then renamed, so a parallel process never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    return dump;
  } finally {
    await pg.close();
  }
}

/** How many databases this process loaded from the snapshot, and how many it handed out again. */
export const memoryDbCounts = { loaded: 0, reused: 0 };

/** A migrated database straight from the snapshot (never one given back). */
export async function loadMigratedMemoryDb(migrationsDir = defaultMigrationsDir()): Promise<PGlite> {
  snapshot ??= makeSnapshot(migrationsDir).catch((e) => {
    snapshot = undefined;
    throw e;
  });
  const { PGlite } = await import('@electric-sql/pglite');
  const bytes = await snapshot;
  memoryDbCounts.loaded += 1;
  return PGlite.create({ loadDataDir: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
}

/**
 * A throwaway migrated database. Loading one costs about a second of CPU (reading the snapshot
 * and starting PostgreSQL), and a test process starts many sandboxes one after another: so a
 * closed one is not thrown away but reset to the migrated state (every table emptied and filled
 * again with what the migrations left, every sequence set back) and handed to the next sandbox.
 * The Db given out is a lease: once closed, it fails every call, so a request still running in
 * the old sandbox cannot reach the next one's data (PGlite runs one query at a time, so the reset
 * waits for whatever was already running).
 */
export async function openMigratedMemoryDb(migrationsDir = defaultMigrationsDir()): Promise<Db> {
  const free = idle.get(migrationsDir) ?? [];
  idle.set(migrationsDir, free);
  const given = free.pop();
  if (given) {
    clearTimeout(given.expiry);
    memoryDbCounts.reused += 1;
  }
  const pg = given?.pg ?? (await loadMigratedMemoryDb(migrationsDir));
  // What "migrated" holds, read once per process from a database nobody has used yet.
  let reading = migratedStates.get(migrationsDir);
  if (!reading) {
    reading = readState(wrapPglite(pg));
    migratedStates.set(migrationsDir, reading);
    reading.catch(() => migratedStates.delete(migrationsDir));
  }
  const state = await reading;
  return lease(pg, async () => {
    if (free.length >= IDLE_LIMIT) return pg.close();
    try {
      await restore(pg, state);
    } catch {
      return pg.close(); // a database that cannot be reset is closed, never handed out
    }
    // Not taken soon, it is closed: an idle PGlite keeps its process alive.
    const entry: Idle = {
      pg,
      expiry: setTimeout(() => {
        const at = free.indexOf(entry);
        if (at >= 0) void free.splice(at, 1)[0]!.pg.close();
      }, IDLE_MS).unref(),
    };
    free.push(entry);
  });
}

const IDLE_LIMIT = 2;
const IDLE_MS = 1000;
interface Idle {
  pg: PGlite;
  expiry: ReturnType<typeof setTimeout>;
}
const idle = new Map<string, Idle[]>();
const migratedStates = new Map<string, Promise<DbState>>();

/** Every table's rows (as JSON, in their stored order) and every sequence's position, in the public schema. */
export interface DbState {
  tables: Array<{ name: string; rows: string }>;
  sequences: Array<{ name: string; start: string; last: string | null }>;
}

export async function readState(db: Db): Promise<DbState> {
  const names = await db.query<{ name: string }>(
    "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1",
  );
  const tables: DbState['tables'] = [];
  for (const { name } of names) {
    const [row] = await db.query<{ rows: string }>(`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM public."${name}" t`);
    tables.push({ name, rows: row!.rows });
  }
  const sequences = await db.query<{ name: string; start: string; last: string | null }>(
    "SELECT sequencename AS name, start_value::text AS start, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  );
  return { tables, sequences };
}

async function restore(pg: PGlite, state: DbState): Promise<void> {
  await pg.transaction(async (tx) => {
    // Foreign keys are not checked while the rows go back (they were consistent when read).
    await tx.exec(`SET LOCAL session_replication_role = replica; TRUNCATE ${state.tables.map((t) => `public."${t.name}"`).join(', ')}`);
    for (const t of state.tables) {
      if (t.rows !== '[]') await tx.query(`INSERT INTO public."${t.name}" SELECT * FROM json_populate_recordset(NULL::public."${t.name}", $1::json)`, [t.rows]);
    }
    for (const s of state.sequences) await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [`public."${s.name}"`, s.last ?? s.start, s.last !== null]);
  });
}

/** A Db over `pg` that fails every call once closed; its close runs `giveBack` once. */
function lease(pg: PGlite, giveBack: () => Promise<void>): Db {
  let closed: Promise<void> | undefined;
  const inner = wrapPglite(pg);
  const open = () => {
    if (closed) throw new Error('This sandbox database is closed.');
  };
  const guarded = (db: Db, top: boolean): Db => ({
    async query(sql, params) {
      open();
      return db.query(sql, params);
    },
    async exec(sql) {
      open();
      return db.exec(sql);
    },
    async transaction(fn) {
      open();
      return db.transaction((tx) => fn(guarded(tx, false)));
    },
    close: top ? () => (closed ??= giveBack()) : async () => undefined,
  });
  return guarded(inner, true);
}
