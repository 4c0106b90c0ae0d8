/** Where the session's persisted slice and the pending transition JWT live (browser session storage, or a file for the CLI). */
export interface SessionStore {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}
