/**
 * Submitters (docs/portal.md §Submitter, §Calls): who submits a flow. GET answers the saved submitter, or the
 * defaults (a firm submits for SOMEONE_ELSE, an individual for MY_SELF; country '1'), prefilled
 * from the registry's record. POST validates with the spec's messages (400 `{ errors }`) and
 * saves. The PDB report has its own pair of endpoints for report flows.
 */
import { SubmitterPost, type SubmitterResponse } from '../../core/model/submitter';
import { US_COUNTRY_CODE } from '../../core/model/constants';
import type { Db } from '../db/db';
import { findOwnFlow, FROZEN_FLOW, isFrozen, type FlowRow } from '../domain/flows';
import { contactGiven } from '../domain/contacts';
import { submitterShapeErrors, validateSubmitter } from '../domain/submitter-validation';
import { badRequest, conflict, decodeJsonBody, notFound } from '../http/errors';
import { ID_JSON, jsonParam } from './query';
import type { RouteModule } from './types';

const REPORT = ['PDB_DETAIL_REPORT'];
const NOT_REPORT = [
  'PRODUCER_LICENSING',
  'ADJUSTER_LICENSING',
  'OTHER_LICENSING',
  'CONTACT_CHANGE',
  'DEMOGRAPHIC_UPDATE',
  'DEMOGRAPHIC_UPDATE_2',
  'LICENSE_UPDATE',
];

async function submitterOf(db: Db, flow: FlowRow): Promise<SubmitterResponse> {
  if (flow.submitter) return flow.submitter as SubmitterResponse;
  const [who] = await db.query<{
    entity_type: string;
    company_name: string | null;
    company_suffix: string | null;
    address_line1: string | null;
    address_line2: string | null;
    city: string | null;
    state: string | null;
    postal_code: string | null;
    email: string | null;
    phone: string | null;
  }>(
    `SELECT l.entity_type, l.company_name, l.company_suffix, c.address_line1, c.address_line2, c.city, c.state, c.postal_code, c.email, c.phone
       FROM licensees l LEFT JOIN licensee_contacts c ON c.licensee_id = l.id WHERE l.id = $1`,
    [flow.licensee_id],
  );
  const isFirm = who?.entity_type === 'FIRM';
  // A firm submits for someone else (the spec's default), starting from what the registry holds of
  // the firm: its name with its suffix, and its address, so nothing it holds is asked again.
  const firm =
    isFirm && who
      ? {
          ...(who.company_name ? { firmName: [who.company_name, who.company_suffix].filter(Boolean).join(' ') } : {}),
          ...(who.address_line1 ? { address1: who.address_line1 } : {}),
          ...(who.address_line2 ? { address2: who.address_line2 } : {}),
          ...(who.city ? { city: who.city } : {}),
          ...(who.state ? { state: who.state } : {}),
          ...(who.postal_code ? { zipCode: who.postal_code } : {}),
        }
      : {};
  // The email and phone the licensee gave earlier in this flow (an application's personal details,
  // a contact change's new contact details, not the ones being replaced), else those on file:
  // the same source the modules start from (domain/module-data.ts), so they agree.
  const given = await contactGiven(db, flow);
  const email = given.email || who?.email;
  const phone = given.phone || who?.phone;
  return {
    isFirm,
    submittingFor: isFirm ? 'SOMEONE_ELSE' : 'MY_SELF',
    country: US_COUNTRY_CODE,
    nonUsaNumber: false,
    useAcceptance: false,
    ...firm,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
  };
}

export const submitterRoutes: RouteModule = (api, { db, now }) => {
  const pair = (getPath: string, postPath: string, products: string[]) => {
    api.get(getPath, async (c) => {
      const flow = await findOwnFlow(db, c.get('licenseeId'), jsonParam(c, 'flowId'), products);
      if (!flow) return notFound(c, ['Flow not found']);
      return c.json(await submitterOf(db, flow));
    });
    api.post(postPath, async (c) => {
      const body = await decodeJsonBody(c, SubmitterPost);
      if (!body.ok) return badRequest(c, body.errors);
      const shape = submitterShapeErrors(body.value);
      if (shape.length) return badRequest(c, shape);
      const { flowId, ...submitter } = body.value;
      const flow = await findOwnFlow(db, c.get('licenseeId'), flowId, products);
      if (!flow) return notFound(c, ['Flow not found']);
      if (isFrozen(flow)) return conflict(c, [FROZEN_FLOW]);
      const errors = validateSubmitter(submitter);
      if (errors.length) return badRequest(c, errors);
      const saved = await db.query("UPDATE flows SET submitter = $2::text::jsonb, updated_at = $3 WHERE id = $1 AND status = 'IN_PROGRESS' RETURNING id", [
        flow.id,
        JSON.stringify(submitter),
        now(),
      ]);
      return saved.length ? c.body(null, 204) : conflict(c, [FROZEN_FLOW]);
    });
  };
  pair(`/submitter/:flowId${ID_JSON}`, '/submitter.json', NOT_REPORT);
  pair(`/pdb-report-submitter/:flowId${ID_JSON}`, '/pdb-report-submitter.json', REPORT);
};
