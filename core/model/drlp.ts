import * as t from 'io-ts';
import { struct } from './codec';

export const DrlpLoa = t.type({ loaName: t.string, active: t.boolean }, 'DrlpLoa');
export type DrlpLoa = t.TypeOf<typeof DrlpLoa>;

/** A designated responsible licensed producer on a firm license. */
export const Drlp = struct(
  'Drlp',
  {
    firstName: t.string,
    lastName: t.string,
    npn: t.string,
    loas: t.array(t.string),
    active: t.boolean,
    added: t.boolean,
  },
  { pending: t.boolean },
);
export type Drlp = t.TypeOf<typeof Drlp>;

export const DrlpLicense = t.type({ licenseName: t.string, licenseCode: t.string, loas: t.array(DrlpLoa), drlps: t.array(Drlp) }, 'DrlpLicense');
export type DrlpLicense = t.TypeOf<typeof DrlpLicense>;

export const DrlpState = t.type({ stateName: t.string, stateCode: t.string, licenses: t.array(DrlpLicense) }, 'DrlpState');
export type DrlpState = t.TypeOf<typeof DrlpState>;

export const DrlpError = t.type(
  {
    stateCode: t.string,
    stateName: t.string,
    licenseCode: t.string,
    licenseName: t.string,
    errors: t.array(t.string),
  },
  'DrlpError',
);
export type DrlpError = t.TypeOf<typeof DrlpError>;

/** GET/POST /license-update/{flowId}/drlp.json, proceed and review. */
export const DrlpData = struct(
  'DrlpData',
  {
    businessEntity: t.type({ businessEntityName: t.string, fein: t.string, states: t.array(DrlpState) }),
  },
  { modified: t.boolean, errors: t.array(DrlpError) },
);
export type DrlpData = t.TypeOf<typeof DrlpData>;

export const DrlpSearchRequest = t.type({ npn: t.string, lastName: t.string, stateCode: t.string, isApplyToAll: t.boolean }, 'DrlpSearchRequest');
export type DrlpSearchRequest = t.TypeOf<typeof DrlpSearchRequest>;

export const DrlpSearchResult = struct(
  'DrlpSearchResult',
  {
    lastName: t.string,
    firstName: t.string,
    npn: t.string,
    isApplyToAll: t.boolean,
    licenses: t.array(t.type({ licenseName: t.string, licenseCode: t.string, loas: t.array(t.string) })),
  },
  { errors: t.array(t.string) },
);
export type DrlpSearchResult = t.TypeOf<typeof DrlpSearchResult>;

export const DrlpAddRequest = t.type(
  {
    npn: t.string,
    lastName: t.string,
    stateCode: t.string,
    isApplyToAll: t.boolean,
    licenseCodes: t.array(t.string),
  },
  'DrlpAddRequest',
);
export type DrlpAddRequest = t.TypeOf<typeof DrlpAddRequest>;

export const DrlpRemoveRequest = t.type({ licenseCode: t.string, npn: t.string, lastName: t.string, stateCode: t.string }, 'DrlpRemoveRequest');
export type DrlpRemoveRequest = t.TypeOf<typeof DrlpRemoveRequest>;

/**
 * A DRLP change a firm has paid for that the registry has not made yet (beyond the spec: GET
 * /license-update/paid-changes.json): the producer added to or removed from a license of a state,
 * with the order that paid for it and that state's status in the order (the registry's code).
 */
export const DrlpPaidChange = t.type(
  {
    orderCode: t.string,
    orderDate: t.string,
    status: t.string,
    stateCode: t.string,
    stateName: t.string,
    licenseCode: t.string,
    licenseName: t.string,
    change: t.keyof({ ADDED: null, REMOVED: null }),
    npn: t.string,
    firstName: t.string,
    lastName: t.string,
  },
  'DrlpPaidChange',
);
export type DrlpPaidChange = t.TypeOf<typeof DrlpPaidChange>;

/** GET /license-update/paid-changes.json: the signed-in firm's paid DRLP changes still pending at the registry. */
export const DrlpPaidChanges = t.type({ paidChanges: t.array(DrlpPaidChange) }, 'DrlpPaidChanges');
export type DrlpPaidChanges = t.TypeOf<typeof DrlpPaidChanges>;
