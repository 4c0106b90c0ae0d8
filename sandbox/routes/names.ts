/**
 * Primary-name update of a demographic-update flow (docs/portal.md §Name change, §Calls). GET lists the name on file and
 * the jurisdictions, and the requested name the registry holds; POST decides per jurisdiction (domain/names.ts) and keeps
 * the request only when every jurisdiction it names accepts it (PASS): a refused jurisdiction is never kept, sent or charged.
 */
import { PrimaryNamePost, type NameChangeItem } from '../../core/model/names';
import { findOwnFlow, FROZEN_FLOW, isFrozen } from '../domain/flows';
import { checkNamePost, decideNamePost, NAME_CHANGE_PRODUCTS as PRODUCTS, nameRecord } from '../domain/names';
import { badRequest, conflict, decodeJsonBody, notFound } from '../http/errors';
import type { RouteModule } from './types';

const PATH = '/demographic-update/:flowId/primary-name.json';

export const nameRoutes: RouteModule = (api, { db, now }) => {
  api.get(PATH, async (c) => {
    const flow = await findOwnFlow(db, c.get('licenseeId'), c.req.param('flowId'), PRODUCTS);
    if (!flow) return notFound(c, ['Flow not found']);
    const record = await nameRecord(db, flow.licensee_id);
    if (!record) return notFound(c, ['Licensee not found']);
    const saved = flow.name_request as PrimaryNamePost | null;
    const item: NameChangeItem = {
      currentName: record.current,
      jurisdictions: record.enabled.map((j) => ({
        ...j,
        changed: saved?.items.some((i) => i.jurisdictions.some((x) => x.jurisdiction === j.jurisdiction)) ?? false,
      })),
      ...(saved?.items[0] ? { requestedName: saved.items[0].requestedName } : {}),
    };
    return c.json({
      ...(record.current.type === 'BUSINESS' && record.fein ? { applicant: { fein: record.fein } } : {}),
      enabled: [item],
      disabled: record.disabled,
    });
  });

  api.post(PATH, async (c) => {
    const flow = await findOwnFlow(db, c.get('licenseeId'), c.req.param('flowId'), PRODUCTS);
    if (!flow) return notFound(c, ['Flow not found']);
    if (isFrozen(flow)) return conflict(c, [FROZEN_FLOW]);
    const body = await decodeJsonBody(c, PrimaryNamePost);
    if (!body.ok) return badRequest(c, body.errors);
    if (body.value.flowId !== flow.id) return badRequest(c, ['flowId does not match the address']);
    const record = await nameRecord(db, flow.licensee_id);
    if (!record) return notFound(c, ['Licensee not found']);
    const errors = checkNamePost(record, body.value);
    if (errors.length) return badRequest(c, errors);
    const result = decideNamePost(record, body.value);
    if (result.requestStatus === 'PASS') {
      await db.query('UPDATE flows SET name_request = $2::text::jsonb, updated_at = $3 WHERE id = $1', [flow.id, JSON.stringify(body.value), now()]);
    }
    return c.json(result);
  });
};
