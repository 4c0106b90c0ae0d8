/**
 * What a flow needs before the registry takes its payment (docs/portal.md §Payment), as its
 * journey gates it in the portal: the submitter saved; every module's answers valid (as saved, or
 * as a module never saved starts); for a name change, a name requested. The attestation and the
 * validation are the portal's own records (no call of the contract reports them), so the registry
 * does not see them.
 */
import { Component, type ModuleData } from '../../core/model/modules';
import * as t from 'io-ts';
import type { Db } from '../db/db';
import type { FlowRow } from './flows';
import { modulesOf, startingData } from './module-data';
import { validateModuleData } from './module-validation';
import { NAME_CHANGE_PRODUCTS } from './names';

/** What is missing, first first (undefined: payable). */
export type PaymentBlock = 'submitter' | 'answers' | 'name';

const Components = t.array(Component);

async function answersValid(db: Db, flow: FlowRow): Promise<boolean> {
  const modules = await modulesOf(db, flow.product_type);
  if (modules.length === 0) return true;
  const saved = await db.query<{ path: string; data: ModuleData }>('SELECT path, data FROM flow_module_data WHERE flow_id = $1', [flow.id]);
  for (const m of modules) {
    const components = Components.decode(m.components);
    if (components._tag === 'Left') return false;
    const data = saved.find((x) => x.path === m.path)?.data ?? (await startingData(db, flow.licensee_id, m, flow.product_type));
    if (validateModuleData(components.right, data, (m.default_data ?? {}) as ModuleData).length) return false;
  }
  return true;
}

export async function paymentBlock(db: Db, flow: FlowRow): Promise<PaymentBlock | undefined> {
  if (flow.status !== 'IN_PROGRESS') return undefined;
  if (NAME_CHANGE_PRODUCTS.includes(flow.product_type) && !flow.name_request) return 'name';
  if (!(await answersValid(db, flow))) return 'answers';
  if (!flow.submitter) return 'submitter';
  return undefined;
}
