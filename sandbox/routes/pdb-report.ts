/**
 * Producer database detail report (docs/portal.md §PDB report, §Calls): metadata, starting a report
 * flow, and its status. The status answers 404 the first 3 times it is asked for a flow (the
 * report is being compiled), then 200; once the report is paid it carries the order code.
 */
import * as t from 'io-ts';
import { createFlow, findOwnFlow } from '../domain/flows';
import { formatCents, toCents } from '../domain/money';
import { badRequest, decodeJsonBody, errorResponse, notFound } from '../http/errors';
import type { RouteModule } from './types';

/** How many status requests answer "not ready" before the report is. */
export const PDB_NOT_READY_POLLS = 3;
const StatusRequest = t.type({ flowId: t.string });

export const pdbReportRoutes: RouteModule = (api, { db, now }) => {
  api.get('/pdb-report-metadata.json', async (c) => {
    const [s] = await db.query<{ price: unknown; d: string | null; l: string | null; a: string | null }>(
      `SELECT price, to_char(demographics_date, 'YYYY-MM-DD') AS d, to_char(licensing_date, 'YYYY-MM-DD') AS l,
              to_char(appointments_date, 'YYYY-MM-DD') AS a FROM pdb_report_settings WHERE id = 1`,
    );
    const states = await db.query<{ jurisdiction_code: string }>(
      `SELECT DISTINCT jurisdiction_code FROM licenses WHERE licensee_id = $1 AND license_residency = 'RESIDENT' ORDER BY jurisdiction_code`,
      [c.get('licenseeId')],
    );
    return c.json({
      residentStates: states.map((r) => r.jurisdiction_code),
      price: formatCents(toCents(s?.price ?? 0)),
      ...(s?.d ? { demographicsDate: s.d } : {}),
      ...(s?.l ? { licensingDate: s.l } : {}),
      ...(s?.a ? { appointmentsDate: s.a } : {}),
    });
  });

  api.get('/flows/reports.json', async (c) => {
    const flowId = await createFlow(db, { licenseeId: c.get('licenseeId'), productType: 'PDB_DETAIL_REPORT', now: now() });
    return c.json({ flowId });
  });

  api.post('/pdb-report-status.json', async (c) => {
    const body = await decodeJsonBody(c, StatusRequest);
    if (!body.ok) return badRequest(c, body.errors);
    const flow = await findOwnFlow(db, c.get('licenseeId'), body.value.flowId, ['PDB_DETAIL_REPORT']);
    if (!flow) return notFound(c, ['Flow not found']);
    const [polled] = await db.query<{ status_polls: number }>('UPDATE flows SET status_polls = status_polls + 1 WHERE id = $1 RETURNING status_polls', [
      flow.id,
    ]);
    // Gone since it was found (deleted in between): as if it had never been there.
    if (polled === undefined) return notFound(c, ['Flow not found']);
    if (polled.status_polls <= PDB_NOT_READY_POLLS) return errorResponse(c, 404, ['The report is not ready yet.']);
    const [order] = await db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1', [flow.id]);
    return c.json({ flowId: flow.id, status: order ? 'COMPLETE' : 'READY', ...(order ? { orderCode: order.order_code } : {}) });
  });
};
