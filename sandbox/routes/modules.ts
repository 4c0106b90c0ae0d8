/**
 * Modules of a flow (docs/portal.md §Modules, §Calls): the list of steps, one module's components with
 * its saved data and destination (the next module; none on the last, so the portal goes to
 * review), and saving with server-side validation: 204 saved, 200 `{ errors }` refused. A save
 * answers only these two (the contract's): an unknown flow or module, a submitted application
 * and a body that is not module data are refusals too, 200 with a plain error string.
 */
import { Component, ModuleData } from '../../core/model/modules';
import * as t from 'io-ts';
import { findOwnFlow } from '../domain/flows';
import { validateModuleData } from '../domain/module-validation';
import type { Context } from 'hono';
import { decodeJsonBody, MAX_ERRORS, notFound } from '../http/errors';
import { ID_JSON, jsonParam } from './query';
import type { RouteModule } from './types';
import { modulesOf, startingData } from '../domain/module-data';

const Components = t.array(Component);

/** A refused module save: 200 with the errors (the contract's only other answer to a save is 204). */
export const refusedSave = (c: Context, errors: string[]) => c.json({ errors: errors.slice(0, MAX_ERRORS) }, 200);

/** Whether a request is a module save (PUT /flows/{flowId}/modules/{path}.json under the API base). */
export const isModuleSave = (method: string, apiPath: string): boolean => method === 'PUT' && /^\/flows\/[^/]+\/modules\/[^/]+\.json$/.test(apiPath);

export const moduleRoutes: RouteModule = (api, { db, now }) => {
  api.get('/flows/:flowId/modules.json', async (c) => {
    const flow = await findOwnFlow(db, c.get('licenseeId'), c.req.param('flowId'));
    if (!flow) return notFound(c, ['Flow not found']);
    const modules = await modulesOf(db, flow.product_type);
    return c.json({ modules: modules.map((m) => ({ id: m.id, path: m.path, title: m.title, contextualMessageId: m.contextual_message_id })) });
  });

  const one = `/flows/:flowId/modules/:path${ID_JSON}`;

  api.get(one, async (c) => {
    const flow = await findOwnFlow(db, c.get('licenseeId'), c.req.param('flowId'));
    if (!flow) return notFound(c, ['Flow not found']);
    const modules = await modulesOf(db, flow.product_type);
    const index = modules.findIndex((m) => m.path === jsonParam(c, 'path'));
    const m = modules[index];
    if (m === undefined) return notFound(c, ['Module not found']);
    const [saved] = await db.query<{ data: ModuleData }>('SELECT data FROM flow_module_data WHERE flow_id = $1 AND path = $2', [flow.id, m.path]);
    const next = modules[index + 1];
    return c.json({
      components: m.components,
      data: saved ? saved.data : await startingData(db, c.get('licenseeId'), m, flow.product_type),
      ...(next ? { destination: next.path } : {}),
    });
  });

  api.put(one, async (c) => {
    const flow = await findOwnFlow(db, c.get('licenseeId'), c.req.param('flowId'));
    if (!flow) return refusedSave(c, ['This application could not be found.']);
    const m = (await modulesOf(db, flow.product_type)).find((x) => x.path === jsonParam(c, 'path'));
    if (!m) return refusedSave(c, ['This step is not part of the application.']);
    if (flow.status !== 'IN_PROGRESS') return refusedSave(c, ['This application has already been submitted.']);
    const body = await decodeJsonBody(c, ModuleData);
    if (!body.ok) return refusedSave(c, body.errors);
    const components = Components.decode(m.components);
    if (components._tag === 'Left') throw new Error(`module configuration ${m.path} does not match the contract`);
    const errors = validateModuleData(components.right, body.value, (m.default_data ?? {}) as ModuleData);
    if (errors.length) return refusedSave(c, errors);
    const at = now();
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO flow_module_data (flow_id, path, data, updated_at) VALUES ($1, $2, $3::text::jsonb, $4)
         ON CONFLICT (flow_id, path) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
        [flow.id, m.path, JSON.stringify(body.value), at],
      );
      await tx.query('UPDATE flows SET updated_at = $2 WHERE id = $1', [flow.id, at]);
    });
    return c.body(null, 204);
  });
};
