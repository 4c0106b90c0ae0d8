/** The sandbox's kept reads (sandbox/db/kept.ts): read once, forgotten on a write, never stale after one. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../sandbox/db/db';
import { KeptByKey, deepFreeze, readOnce } from '../../sandbox/db/kept';

const t = suite('kept reads (unit)');
/** Only the identity of a Db matters to what is kept: each object stands for one database. */
const aDb = () => ({}) as Db;

/** A promise settled from outside, to hold a read in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

t('readOnce loads once per database and name, in flight or done', async () => {
  const db = aDb();
  let loads = 0;
  const load = async () => ++loads;
  assert.equal(await Promise.all([readOnce(db, 'fees', load), readOnce(db, 'fees', load)]), [1, 1]);
  assert.is(await readOnce(db, 'fees', load), 1);
  assert.is(await readOnce(db, 'states', load), 2, 'another name');
  assert.is(await readOnce(aDb(), 'fees', load), 3, 'another database');
});

t('readOnce tries a failed load again', async () => {
  const db = aDb();
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls === 1) throw new Error('database busy');
    return 'loaded';
  };
  await readOnce(db, 'x', load).then(
    () => assert.unreachable('the first load fails'),
    (e: Error) => assert.is(e.message, 'database busy'),
  );
  assert.is(await readOnce(db, 'x', load), 'loaded');
  assert.is(await readOnce(db, 'x', load), 'loaded');
  assert.is(calls, 2);
});

t('KeptByKey reads each key once, and again after forget', async () => {
  const db = aDb();
  const kept = new KeptByKey<string[]>();
  let version = 1;
  let loads = 0;
  const load = async () => {
    loads += 1;
    return [`v${version}`];
  };
  assert.equal(await kept.read(db, 'alice', load), ['v1']);
  version = 2;
  assert.equal(await kept.read(db, 'alice', load), ['v1'], 'kept');
  assert.equal(await kept.read(db, 'ben', load), ['v2'], 'per key');
  kept.forget(db, 'alice');
  assert.equal(await kept.read(db, 'alice', load), ['v2'], 'read again after forget');
  assert.equal(await kept.read(aDb(), 'alice', load), ['v2'], 'per database');
  assert.is(loads, 4);
  kept.forget(aDb(), 'alice'); // forgetting on a database never read is fine
});

t('a read that was in flight when a write ended is answered but not kept', async () => {
  const db = aDb();
  const kept = new KeptByKey<string>();
  const slow = deferred<string>();
  const inFlight = kept.read(db, 'alice', () => slow.promise);
  kept.forget(db, 'alice'); // the write ends while the read is still running
  slow.resolve('before the write');
  assert.is(await inFlight, 'before the write');
  assert.is(await kept.read(db, 'alice', async () => 'after the write'), 'after the write');
  assert.is(await kept.read(db, 'alice', async () => 'not read'), 'after the write');
});

t('KeptByKey holds at most its limit of keys, then starts over', async () => {
  const db = aDb();
  const kept = new KeptByKey<string>(2);
  let loads = 0;
  const load = (v: string) => async () => {
    loads += 1;
    return v;
  };
  await kept.read(db, 'a', load('a'));
  await kept.read(db, 'b', load('b'));
  await kept.read(db, 'c', load('c')); // the limit is reached: a and b are dropped
  assert.is(await kept.read(db, 'c', load('c2')), 'c');
  assert.is(await kept.read(db, 'a', load('a2')), 'a2');
  assert.is(loads, 4);
});

t('deepFreeze makes a kept value unchangeable by a handler, Map values included', () => {
  const arizona = { name: 'Arizona' };
  const fee = { fee: '5.60' };
  const value = deepFreeze({ list: [fee], byState: new Map([['AZ', [arizona]]]) });
  assert.throws(() => {
    (value.list as { fee: string }[]).push({ fee: '0' });
  });
  assert.throws(() => {
    fee.fee = '0';
  });
  assert.throws(() => {
    arizona.name = 'x';
  });
});

t.run();
