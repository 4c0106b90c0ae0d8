/**
 * Navigation that goes nowhere and remembers where it was asked to go: tests assert on it, and
 * the CLI (which has no page to leave) shows the last address, resolved against the API origin.
 */
import type { ExternalNavigation } from '../../core/ports/external-navigation';

export class RecordingNavigation implements ExternalNavigation {
  readonly visited: string[] = [];

  /** `base`: the origin relative addresses are resolved against (none: kept as given). */
  constructor(private readonly base?: string) {}

  assign(url: string): void {
    this.visited.push(this.base ? new URL(url, this.base).toString() : url);
  }
  get last(): string | undefined {
    return this.visited.at(-1);
  }
}
