/**
 * Address lookup and verification (docs/decisions.md §Sandbox): GET /addresses.json?countryCode=US&query=…
 * and POST /address-verification/validate.json (see domain/address-verification.ts for which
 * input gives which status).
 */
import { AddressRecord } from '../../core/model/address';
import { searchAddresses, verifyAddress } from '../domain/address-verification';
import { badRequest, decodeJsonBody } from '../http/errors';
import type { RouteModule } from './types';

export const addressRoutes: RouteModule = (api, { db }) => {
  api.get('/addresses.json', async (c) => {
    const countryCode = c.req.query('countryCode') ?? 'US';
    const query = c.req.query('query') ?? '';
    const errors = [
      ...(/^[A-Z]{2}$/.test(countryCode) ? [] : ['countryCode is not valid']),
      ...(query.length <= 200 ? [] : ['query must be 200 characters or less']),
    ];
    if (errors.length) return badRequest(c, errors);
    return c.json(await searchAddresses(db, countryCode, query));
  });

  api.post('/address-verification/validate.json', async (c) => {
    const body = await decodeJsonBody(c, AddressRecord);
    if (!body.ok) return badRequest(c, body.errors);
    return c.json(await verifyAddress(db, body.value));
  });
};
