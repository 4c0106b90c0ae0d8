/**
 * An outcome to confirm on the next page (issue 13 "outcomes announced"): an action on one page
 * (delete an application) ends on another (the list), which must say what happened. The page
 * that finishes the action leaves the message here for a path; the page at that path takes it once.
 * Memory only: a reload does not repeat a confirmation.
 */
export interface Outcome {
  /** The router path the message is for (the page the user lands on). */
  readonly path: string;
  readonly title: string;
  readonly text?: string;
}

let pending: Outcome | undefined;

export function leaveOutcome(outcome: Outcome): void {
  pending = outcome;
}

/** The outcome left for `path`, if any; another path's outcome stays where it is. */
export function peekOutcome(path: string): Outcome | undefined {
  return pending?.path === path ? pending : undefined;
}

/** Forgets this outcome once its page has shown it (a later outcome is kept). */
export function clearOutcome(outcome: Outcome): void {
  if (pending === outcome) pending = undefined;
}
