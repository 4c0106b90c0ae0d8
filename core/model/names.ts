import * as t from 'io-ts';
import { literals, struct } from './codec';

export const IndividualName = struct(
  'IndividualName',
  { type: t.literal('INDIVIDUAL'), first: t.string, last: t.string },
  {
    middle: t.string,
    suffix: t.string,
  },
);
export type IndividualName = t.TypeOf<typeof IndividualName>;
export const BusinessName = t.type({ type: t.literal('BUSINESS'), company: t.string }, 'BusinessName');
export type BusinessName = t.TypeOf<typeof BusinessName>;
export const Name = t.union([IndividualName, BusinessName], 'Name');
export type Name = t.TypeOf<typeof Name>;

export const JurisdictionEntry = struct(
  'JurisdictionEntry',
  {
    jurisdiction: t.string,
    resident: t.boolean,
    dhs: t.boolean,
    changed: t.boolean,
    active: t.boolean,
    enabled: t.boolean,
  },
  { checked: t.boolean },
);
export type JurisdictionEntry = t.TypeOf<typeof JurisdictionEntry>;

export const NameChangeItem = struct('NameChangeItem', { currentName: Name, jurisdictions: t.array(JurisdictionEntry) }, { requestedName: Name });
export type NameChangeItem = t.TypeOf<typeof NameChangeItem>;

export const NameRequestStatus = literals('NameRequestStatus', 'PASS', 'PARTIAL', 'FAIL');
export type NameRequestStatus = t.TypeOf<typeof NameRequestStatus>;
export const JurisdictionError = t.type({ jurisdiction: t.string, message: t.string }, 'JurisdictionError');
export type JurisdictionError = t.TypeOf<typeof JurisdictionError>;

/** GET /demographic-update/{flowId}/primary-name.json */
export const PrimaryNameResponse = struct(
  'PrimaryNameResponse',
  { enabled: t.array(NameChangeItem), disabled: t.array(t.string) },
  {
    applicant: struct('Applicant', {}, { fein: t.string }),
    requestStatus: NameRequestStatus,
    errors: t.array(JurisdictionError),
  },
);
export type PrimaryNameResponse = t.TypeOf<typeof PrimaryNameResponse>;

/** A jurisdiction as posted: the form's `checked` flag is not sent. */
export const PostedJurisdiction = t.type(
  {
    jurisdiction: t.string,
    resident: t.boolean,
    dhs: t.boolean,
    changed: t.boolean,
    active: t.boolean,
    enabled: t.boolean,
  },
  'PostedJurisdiction',
);
export type PostedJurisdiction = t.TypeOf<typeof PostedJurisdiction>;

/** POST /demographic-update/{flowId}/primary-name.json body. */
export const PrimaryNamePost = t.type(
  {
    flowId: t.string,
    items: t.array(t.type({ requestedName: Name, jurisdictions: t.array(PostedJurisdiction) })),
  },
  'PrimaryNamePost',
);
export type PrimaryNamePost = t.TypeOf<typeof PrimaryNamePost>;

export const PrimaryNamePostResult = struct('PrimaryNamePostResult', { requestStatus: NameRequestStatus }, { errors: t.array(JurisdictionError) });
export type PrimaryNamePostResult = t.TypeOf<typeof PrimaryNamePostResult>;
