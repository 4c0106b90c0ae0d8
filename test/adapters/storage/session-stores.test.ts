/** The session stores behind the SessionStore port: browser session storage, the CLI's file, memory. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserSessionStore } from '../../../adapters/storage/browser-session-store';
import { FileSessionStore, defaultSessionFile } from '../../../adapters/storage/file-session-store';
import { MemorySessionStore } from '../../../adapters/storage/memory-session-store';

class FakeStorage implements Storage {
  private m = new Map<string, string>();
  deny = false;
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    if (this.deny) throw new Error('SecurityError');
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    if (this.deny) throw new Error('SecurityError');
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    if (this.deny) throw new Error('QuotaExceededError');
    this.m.set(k, v);
  }
}

test('browser store: reads, writes and removes through sessionStorage', () => {
  const storage = new FakeStorage();
  const store = new BrowserSessionStore(storage);
  store.write('licensehub', '{"jwt":"a"}');
  assert.is(storage.getItem('licensehub'), '{"jwt":"a"}');
  assert.is(store.read('licensehub'), '{"jwt":"a"}');
  store.remove('licensehub');
  assert.is(store.read('licensehub'), null);
});

test('browser store: denied storage runs without persistence instead of failing', () => {
  const storage = new FakeStorage();
  storage.deny = true;
  const store = new BrowserSessionStore(storage);
  store.write('k', 'v');
  assert.is(store.read('k'), null);
  store.remove('k');
});

test('file store: a JSON file created with mode 0600 in a new folder, kept between instances (CLI commands)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lh-store-'));
  const path = join(dir, 'nested', 'licensehub', 'session.json');
  new FileSessionStore(path).write('licensehub', '{"jwt":"cli"}');
  assert.is(statSync(path).mode & 0o777, 0o600);
  assert.equal(JSON.parse(readFileSync(path, 'utf8')), { licensehub: '{"jwt":"cli"}' });
  const again = new FileSessionStore(path);
  assert.is(again.read('licensehub'), '{"jwt":"cli"}');
  again.write('other', 'x');
  again.remove('licensehub');
  assert.is(again.read('licensehub'), null);
  assert.is(again.read('other'), 'x');
  again.remove('other');
  assert.not.ok(existsSync(path), 'an empty session leaves no file behind');
});

test('file store: a damaged file reads as a signed-out session', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lh-store-'));
  const path = join(dir, 'session.json');
  writeFileSync(path, '{broken');
  assert.is(new FileSessionStore(path).read('licensehub'), null);
});

test('file store: default path under $XDG_CONFIG_HOME, else ~/.config', () => {
  assert.is(defaultSessionFile({ XDG_CONFIG_HOME: '/cfg' }, '/u'), '/cfg/licensehub/session.json');
  assert.is(defaultSessionFile({}, '/u'), '/u/.config/licensehub/session.json');
});

test('memory store: holds values for tests', () => {
  const store = new MemorySessionStore({ a: '1' });
  store.write('b', '2');
  store.remove('a');
  assert.equal(store.snapshot(), { b: '2' });
});

test.run();
