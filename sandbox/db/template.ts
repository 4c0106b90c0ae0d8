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

export async function openMigratedMemoryDb(migrationsDir = defaultMigrationsDir()): Promise<Db> {
  snapshot ??= makeSnapshot(migrationsDir).catch((e) => {
    snapshot = undefined;
    throw e;
  });
  const { PGlite } = await import('@electric-sql/pglite');
  const bytes = await snapshot;
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([bytes as Uint8Array<ArrayBuffer>]) }));
}
