/**
 * Contextual messages (docs/portal.md §Modules, §Calls): texts shown at a location of a flow, each limited to some
 * states when stateCodes is not empty (the portal filters by the flow's states). Only the
 * licensee's own flows have messages; an unknown location has none.
 */
import { ContextualMessagesRequest, type ContextualMessage } from '../../core/model/contextual-messages';
import type { Db } from '../db/db';
import { findOwnFlow } from '../domain/flows';
import { badRequest, decodeJsonBody, notFound } from '../http/errors';
import type { RouteModule } from './types';

const MAX_LOCATIONS = 100;

async function messagesAt(db: Db, locationIds: string[]): Promise<Map<string, ContextualMessage[]>> {
  const rows = await db.query<{ location_id: string; text: string; state_codes: string[] }>(
    'SELECT location_id, text, state_codes FROM contextual_messages ORDER BY id',
  );
  return new Map(locationIds.map((id) => [id, rows.filter((r) => r.location_id === id).map((r) => ({ text: r.text, stateCodes: r.state_codes }))]));
}

export const contextualMessageRoutes: RouteModule = (api, { db }) => {
  api.get('/contextual-messages/:flowId/:locationId{[^/]+\\.json}', async (c) => {
    const flow = await findOwnFlow(db, c.get('licenseeId'), c.req.param('flowId'));
    if (!flow) return notFound(c, ['Flow not found']);
    const location = c.req.param('locationId').replace(/\.json$/, '');
    return c.json((await messagesAt(db, [location])).get(location) ?? []);
  });

  api.post('/contextual-messages.json', async (c) => {
    const body = await decodeJsonBody(c, ContextualMessagesRequest);
    if (!body.ok) return badRequest(c, body.errors);
    if (body.value.locationIds.length > MAX_LOCATIONS) return badRequest(c, [`At most ${MAX_LOCATIONS} locations per request`]);
    const flow = await findOwnFlow(db, c.get('licenseeId'), body.value.flowId);
    if (!flow) return notFound(c, ['Flow not found']);
    return c.json(Object.fromEntries(await messagesAt(db, body.value.locationIds)));
  });
};
