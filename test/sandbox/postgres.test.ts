/**
 * The same sandbox against a real PostgreSQL server: same migrations, same SQL. Runs when
 * LICENSEHUB_TEST_DATABASE_URL is set (.ci/postgres.sh starts a throwaway cluster and prints it);
 * otherwise it only prints a note. The database is wiped first: point it at a test database only.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { openPgPool } from '../../sandbox/db/db';
import { defaultMigrationsDir, migrate } from '../../sandbox/db/migrate';
import type { RunningSandbox } from '../../sandbox/server';
import { api, demoIdentities, identify, identifyBody, signIn, start } from './helpers';
import { must } from '../must';

const url = process.env.LICENSEHUB_TEST_DATABASE_URL;

if (!url) {
  console.log(
    '\n  note: LICENSEHUB_TEST_DATABASE_URL is not set, so the PostgreSQL run of the sandbox did not happen.\n  Start one with: eval "$(bash .ci/postgres.sh)"\n',
  );
} else {
  const t = suite('sandbox on PostgreSQL');
  let s: RunningSandbox;
  const shipped = readdirSync(defaultMigrationsDir())
    .filter((f) => /^\d{3,}_.*\.sql$/.test(f))
    .sort();

  t.before(async () => {
    const db = await openPgPool(url);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db.close();
    s = await start({ databaseUrl: url, jwtSecret: undefined });
  });
  t.after(async () => {
    await s?.close();
  });

  t('migrations apply on PostgreSQL, each recorded once', async () => {
    const names = await s.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    assert.equal(
      names.map((r) => r.name),
      shipped,
    );
    assert.equal(await migrate(s.db), [], 'a second run applies nothing');
  });

  for (const d of demoIdentities) {
    t(`on PostgreSQL, demo identity "${d.label}" leads to ${d.leadsTo}`, async () => {
      const res = await identify(s, identifyBody(d));
      const body = (await res.json()) as Record<string, unknown>;
      const [status, ssnVerification] = d.leadsTo.split(':');
      assert.is(body.status, status);
      if (ssnVerification) assert.is(body.ssnVerification, ssnVerification);
      if (status === 'ERROR') assert.equal(body.errors, d.errors);
      if (status === 'SUCCESS') {
        const info = (await (await api(s, '/user-info.json', { token: res.headers.get('authorization')! })).json()) as { displayName: string };
        assert.is(info.displayName, d.displayName);
      }
    });
  }

  t('on PostgreSQL, reference lists are served', async () => {
    const states = (await (await api(s, '/states.json')).json()) as unknown[];
    assert.is(states.length, 56);
    const countries = (await (await api(s, '/countries.json')).json()) as { licensehubCountryCode: unknown }[];
    assert.is(countries[0]?.licensehubCountryCode, 1, 'a number, not a string');
  });

  t('on PostgreSQL, logout revokes the session', async () => {
    const token = await signIn(s, 'firm-summit');
    assert.is((await api(s, '/logout.json', { method: 'POST', token })).status, 204);
    assert.is((await api(s, '/user-info.json', { token })).status, 401);
  });

  t('on PostgreSQL, sessions survive a restart', async () => {
    const token = await signIn(s, 'ind-alice');
    const [counted] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM licensees');
    const before = must(counted, 'a count of licensees').n;
    await s.close();
    s = await start({ databaseUrl: url, jwtSecret: undefined });
    assert.is((await api(s, '/user-info.json', { token })).status, 200);
    const [recounted] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM licensees');
    assert.is(recounted?.n, before, 'the seed was not applied twice');
  });

  t('on PostgreSQL, a transaction rolls back when its function throws', async () => {
    await s.db.exec('CREATE TABLE IF NOT EXISTS tx_probe (n int); TRUNCATE tx_probe;');
    await s.db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1)', [1]);
        throw new Error('boom');
      })
      .catch(() => undefined);
    await s.db.transaction((tx) => tx.query('INSERT INTO tx_probe VALUES ($1)', [2]));
    assert.equal(
      (await s.db.query<{ n: number }>('SELECT n FROM tx_probe')).map((r) => r.n),
      [2],
    );
    await s.db.exec('DROP TABLE tx_probe');
  });

  t.run();
}
