/**
 * The pages outside the API that the spec calls external (payment, resume flow) and their
 * stylesheet, registered on the sandbox's root app: `registerPages(app, { db, now })`.
 */
import type { Hono } from 'hono';
import type { Db } from '../db/db';
import { PAGES_CSS, PAGES_CSS_PATH } from './layout';
import { paymentPages } from './payment';
import { resumeFlowPage } from './resume-flow';

export function registerPages(app: Hono, deps: { db: Db; now: () => Date }): void {
  app.get(PAGES_CSS_PATH, (c) => c.body(PAGES_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  paymentPages(app, deps);
  resumeFlowPage(app, deps);
}
