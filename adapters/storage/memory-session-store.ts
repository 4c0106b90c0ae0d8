/** A session store in memory: tests, and anywhere nothing should outlive the process. */
import type { SessionStore } from '../../core/ports/session-store';

export class MemorySessionStore implements SessionStore {
  private readonly data: Map<string, string>;

  constructor(initial: Record<string, string> = {}) {
    this.data = new Map(Object.entries(initial));
  }

  read(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  write(key: string, value: string): void {
    this.data.set(key, value);
  }
  remove(key: string): void {
    this.data.delete(key);
  }
  /** What is stored, for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.data);
  }
}
