/**
 * What the sandbox keeps in memory per database instead of reading it on every request
 * (docs/decisions.md §Sandbox). Two kinds, both keyed by the Db object, so every sandbox
 * (tests start many in one process) has its own and a closed database's memory goes with it:
 *
 * - `readOnce`: data no request writes (the registry's offerings and fees, loaded by the
 *   migrations): read on first use, then kept for the life of the process.
 * - `KeptByKey`: data the sandbox itself writes (a licensee's orders): kept per key until the
 *   code that writes it calls `forget` once its transaction has ended. The sandbox is the only
 *   writer of its database (as for sessions, auth/tokens.ts), so that is every change there is.
 */
import type { Db } from './db';

const once = new WeakMap<Db, Map<string, Promise<unknown>>>();

/** `load()`'s result for this database and name, loaded once (a failed load is tried again next time). */
export function readOnce<T>(db: Db, name: string, load: () => Promise<T>): Promise<T> {
  let loads = once.get(db);
  if (!loads) once.set(db, (loads = new Map()));
  let kept = loads.get(name) as Promise<T> | undefined;
  if (!kept) {
    kept = load();
    loads.set(name, kept);
    kept.catch(() => loads.delete(name));
  }
  return kept;
}

/** Values read per key (e.g. per licensee) and kept until their writer says they changed. */
export class KeptByKey<T> {
  readonly #perDb = new WeakMap<Db, { values: Map<string, T>; generation: number }>();

  /** At most this many keys per database; all are dropped when it is reached (then read again). */
  constructor(private readonly limit = 10_000) {}

  async read(db: Db, key: string, load: () => Promise<T>): Promise<T> {
    let kept = this.#perDb.get(db);
    if (!kept) this.#perDb.set(db, (kept = { values: new Map(), generation: 0 }));
    const hit = kept.values.get(key);
    if (hit !== undefined) return hit;
    const generation = kept.generation;
    const value = await load();
    // A write that ended while this read ran may be missing from `value`: keep it only if none did.
    if (kept.generation === generation) {
      if (kept.values.size >= this.limit) kept.values.clear();
      kept.values.set(key, value);
    }
    return value;
  }

  /** The value of `key` changed (call it after the writing transaction ended, committed or not). */
  forget(db: Db, key: string): void {
    const kept = this.#perDb.get(db);
    if (!kept) return;
    kept.values.delete(key);
    kept.generation += 1;
  }
}

/** Freezes a kept value and everything in it, so no handler can change what the next request reads. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(inner);
  }
  return value;
}
