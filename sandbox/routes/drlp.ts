/**
 * License update: DRLPs of a firm's licenses (docs/portal.md §License update, §Calls). The flow holds a working copy;
 * add, remove and post change it and answer it with `modified` and `errors` (a license left
 * without an active DRLP). Proceed accepts the copy as it is and answers it without errors;
 * review shows it. Malformed or impossible bodies (unknown producer, a license that is not the
 * firm's, a posted copy whose firm or producers are not the registry's) are 400 `{ errors }` and
 * change nothing; a paid flow's DRLPs no longer change (409).
 */
import type { Context } from 'hono';
import { DrlpAddRequest, DrlpData, DrlpRemoveRequest, DrlpSearchRequest } from '../../core/model/drlp';
import type { Db } from '../db/db';
import {
  drlpRequestErrors,
  findProducer,
  paidDrlpChanges,
  newDrlp,
  eligibleLicenses,
  postedDrlpErrors,
  registryDrlpData,
  sameSkeleton,
  searchResult,
  withStatus,
} from '../domain/drlp';
import { findOwnFlow, FROZEN_FLOW, isFrozen, type FlowRow } from '../domain/flows';
import { badRequest, conflict, decodeJsonBody, notFound } from '../http/errors';
import type { RouteModule, SandboxEnv } from './types';

type Loaded = { flow: FlowRow; registry: DrlpData; copy: DrlpData };

async function load(c: Context<SandboxEnv>, db: Db): Promise<Loaded | undefined> {
  const flow = await findOwnFlow(db, c.get('licenseeId'), c.req.param('flowId') ?? '', ['LICENSE_UPDATE']);
  if (!flow) return undefined;
  const registry = await registryDrlpData(db, flow.licensee_id);
  if (!registry) return undefined;
  const stored = flow.drlp ? DrlpData.decode(flow.drlp) : undefined;
  const copy = stored?._tag === 'Right' ? { businessEntity: stored.right.businessEntity } : registry;
  return { flow, registry, copy };
}

async function save(db: Db, flowId: string, copy: DrlpData, at: Date): Promise<void> {
  await db.query('UPDATE flows SET drlp = $2::text::jsonb, updated_at = $3 WHERE id = $1', [
    flowId,
    JSON.stringify({ businessEntity: copy.businessEntity }),
    at,
  ]);
}

const clone = (d: DrlpData): DrlpData => JSON.parse(JSON.stringify({ businessEntity: d.businessEntity })) as DrlpData;

export const drlpRoutes: RouteModule = (api, { db, now }) => {
  const base = '/license-update/:flowId';
  const missing = (c: Context) => notFound(c, ['Flow not found']);
  const frozen = (c: Context) => conflict(c, [FROZEN_FLOW]);

  // Beyond the spec: what the firm has paid for and the registry has not made yet (docs/portal.md §License update).
  api.get('/license-update/paid-changes.json', async (c) => c.json({ paidChanges: await paidDrlpChanges(db, c.get('licenseeId')) }));

  api.get(`${base}/drlp.json`, async (c) => {
    const l = await load(c, db);
    return l ? c.json(withStatus(l.copy, l.registry)) : missing(c);
  });

  api.get(`${base}/review.json`, async (c) => {
    const l = await load(c, db);
    return l ? c.json(withStatus(l.copy, l.registry)) : missing(c);
  });

  // Post and proceed both take the whole working copy; proceed also accepts its errors.
  for (const [path, proceed] of [
    ['drlp.json', false],
    ['drlp/proceed.json', true],
  ] as const) {
    api.post(`${base}/${path}`, async (c) => {
      const l = await load(c, db);
      if (!l) return missing(c);
      if (isFrozen(l.flow)) return frozen(c);
      const body = await decodeJsonBody(c, DrlpData);
      if (!body.ok) return badRequest(c, body.errors);
      if (!sameSkeleton(body.value, l.registry))
        return badRequest(c, ['The business entity, its licenses and their lines of authority cannot be changed here.']);
      // Proceed as post: every producer is one the registry knows, as an add checks it.
      const invalid = await postedDrlpErrors(db, body.value, [l.registry, l.copy]);
      if (invalid.length) return badRequest(c, invalid);
      await save(db, l.flow.id, body.value, now());
      const answer = withStatus(body.value, l.registry);
      return c.json(proceed ? { ...answer, errors: [] } : answer);
    });
  }

  api.post(`${base}/drlp/search.json`, async (c) => {
    const l = await load(c, db);
    if (!l) return missing(c);
    const body = await decodeJsonBody(c, DrlpSearchRequest);
    if (!body.ok) return badRequest(c, body.errors);
    if (!l.copy.businessEntity.states.some((s) => s.stateCode === body.value.stateCode)) return badRequest(c, ['stateCode is not one of your states']);
    const invalid = Object.values(drlpRequestErrors(body.value));
    if (invalid.length) return badRequest(c, invalid);
    const producer = await findProducer(db, body.value.npn, body.value.lastName);
    return c.json(searchResult(l.copy, body.value, producer));
  });

  api.put(`${base}/drlp/add.json`, async (c) => {
    const l = await load(c, db);
    if (!l) return missing(c);
    if (isFrozen(l.flow)) return frozen(c);
    const body = await decodeJsonBody(c, DrlpAddRequest);
    if (!body.ok) return badRequest(c, body.errors);
    const r = body.value;
    const invalid = Object.values(drlpRequestErrors(r));
    if (invalid.length) return badRequest(c, invalid);
    const producer = await findProducer(db, r.npn, r.lastName);
    if (!producer) return badRequest(c, [`No licensed producer has NPN ${r.npn} and last name ${r.lastName}.`]);
    const copy = clone(l.copy);
    const eligible = eligibleLicenses(copy, producer, r.stateCode, r.isApplyToAll);
    const errors: string[] = [];
    for (const code of r.licenseCodes) {
      const target = eligible.find((e) => e.licenseCode === code);
      const license = copy.businessEntity.states.find((s) => s.stateCode === target?.stateCode)?.licenses.find((x) => x.licenseCode === code);
      if (!target || !license) {
        errors.push(`${producer.firstName} ${producer.lastName} cannot be a DRLP on license ${code}.`);
        continue;
      }
      const existing = license.drlps.find((d) => d.npn === producer.npn);
      const onRecord = l.registry.businessEntity.states
        .find((s) => s.stateCode === target.stateCode)
        ?.licenses.find((x) => x.licenseCode === code)
        ?.drlps.find((d) => d.npn === producer.npn);
      if (existing?.active) errors.push(`${producer.firstName} ${producer.lastName} is already a DRLP on license ${code}.`);
      // Adding back a DRLP whose removal is pending in this update undoes the removal.
      else if (existing && onRecord?.active) license.drlps = license.drlps.map((d) => (d === existing ? { ...onRecord } : d));
      else if (existing) Object.assign(existing, { active: true, pending: true, loas: target.loas });
      else license.drlps.push(newDrlp(producer, target.loas));
    }
    if (errors.length) return badRequest(c, errors);
    await save(db, l.flow.id, copy, now());
    return c.json(withStatus(copy, l.registry));
  });

  api.delete(`${base}/drlp/remove.json`, async (c) => {
    const l = await load(c, db);
    if (!l) return missing(c);
    if (isFrozen(l.flow)) return frozen(c);
    const body = await decodeJsonBody(c, DrlpRemoveRequest);
    if (!body.ok) return badRequest(c, body.errors);
    const r = body.value;
    const copy = clone(l.copy);
    const license = copy.businessEntity.states.find((s) => s.stateCode === r.stateCode)?.licenses.find((x) => x.licenseCode === r.licenseCode);
    const drlp = license?.drlps.find((d) => d.npn === r.npn && d.lastName.toLowerCase() === r.lastName.trim().toLowerCase());
    if (!license || !drlp) return badRequest(c, [`NPN ${r.npn} is not a DRLP on license ${r.licenseCode} in ${r.stateCode}.`]);
    // A DRLP added in this flow simply goes away; one on record is marked for removal.
    if (drlp.added) license.drlps = license.drlps.filter((d) => d !== drlp);
    else Object.assign(drlp, { active: false, pending: true });
    await save(db, l.flow.id, copy, now());
    return c.json(withStatus(copy, l.registry));
  });
};
