/**
 * GET {api}/openapi.json: the registry API as an OpenAPI 3.1 document, generated from the
 * contract's codecs (core/model/openapi), for the tools that cannot read io-ts: API fuzzers,
 * mock servers, client generators, gateways. Public, like the reference lists.
 */
import type { Hono } from 'hono';
import { openApiDocument } from '../../core/model/openapi/document';
import { API_BASE } from '../paths';

export function openApiRoute(pub: Hono): void {
  const document = openApiDocument(API_BASE);
  pub.get('/openapi.json', (c) => c.json(document));
}
