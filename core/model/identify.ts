import * as t from 'io-ts';
import { literals, struct } from './codec';

export const EntityType = literals('EntityType', 'FIRM', 'INDIVIDUAL');
export type EntityType = t.TypeOf<typeof EntityType>;
export const SearchType = literals('SearchType', 'LICENSE', 'NPN', 'TAX_ID');
export type SearchType = t.TypeOf<typeof SearchType>;
export const SsnVerification = literals('SsnVerification', 'NONE', 'LAST_FOUR', 'FULL_SSN');
export type SsnVerification = t.TypeOf<typeof SsnVerification>;

/** POST /identify.json body. Only the fields of the chosen lookup option are sent. */
export const IdentifyRequest = struct(
  'IdentifyRequest',
  { entityType: EntityType, searchType: SearchType, useAgreementAccepted: t.boolean },
  {
    fein: t.string,
    lastName: t.string,
    licenseNumber: t.string,
    licenseState: t.string,
    npn: t.string,
    ssn: t.string,
  },
);
export type IdentifyRequest = t.TypeOf<typeof IdentifyRequest>;

export const IdentifyStatus = literals('IdentifyStatus', 'SUCCESS', 'IDENTIFICATION_FAILURE', 'AUTHORIZATION_FAILURE', 'ERROR');
export type IdentifyStatus = t.TypeOf<typeof IdentifyStatus>;

/**
 * The answer of POST /identify.json, on 200 (SUCCESS, with the JWT in the Authorization
 * header) and on 400 (the failures). ERROR carries the messages to show.
 */
export const IdentifyResult = struct(
  'IdentifyResult',
  { status: IdentifyStatus },
  {
    ssnVerification: SsnVerification,
    errors: t.array(t.string),
  },
);
export type IdentifyResult = t.TypeOf<typeof IdentifyResult>;
