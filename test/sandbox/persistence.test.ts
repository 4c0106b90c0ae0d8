import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../sandbox/db/db';
import { defaultMigrationsDir, migrate } from '../../sandbox/db/migrate';
import { api, signIn, start } from './helpers';
import { must } from '../must';

const t = suite('persistence and migrations');
const temps: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  temps.push(d);
  return d;
};
t.after(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const shippedMigrations = readdirSync(defaultMigrationsDir()).filter((f) => /^\d{3,}_.*\.sql$/.test(f));

t('data survives a restart with a data folder (seed, sessions and the signing secret)', async () => {
  const dataDir = tempDir('licensehub-data-');
  // No jwtSecret: the generated one must be kept in the database for the token to survive.
  const first = await start({ dataDir, jwtSecret: undefined });
  const token = await signIn(first, 'ind-ben');
  await first.db.query(`INSERT INTO sandbox_settings (key, value) VALUES ('test-marker', 'written before restart')`);
  const [counted] = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM licensees');
  const before = must(counted, 'a count of licensees').n;
  await first.close();

  const second = await start({ dataDir, jwtSecret: undefined });
  try {
    const res = await api(second, '/user-info.json', { token });
    assert.is(res.status, 200, 'the session from before the restart still works');
    assert.is(((await res.json()) as { displayName: string }).displayName, 'Ben Carter');
    const [marker] = await second.db.query<{ value: string }>(`SELECT value FROM sandbox_settings WHERE key = 'test-marker'`);
    assert.is(marker?.value, 'written before restart');
    const [recounted] = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM licensees');
    assert.is(recounted?.n, before, 'the seed was not applied twice');
    const roster = await second.db.query<{ id: string }>(
      `SELECT id FROM licensees WHERE id IN ('ind-alice', 'ind-ben', 'ind-cora', 'ind-dan', 'ind-erin', 'firm-acme', 'firm-summit')`,
    );
    assert.is(roster.length, 7);
    const migrations = await second.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    assert.equal(
      migrations.map((m) => m.name),
      shippedMigrations.sort(),
    );
  } finally {
    await second.close();
  }
});

t('migrations run once: a second migrate applies nothing', async () => {
  const db = await openPglite('memory://');
  try {
    const firstRun = await migrate(db);
    assert.equal(firstRun, shippedMigrations);
    assert.equal(await migrate(db), []);
    const [counted] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    assert.is(counted?.n, shippedMigrations.length);
  } finally {
    await db.close();
  }
});

t('migrations apply in numeric order, not by file name', async () => {
  const dir = tempDir('licensehub-migrations-');
  writeFileSync(join(dir, '010_second.sql'), 'INSERT INTO log VALUES (10);');
  writeFileSync(join(dir, '002_first.sql'), 'CREATE TABLE log (n int); INSERT INTO log VALUES (2);');
  writeFileSync(join(dir, '100_third.sql'), 'INSERT INTO log VALUES (100);');
  writeFileSync(join(dir, 'README.md'), 'not a migration');
  const db = await openPglite('memory://');
  try {
    assert.equal(await migrate(db, { migrationsDir: dir }), ['002_first.sql', '010_second.sql', '100_third.sql']);
    assert.equal(
      (await db.query<{ n: number }>('SELECT n FROM log')).map((r) => r.n),
      [2, 10, 100],
    );
  } finally {
    await db.close();
  }
});

t('a failing migration is rolled back whole and not recorded', async () => {
  const dir = tempDir('licensehub-migrations-');
  writeFileSync(join(dir, '001_ok.sql'), 'CREATE TABLE a (n int);');
  writeFileSync(join(dir, '002_broken.sql'), 'CREATE TABLE b (n int); INSERT INTO nowhere VALUES (1);');
  const db = await openPglite('memory://');
  try {
    await migrate(db, { migrationsDir: dir }).then(
      () => assert.unreachable('should fail'),
      (e: Error) => assert.match(e.message, /nowhere/),
    );
    const tables = await db.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_name IN ('a', 'b')`);
    assert.equal(
      tables.map((r) => r.table_name),
      ['a'],
    );
    assert.equal(
      (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      ['001_ok.sql'],
    );
  } finally {
    await db.close();
  }
});

t('two migrations with the same number are refused', async () => {
  const dir = tempDir('licensehub-migrations-');
  writeFileSync(join(dir, '100_orders.sql'), 'SELECT 1;');
  writeFileSync(join(dir, '100_flows.sql'), 'SELECT 1;');
  const db = await openPglite('memory://');
  try {
    await migrate(db, { migrationsDir: dir }).then(
      () => assert.unreachable('should fail'),
      (e: Error) => assert.match(e.message, /duplicate migration number 100/),
    );
  } finally {
    await db.close();
  }
});

t('a transaction rolls back when its function throws', async () => {
  const db = await openPglite('memory://');
  try {
    await db.exec('CREATE TABLE t (n int)');
    await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES ($1)', [1]);
        throw new Error('boom');
      })
      .catch(() => undefined);
    await db.transaction((tx) => tx.query('INSERT INTO t VALUES ($1)', [2]));
    assert.equal(
      (await db.query<{ n: number }>('SELECT n FROM t')).map((r) => r.n),
      [2],
    );
  } finally {
    await db.close();
  }
});

t.run();
