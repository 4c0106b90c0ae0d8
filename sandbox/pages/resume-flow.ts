/**
 * The external flow page (docs/decisions.md §Names and paths): /my-licensehub/flow.htm?flowId=…&action=RESUME_FLOW.
 * It shows the unfinished flow and links back into the portal where that flow continues. Like
 * the payment page it is reached by navigation and shows the flow to its owner's session alone
 * (payment-access.ts): without one it names nothing.
 */
import type { Context, Hono } from 'hono';
import { IDENTIFY_URL } from '../paths';
import { payingLicensee } from './payment-access';
import type { Db } from '../db/db';
import { findFlowById, isoDate } from '../domain/flows';
import { html } from 'hono/html';
import { page } from './layout';
import { productWords } from '../domain/product-words';

const APP = '/my-licensehub/frontend';

/** The portal's route group of each product (docs/portal.md §Routes "Authenticated routes"). */
function groupOf(productType: string): string {
  switch (productType) {
    case 'CONTACT_CHANGE':
      return '/ccr';
    case 'DEMOGRAPHIC_UPDATE':
    case 'DEMOGRAPHIC_UPDATE_2':
      return '/demographic-update';
    case 'LICENSE_UPDATE':
      return '/license-update';
    case 'PDB_DETAIL_REPORT':
      return '/pdb-report';
    default:
      return '/flows';
  }
}

/** The flow's submitter page in the portal, under the app base. */
export const submitterRoute = (productType: string, flowId: string): string => `${groupOf(productType)}/${flowId}/submitter`;

/**
 * Where each product continues in the portal: its resume page, which opens the first step not
 * done (the journey's resume target); a name change, a license update and a report at their
 * first page.
 */
export function resumeRoute(productType: string, flowId: string): string {
  switch (productType) {
    case 'CONTACT_CHANGE':
      return `${APP}/ccr/${flowId}/resume-ccr`;
    case 'DEMOGRAPHIC_UPDATE':
    case 'DEMOGRAPHIC_UPDATE_2':
      return `${APP}/demographic-update/${flowId}`;
    case 'LICENSE_UPDATE':
      return `${APP}/license-update/${flowId}/edit`;
    case 'PDB_DETAIL_REPORT':
      return `${APP}/pdb-report/${flowId}/submitter`;
    default:
      return `${APP}/flows/${flowId}`;
  }
}

export const RESUME_FLOW_PATH = '/my-licensehub/flow.htm';

/** The page shown without a live session: it names no application. */
const signInToResume = (c: Context) =>
  c.html(
    page(
      'Please sign in to continue',
      html`<p>Identify yourself, then continue your application from LicenseHub.</p>
        <p><a class="button" href="${IDENTIFY_URL}">Identify yourself</a></p>`,
    ),
    401,
  );

export function resumeFlowPage(app: Hono, deps: { db: Db; now: () => Date }): void {
  app.get(RESUME_FLOW_PATH, async (c) => {
    const flowId = c.req.query('flowId') ?? '';
    const action = c.req.query('action');
    if (action !== 'RESUME_FLOW') return c.html(page('Unknown action', html`<p>This page only resumes a flow (action RESUME_FLOW).</p>`), 400);
    // The owner's session only (the payment pages' cookie): another licensee's flow is not found, as an unknown one.
    const owner = await payingLicensee(c, deps.db, deps.now());
    if (!owner) return signInToResume(c);
    const flow = await findFlowById(deps.db, flowId);
    if (!flow || flow.licensee_id !== owner || flow.status !== 'IN_PROGRESS') {
      return c.html(
        page(
          'Application not found',
          html`<p>There is no unfinished application with this id.</p>
            <p><a href="${APP}/resume-incomplete">Incomplete applications</a></p>`,
        ),
        404,
      );
    }
    const saved = await deps.db.query<{ title: string }>(
      `SELECT m.title FROM flow_module_data d JOIN module_configs m ON m.path = d.path WHERE d.flow_id = $1 ORDER BY d.updated_at`,
      [flow.id],
    );
    const done = saved.length ? html`<p>Completed so far: ${saved.map((s) => s.title).join(', ')}.</p>` : html`<p>Nothing has been completed yet.</p>`;
    return c.html(
      page(
        `Resume your ${productWords(flow.product_type)}`,
        html`<p>Last saved ${isoDate(flow.updated_at).slice(0, 10)}.</p>
          ${done}
          <p><a class="button" href="${resumeRoute(flow.product_type, flow.id)}">Continue in LicenseHub</a></p>`,
      ),
    );
  });
}
