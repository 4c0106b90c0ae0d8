import * as t from 'io-ts';
import { struct } from './codec';

/** GET /user-info.json */
export const UserInfo = struct(
  'UserInfo',
  { displayName: t.string, ldapUser: t.boolean },
  {
    uid: t.string,
    name: t.string,
    suffix: t.string,
    npn: t.string,
    fein: t.string,
  },
);
export type UserInfo = t.TypeOf<typeof UserInfo>;
