/**
 * Flows belong to one licensee. Every journey endpoint that takes a flowId looks it up through
 * here, so another licensee's flow (or a malformed id) is simply "not found".
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';

/** Letters, digits and hyphens only (docs/portal.md §Validation rules "Flow ids"), and not absurdly long. */
export const FLOW_ID = /^[A-Za-z0-9-]{1,64}$/;

export const newFlowId = (): string => randomUUID();

/** A paid (or cancelled) flow is frozen: every change to it is refused with this, 409. */
export const FROZEN_FLOW = 'This application has already been submitted and can no longer be changed.';
export const isFrozen = (flow: { status: string }): boolean => flow.status !== 'IN_PROGRESS';

export interface FlowRow {
  id: string;
  licensee_id: string;
  product_type: string;
  request: unknown;
  status: 'IN_PROGRESS' | 'PAID' | 'CANCELLED';
  created_at: Date;
  updated_at: Date;
  submitter: unknown;
  name_request: unknown;
  drlp: unknown;
  status_polls: number;
}

/** The licensee's own flow, or undefined for an unknown, foreign or malformed id. */
export async function findOwnFlow(db: Db, licenseeId: string, flowId: string, productTypes?: readonly string[]): Promise<FlowRow | undefined> {
  if (!FLOW_ID.test(flowId)) return undefined;
  const [row] = await db.query<FlowRow>('SELECT * FROM flows WHERE id = $1 AND licensee_id = $2', [flowId, licenseeId]);
  if (!row) return undefined;
  if (productTypes && !productTypes.includes(row.product_type)) return undefined;
  return row;
}

/** A flow by id alone: only for the external pages, which are reached by browser navigation. */
export async function findFlowById(db: Db, flowId: string): Promise<FlowRow | undefined> {
  if (!FLOW_ID.test(flowId)) return undefined;
  const [row] = await db.query<FlowRow>('SELECT * FROM flows WHERE id = $1', [flowId]);
  return row;
}

export async function createFlow(db: Db, fields: { licenseeId: string; productType: string; request?: unknown; now: Date }): Promise<string> {
  const id = newFlowId();
  await db.query(`INSERT INTO flows (id, licensee_id, product_type, request, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`, [
    id,
    fields.licenseeId,
    fields.productType,
    fields.request === undefined ? null : JSON.stringify(fields.request),
    fields.now,
  ]);
  return id;
}

/** ISO 8601 text for a timestamp column (Date from both drivers). */
export const isoDate = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
