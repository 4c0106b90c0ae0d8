import * as t from 'io-ts';
import { struct } from './codec';

export const CcrAddress = struct(
  'CcrAddress',
  { changed: t.boolean, addressLine1: t.string, city: t.string, state: t.string, postalCode: t.string },
  {
    addressLine2: t.string,
    addressLine3: t.string,
  },
);
export type CcrAddress = t.TypeOf<typeof CcrAddress>;
export const CcrEmail = t.type({ changed: t.boolean, email: t.string }, 'CcrEmail');
export const CcrPhone = t.type({ changed: t.boolean, number: t.string }, 'CcrPhone');

export const CcrRecord = struct(
  'CcrRecord',
  {},
  {
    state: t.string,
    residence: struct('CcrResidence', {}, { address: CcrAddress, email: CcrEmail, phone: CcrPhone }),
    business: struct('CcrBusiness', {}, { address: CcrAddress, email: CcrEmail, phone: CcrPhone, fax: CcrPhone }),
    mailing: struct('CcrMailing', {}, { address: CcrAddress }),
  },
);
export type CcrRecord = t.TypeOf<typeof CcrRecord>;

/** GET /review/ccr/{flowId}.json */
export const CcrReview = t.type({ columnHeaders: t.array(t.string), data: t.array(CcrRecord) }, 'CcrReview');
export type CcrReview = t.TypeOf<typeof CcrReview>;
