/**
 * The end of the start-flow wizard (docs/portal.md §Start flow, §Calls): duplicate check, fee estimate and flow creation,
 * plus the demographic-update, license-update and detail-report starts. A flow id is a random
 * UUID; the licensing request is stored with the flow so payment and resume read the same thing.
 */
import { FeeSummaryRequest, LicensingRequest, ProductTypeRequest, isLicensingProduct, type ProductType } from '../../core/model/licensing';
import type { Db } from '../db/db';
import { findDuplicates } from '../domain/duplicates';
import { createFlow, findOwnFlow } from '../domain/flows';
import { feeSummary, resolveRequest, type Resolved } from '../domain/licensing-request';
import { flowFeeSummary } from '../domain/payment-items';
import { badRequest, decodeJsonBody, notFound } from '../http/errors';
import { ID_JSON, jsonParam } from './query';
import type { RouteModule } from './types';

/** A licensing request that can become an application: complete, on the licensee's own basis license. */
async function checkApplication(db: Db, licenseeId: string, r: LicensingRequest): Promise<Resolved> {
  const errors: string[] = [];
  if (!r.applicationType) errors.push('applicationType is required');
  if (!r.residencyType) errors.push('residencyType is required');
  if (!r.basisLicense) errors.push('Please select a home state license');
  else {
    const [own] = await db.query('SELECT 1 FROM licenses WHERE licensee_id = $1 AND jurisdiction_code = $2 AND license_number = $3', [
      licenseeId,
      r.basisLicense.jurisdictionCode,
      r.basisLicense.licenseNumber,
    ]);
    if (!own) errors.push('basisLicense is not one of your licenses');
  }
  if (!r.states || r.states.length === 0) errors.push('Please select a state');
  else if (r.states.every((s) => s.licenses.length === 0)) errors.push('Select at least one license');
  if (r.applicationType && r.residencyType) {
    const [offered] = await db.query('SELECT 1 FROM product_attributes WHERE product_type = $1 AND application_type = $2 AND residency_type = $3', [
      r.productType,
      r.applicationType,
      r.residencyType,
    ]);
    if (!offered) errors.push('applicationType and residencyType are not offered for this product');
  }
  const resolved = await resolveRequest(db, r);
  if (!resolved.ok) errors.push(...resolved.errors);
  return errors.length || !resolved.ok ? { ok: false, errors } : resolved;
}

async function readLicensingRequest(request: LicensingRequest, db: Db): Promise<Resolved> {
  if (!isLicensingProduct(request.productType)) return { ok: false, errors: ['productType must be a licensing product'] };
  return resolveRequest(db, request);
}

/**
 * Both demographic updates are one journey: either product names a name-change flow; any of the
 * three licensing products names an application (the portal prices an application by its flow
 * without knowing which of them it is).
 */
const productFamily = (productType: string): string =>
  productType === 'DEMOGRAPHIC_UPDATE_2' ? 'DEMOGRAPHIC_UPDATE' : isLicensingProduct(productType as ProductType) ? 'LICENSING' : productType;

export const flowStartRoutes: RouteModule = (api, { db, now }) => {
  api.post('/duplicates.json', async (c) => {
    const body = await decodeJsonBody(c, LicensingRequest);
    if (!body.ok) return badRequest(c, body.errors);
    const resolved = await readLicensingRequest(body.value, db);
    if (!resolved.ok) return badRequest(c, resolved.errors);
    const found = await findDuplicates(db, c.get('licenseeId'), resolved.items);
    return found.length ? c.json(found) : c.body(null, 204);
  });

  api.get(`/duplicates/:batchCode${ID_JSON}`, async (c) => {
    const flow = await findOwnFlow(db, c.get('licenseeId'), jsonParam(c, 'batchCode'));
    if (!flow) return notFound(c, ['No application with this batch code']);
    const request = LicensingRequest.decode(flow.request);
    if (request._tag === 'Left') return c.body(null, 204);
    const resolved = await resolveRequest(db, request.right);
    const found = resolved.ok ? await findDuplicates(db, c.get('licenseeId'), resolved.items) : [];
    return found.length ? c.json(found) : c.body(null, 204);
  });

  // A licensing request is priced as asked; a flowId prices that flow as its payment page will (payment-items.ts).
  api.post('/fee-summary.json', async (c) => {
    const body = await decodeJsonBody(c, FeeSummaryRequest);
    if (!body.ok) return badRequest(c, body.errors);
    const { flowId, ...request } = body.value;
    if (flowId === undefined) {
      const resolved = await readLicensingRequest(request, db);
      return resolved.ok ? c.json(feeSummary(resolved.items)) : badRequest(c, resolved.errors);
    }
    const flow = await findOwnFlow(db, c.get('licenseeId'), flowId);
    if (!flow) return notFound(c, ['No flow with this id']);
    if (productFamily(flow.product_type) !== productFamily(request.productType)) return badRequest(c, [`productType is not the flow's (${flow.product_type})`]);
    return c.json(await flowFeeSummary(db, flow));
  });

  api.put('/flows.json', async (c) => {
    const body = await decodeJsonBody(c, LicensingRequest);
    if (!body.ok) return badRequest(c, body.errors);
    const r = body.value;
    const licenseeId = c.get('licenseeId');
    if (r.productType === 'PDB_DETAIL_REPORT') return badRequest(c, ['A detail report starts with GET /flows/reports.json']);
    if (isLicensingProduct(r.productType)) {
      const checked = await checkApplication(db, licenseeId, r);
      if (!checked.ok) return badRequest(c, checked.errors);
    }
    const flowId = await db.transaction((tx) =>
      createFlow(tx, { licenseeId, productType: r.productType, request: isLicensingProduct(r.productType) ? r : undefined, now: now() }),
    );
    return c.json({ flowId });
  });

  api.put('/demographic-update/start.json', async (c) => {
    const body = await decodeJsonBody(c, ProductTypeRequest);
    if (!body.ok) return badRequest(c, body.errors);
    if (body.value.productType !== 'DEMOGRAPHIC_UPDATE' && body.value.productType !== 'DEMOGRAPHIC_UPDATE_2') {
      return badRequest(c, ['productType must be DEMOGRAPHIC_UPDATE or DEMOGRAPHIC_UPDATE_2']);
    }
    const flowId = await createFlow(db, { licenseeId: c.get('licenseeId'), productType: body.value.productType, now: now() });
    return c.json({ flowId });
  });

  api.put('/license-update/start.json', async (c) => {
    const body = await decodeJsonBody(c, ProductTypeRequest);
    if (!body.ok) return badRequest(c, body.errors);
    if (body.value.productType !== 'LICENSE_UPDATE') return badRequest(c, ['productType must be LICENSE_UPDATE']);
    const [who] = await db.query<{ entity_type: string }>('SELECT entity_type FROM licensees WHERE id = $1', [c.get('licenseeId')]);
    if (who?.entity_type !== 'FIRM') return badRequest(c, ['License updates (DRLPs) are made by business entities.']);
    const flowId = await createFlow(db, { licenseeId: c.get('licenseeId'), productType: 'LICENSE_UPDATE', now: now() });
    return c.json({ flowId });
  });
};
