/** Query-parameter checks shared by the start-flow endpoints: a bad value is a 400, never a 500. */
import type { Context } from 'hono';
import { ProductType } from '../../core/model/licensing';

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
