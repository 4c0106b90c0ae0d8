/**
 * Work to finish before a logout (issue 9, beyond the spec): a screen holding something worth
 * keeping (a module with valid typed data) registers a task while it is mounted; the session
 * timer runs every task, bounded in time, before it logs out, so nothing typed is lost.
 */
export type BeforeLogoutTask = () => Promise<void>;

export interface BeforeLogout {
  /** Adds a task; the function returned removes it. */
  readonly register: (task: BeforeLogoutTask) => () => void;
  /** Runs every task at once; resolves when all settled or when `limit` resolves (a timer), whichever is first. Never rejects. */
  readonly run: (limit: Promise<void>) => Promise<void>;
}

export const BEFORE_LOGOUT_LIMIT_MS = 5_000;

export function createBeforeLogout(): BeforeLogout {
  const tasks = new Set<BeforeLogoutTask>();
  return {
    register: (task) => {
      tasks.add(task);
      return () => tasks.delete(task);
    },
    run: async (limit) => {
      if (tasks.size === 0) return;
      const all = Promise.allSettled([...tasks].map((task) => Promise.resolve().then(task)));
      await Promise.race([all, limit]);
    },
  };
}

/** The browser's one registry: the modules screen registers, the session timer runs it. */
export const beforeLogout: BeforeLogout = createBeforeLogout();
