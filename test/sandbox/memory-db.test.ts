/**
 * The in-memory database a closed sandbox gives back (sandbox/db/template.ts): the next sandbox
 * gets it exactly as the migrations left it, and the closed sandbox can no longer reach it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { wrapPglite } from '../../sandbox/db/db';
import { loadMigratedMemoryDb, memoryDbCounts, readState, type DbState } from '../../sandbox/db/template';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { TEST_SECRET } from './helpers';

const t = suite('in-memory sandbox databases, given back and reset');
let migrated: DbState;
t.before(async () => {
  const fresh = await loadMigratedMemoryDb();
  migrated = await readState(wrapPglite(fresh));
  await fresh.close();
});

const open = () => startSandbox({ port: 0, dataDir: 'memory://', jwtSecret: TEST_SECRET });

/** Writes into seeded and empty tables and moves a standalone sequence and a serial one. */
async function scribble(s: RunningSandbox): Promise<void> {
  await s.db.query(`INSERT INTO sandbox_settings (key, value) VALUES ('test-marker', 'left behind')`);
  await s.db.query(`UPDATE countries SET display_name = 'Renamed' WHERE sort_order = (SELECT min(sort_order) FROM countries)`);
  await s.db.query(`DELETE FROM address_directory`);
  await s.db.query(`SELECT nextval('order_code_seq')`);
  await s.db.query(`SELECT nextval(pg_get_serial_sequence('contextual_messages', 'id'))`);
}

t('the next sandbox gets a closed one’s database exactly as the migrations left it', async () => {
  const first = await open();
  await scribble(first);
  assert.not.equal(await readState(first.db), migrated, 'the writes changed the database');
  await first.close();
  const reused = memoryDbCounts.reused;
  const second = await open();
  try {
    assert.is(memoryDbCounts.reused, reused + 1, 'the closed sandbox’s database was handed out again');
    assert.equal(await readState(second.db), migrated);
  } finally {
    await second.close();
  }
});

t('a closed sandbox’s database fails every call, and the next sandbox’s data stays out of its reach', async () => {
  const first = await open();
  const old = first.db;
  await first.close();
  const second = await open();
  try {
    await second.db.query(`INSERT INTO sandbox_settings (key, value) VALUES ('second', 'mine')`);
    for (const call of [
      () => old.query('SELECT key FROM sandbox_settings'),
      () => old.exec('DELETE FROM address_directory'),
      () => old.transaction(async () => 1),
    ]) {
      try {
        await call();
        assert.unreachable('a closed database answered');
      } catch (e) {
        assert.instance(e, Error);
        assert.is((e as Error).message, 'This sandbox database is closed.');
      }
    }
    assert.equal(await second.db.query(`SELECT value FROM sandbox_settings WHERE key = 'second'`), [{ value: 'mine' }]);
  } finally {
    await second.close();
  }
});

t('a transaction still running when its sandbox closes is rolled back, not carried into the next sandbox', async () => {
  const first = await open();
  let proceed!: () => void;
  const gate = new Promise<void>((resolve) => (proceed = resolve));
  const running = first.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO sandbox_settings (key, value) VALUES ('in-flight', 'first')`);
    await gate;
    await tx.query(`INSERT INTO sandbox_settings (key, value) VALUES ('in-flight-2', 'first')`);
  });
  const closing = first.db.close(); // what the sandbox's close ends with
  proceed();
  try {
    await running;
    assert.unreachable('the transaction went on after its sandbox closed');
  } catch (e) {
    assert.is((e as Error).message, 'This sandbox database is closed.');
  }
  await closing;
  await first.close();
  const second = await open();
  try {
    assert.equal(await readState(second.db), migrated);
  } finally {
    await second.close();
  }
});

t('a process whose sandboxes are closed still ends by itself (a database given back is not kept for long)', async () => {
  const script = `import { startSandbox } from './sandbox/server.ts';
for (let i = 0; i < 2; i++) await (await startSandbox({ port: 0, dataDir: 'memory://' })).close();
console.log('closed');`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  clearTimeout(killer);
  assert.is(out.trim(), 'closed');
  assert.equal([code, signal], [0, null], 'the process ended on its own');
});

t.run();
