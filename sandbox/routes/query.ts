/** Query-parameter checks shared by the start-flow endpoints: a bad value is a 400, never a 500. */
import type { Context } from 'hono';
import { ProductType } from '../../core/model/licensing';
import type { Db } from '../db/db';

export type QueryResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export function productTypeParam(c: Context): QueryResult<ProductType> {
  const raw = c.req.query('productType');
  return ProductType.is(raw) ? { ok: true, value: raw } : { ok: false, errors: ['productType is not valid'] };
}

export function stateCodeParam(c: Context): QueryResult<string> {
  const raw = c.req.query('stateCode');
  return raw && /^[A-Z]{2}$/.test(raw) ? { ok: true, value: raw } : { ok: false, errors: ['stateCode is not valid'] };
}

/**
 * Hono cannot follow a param with a literal ".json" in one segment, so paths capture
 * `:name{[A-Za-z0-9-]+\\.json}` and this strips the suffix.
 */
export const ID_JSON = '{[A-Za-z0-9-]+\\.json}';
export function jsonParam(c: Context, name: string): string {
  return (c.req.param(name) ?? '').replace(/\.json$/, '');
}

/**
 * The optional selection parameters of the start-flow lookups (applicationType, residencyType,
 * jurisdictionCode, licenseNumber): each one given must be a value the product offers or a
 * well-formed code; any other value is a 400 naming the parameter.
 */
export async function selectionParamErrors(c: Context, db: Db, productType: ProductType): Promise<string[]> {
  const errors: string[] = [];
  const offered = await db.query<{ application_type: string; residency_type: string }>(
    'SELECT application_type, residency_type FROM product_attributes WHERE product_type = $1',
    [productType],
  );
  const applicationType = c.req.query('applicationType');
  if (applicationType !== undefined && !offered.some((o) => o.application_type === applicationType)) errors.push('applicationType is not valid');
  const residencyType = c.req.query('residencyType');
  if (residencyType !== undefined && !offered.some((o) => o.residency_type === residencyType)) errors.push('residencyType is not valid');
  const jurisdictionCode = c.req.query('jurisdictionCode');
  if (jurisdictionCode !== undefined && !/^[A-Z]{2}$/.test(jurisdictionCode)) errors.push('jurisdictionCode is not valid');
  const licenseNumber = c.req.query('licenseNumber');
  if (licenseNumber !== undefined && !/^[A-Za-z0-9-]{1,40}$/.test(licenseNumber)) errors.push('licenseNumber is not valid');
  return errors;
}
