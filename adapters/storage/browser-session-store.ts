/** The session store of the browser: window.sessionStorage (gone when the tab closes). */
import type { SessionStore } from '../../core/ports/session-store';

export class BrowserSessionStore implements SessionStore {
  constructor(private readonly storage: Storage = window.sessionStorage) {}

  read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      // Storage can be denied (privacy settings): the portal then runs without persistence.
      return null;
    }
  }
  write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // A full or denied storage loses only what a reload would restore.
    }
  }
  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  }
}
