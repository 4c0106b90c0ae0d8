/** Leaving the single-page app in the browser: a full navigation. */
import type { ExternalNavigation } from '../../core/ports/external-navigation';

export class BrowserNavigation implements ExternalNavigation {
  constructor(private readonly location: Pick<Location, 'assign'> = window.location) {}
  assign(url: string): void {
    this.location.assign(url);
  }
}
