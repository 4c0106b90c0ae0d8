/**
 * The CLI's session store: one JSON object of key → string in a file, so the JWT outlives a
 * command. The file holds a bearer token, so it is created readable by its owner only (0600) in
 * a folder only the owner can list (0700).
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SessionStore } from '../../core/ports/session-store';

/** `$XDG_CONFIG_HOME/licensehub/session.json`, else `~/.config/licensehub/session.json`. */
export function defaultSessionFile(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const configHome = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.trim() !== '' ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(configHome, 'licensehub', 'session.json');
}

type Entries = Record<string, string>;

const entriesOf = (value: unknown): Entries =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/**
 * With a `registry` (the API origin, as `gh` keeps hosts apart), the file holds one session per
 * registry, `{ "<origin>": { key: value } }`, and this store reads and writes that registry's
 * alone: a token is never read for, so never sent to, another origin than the one that issued it.
 */
export class FileSessionStore implements SessionStore {
  constructor(
    readonly path: string = defaultSessionFile(),
    readonly registry?: string,
  ) {}

  private loadFile(): Record<string, unknown> {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return {};
    }
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      // A damaged file is a signed-out session, not a crash.
      return {};
    }
  }

  private load(): Entries {
    const file = this.loadFile();
    return entriesOf(this.registry === undefined ? file : file[this.registry]);
  }

  private save(data: Entries): void {
    let whole: Record<string, unknown> = data;
    if (this.registry !== undefined) {
      const { [this.registry]: _mine, ...others } = this.loadFile();
      whole = Object.keys(data).length === 0 ? others : { ...others, [this.registry]: data };
    }
    if (Object.keys(whole).length === 0) {
      rmSync(this.path, { force: true });
      return;
    }
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    // Written aside then renamed: a command interrupted mid-write never leaves half a file.
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(whole, null, 2), { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, this.path);
  }

  read(key: string): string | null {
    return this.load()[key] ?? null;
  }
  write(key: string, value: string): void {
    this.save({ ...this.load(), [key]: value });
  }
  remove(key: string): void {
    const data = this.load();
    if (!(key in data)) return;
    delete data[key];
    this.save(data);
  }
}
