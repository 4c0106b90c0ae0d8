/**
 * Plain SQL migrations, `NNN_name.sql`, applied in numeric order exactly once each. Seed data is
 * migrations too, so a fresh data folder and a fresh PostgreSQL database end up identical.
 * Numbers 001-099 belong to the sandbox foundation; journey modules use 100 and up.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const FILE = /^(\d{3,})_[A-Za-z0-9_-]+\.sql$/;
// Any constant works: it serialises two processes migrating one PostgreSQL database at once.
const LOCK_KEY = 7_245_001;

/**
 * Where the .sql files are. Run from source, they sit beside this module; bundled by esbuild into
 * dist/sandbox/server.mjs, import.meta.url points into dist/, so we also try the repository's
 * sandbox/migrations reached from there, and finally from the working directory.
 */
export function defaultMigrationsDir(): string {
  const candidates = [
    fileURLToPath(new URL('../migrations/', import.meta.url)),
    fileURLToPath(new URL('./migrations/', import.meta.url)),
    fileURLToPath(new URL('../../sandbox/migrations/', import.meta.url)),
    resolve(process.cwd(), 'sandbox/migrations'),
  ];
  const found = candidates.find((d) => existsSync(d) && readdirSync(d).some((f) => FILE.test(f)));
  if (!found) throw new Error(`sandbox migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string): Migration[] {
  const seen = new Map<number, string>();
  return readdirSync(dir)
    .filter((f) => FILE.test(f))
    .map((name) => {
      const version = Number(FILE.exec(name)![1]);
      // Two helpers picking the same number would make the order ambiguous: fail loudly.
      if (seen.has(version)) throw new Error(`duplicate migration number ${version}: ${seen.get(version)} and ${name}`);
      seen.set(version, name);
      return { version, name, sql: readFileSync(join(dir, name), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
}

/** Applies pending migrations; returns the names applied by this call (empty when up to date). */
export async function migrate(db: Db, opts: { migrationsDir?: string | undefined } = {}): Promise<string[]> {
  const migrations = readMigrations(opts.migrationsDir ?? defaultMigrationsDir());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const m of migrations) {
    // Each migration in its own transaction: a failing file leaves no half-applied schema.
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (ran) applied.push(m.name);
  }
  return applied;
}
