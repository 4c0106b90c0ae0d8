/**
 * The pages outside the API that the spec calls external (payment, resume flow) and their
 * stylesheet, registered on the sandbox's root app: `registerPages(app, { db, now })`.
 */
import type { Hono } from 'hono';
import type { Db } from '../db/db';
import { PAGES_CSS, PAGES_CSS_PATH } from './layout';
import { paymentPages } from './payment';
import { RESUME_FLOW_PATH, resumeFlowPage } from './resume-flow';
import { noStore } from '../http/headers';

export function registerPages(app: Hono, deps: { db: Db; now: () => Date }): void {
  // A licensee's payment and application: never kept by a browser or a proxy.
  app.use('/my-licensehub/payment/*', noStore());
  app.use(RESUME_FLOW_PATH, noStore());
  app.get(PAGES_CSS_PATH, (c) => c.body(PAGES_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  paymentPages(app, deps);
  resumeFlowPage(app, deps);
}
