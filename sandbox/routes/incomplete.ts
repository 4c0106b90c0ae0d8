/**
 * Incomplete applications (docs/portal.md §Resume, §Calls): the licensee's unfinished flows, newest first. The
 * batch code is the flow id (the portal resumes a flow by it). A licensing application is
 * payable once every one of its modules is saved; other flows once their own step is saved.
 * Flows with no progress at all (a start click) and detail reports are not listed.
 */
import type { IncompleteApplication } from '../../core/model/incomplete';
import { LicensingRequest } from '../../core/model/licensing';
import type { Db } from '../db/db';
import { FLOW_ID, isoDate } from '../domain/flows';
import { resolveRequest } from '../domain/licensing-request';
import { notFound } from '../http/errors';
import { ID_JSON, jsonParam } from './query';
import type { RouteModule } from './types';

type Row = {
  id: string;
  product_type: string;
  display_name: string;
  is_licensing: boolean;
  updated_at: Date;
  request: unknown;
  progress: boolean;
  modules_total: number;
  modules_saved: number;
};

async function incomplete(db: Db, licenseeId: string): Promise<IncompleteApplication[]> {
  const rows = await db.query<Row>(
    `SELECT f.id, f.product_type, p.display_name, p.is_licensing, f.updated_at, f.request,
            (f.name_request IS NOT NULL OR f.drlp IS NOT NULL OR f.submitter IS NOT NULL) AS progress,
            (SELECT count(*)::int FROM product_modules m WHERE m.product_type = f.product_type) AS modules_total,
            (SELECT count(*)::int FROM flow_module_data d WHERE d.flow_id = f.id) AS modules_saved
       FROM flows f JOIN product_settings p ON p.product_type = f.product_type
      WHERE f.licensee_id = $1 AND f.status = 'IN_PROGRESS' AND f.product_type <> 'PDB_DETAIL_REPORT'
      ORDER BY f.updated_at DESC`,
    [licenseeId],
  );
  const out: IncompleteApplication[] = [];
  for (const r of rows) {
    if (!r.is_licensing && !r.progress && r.modules_saved === 0) continue;
    const request = LicensingRequest.decode(r.request);
    const resolved = request._tag === 'Right' ? await resolveRequest(db, request.right) : undefined;
    out.push({
      batchCode: r.id,
      gatewayProductName: r.display_name,
      isLicensing: r.is_licensing,
      dateModified: isoDate(r.updated_at),
      isPayable: r.modules_total > 0 ? r.modules_saved >= r.modules_total : r.progress,
      licenses: resolved?.ok ? resolved.items.map((i) => ({ stateName: i.stateName, licenseClassName: i.licenseClassName, loaNames: i.loaNames })) : [],
    });
  }
  return out;
}

export const incompleteRoutes: RouteModule = (api, { db }) => {
  api.get('/incomplete-applications.json', async (c) => c.json(await incomplete(db, c.get('licenseeId'))));

  api.delete(`/incomplete-applications/:batchCode${ID_JSON}`, async (c) => {
    const batchCode = jsonParam(c, 'batchCode');
    if (!FLOW_ID.test(batchCode)) return notFound(c, ['Application not found']);
    const deleted = await db.transaction((tx) =>
      tx.query(`DELETE FROM flows WHERE id = $1 AND licensee_id = $2 AND status = 'IN_PROGRESS' AND product_type <> 'PDB_DETAIL_REPORT' RETURNING id`, [
        batchCode,
        c.get('licenseeId'),
      ]),
    );
    return deleted.length ? c.body(null, 204) : notFound(c, ['Application not found']);
  });
};
