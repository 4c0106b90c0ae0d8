/** Leaving the single-page app: the logout page, payment pages, the resume flow page, full reloads. */
export interface ExternalNavigation {
  assign(url: string): void;
}
